import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { tourStopPath } from '../core/page-routes';

/* A phone's first visit of a shared stop: a fresh browser context each time, so nothing is cached. */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const BANNER_MAX_HEIGHT = 96;
let admin: AdminFetch;
let stopId: number;
const stopTitle = `Incontro al mercato ${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
  const response = await admin('/api/tour-events', {
    method: 'POST',
    body: JSON.stringify({
      title: stopTitle,
      location: 'Piazza delle Erbe, Padova',
      eventDate: '2030-06-12',
      eventTime: '10:00',
      completed: 0,
    }),
  });
  expect(response.status).toBe(201);
  stopId = ((await response.json()) as { id: number }).id;
});
afterAll(async () => {
  if (stopId) await admin(`/api/tour-events/${stopId}`, { method: 'DELETE' });
});

describe('a first visit of a stop page on a phone (360 × 740, empty cache)', () => {
  /**
   * How many lines the logo takes (its height against one line of its text, or the mark beside it if taller), and
   * whether it fits beside the menu button, as wide as its text is, without running into it.
   */
  const logo = (page: Page) =>
    page.locator('.site-header__brand').evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const markHeight = element.querySelector('img')?.getBoundingClientRect().height ?? 0;
      const text = element.querySelector('span')!.getBoundingClientRect();
      const toggle = document.querySelector('.site-header__toggle')!.getBoundingClientRect();
      return {
        lines: element.getBoundingClientRect().height / Math.max(lineHeight, markHeight),
        fits: text.right <= toggle.left,
      };
    });

  it('is set in the brand font, the logo on one line', async () => {
    const { page, problems } = await site.open(PHONE);
    try {
      await page.goto(tourStopPath(stopId));
      await page.getByRole('heading', { level: 1, name: stopTitle }).waitFor();
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => document.fonts.check('700 24px "Barlow Condensed"'))).toBe(true);
      const { lines, fits } = await logo(page);
      expect(lines).toBeLessThanOrEqual(1.05);
      expect(fits).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('keeps the logo on one line when the brand font misses the first paint (its fallback)', async () => {
    const { page } = await site.open(PHONE);
    try {
      // What a slow first visit paints: `font-display: optional` gives the font up if it is late.
      await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(tourStopPath(stopId));
      await page.getByRole('heading', { level: 1, name: stopTitle }).waitFor();
      expect(await page.evaluate(() => document.fonts.check('700 24px "Barlow Condensed"'))).toBe(false);
      const { lines, fits } = await logo(page);
      expect(lines).toBeLessThanOrEqual(1.05);
      expect(fits).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it(`shows the cookie banner in at most ${BANNER_MAX_HEIGHT} px, never over the booking field being filled in`, async () => {
    const { page, problems } = await site.open(PHONE);
    try {
      await page.goto(tourStopPath(stopId));
      const banner = page.getByRole('region', { name: 'Informativa sui cookie' });
      await banner.waitFor();
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(BANNER_MAX_HEIGHT);
      expect(await banner.getByRole('button', { name: 'Accetta', exact: true }).isVisible()).toBe(true);
      expect(await banner.getByRole('button', { name: 'Rifiuta', exact: true }).isVisible()).toBe(true);
      expect(await banner.getByRole('link', { name: /privacy/i }).isVisible()).toBe(true);

      const form = page.getByRole('form', { name: 'Prenota la tua presenza' });
      for (const label of ['Nome e cognome', 'Email', 'Telefono (facoltativo)']) {
        const field = form.getByLabel(label);
        await field.focus();
        // The field's centre is the field itself, not the banner over it, once the page has settled its scroll.
        await expect
          .poll(() =>
            field.evaluate((element) => {
              const box = element.getBoundingClientRect();
              return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element;
            }),
          )
          .toBe(true);
      }
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
