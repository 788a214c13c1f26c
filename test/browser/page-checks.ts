import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { API } from '../../core/api-paths';
import { signInAdmin } from './admin-api';
import { openPage, pageLive } from './browser';
import { PUBLIC_ROUTES } from './routes';
import { CONDITION_MS } from '../patience';

/** The lists a page fetches while the visitor reads it (SPEC.md section 7). */
const LIST_PATHS = [API.visitedCities, API.tourEvents, API.campaignMaterials];

/** Records every layout shift not caused by input, with its time, from the first paint on. */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; time: number }[] = [];
    Reflect.set(window, '__layoutShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** A page that also remembers React's warnings (a hydration mismatch is reported as one in development). */
export async function openWatchedPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, baseURL, options);
  opened.page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text())) {
      opened.problems.push(`warning: ${message.text()}`);
    }
  });
  return opened;
}

/**
 * The menu toggle answers (the entry has started: web/lib/site-chrome.ts). At phone width,
 * where the navigation folds behind the button; the menu is left open.
 */
export async function expectMenuAnswers(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect
    .poll(() => page.getByRole('button', { name: 'Chiudi', exact: true }).getAttribute('aria-expanded'))
    .toBe('true');
}

/** The screen has rendered once its main heading is there and no loading placeholder is left. */
export async function screenReady(page: Page, heading: RegExp): Promise<void> {
  await expect.poll(() => page.locator('main h1').first().textContent({ timeout: CONDITION_MS })).toMatch(heading);
  await expect.poll(() => page.locator('.skeleton, .page-loading').count(), { timeout: CONDITION_MS }).toBe(0);
}

/**
 * Lands on the path in a watched page (React's warnings among its problems): once React owns it, its screen has
 * rendered and its lists have answered.
 */
export async function landOn(
  browser: Browser,
  baseURL: string,
  path: string,
  heading: RegExp,
  options: BrowserContextOptions = {},
): ReturnType<typeof openPage> {
  const landed = await openWatchedPage(browser, baseURL, options);
  await landed.page.goto(path);
  await pageLive(landed.page);
  await screenReady(landed.page, heading);
  return landed;
}

/** Opens the route, waits until React owns it and its lists have answered, and returns what went wrong. */
export async function visitWithoutProblems(browser: Browser, baseURL: string, path: string): Promise<string[]> {
  const heading = PUBLIC_ROUTES.find((route) => route.path === path)!.heading;
  const { page, problems } = await landOn(browser, baseURL, path, heading);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectMenuAnswers(page);
    return problems;
  } finally {
    await page.context().close();
  }
}

/**
 * Edits the hero title through PUT /api/content as the admin, reloads the home page, and returns the title it
 * shows once it is live; the original title is put back before returning.
 */
export async function editedTitleAfterReload(
  browser: Browser,
  baseURL: string,
): Promise<{ shown: string; expected: string }> {
  const admin = await signInAdmin(baseURL);
  const before = (await (await fetch(`${baseURL}${API.content}`)).json()) as { heroTitle: string };
  const expected = `Titolo di prova ${Date.now()}`;
  const { page } = await openPage(browser, baseURL);
  try {
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(before.heroTitle);
    expect((await admin(API.content, { method: 'PUT', body: JSON.stringify({ heroTitle: expected }) })).status).toBe(
      200,
    );
    await page.reload();
    // The page refreshes its content once its app has started, at the first sign of use (web/lib/first-use.ts).
    await pageLive(page);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(expected);
    return { shown: (await page.locator('h1').first().textContent()) ?? '', expected };
  } finally {
    await admin(API.content, { method: 'PUT', body: JSON.stringify({ heroTitle: before.heroTitle }) });
    await page.context().close();
  }
}

/**
 * The layout shift, on a phone screen, between the moment the page shows its placeholders (or its built lists)
 * and the moment the lists' answers are rendered. The answers are held back until the page has painted, so the
 * measure covers exactly the late arrival of the lists.
 */
export async function shiftWhileListsLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  scrollTo?: string,
): Promise<number> {
  const { page, inFlight } = await openPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  const isList = (url: string) => LIST_PATHS.some((listPath) => new URL(url).pathname === listPath);
  try {
    await observeLayoutShifts(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answered: Promise<unknown>[] = [];
    for (const listPath of LIST_PATHS) {
      await page.route(`**${listPath}`, async (route) => {
        await held;
        await route.continue();
      });
    }
    page.on('request', (request) => {
      if (isList(request.url())) answered.push(page.waitForResponse((response) => response.request() === request));
    });
    await page.goto(path);
    await pageLive(page);
    await expect.poll(() => page.locator('main h1').first().isVisible()).toBe(true);
    // The lists are asked for once their part of the page is live: after hydration, or, below the home page's
    // first screen, once the visitor scrolls near it.
    if (scrollTo) await page.locator(scrollTo).scrollIntoViewIfNeeded();
    await expect.poll(() => answered.length).toBeGreaterThan(0);
    // Everything else the page asks for (its chunks, their styles, fonts, images) arrives before the mark: a slow
    // machine may deliver a lazy part's styles late, which is not what this measures.
    await expect.poll(() => inFlight((request) => !isList(request.url()))).toBe(0);
    // Two frames so that anything the first render moved is already counted before the mark.
    const mark = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
        ),
    );
    release();
    await Promise.all(answered);
    await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    return await page.evaluate(
      (since) =>
        (Reflect.get(window, '__layoutShifts') as { value: number; time: number }[])
          .filter((shift) => shift.time >= since)
          .reduce((sum, shift) => sum + shift.value, 0),
      mark,
    );
  } finally {
    await page.context().close();
  }
}
