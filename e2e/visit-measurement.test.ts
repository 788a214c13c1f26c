import { describe, expect, it } from 'vitest';
import { dayInItaly } from '../core/rome-time';
import { siteConfig } from '../core/site-config';
import { openAdminPanel } from '../test/browser/admin-api';
import { pageLive, useBrowser } from '../test/browser/browser';
import { querySiteDatabase } from '../test/browser/site-db';
import { CONDITION_MS } from '../test/patience';

/*
 * The measurement as a phone lives it (docs/decisions/0046, 0048, 0050): a visit from a WhatsApp post is counted with
 * its source, campaign and vitals, the page the app shows next as `interno`, and it leaves nothing in the browser. Chromium without its automation flag, so the page's
 * navigator.webdriver is false as on a real phone (the beacon of an automated browser stays silent, as in every
 * other browser test), and with a phone's own user agent, which no bot list takes for a crawler.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
// The user agent as a flag, not only the context's: a beacon sent as the page goes is the browser's request.
const site = useBrowser(['--disable-blink-features=AutomationControlled', `--user-agent=${PHONE_UA}`]);

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: PHONE_UA };

interface Counted extends Record<string, unknown> {
  views: number;
  lcp: number;
  inp: number;
}

/** Today's views of a page from a source and campaign on phones, and how many of them carried an LCP and an INP. */
const counted = async (page: string, source: string, campaign: string): Promise<Counted> => {
  const [row] = await querySiteDatabase<Counted>(
    `SELECT coalesce(sum(views), 0)::int AS views,
            coalesce((SELECT sum(x) FROM unnest(metrics_sum(lcp)) x), 0)::int AS lcp,
            coalesce((SELECT sum(x) FROM unnest(metrics_sum(inp)) x), 0)::int AS inp
     FROM metrics_daily
     WHERE day = $1 AND page = $2 AND source = $3 AND campaign = $4 AND device = 'mobile'`,
    [dayInItaly(new Date()), page, source, campaign],
  );
  return row;
};
// A page with the app in the production build too (not one of core/pages.ts's `withoutApp`, whose links load a
// document there), and the page its header's name leads to: a view of the app's own navigation, without a campaign
// (decision 0050).
const landing = () => counted('/contatti', 'whatsapp', 'comizio-este');
const nextPage = () => counted('/', 'interno', '');

/** Records every write the page makes to the browser's storage: cookies, both storages and IndexedDB. */
function watchStorageWrites() {
  const writes: string[] = [];
  (window as unknown as { storageWrites: string[] }).storageWrites = writes;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    writes.push(`storage ${key}`);
    return setItem.call(this, key, value);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    get: () => cookie.get!.call(document) as string,
    set: (value: string) => {
      writes.push(`cookie ${value}`);
      cookie.set!.call(document, value);
    },
  });
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name: string, version?: number) {
    writes.push(`indexedDB ${name}`);
    return open.call(this, name, version);
  };
  // When web-vitals starts observing interactions, the beacon has started (it does so in the same task).
  const observe = PerformanceObserver.prototype.observe;
  const observed: string[] = [];
  (window as unknown as { observedEntries: string[] }).observedEntries = observed;
  PerformanceObserver.prototype.observe = function (options?: PerformanceObserverInit) {
    if (options?.type) observed.push(options.type);
    return observe.call(this, options);
  };
  // The first tap, as web-vitals sees it: its INP is reported once the page is idle after it.
  const inputs: string[] = [];
  (window as unknown as { firstInputs: string[] }).firstInputs = inputs;
  new PerformanceObserver((list) => inputs.push(...list.getEntries().map((entry) => entry.name))).observe({
    type: 'first-input',
    buffered: true,
  });
}

describe('the measurement', () => {
  it('counts a visit from a WhatsApp post with its source, campaign and vitals, the next page too, and leaves nothing in the browser', async () => {
    const before = await landing();
    const nextBefore = await nextPage();
    const { page, problems, inFlight } = await site.open(PHONE);
    await page.addInitScript(watchStorageWrites);
    await page.goto('/contatti?utm_source=whatsapp&utm_medium=share&utm_campaign=Comizio%20Este');
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: CONDITION_MS });
    await page.waitForFunction(
      () => (window as unknown as { observedEntries: string[] }).observedEntries.includes('event'),
      undefined,
      { timeout: CONDITION_MS },
    );
    // A tap: the interaction whose INP the beacon carries, reported by web-vitals once the page is idle after it.
    await page.getByRole('heading', { level: 1 }).tap();
    const tapSeen = () => (window as unknown as { firstInputs: string[] }).firstInputs.length > 0;
    await page.waitForFunction(tapSeen, undefined, { timeout: CONDITION_MS });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    // Then a page the app shows without loading a document (the same window), which ends the landing's view.
    await pageLive(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page
      .getByRole('banner')
      .getByRole('link', { name: `${siteConfig.candidate.fullName} Presidente` })
      .tap();
    await page.getByRole('heading', { level: 1, name: /Presidente/ }).waitFor({ timeout: CONDITION_MS });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(landing, { timeout: CONDITION_MS }).toEqual({
      views: before.views + 1,
      lcp: before.lcp + 1,
      inp: before.inp + 1,
    });
    const storage = await page.evaluate(async () => ({
      writes: (window as unknown as { storageWrites: string[] }).storageWrites,
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    }));
    expect(storage).toEqual({ writes: [], cookie: '', local: 0, session: 0, databases: 0 });
    expect(await page.context().cookies()).toEqual([]);

    // What the tap started (the toaster's module) arrives before the page is left, which would abort it.
    await expect.poll(() => inFlight(), { timeout: CONDITION_MS }).toBe(0);
    // Leaving the page sends the second view's one beacon (Chromium sends it, though Playwright reports no request
    // for it): a page view from the site's own pages, without the vitals, which are the landing's.
    await page.goto('about:blank');
    await expect.poll(nextPage, { timeout: CONDITION_MS }).toEqual({
      views: nextBefore.views + 1,
      lcp: nextBefore.lcp,
      inp: nextBefore.inp,
    });
    expect(await landing()).toEqual({ views: before.views + 1, lcp: before.lcp + 1, inp: before.inp + 1 });
    // No address and no user agent at rest.
    const [{ dump }] = await querySiteDatabase<{ dump: string }>(
      `SELECT coalesce(string_agg(m::text, '|'), '') AS dump FROM metrics_daily m`,
    );
    for (const trace of ['127.0.0.1', '::1', 'Pixel 8', 'Mozilla']) expect(dump).not.toContain(trace);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("draws the staff's charts with their tables, from the visits counted", async () => {
    // A phone's beacon of its own, so this test needs no other's visit.
    const beacon = await fetch(new URL('/api/metrics', site.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE_UA },
      body: JSON.stringify({ path: '/chi-sono', device: 'mobile', utmSource: 'whatsapp', lcp: 1800, inp: 80 }),
    });
    expect(beacon.status).toBe(204);
    const { page, problems } = await site.open({ viewport: { width: 1280, height: 900 } });
    await openAdminPanel(page, site.baseURL);
    const section = page.getByRole('region', { name: 'Andamento' });
    await section.scrollIntoViewIfNeeded();
    const visits = section.getByRole('figure', { name: 'Visite al giorno, per fonte' });
    // Chartist's SVG, drawn once its chunk has loaded, with a bar per source and day.
    await visits.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: CONDITION_MS });
    await visits.getByText('Tabella').click();
    const table = visits.getByRole('table', { name: 'Visite al giorno, per fonte' });
    expect(await table.getByRole('row', { name: /WhatsApp/ }).count()).toBeGreaterThan(0);
    const speed = section.getByRole('figure', { name: /Velocità/ });
    await speed.locator('svg .ct-bar').first().waitFor({ state: 'attached', timeout: CONDITION_MS });
    await speed.getByText('Tabella').click();
    expect(await speed.getByRole('row', { name: /^\/chi-sono LCP/ }).count()).toBe(1);
    const csv = await page.request.get(
      (await visits.getByRole('link', { name: 'Scarica CSV: Visite al giorno, per fonte' }).getAttribute('href'))!,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(';WhatsApp;');

    // Every table's head in the panel is its CSV's first line (core/metrics-tables.ts).
    const figures = section.getByRole('figure');
    expect(await figures.count()).toBe(7);
    for (const figure of await figures.all()) {
      const head = await figure.locator('table thead th').allTextContents();
      const link = figure.getByRole('link', { name: /^Scarica CSV/ });
      const file = await page.request.get((await link.getAttribute('href'))!);
      const [firstLine] = (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(firstLine.split(';'), (await link.getAttribute('aria-label')) ?? '').toEqual(head);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
