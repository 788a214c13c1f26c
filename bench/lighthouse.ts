/**
 * `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on every public
 * route of the production build, as a first-time visitor on a phone would get it. It starts `npm run preview` in a
 * fresh copy of the project, as the browser tests do (set BENCH_URL to measure a site already running instead),
 * puts a model of Netlify's CDN in front (bench/edge-proxy.ts: it brotli-compresses, and keeps static files until
 * the next deploy and function answers per their Netlify-CDN-Cache-Control and Netlify-Vary), visits each route once
 * unmeasured, so the edge holds what a first visitor left there, then runs Lighthouse five times per route
 * (BENCH_RUNS to change; BENCH_ROUTES=/,/contatti measures only those routes) and prints the medians: at the
 * default 4× CPU slowdown, and at the slowdowns calibrated to this machine's speed in each run for a mid-tier and
 * a low-tier phone (bench/cpu-calibration.ts). BENCH_EDGE=off makes the proxy keep nothing: every request then
 * reaches the site, as right after a deploy or a purge. A tour stop's page (`/tappe/:id` in BENCH_ROUTES) is
 * measured on a stop the bench adds to that site, and then deletes.
 * It fails (exit status 1) when a route's median TBT on the mid-tier phone is over 50 ms or its median performance
 * score there under 98 (decisions 0039, 0052).
 * BENCH_TRACE=1 also reads each run's trace and prints its long tasks after the first paint on the low-tier phone,
 * where what blocks shows first (bench/long-tasks.ts).
 */
import { startPreview } from '../test/browser/site';
import { LISTED_PAGES } from '../core/pages';
import { PAGE_ROUTES } from '../core/page-routes';
import { benchStop } from './bench-stop';
import { PHONES, type Phone } from './cpu-calibration';
import { startEdgeProxy } from './edge-proxy';
import { describeLongTasks, SourceMaps } from './long-tasks';
import { measure, medianOf, READINGS, type Reading, type Run } from './lighthouse-run';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
/** The most Total Blocking Time a route's median may have on the mid-tier phone: over it, the bench fails. */
const TBT_BUDGET_MS = 50;
/** The least performance score a route's median may have on the mid-tier phone. */
const SCORE_BUDGET = 98;
const TRACE = process.env.BENCH_TRACE === '1';
// The trace mode names functions through the build's source maps: written, but named by no script (vite.config.ts).
if (TRACE) process.env.BENCH_SOURCEMAPS = 'hidden';
const OPTIONS = { trace: TRACE ? new SourceMaps() : undefined, reportDir: process.env.BENCH_REPORT_DIR };
const ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
/** The listed pages, and a tour stop's page: a real stop of the measured site's database, made for the bench. */
const ALL_ROUTES = [...LISTED_PAGES.map((page) => page.path), PAGE_ROUTES.tourStop.path];
const PATHS = ROUTES ? ALL_ROUTES.filter((path) => ROUTES.includes(path)) : ALL_ROUTES;
if (PATHS.length === 0) throw new Error(`BENCH_ROUTES names no public route: ${process.env.BENCH_ROUTES}`);

const TITLES: Record<Reading, string> = {
  standard: "At Lighthouse's default 4× CPU slowdown",
  midTier:
    `The same runs on a ${PHONES.midTier.label} (the budget): the CPU slowdown that brings this machine's ` +
    `BenchmarkIndex in each run to ${PHONES.midTier.benchmarkIndex}`,
  lowTier:
    `The same runs on a ${PHONES.lowTier.label} (reported, not gated): BenchmarkIndex ` +
    `${PHONES.lowTier.benchmarkIndex}`,
};

const HEADER = [
  '| route | performance | FCP | LCP | TBT | CLS | bytes | a11y / best practices / SEO |',
  '|---|---|---|---|---|---|---|---|',
];

function row(route: string, runs: readonly Run[], reading: Reading): string {
  const m = (key: Parameters<typeof medianOf>[2]) => medianOf(runs, reading, key);
  return (
    `| ${route} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s ` +
    `| ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(1)} kB ` +
    `| ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')} |`
  );
}

const preview = process.env.BENCH_URL ? undefined : await startPreview();
const site = process.env.BENCH_URL ?? preview!.url;
const stop = PATHS.includes(PAGE_ROUTES.tourStop.path) ? await benchStop(site) : undefined;
/** BENCH_EDGE=off: every request reaches the site, as on a first visit after a deploy or a purge. */
const EDGE = process.env.BENCH_EDGE !== 'off';
const proxy = await startEdgeProxy(site, { cache: EDGE });

try {
  const tables = Object.fromEntries(READINGS.map((reading) => [reading, [...HEADER]])) as Record<Reading, string[]>;
  const speeds: string[] = [];
  const traces: string[] = [];
  const overBudget: string[] = [];
  for (const route of PATHS) {
    const path = route === PAGE_ROUTES.tourStop.path ? stop!.path : route;
    // One unmeasured visit first: what the edge keeps after the first visitor is what the measured visits get.
    if (EDGE) await measure(`${proxy.url}${path}`);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${proxy.url}${path}`, OPTIONS));
    for (const reading of READINGS) {
      tables[reading].push(row(route, runs, reading));
      console.error(`${tables[reading].at(-1)} (${reading})`);
    }
    const index = runs.map((run) => Math.round(run.benchmarkIndex));
    const slowdown = (phone: Phone) => median(runs.map((run) => run.slowdowns[phone])).toFixed(1);
    speeds.push(
      `| ${route} | ${Math.min(...index)} to ${Math.max(...index)} | ${slowdown('midTier')}× | ${slowdown('lowTier')}× |`,
    );
    const tbt = medianOf(runs, 'midTier', 'tbt');
    const score = medianOf(runs, 'midTier', 'performance');
    if (tbt > TBT_BUDGET_MS || score < SCORE_BUDGET) overBudget.push(`${route} ${Math.round(tbt)} ms, ${score}`);
    if (TRACE)
      traces.push(
        describeLongTasks(
          route,
          runs.map((run) => run.longTasks ?? []),
        ),
      );
  }
  const front = `${EDGE ? 'a CDN model' : 'a brotli proxy with no cache'} in front of ${process.env.BENCH_URL ?? 'npm run preview'}`;
  console.log(
    `\nLighthouse mobile, median of ${RUNS} (${front}; edge hits ${proxy.counts().hits}, origin ${proxy.counts().origin}).`,
  );
  for (const reading of READINGS) console.log(`\n${TITLES[reading]}:\n\n${tables[reading].join('\n')}`);
  console.log(
    `\n| route | BenchmarkIndex | median slowdown, ${PHONES.midTier.label} | median slowdown, ${PHONES.lowTier.label} |` +
      `\n|---|---|---|---|\n${speeds.join('\n')}`,
  );
  if (TRACE) console.log(`\nOn the ${PHONES.lowTier.label}, with the profiler's overhead:${traces.join('\n')}`);
  if (overBudget.length) {
    console.log(
      `\nOver the budget on the ${PHONES.midTier.label} (TBT ${TBT_BUDGET_MS} ms, performance ${SCORE_BUDGET}): ` +
        overBudget.join('; '),
    );
    process.exitCode = 1;
  }
} finally {
  proxy.close();
  await stop?.remove();
  await preview?.stop();
}
