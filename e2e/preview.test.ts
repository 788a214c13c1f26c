import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, pageLive } from '../test/browser/browser';
import { API } from '../core/api-paths';
import {
  editedTitleAfterReload,
  expectMenuAnswers,
  shiftWhileListsLoad,
  visitWithoutProblems,
} from '../test/browser/page-checks';
import { PUBLIC_ROUTES } from '../test/browser/routes';
import { PAGE_ROUTES } from '../core/page-routes';
import { PAGE_LIST } from '../core/pages';
import { pageModules } from '../test/web/built-html';

// The production build as `npm run preview` serves it (what Netlify serves): prerendered pages, hydrated. The
// project's setup started it (test/browser/preview-setup.ts).
const previewURL = inject('previewURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(() => browser?.close());

/** A phone's context on the preview, where the menu is a button. */
const phoneContext = () =>
  browser.newContext({
    baseURL: previewURL,
    locale: 'it-IT',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

describe('npm run preview: prerendered pages', () => {
  it.each(PUBLIC_ROUTES.map((route) => route.path))(
    '%s comes alive without console errors or mismatch warnings',
    async (path) => {
      expect(await visitWithoutProblems(browser, previewURL, path)).toEqual([]);
    },
  );

  it("starts a rendered page's code after its first frame is rendered, then hydrates it", async () => {
    const path = PAGE_ROUTES.contact.path;
    const context = await phoneContext();
    try {
      const page = await context.newPage();
      // The time of the page's first frame, taken by a callback asked for before any of the page's own.
      await page.addInitScript(() =>
        requestAnimationFrame(() => {
          (window as unknown as { firstFrame: number }).firstFrame = performance.now();
        }),
      );
      await page.goto(path);
      await pageLive(page);
      const [entry] = pageModules(await (await fetch(`${previewURL}${path}`)).text()).first;
      const timing = await page.evaluate((entryPath) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const script = performance
          .getEntriesByType('resource')
          .find((resource) => new URL(resource.name).pathname === entryPath);
        return {
          parsed: navigation.domInteractive,
          firstFrame: (window as unknown as { firstFrame?: number }).firstFrame,
          script: script?.startTime,
        };
      }, entry);
      // Not from the head, while the HTML was read: after it was parsed and its first frame rendered.
      expect(timing.firstFrame).toBeGreaterThan(0);
      expect(timing.script).toBeGreaterThan(timing.parsed);
      expect(timing.script).toBeGreaterThan(timing.firstFrame!);
      await expectMenuAnswers(page);
    } finally {
      await context.close();
    }
  });

  it('shows content edited through PUT /api/content after a reload', async () => {
    const { shown, expected } = await editedTitleAfterReload(browser, previewURL);
    expect(shown).toBe(expected);
  });

  it.each(PUBLIC_ROUTES.filter((route) => PAGE_LIST.find((page) => page.path === route.path)?.withoutApp))(
    '$path loads no React: its menu, cookie banner and footer answer, and a link loads the next page',
    async ({ path }) => {
      const context = await phoneContext();
      try {
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        const { first, soon } = pageModules(await (await fetch(`${previewURL}${path}`)).text());
        await page.goto(path);
        await pageLive(page);
        // Nothing but what its HTML names: the entry, the step that keeps it current, the beacon.
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((script) => ![...first, ...soon].includes(script))).toEqual([]);
        expect(first.some((script) => /react|app-start/i.test(script))).toBe(false);
        expect(await page.evaluate(() => Object.keys(document.getElementById('root')!))).toEqual([]);
        expect(await page.locator('.site-footer__year').textContent()).toBe(String(new Date().getFullYear()));

        await expectMenuAnswers(page);
        await page.keyboard.press('Escape');
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('site-header__toggle');

        const banner = page.getByRole('region', { name: 'Informativa sui cookie' });
        await banner.getByRole('button', { name: 'Accetta' }).click();
        await expect.poll(() => banner.isVisible()).toBe(false);
        expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
        await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
        await expect.poll(() => banner.isVisible()).toBe(true);
        await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click();
        await expect.poll(() => banner.isVisible()).toBe(false);
        expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');

        await page.getByRole('contentinfo').getByRole('link', { name: 'Contatti' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(PAGE_ROUTES.contact.path);
        await pageLive(page);
        await expect.poll(() => banner.isVisible()).toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it('/ does not shift while its lists load', async () => {
    expect(await shiftWhileListsLoad(browser, previewURL, '/', '#territorio')).toBeLessThanOrEqual(0.001);
  });

  it("asks for nothing below the home page's first screen until the visitor scrolls near it", async () => {
    const context = await phoneContext();
    try {
      const page = await context.newPage();
      const lists: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === API.visitedCities || pathname === API.tourEvents) lists.push(pathname);
      });
      const html = await (await fetch(`${previewURL}/`)).text();
      const { first, soon } = pageModules(html);
      const inHtml = [...first, ...soon];
      await page.goto('/');
      await pageLive(page);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      expect(lists).toEqual([]);
      // Every chunk the page has loaded was preloaded by its HTML: no script had to add a link for one. (Before
      // any click: the visitor's first act loads the toaster.)
      const linked = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(linked.filter((href) => !inHtml.includes(href))).toEqual([]);
      // Hydrated all the same: the menu answers.
      await expectMenuAnswers(page);
      await page.getByRole('button', { name: 'Chiudi', exact: true }).click();

      await page.locator('#territorio').scrollIntoViewIfNeeded();
      await expect.poll(() => [...new Set(lists)].sort()).toEqual([API.tourEvents, API.visitedCities].sort());
      await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it.each(PUBLIC_ROUTES)(
    '$path shows its heading and main text with JavaScript disabled',
    async ({ path, heading, text, withoutScript }) => {
      const shown = withoutScript ?? { heading, text };
      const context = await browser.newContext({ baseURL: previewURL, locale: 'it-IT', javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await page.locator('main h1').first().textContent()).toMatch(shown.heading);
        expect(await page.locator('main').textContent()).toContain(shown.text);
      } finally {
        await context.close();
      }
    },
  );
});

describe('npm run preview: the home banner through the days of the vote (a fixed clock in the page)', () => {
  // The page was prerendered today, after the vote: each of these moments switches it in the browser.
  it.each([
    ['2025-11-21T22:00:00Z', /vota Giulia Venturini Presidente/i],
    ['2025-11-22T10:00:00Z', /^Si vota domenica 23 novembre e lunedì 24 novembre/],
    ['2025-11-23T10:00:00Z', /^Oggi si vota: seggi aperti dalle 7 alle 23/],
    ['2025-11-24T14:30:00Z', /^Grazie a chi ha votato/],
  ])('at %s says %s, without a hydration warning or a layout shift', async (now, message) => {
    const context = await browser.newContext({
      baseURL: previewURL,
      locale: 'it-IT',
      viewport: { width: 360, height: 740 },
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (entry) => entry.type() === 'error' && problems.push(entry.text()));
      await page.clock.setFixedTime(new Date(now));
      await page.addInitScript(() => {
        const totals = window as unknown as { shifts: number };
        totals.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            totals.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await pageLive(page);
      const readable = page.locator('.vote-banner .visually-hidden');
      await expect.poll(() => readable.textContent()).toMatch(message);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.001);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
