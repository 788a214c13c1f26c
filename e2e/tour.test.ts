import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Calls the API from the page, with its session cookie, and returns status and JSON body. */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
    },
    { method, path, body },
  );
}

describe('the tour on the home page', () => {
  it('shows a stop created through the API under "Prossime Tappe" with its Italian date, and the city on the map', async () => {
    const { page: admin } = await openPage(browser, baseURL);
    await admin.goto('/privacy');
    expect((await call(admin, 'POST', '/api/login', DEFAULT_LOCAL_ADMIN)).status).toBe(200);

    const unique = Date.now().toString(36);
    const stop = await call(admin, 'POST', '/api/tour-events', {
      title: `Incontro in piazza ${unique}`,
      location: 'Rovigo',
      eventDate: '2025-11-20',
      eventTime: '18:30',
      address: 'Piazza Vittorio Emanuele II',
      description: 'Un incontro aperto a tutti',
      completed: 0,
    });
    const done = await call(admin, 'POST', '/api/tour-events', {
      title: `Festa di quartiere ${unique}`,
      location: 'Feltre',
      eventDate: '2025-10-05',
      completed: 1,
    });
    const city = await call(admin, 'POST', '/api/visited-cities', {
      cityName: `Rovigo ${unique}`,
      visitDate: '2025-10-12',
      pinX: 58.5,
      pinY: 88,
    });
    expect([stop.status, done.status, city.status]).toEqual([201, 201, 201]);

    try {
      const { page, problems } = await openPage(browser, baseURL);
      await page.goto('/');
      const upcoming = page.getByRole('region', { name: 'Prossime Tappe' });
      const stopCard = upcoming.getByRole('article').filter({ hasText: `Incontro in piazza ${unique}` });
      await stopCard.waitFor({ timeout: 15_000 });
      const text = await stopCard.textContent();
      expect(text).toContain('giovedì 20 novembre 2025');
      expect(text).toContain('18:30');
      expect(text).toContain('Piazza Vittorio Emanuele II');

      const completed = page.getByRole('region', { name: 'Tappe Già Effettuate' });
      expect(await completed.getByRole('article').filter({ hasText: `Festa di quartiere ${unique}` }).textContent()).toContain(
        'domenica 5 ottobre 2025',
      );
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
        if (created.body?.id !== undefined) await call(admin, 'DELETE', `${path}/${String(created.body.id)}`);
      }
      await admin.context().close();
    }
  });
});
