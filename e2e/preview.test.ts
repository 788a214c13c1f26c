import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { editedTitleAfterReload, shiftWhileListsLoad, visitWithoutProblems } from './prerender-checks';
import { PUBLIC_ROUTES } from './routes';
import { startPreview, type RunningSite } from './site';

// The production build as `npm run preview` serves it (what Netlify serves): prerendered pages, hydrated.
let preview: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [preview, browser] = await Promise.all([startPreview(), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
});

describe('npm run preview: prerendered pages', () => {
  it.each(PUBLIC_ROUTES.map((route) => route.path))(
    '%s hydrates without console errors or mismatch warnings',
    async (path) => {
      expect(await visitWithoutProblems(browser, preview.url, path)).toEqual([]);
    },
  );

  it('shows content edited through PUT /api/content after a reload', async () => {
    const { shown, expected } = await editedTitleAfterReload(browser, preview.url);
    expect(shown).toBe(expected);
  });

  it.each([
    ['/', '#territorio'],
    ['/materiale', undefined],
  ])('%s does not shift while its lists load', async (path, scrollTo) => {
    expect(await shiftWhileListsLoad(browser, preview.url, path, scrollTo)).toBeLessThanOrEqual(0.001);
  });

  it.each(PUBLIC_ROUTES)(
    '$path shows its heading and main text with JavaScript disabled',
    async ({ path, heading, text }) => {
      const context = await browser.newContext({ baseURL: preview.url, locale: 'it-IT', javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await page.locator('main h1').first().textContent()).toMatch(heading);
        expect(await page.locator('main').textContent()).toContain(text);
      } finally {
        await context.close();
      }
    },
  );
});
