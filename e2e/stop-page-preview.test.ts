import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../core/api-paths';
import { RSVP_MESSAGES } from '../core/schema/rsvp.schema';
import { tourStopPath } from '../core/page-routes';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { launchBrowser, pageLive } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { expectMenuAnswers, observeLayoutShifts, openWatchedPage } from '../test/browser/page-checks';
import { pageModules } from '../test/web/built-html';

/*
 * /tappe/{id} as Netlify serves it (`npm run preview`): the page its function renders with the app's renderer into
 * the build's shell, as a phone opening a shared link shows it.
 */

const previewURL = inject('previewURL');
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const unique = Date.now().toString(36);
/** The booking form's own chunk, as the build names it. */
const FORM_CHUNK = /\/RsvpForm-[\w-]+\.js$/;
let browser: Browser;
let admin: AdminFetch;
const stops: number[] = [];
let cityId: number | undefined;

async function create(path: string, body: Record<string, unknown>): Promise<number> {
  const response = await admin(path, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInAdmin(previewURL);
  const stop = (title: string, eventDate: string) => ({
    title: `${title} ${unique}`,
    location: `Piazza Giorgione, Castelfranco Veneto`,
    address: 'Piazza Giorgione 1',
    eventDate,
    eventTime: '18:30',
    description: 'Aperitivo e domande alla candidata.',
    completed: 0,
  });
  // Dates far ahead of any other stop of the run, so these three are each other's neighbours.
  for (const [title, date] of [
    ['Prima tappa', '2031-03-01'],
    ['Incontro in piazza', '2031-03-02'],
    ['Ultima tappa', '2031-03-03'],
  ]) {
    stops.push(await create(API.tourEvents, stop(title, date)));
  }
  cityId = await create(API.visitedCities, { cityName: 'Castelfranco Veneto', pinX: 42, pinY: 48 });
});

afterAll(async () => {
  for (const id of stops) await admin(`${API.tourEvents}/${id}`, { method: 'DELETE' });
  if (cityId !== undefined) await admin(`${API.visitedCities}/${cityId}`, { method: 'DELETE' });
  await browser?.close();
});

describe('a tour stop page in the production build', () => {
  it('comes whole in its HTML: header, the stop, its actions, its place on the map, the stops around it, footer', async () => {
    const context = await browser.newContext({ baseURL: previewURL, javaScriptEnabled: false, ...PHONE });
    try {
      const page = await context.newPage();
      const response = await page.goto(tourStopPath(stops[1]));
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Incontro in piazza ${unique}`);
      expect(await page.getByRole('list', { name: `Azioni per Incontro in piazza ${unique}` }).count()).toBe(1);
      const place = page.getByRole('region', { name: 'Dove' });
      expect(await place.getByRole('button', { name: 'Castelfranco Veneto' }).count()).toBe(1);
      const around = page.getByRole('navigation', { name: 'Altre tappe del tour' }).getByRole('link');
      expect(await around.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        tourStopPath(stops[0]),
        tourStopPath(stops[2]),
      ]);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      // The same inlined CSS and preloaded display font as the prerendered pages.
      expect(await page.locator('head style').count()).toBeGreaterThan(0);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      expect(await page.locator('link[rel="preload"][as="font"]').getAttribute('href')).toMatch(
        /barlow-condensed-latin-700-normal.*\.woff2$/,
      );
    } finally {
      await context.close();
    }
  });

  it('hydrates at 360 px in its own font, without a warning or a layout shift, axe clean, targets of 24 px', async () => {
    // axe-core is added to the page as an inline script, which the site's Content-Security-Policy refuses.
    const { page, problems } = await openWatchedPage(browser, previewURL, { ...PHONE, bypassCSP: true });
    try {
      const fonts: string[] = [];
      page.on('request', (request) => request.url().endsWith('.woff2') && fonts.push(new URL(request.url()).pathname));
      await observeLayoutShifts(page);
      await page.goto(tourStopPath(stops[1]));
      await pageLive(page);
      // The site's own font, as the prerendered pages have it: its @font-face in the inlined CSS, naming the file
      // the head preloads, which is the only font fetched, and the heading set in it. (Whether the first paint
      // uses it depends on the font arriving within `font-display: optional`'s 100 ms: a CDN's business, not
      // this local server's, so measured by the Lighthouse bench, not here.)
      const preloaded = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
      const inlinedCss = (await page.locator('head style').allTextContents()).join('\n');
      expect(inlinedCss).toMatch(/@font-face\s*\{[^}]*font-family:\s*"?Barlow Condensed"?[^}]*font-weight:\s*700/);
      expect(inlinedCss).toContain(`url(${preloaded})`);
      expect(fonts).toEqual([preloaded]);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Barlow Condensed"/);
      expect(await page.evaluate(() => document.fonts.check('700 32px "Barlow Condensed"'))).toBe(true);
      // The booking form comes in the HTML (its code waits for the first touch of it): nothing moves for it.
      await page.getByRole('form', { name: 'Prenota la tua presenza' }).waitFor();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => Reflect.get(window, '__layoutShifts') as { value: number }[]);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.001);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await seriousViolations(page, ['target-size'])).toEqual([]);
      await expectMenuAnswers(page);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("fetches the booking form's code once the app has started, after the page's load: not with the first screen", async () => {
    // Named in the HTML for later (core/pages.ts: `later`), not preloaded there.
    const html = await (await fetch(`${previewURL}${tourStopPath(stops[1])}`)).text();
    expect(html).toMatch(/<meta name="later-modules" content="[^"]*\/assets\/RsvpForm-[\w-]+\.js[ "]/);
    const { first, soon } = pageModules(html);
    expect([...first, ...soon].filter((href) => href.includes('/RsvpForm-'))).toEqual([]);
    const { page, problems } = await openWatchedPage(browser, previewURL, PHONE);
    try {
      await page.goto(tourStopPath(stops[1]));
      // The app starts at the first sign of use (web/lib/first-use.ts), and asks for the form's code when idle.
      await pageLive(page);
      const formCode = () =>
        page.evaluate(
          (chunk) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => new RegExp(chunk).test(entry.name))
              .map((entry) => entry.startTime),
          FORM_CHUNK.source,
        );
      await expect.poll(async () => (await formCode()).length).toBe(1);
      const loadStarted = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      );
      expect(loadStarted).toBeGreaterThan(0);
      expect((await formCode())[0]).toBeGreaterThanOrEqual(loadStarted);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("loads the booking form's code at the first touch, and books with what was typed and sent before it came", async () => {
    const { page, problems } = await openWatchedPage(browser, previewURL, PHONE);
    try {
      const formCode: string[] = [];
      page.on('request', (request) => FORM_CHUNK.test(request.url()) && formCode.push(request.url()));
      // The form's chunk, fetched once the page has loaded, is held back until the visitor has typed and pressed
      // "Ci sarò".
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(FORM_CHUNK, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(tourStopPath(stops[1]));
      await pageLive(page);
      const form = page.getByRole('form', { name: 'Prenota la tua presenza' });
      await formShown(form);
      // Typed into the page's HTML: the form is not hydrated, its code is not there.
      await form.getByLabel('Nome e cognome').fill('Giovanna Pivetta');
      await form.getByLabel('Email').fill(`giovanna.${unique}@example.it`);
      await form.getByLabel('Quante persone?').selectOption('3');
      await form.getByRole('checkbox', { name: /Acconsento a essere contattato/ }).check();
      await waitForFillTime(page);
      await form.getByRole('button', { name: 'Ci sarò' }).click();
      // The browser did not send it to the page's address, and nothing was booked yet.
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByRole('status').filter({ hasText: 'Controlla la tua email' }).count()).toBe(0);

      release();
      await page.getByText(RSVP_MESSAGES.requested).waitFor();
      // Requested, for its owner to confirm from the mail: no booking yet.
      const counts = (await (await admin(API.adminRsvpCounts)).json()) as { tourEventId: number }[];
      expect(counts.find((count) => count.tourEventId === stops[1])).toMatchObject({ bookings: 0, pending: 1 });
      expect(formCode).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('leads to the next stop in the browser, which shows it', async () => {
    const { page, problems } = await openWatchedPage(browser, previewURL, PHONE);
    try {
      await page.goto(tourStopPath(stops[1]));
      await pageLive(page);
      await page.getByRole('link', { name: new RegExp(`Tappa successiva.*Ultima tappa ${unique}`) }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Ultima tappa ${unique}`);
      expect(new URL(page.url()).pathname).toBe(tourStopPath(stops[2]));
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
