import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { tourStopPath } from '../core/page-routes';
import { CONDITION_MS } from '../test/patience';

/* /tappe/{id}, the page a shared stop opens, as a phone shows it. */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
let admin: AdminFetch;
const created: number[] = [];

async function createStop(body: Record<string, unknown>): Promise<number> {
  const response = await admin('/api/tour-events', { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  created.push(id);
  return id;
}

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
});
afterAll(async () => {
  for (const id of created) await admin(`/api/tour-events/${id}`, { method: 'DELETE' });
});

describe('the page of a tour stop', () => {
  it('shows an upcoming stop with its date, place and three actions at 360 px, without overflow, axe clean', async () => {
    const title = `Comizio in piazza ${unique}`;
    const id = await createStop({
      title,
      location: 'Piazza dei Signori, Padova',
      address: 'Piazza dei Signori 1',
      eventDate: '2030-05-10',
      eventTime: '18:30',
      description: 'Un incontro aperto a tutti',
      completed: 0,
    });

    // What a link preview reads: the raw HTML, no script run.
    const raw = await (await fetch(new URL(tourStopPath(id), site.baseURL))).text();
    expect(raw).toContain(`<meta property="og:title" content="${title} – Tour di`);
    expect(raw).toMatch(
      /<meta property="og:description" content="venerdì 10 maggio 2030, ore 18:30, Piazza dei Signori/,
    );
    // Its own preview image, which the site draws: a 1200 × 630 PNG a messenger will show (≤ 300 kB).
    const imageUrl = /<meta property="og:image" content="([^"]+)"/.exec(raw)![1];
    expect(imageUrl).toMatch(new RegExp(`/tappe/${id}/anteprima\\.png\\?v=\\w+$`));
    expect(raw).toMatch(new RegExp(`<meta property="og:image:alt" content="${title} – venerdì 10 maggio 2030`));
    const image = await fetch(new URL(new URL(imageUrl).pathname + new URL(imageUrl).search, site.baseURL));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.length).toBeLessThanOrEqual(300 * 1024);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const { page, problems } = await site.open(PHONE);
    const response = await page.goto(tourStopPath(id));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: CONDITION_MS });
    const text = await main.textContent();
    expect(text).toContain('venerdì 10 maggio 2030, ore 18:30');
    expect(text).toContain('Piazza dei Signori, Padova, Piazza dei Signori 1');
    expect(text).toContain('Un incontro aperto a tutti');
    expect(text).not.toContain('Tappa già effettuata');
    const actions = main.getByRole('list', { name: `Azioni per ${title}` });
    expect(await actions.getByRole('link', { name: 'Aggiungi al calendario' }).getAttribute('href')).toBe(
      `/api/tour-events.ics?id=${id}`,
    );
    expect(await actions.getByRole('link', { name: /^Indicazioni/ }).getAttribute('href')).toContain(
      encodeURIComponent('Piazza dei Signori 1, Piazza dei Signori, Padova'),
    );
    expect(await actions.getByRole('button', { name: 'Condividi' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('link', { name: 'Tutte le tappe del tour' }).tap();
    await page.getByRole('heading', { name: 'Prossime Tappe' }).waitFor({ timeout: CONDITION_MS });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says that a completed stop is done, and offers no actions for it', async () => {
    const title = `Festa di quartiere ${unique}`;
    const id = await createStop({ title, location: 'Rovigo', eventDate: '2025-10-05', completed: 1 });
    const { page, problems } = await site.open(PHONE);
    await page.goto(tourStopPath(id));
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: CONDITION_MS });
    expect(await main.getByText('Tappa già effettuata').isVisible()).toBe(true);
    expect(await main.textContent()).toContain('domenica 5 ottobre 2025');
    expect(await main.getByRole('link', { name: 'Aggiungi al calendario' }).count()).toBe(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown id with the 404 page and a real 404 status', async () => {
    const { page } = await site.open(PHONE);
    const response = await page.goto(tourStopPath(987654321));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor({ timeout: CONDITION_MS });
    await page.context().close();
  });
});
