import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { PAGE_LIVE_ATTRIBUTE } from '../../core/rendered-root';
import { CONDITION_MS, FIRST_LOAD_MS } from '../patience';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, with nothing that reaches for the network on its own: the tests' and the benchmarks' Chromium. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, with CHROMIUM_FLAGS. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

/**
 * A page that remembers what went wrong in it: console errors, uncaught exceptions, failed and refused requests.
 * `options` set up its context (a phone's viewport, touch).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[]; inFlight: (counted?: (request: Request) => boolean) => number }> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', ...options });
  // Playwright's own limits (30 s), for every click, fill and wait that states none, are test/patience.ts's.
  context.setDefaultTimeout(CONDITION_MS);
  context.setDefaultNavigationTimeout(FIRST_LOAD_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`),
  );
  // What the page still waits for: a test lets it settle before reloading or leaving it, which would abort those
  // requests (net::ERR_ABORTED, reported below like any failure).
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  /** How many of the page's requests (those `counted`, if given) are still unanswered. */
  const inFlight = (counted?: (request: Request) => boolean) =>
    counted ? [...pending].filter(counted).length : pending.size;
  return { page, problems, inFlight };
}

/**
 * Chromium for the test file that calls this: launched before its tests and closed after them. `open()` is
 * `openPage` on the test site.
 */
export function useBrowser(extraArgs: string[] = []) {
  const baseURL = inject('baseURL');
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser(extraArgs);
  });
  afterAll(() => launched?.close());
  const browser = (): Browser => {
    if (!launched) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return launched;
  };
  return {
    baseURL,
    browser,
    open: (options?: BrowserContextOptions) => openPage(browser(), baseURL, options),
  };
}

/**
 * Waits until the page is live (core/rendered-root.ts PAGE_LIVE_ATTRIBUTE): its code has run. A hydrated page starts
 * its app at the visitor's first sign of use (web/lib/first-use.ts): a pointer moving is one, which a touch screen's
 * page also hears, given again at each look, as the entry, added after the first frame, may not be listening yet.
 */
export async function pageLive(page: Page): Promise<void> {
  await page.waitForFunction(
    (liveAttribute) => {
      window.dispatchEvent(new Event('pointermove'));
      return document.getElementById('root')?.hasAttribute(liveAttribute) ?? false;
    },
    PAGE_LIVE_ATTRIBUTE,
    { polling: 100 },
  );
}
