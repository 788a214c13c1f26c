import { describe, expect, it } from 'vitest';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { CONDITION_MS } from '../test/patience';

const site = useBrowser();

/** Creates a row through the admin API: its status, and its id when created. */
async function create(admin: AdminFetch, path: string, body: unknown): Promise<{ status: number; id?: number }> {
  const response = await admin(path, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, id: response.ok ? ((await response.json()) as { id: number }).id : undefined };
}

describe('the tour on the home page', () => {
  it('shows a stop created through the API under "Prossime Tappe" with its Italian date, and the city on the map', async () => {
    const admin = await signInAdmin(site.baseURL);

    const unique = Date.now().toString(36);
    const stop = await create(admin, '/api/tour-events', {
      title: `Incontro in piazza ${unique}`,
      location: 'Rovigo',
      eventDate: '2025-11-20',
      eventTime: '18:30',
      address: 'Piazza Vittorio Emanuele II',
      description: 'Un incontro aperto a tutti',
      completed: 0,
    });
    const done = await create(admin, '/api/tour-events', {
      title: `Festa di quartiere ${unique}`,
      location: 'Feltre',
      eventDate: '2025-10-05',
      completed: 1,
    });
    const city = await create(admin, '/api/visited-cities', {
      cityName: `Rovigo ${unique}`,
      visitDate: '2025-10-12',
      pinX: 58.5,
      pinY: 88,
    });
    expect([stop.status, done.status, city.status]).toEqual([201, 201, 201]);

    try {
      const { page, problems } = await site.open();
      await page.goto('/');
      const upcoming = page.getByRole('region', { name: 'Prossime Tappe' });
      const stopCard = upcoming.getByRole('article').filter({ hasText: `Incontro in piazza ${unique}` });
      await stopCard.waitFor({ timeout: CONDITION_MS });
      const text = await stopCard.textContent();
      expect(text).toContain('giovedì 20 novembre 2025');
      expect(text).toContain('18:30');
      expect(text).toContain('Piazza Vittorio Emanuele II');

      const completed = page.getByRole('region', { name: 'Tappe Già Effettuate' });
      expect(
        await completed
          .getByRole('article')
          .filter({ hasText: `Festa di quartiere ${unique}` })
          .textContent(),
      ).toContain('domenica 5 ottobre 2025');
      expect(await upcoming.getByText(`Festa di quartiere ${unique}`).count()).toBe(0);

      const pin = page.getByRole('button', { name: `Rovigo ${unique}, domenica 12 ottobre 2025` });
      await pin.waitFor();
      const position = await pin.evaluate((button) => {
        const item = button.parentElement as HTMLElement;
        return [item.style.left, item.style.top];
      });
      expect(position).toEqual(['58.5%', '88%']);

      await pin.focus();
      expect(await page.getByRole('tooltip').textContent()).toContain(`Rovigo ${unique}`);
      expect(problems).toEqual([]);
      await page.context().close();
    } finally {
      for (const [path, created] of [
        ['/api/tour-events', stop],
        ['/api/tour-events', done],
        ['/api/visited-cities', city],
      ] as const) {
        if (created.id !== undefined) await admin(`${path}/${created.id}`, { method: 'DELETE' });
      }
    }
  });
});

describe("a map pin's popover with the actions of its city's upcoming stops", () => {
  it('opens by keyboard and by tap at 360 px, inside the window, with the stop’s four actions', async () => {
    const admin = await signInAdmin(site.baseURL);
    const unique = Date.now().toString(36);
    const cityName = `Borgo ${unique}`;
    const stop = await create(admin, '/api/tour-events', {
      title: `Comizio al borgo ${unique}`,
      location: `Piazza Grande, ${cityName}`,
      eventDate: '2030-05-10',
      eventTime: '18:00',
      completed: 0,
    });
    const city = await create(admin, '/api/visited-cities', {
      cityName,
      visitDate: '2025-10-12',
      pinX: 30,
      pinY: 60,
    });
    expect([stop.status, city.status]).toEqual([201, 201]);

    try {
      const { page, problems } = await site.open({ viewport: { width: 360, height: 740 }, hasTouch: true });
      await page.goto('/');
      const pin = page.getByRole('button', { name: `${cityName}, domenica 12 ottobre 2025, 1 tappa in programma` });
      await pin.waitFor({ timeout: CONDITION_MS });
      const popover = page.getByRole('group', { name: cityName });

      // Keyboard: focus the pin, Tab into its popover (the stop's page, then its actions: "Ci sarò" first), Escape
      // back to the pin.
      await pin.focus();
      await popover.waitFor();
      expect(await pin.getAttribute('aria-expanded')).toBe('true');
      expect(await pin.getAttribute('aria-controls')).toBe(await popover.getAttribute('id'));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const rsvp = popover.getByRole('button', { name: 'Ci sarò' });
      expect(await rsvp.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Tab');
      const calendar = popover.getByRole('link', { name: 'Aggiungi al calendario' });
      expect(await calendar.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await calendar.getAttribute('href')).toBe(`/api/tour-events.ics?id=${stop.id}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => popover.count()).toBe(0);
      expect(await pin.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await pin.getAttribute('aria-expanded')).toBe('false');
      await pin.blur();

      // Tap: the popover opens, fits the 360 px window, offers the four actions, and a tap elsewhere closes it.
      await pin.tap();
      await popover.waitFor();
      expect(await rsvp.isVisible()).toBe(true);
      expect(await popover.getByRole('link', { name: /^Indicazioni/ }).isVisible()).toBe(true);
      expect(await popover.getByRole('button', { name: 'Condividi' }).isVisible()).toBe(true);
      expect(await calendar.isVisible()).toBe(true);
      const box = (await popover.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('heading', { name: 'Prossime Tappe' }).tap();
      await expect.poll(() => popover.count()).toBe(0);

      const ics = await fetch(new URL(`/api/tour-events.ics?id=${stop.id}`, site.baseURL));
      expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(await ics.text()).toContain(`Comizio al borgo ${unique}`);
      expect(problems).toEqual([]);
      await page.context().close();
    } finally {
      if (stop.id !== undefined) await admin(`/api/tour-events/${stop.id}`, { method: 'DELETE' });
      if (city.id !== undefined) await admin(`/api/visited-cities/${city.id}`, { method: 'DELETE' });
    }
  });
});
