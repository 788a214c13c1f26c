/**
 * `npm run bench:browser-load [-- dev|preview]`: what one page load costs the machine in the browser tests, where
 * most of `npm test`'s CPU goes (every browser test opens a fresh context and loads at least one page).
 *
 * Starts the development site (`npm start`, the default) or the production preview (`npm run preview`) as the
 * browser tests do (test/browser/site.ts), launches Chromium with the tests' flags, and loads each landing page in a fresh
 * context as a test would: until its main heading is there, then 1.5 s more for what it loads once shown. One
 * unmeasured round first, so the site has bundled its functions and the disk cache is warm; then BENCH_RUNS (3)
 * rounds. Per page, the median of the rounds:
 * - the CPU seconds of Chromium's processes over the load (from /proc: the page's renderer, which starts with the
 *   context, plus what the browser, GPU and utility processes spent meanwhile);
 * - the page's main-thread task time and the part of it that ran script (Chrome's Performance.getMetrics);
 * - the requests the page made.
 * And the whole machine's CPU seconds per load (all processes: the site's servers too).
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/browser/browser';
import { LANDING_ROUTES } from '../test/browser/routes';
import { startPreview, startSite } from '../test/browser/site';
import { median } from './median';
import { machineTicks, processTicks, TICKS_PER_SECOND } from './proc-cpu';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const target = process.argv[2] === 'preview' ? 'preview' : 'dev';

/** CPU ticks of every Chromium process now, by pid and start time. */
const chromiumTicks = () => processTicks((args) => args.includes('chromium'));

interface Load {
  chromium: number;
  machine: number;
  task: number;
  script: number;
  requests: number;
}

async function loadOnce(browser: Browser, baseURL: string, path: string): Promise<Load> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    let requests = 0;
    page.on('request', () => requests++);
    const [chromiumBefore, machineBefore] = [chromiumTicks(), machineTicks().busy];
    await page.goto(path);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const machine = (machineTicks().busy - machineBefore) / TICKS_PER_SECOND;
    let chromium = 0;
    for (const [process, { ticks }] of chromiumTicks()) chromium += ticks - (chromiumBefore.get(process)?.ticks ?? 0);
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
    );
    return {
      chromium: chromium / TICKS_PER_SECOND,
      machine,
      task: metrics.TaskDuration,
      script: metrics.ScriptDuration,
      requests,
    };
  } finally {
    await context.close();
  }
}

const site = target === 'preview' ? await startPreview() : await startSite();
/** BENCH_CHROMIUM_ARGS: flags added to the tests' own, to see what one changes. */
const browser = await launchBrowser(process.env.BENCH_CHROMIUM_ARGS?.split(' ').filter(Boolean));
try {
  for (const { path } of LANDING_ROUTES) await loadOnce(browser, site.url, path);
  const loads = new Map<string, Load[]>(LANDING_ROUTES.map(({ path }) => [path, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const { path } of LANDING_ROUTES) loads.get(path)!.push(await loadOnce(browser, site.url, path));
  }
  console.log(
    `One page load in a fresh context, ${target === 'dev' ? 'npm start' : 'npm run preview'}, median of ${RUNS}:`,
  );
  console.log('| page | Chromium CPU s | machine CPU s | main-thread tasks s | of which script s | requests |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const medians = [...loads].map(([path, runs]) => {
    const row = {
      chromium: median(runs.map((load) => load.chromium)),
      machine: median(runs.map((load) => load.machine)),
      task: median(runs.map((load) => load.task)),
      script: median(runs.map((load) => load.script)),
      requests: median(runs.map((load) => load.requests)),
    };
    console.log(
      `| ${path} | ${row.chromium.toFixed(2)} | ${row.machine.toFixed(2)} | ${row.task.toFixed(2)} | ` +
        `${row.script.toFixed(2)} | ${row.requests} |`,
    );
    return row;
  });
  const all = (key: keyof Load) => median(medians.map((row) => row[key]));
  console.log(
    `| median of the pages | ${all('chromium').toFixed(2)} | ${all('machine').toFixed(2)} | ${all('task').toFixed(2)} | ` +
      `${all('script').toFixed(2)} | ${all('requests')} |`,
  );
} finally {
  await browser.close();
  await site.stop();
}
