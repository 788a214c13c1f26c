/**
 * `npm run bench:inp`: every tap the issue lists, on the production build (`npm run preview`, or BENCH_URL for a
 * running site), in Chromium at 4× CPU slowdown on a 390 px touch screen, each measured as the INP the page's Event
 * Timing reports for it: the slowest event's duration of that interaction. Prints one line per interaction, then
 * `INP worst: N ms`, and exits non-zero when one is over 100 ms (issue 40). The machine is shared: read a figure
 * near the budget twice. Then, reported and not gated, the taps a visitor makes as soon as a page shows, before its
 * app has started (decision 0049): the time from the tap to the first frame that shows its answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { PAGE_ROUTES, tourStopPath } from '../core/page-routes';
import { openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { launchBrowser, pageLive } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { quadrantJpeg } from '../test/browser/photo-booth-steps';
import { startPreview } from '../test/browser/site';

const BUDGET_MS = 100;
const CPU_RATE = 4;
const STEP_MS = 60_000;

interface Measured {
  name: string;
  inp: number | null;
  /** Why the interaction could not be driven: the page changed under the script. */
  failed?: string;
}

/** Collects every Event Timing entry with an interaction id, from the page's first moment. */
function observeInteractions() {
  const seen: { id: number; duration: number }[] = [];
  (window as unknown as { interactions: typeof seen }).interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

const interactionsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { interactions: { id: number; duration: number }[] }).interactions.length);

/**
 * Waits until the main thread is quiet, three idle periods in a row with nothing due (50 ms each): what the previous
 * step set going, such as the app a hydrated page starts at its first use (docs/decisions/0049) and the form it
 * hydrates, has run. Without it the tap after a page's first touch measured that start (its input delay 46 to 102
 * ms at 4×), not itself.
 */
function quiet(page: Page): Promise<void> {
  return page.evaluate(async () => {
    // A page never quiet (an endless animation) is measured as it is after a while.
    const giveUpAt = performance.now() + 5_000;
    let idlePeriods = 0;
    while (idlePeriods < 3 && performance.now() < giveUpAt) {
      const left = await new Promise<number>((done) =>
        requestIdleCallback((deadline) => done(deadline.timeRemaining()), { timeout: 1_000 }),
      );
      idlePeriods = left >= 49 ? idlePeriods + 1 : 0;
    }
  });
}

/**
 * Runs `act` once the page is quiet and gives the INP of what it did: the longest event duration among the
 * interactions it caused (an interaction under Event Timing's 16 ms floor reports nothing: 16 ms at most).
 */
async function measure(page: Page, name: string, act: () => Promise<void>): Promise<Measured> {
  await quiet(page);
  const before = await interactionsSoFar(page);
  try {
    await act();
  } catch (error) {
    const failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`  ${name.padEnd(58)} failed: ${failed}`);
    return { name, inp: null, failed };
  }
  // Event Timing reports an interaction after its next paint: two frames and an idle moment are enough.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))),
  );
  const durations = await page.evaluate(
    (from) =>
      (window as unknown as { interactions: { id: number; duration: number }[] }).interactions
        .slice(from)
        .map((entry) => entry.duration),
    before,
  );
  const inp = durations.length > 0 ? Math.max(...durations) : null;
  console.log(`  ${name.padEnd(58)} ${inp === null ? '≤ 16 ms (below the floor)' : `${inp} ms`}`);
  return { name, inp };
}

interface FirstAct {
  name: string;
  /** From the tap's pointerdown to the frame after its answer was on the page; null when it never came. */
  answeredMs: number | null;
  /** Whether the page's app had already started when the tap came: then it is not a first act. */
  appWasLive: boolean;
}

/**
 * A tap made as soon as the page shows, before anything else touched it: on a hydrated page its pointerdown starts
 * the app, and its click waits, held, until the app has started and is then replayed (web/lib/first-use.ts). Its
 * Event Timing ends at the paint after the held click, blind to that wait; this measures what the visitor waits
 * for instead: from the tap to the first frame after `answered` matches an element of the page.
 */
async function firstAct(page: Page, name: string, answered: string, act: () => Promise<void>): Promise<FirstAct> {
  const appWasLive = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-live') ?? false);
  // A string, not a function: the bench runs through tsx, whose helpers a named function inside would call. It
  // ends with undefined: evaluate would wait for a promise it returned.
  await page.evaluate(`window.firstAnswer = new Promise((resolve) => {
    const starts = ['pointerdown', 'touchstart', 'mousedown', 'click'];
    const onDown = (event) => {
      for (const type of starts) removeEventListener(type, onDown, true);
      const from = event.timeStamp;
      const check = () => {
        if (!document.querySelector(${JSON.stringify(answered)})) return false;
        requestAnimationFrame(() => setTimeout(() => resolve(Math.round(performance.now() - from))));
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    };
    for (const type of starts) addEventListener(type, onDown, true);
  }); undefined`);
  await act();
  const answeredMs = await page
    .evaluate(() =>
      Promise.race([
        (window as unknown as { firstAnswer: Promise<number> }).firstAnswer,
        new Promise<null>((done) => setTimeout(() => done(null), 20_000)),
      ]),
    )
    .catch(() => null);
  const shown = answeredMs === null ? 'no answer' : `${answeredMs} ms`;
  console.log(`  ${name.padEnd(58)} ${shown}${appWasLive ? ' (the app had started: not a first act)' : ''}`);
  return { name, answeredMs, appWasLive };
}

async function firstActs(page: Page, stopId: number): Promise<FirstAct[]> {
  const results: FirstAct[] = [];
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await open(page, PAGE_ROUTES.home.path, menu, { live: false });
  results.push(await firstAct(page, 'home: menu, open', '.site-nav--open', () => menu.tap()));
  const contact = page.getByRole('form', { name: 'Invia un messaggio' });
  await open(page, PAGE_ROUTES.contact.path, contact, { live: false });
  results.push(
    await firstAct(page, 'contact form: send with errors', '[aria-invalid="true"]', () =>
      contact.getByRole('button', { name: 'Invia messaggio', exact: true }).tap(),
    ),
  );
  const booking = page.getByRole('region', { name: 'Ci sarò' }).getByRole('form', { name: 'Prenota la tua presenza' });
  await open(page, tourStopPath(stopId), booking, { live: false });
  results.push(
    await firstAct(page, 'stop page: "Ci sarò" with errors', '[aria-invalid="true"]', () =>
      booking.getByRole('button', { name: 'Ci sarò', exact: true }).tap(),
    ),
  );
  return results;
}

async function phonePage(browser: Awaited<ReturnType<typeof launchBrowser>>, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'it-IT',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(STEP_MS);
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return page;
}

/**
 * Opens a page and waits until its code has run (the app hydrated, or the page's own): a tap before it is not the
 * page's. With `live: false`, for a first act, nothing is waited for past the page's load and its part shown.
 */
async function open(page: Page, path: string, ready: Locator, { live = true } = {}): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await ready.waitFor();
  if (!live) return;
  // A tap before the page's app has started would be held and replayed, its Event Timing entry (which ends at the
  // paint after the held click) blind to the wait: every tap here is measured on the page's live app.
  await pageLive(page);
  await page.waitForLoadState('networkidle');
}

async function publicPages(page: Page): Promise<Measured[]> {
  const results: Measured[] = [];
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await open(page, PAGE_ROUTES.home.path, page.getByRole('region', { name: 'Informativa sui cookie' }));
  results.push(await measure(page, 'home: menu, open', () => menu.tap()));
  results.push(
    await measure(page, 'home: menu, close', () => page.getByRole('button', { name: 'Chiudi', exact: true }).tap()),
  );
  results.push(
    await measure(page, 'cookie banner: Rifiuta', () =>
      page.getByRole('button', { name: 'Rifiuta', exact: true }).tap(),
    ),
  );
  await page.evaluate(() => localStorage.clear());
  await open(page, PAGE_ROUTES.bio.path, page.getByRole('region', { name: 'Informativa sui cookie' }));
  results.push(
    await measure(page, 'cookie banner: Accetta', () =>
      page.getByRole('button', { name: 'Accetta', exact: true }).tap(),
    ),
  );

  await open(page, PAGE_ROUTES.contact.path, page.getByRole('form', { name: 'Invia un messaggio' }));
  const form = page.getByRole('form', { name: 'Invia un messaggio' });
  await formShown(form);
  const send = form.getByRole('button', { name: 'Invia messaggio', exact: true });
  results.push(await measure(page, 'contact form: send with errors', () => send.tap()));
  results.push(
    await measure(page, 'contact form: tick the consent', () =>
      form.getByRole('checkbox', { name: /Ho letto e accetto/ }).tap(),
    ),
  );
  await form.getByRole('textbox', { name: 'Nome e cognome' }).fill('Maria Rossi');
  await form.getByRole('textbox', { name: 'Email' }).fill('maria.rossi@example.it');
  await form.getByRole('textbox', { name: 'Messaggio' }).fill('Vorrei dare una mano alla campagna a Padova.');
  results.push(
    await measure(page, 'contact form: type a letter', () =>
      form.getByRole('textbox', { name: 'Messaggio' }).press('a'),
    ),
  );
  await waitForFillTime(page);
  results.push(await measure(page, 'contact form: send without errors', () => send.tap()));
  return results;
}

async function stopPage(page: Page, stopId: number): Promise<Measured[]> {
  const region = page.getByRole('region', { name: 'Ci sarò' });
  const form = region.getByRole('form', { name: 'Prenota la tua presenza' });
  await open(page, tourStopPath(stopId), form);
  await formShown(form);
  const results = [
    await measure(page, 'stop page: first touch of the "Ci sarò" form', () => form.getByLabel('Nome e cognome').tap()),
  ];
  const send = form.getByRole('button', { name: 'Ci sarò', exact: true });
  results.push(await measure(page, 'stop page: "Ci sarò" with errors', () => send.tap()));
  await form.getByLabel('Nome e cognome').fill('Anna Bianchi');
  await form.getByLabel('Email').fill('anna.bianchi@example.it');
  await form.getByRole('checkbox', { name: /Acconsento a essere contattato\/a/ }).check();
  await waitForFillTime(page);
  results.push(await measure(page, 'stop page: "Ci sarò"', () => send.tap()));
  return results;
}

async function generator(page: Page, dir: string): Promise<Measured[]> {
  const upload = page.getByLabel('Carica una foto');
  await open(page, PAGE_ROUTES.photoBooth.path, upload);
  await formShown(upload);
  const photo = await quadrantJpeg(path.join(dir, 'foto.jpg'), 4000, 3000);
  // The tap on "Carica una foto" opens the file chooser; the photo chosen in it is read on its change event.
  const chooser = page.waitForEvent('filechooser');
  const results = [
    await measure(page, 'generator: choose the photo (12 MP)', async () => {
      await page.locator('label[for="photo-booth-file"]').tap();
      await (await chooser).setFiles(photo);
    }),
  ];
  const confirm = page.getByRole('button', { name: 'Conferma ritaglio', exact: true });
  await confirm.waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((each) => each.textContent === 'Conferma ritaglio');
    return button !== undefined && !button.disabled;
  });
  results.push(await measure(page, 'generator: confirm the crop', () => confirm.tap()));
  await page.getByText('Ritaglio completato').waitFor();
  await page.getByLabel('Nome e cognome').fill('Luca Verdi');
  await page.getByLabel('Città').fill('Padova');
  await page.getByLabel('Sigla provincia').fill('PD');
  await page.getByLabel('Email').fill('luca.verdi@example.it');
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await waitForFillTime(page);
  results.push(
    await measure(page, 'generator: generate', () =>
      page.getByRole('button', { name: "Genera l'immagine", exact: true }).tap(),
    ),
  );
  const share = page.getByRole('button', { name: /Condividi/ }).first();
  await share.waitFor();
  // No share sheet, link or clipboard in a headless browser: the tap runs the page's own work only.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
    window.confirm = () => false;
    window.open = () => null;
  });
  results.push(await measure(page, 'generator: share', () => share.tap()));
  return results;
}

async function adminMap(page: Page, baseURL: string): Promise<Measured[]> {
  await openAdminPanel(page, baseURL);
  await page.waitForLoadState('networkidle');
  const add = page.getByRole('button', { name: 'Aggiungi Pin', exact: true });
  const results = [await measure(page, 'admin map: "Aggiungi Pin"', () => add.tap())];
  const placer = page.getByRole('button', { name: /Clicca sulla mappa/ });
  const box = (await placer.boundingBox())!;
  results.push(
    await measure(page, 'admin map: place the pin', () =>
      placer.tap({ position: { x: box.width * 0.4, y: box.height * 0.6 } }),
    ),
  );
  return results;
}

async function main() {
  const site = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startPreview();
  const browser = await launchBrowser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-inp-'));
  const admin = await signInAdmin(site.url);
  let stopId: number | undefined;
  try {
    const created = await admin('/api/tour-events', {
      method: 'POST',
      body: JSON.stringify({ title: 'Comizio in piazza', location: 'Padova', eventDate: '2030-05-10', completed: 0 }),
    });
    stopId = ((await created.json()) as { id: number }).id;
    console.log(`INP per interaction: production build at ${site.url}, ${CPU_RATE}× CPU, 390 px touch`);
    const results: Measured[] = [];
    for (const run of [
      (page: Page) => publicPages(page),
      (page: Page) => stopPage(page, stopId!),
      (page: Page) => generator(page, dir),
      (page: Page) => adminMap(page, site.url),
    ]) {
      const page = await phonePage(browser, site.url);
      results.push(...(await run(page)));
      await page.context().close();
    }
    console.log(
      `\nFirst acts: a tap as soon as the page shows, to the frame that shows its answer (reported, not gated)`,
    );
    const firstPage = await phonePage(browser, site.url);
    const first = await firstActs(firstPage, stopId);
    await firstPage.context().close();
    const worst = Math.max(...results.map((result) => result.inp ?? 16));
    const over = results.filter((result) => (result.inp ?? 0) > BUDGET_MS);
    const failed = results.filter((result) => result.failed);
    if (over.length > 0) console.log(`Over ${BUDGET_MS} ms: ${over.map((result) => result.name).join('; ')}`);
    if (failed.length > 0) console.log(`Not measured: ${failed.map((result) => result.name).join('; ')}`);
    const unanswered = first.filter((act) => act.answeredMs === null || act.appWasLive);
    if (unanswered.length > 0) console.log(`First acts not measured: ${unanswered.map((act) => act.name).join('; ')}`);
    console.log(`INP worst: ${worst} ms`);
    process.exitCode = worst > BUDGET_MS || failed.length > 0 ? 1 : 0;
  } finally {
    if (stopId !== undefined) await admin(`/api/tour-events/${stopId}`, { method: 'DELETE' });
    await browser.close();
    await rm(dir, { recursive: true, force: true });
    await site.stop();
  }
}

await main();
