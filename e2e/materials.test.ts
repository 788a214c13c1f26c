import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { PAGE_ROUTES } from '../core/page-routes';

const site = useBrowser();
let adminFetch: AdminFetch;

/** The file lives on another host, answered by the browser itself so the test never leaves the machine. */
const FILE_URL = 'https://materiali.example.it/programma-e2e.txt';

beforeAll(async () => {
  adminFetch = await signInAdmin(site.baseURL);
});

describe('/materiale end to end', () => {
  it('shows a material created through the API, downloads it in a new tab, and drops it once deleted', async () => {
    const title = `Programma e2e ${Date.now()}`;
    const created = await adminFetch('/api/campaign-materials', {
      method: 'POST',
      body: JSON.stringify({
        title,
        description: 'Il programma completo della campagna, punto per punto, in un unico documento da leggere.',
        fileUrl: FILE_URL,
        fileType: 'document',
        fileSize: '1.2 MB',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    try {
      const { page, problems } = await site.open();
      await page.context().route(FILE_URL, (route) => route.fulfill({ contentType: 'text/plain', body: 'Programma' }));
      await page.goto(PAGE_ROUTES.materials.path);

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect(await card.getByText('Documento', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('1.2 MB').isVisible()).toBe(true);
      const lineClamp = await card
        .locator('.material-card__description')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-line-clamp'));
      expect(lineClamp).toBe('2');

      const download = card.getByRole('link', { name: `Scarica ${title} (si apre in una nuova scheda)` });
      expect(await download.getAttribute('href')).toBe(FILE_URL);
      expect(await download.getAttribute('target')).toBe('_blank');
      const [opened] = await Promise.all([page.context().waitForEvent('page'), download.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toBe(FILE_URL);
      expect(await opened.textContent('body')).toContain('Programma');
      expect(await page.evaluate(() => location.pathname)).toBe(PAGE_ROUTES.materials.path);
      expect(problems).toEqual([]);
    } finally {
      expect((await adminFetch(`/api/campaign-materials/${id}`, { method: 'DELETE' })).status).toBe(204);
    }

    const { page } = await site.open();
    await page.goto(PAGE_ROUTES.materials.path);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Materiale di campagna' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('[data-testid="material-placeholder"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
  });
});
