/**
 * `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on every public
 * route of the production build, as a first-time visitor on a phone would get it. It starts `npm run preview` in a
 * fresh copy of the project, as the browser tests do (set BENCH_URL to measure a site already running instead),
 * puts a model of Netlify's CDN in front (bench/edge-proxy.ts: it brotli-compresses, and keeps static files until
 * the next deploy and function answers per their Netlify-CDN-Cache-Control and Netlify-Vary), visits each route once
 * unmeasured, so the edge holds what a first visitor left there, then runs Lighthouse three times per route
 * (BENCH_RUNS to change; BENCH_ROUTES=/,/contatti measures only those routes) and prints the medians: at the
 * default 4× CPU slowdown, and at the slowdown calibrated to this machine's speed in each run. BENCH_EDGE=off
 * makes the proxy keep nothing: every request then reaches the site, as right after a deploy or a purge. A tour
 * stop's page (`/tappe/:id` in BENCH_ROUTES) is measured on a stop the bench adds to that site, and then deletes.
 * It fails (exit status 1) when a route's median TBT at the calibrated slowdown is over 50 ms (decision 0039).
 * BENCH_TRACE=1 also reads each run's trace and prints its long tasks after the first paint (bench/long-tasks.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/browser/browser';
import { startPreview } from '../test/browser/site';
import { LISTED_PAGES } from '../core/pages';
import { PAGE_ROUTES } from '../core/page-routes';
import { benchStop } from './bench-stop';
import { calibratedSlowdown, gatheredBenchmarkIndex, setGatheredSlowdown, type Throttling } from './cpu-calibration';
import { startEdgeProxy } from './edge-proxy';
import { describeLongTasks, longTasksAfterPaint, PROFILER_CATEGORY, SourceMaps, type LongTask } from './long-tasks';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
/** The most Total Blocking Time a route's median may have at the calibrated slowdown: over it, the bench fails. */
const TBT_BUDGET_MS = 50;
const TRACE = process.env.BENCH_TRACE === '1';
// The trace mode names functions through the build's source maps: written, but named by no script (vite.config.ts).
if (TRACE) process.env.BENCH_SOURCEMAPS = 'hidden';
const sourceMaps = new SourceMaps();
/** BENCH_REPORT_DIR: where to write each run's whole Lighthouse report (JSON), to see what a figure is made of. */
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
/** The listed pages, and a tour stop's page: a real stop of the measured site's database, made for the bench. */
const ALL_ROUTES = [...LISTED_PAGES.map((page) => page.path), PAGE_ROUTES.tourStop.path];
const PATHS = ROUTES ? ALL_ROUTES.filter((path) => ROUTES.includes(path)) : ALL_ROUTES;
if (PATHS.length === 0) throw new Error(`BENCH_ROUTES names no public route: ${process.env.BENCH_ROUTES}`);
interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** How often a run that Lighthouse could not complete (a runtime error, a metric it could not compute) is retried. */
const ATTEMPTS = 3;

type LighthouseResult = RunnerResult['lhr'];

/** Lighthouse's flags for every run, gathered or audited. */
const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  ...(TRACE && { additionalTraceCategories: PROFILER_CATEGORY }),
};

/** A run read two ways: at Lighthouse's default 4× CPU slowdown, and at the slowdown calibrated to this machine. */
interface Run {
  standard: Sample;
  calibrated: Sample;
  benchmarkIndex: number;
  multiplier: number;
  /** In the trace mode: the long tasks after the first paint at the calibrated slowdown, as the budget reads them. */
  longTasks?: LongTask[];
}

function sampleOf(lhr: LighthouseResult): Sample | { failed: string } {
  const { categories, audits, runtimeError } = lhr;
  if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const sample = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
  const missing = Object.entries(sample).filter(([, number]) => !Number.isFinite(number));
  return missing.length ? { failed: `no value for ${missing.map(([key]) => key).join(', ')}` } : sample;
}

function saveReport(url: string, lhr: LighthouseResult, kind: string): void {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}-${kind}.json`;
  writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
}

/**
 * One page load, gathered once and audited twice. Lighthouse's simulated throttling computes its figures from the
 * unthrottled trace when it audits, multiplying the main thread's work by `cpuSlowdownMultiplier` (4 by default,
 * meant for a high-end desktop host), so the same trace can be read at the default and at the slowdown calibrated
 * to the speed this machine had during the run (the BenchmarkIndex Lighthouse measured in it).
 */
async function measureOnce(url: string): Promise<Run | { failed: string }> {
  const artifacts = mkdtempSync(join(tmpdir(), 'lighthouse-run-'));
  try {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
    try {
      await lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: artifacts });
    } finally {
      chrome.kill();
    }
    const audit = async (kind: string, throttling?: Throttling) => {
      const result = await lighthouse(url, { ...FLAGS, auditMode: artifacts, ...(throttling && { throttling }) });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      saveReport(url, result.lhr, kind);
      return sampleOf(result.lhr);
    };
    const standard = await audit('4x');
    if ('failed' in standard) return standard;
    const benchmarkIndex = gatheredBenchmarkIndex(artifacts);
    const multiplier = calibratedSlowdown(benchmarkIndex);
    const calibrated = await audit('calibrated', setGatheredSlowdown(artifacts, multiplier));
    if ('failed' in calibrated) return calibrated;
    const trace = () => JSON.parse(readFileSync(join(artifacts, 'defaultPass.trace.json'), 'utf8'));
    const longTasks = TRACE ? await longTasksAfterPaint(trace(), multiplier, sourceMaps) : undefined;
    return { standard, calibrated, benchmarkIndex, multiplier, longTasks };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}

/** One run; a run Lighthouse could not complete is run again rather than counted as a number. */
async function measure(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await measureOnce(url);
    if (!('failed' in sample)) return sample;
    console.error(`  ${url}: run failed (${sample.failed}), attempt ${attempt} of ${ATTEMPTS}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${sample.failed}`);
  }
}

const preview = process.env.BENCH_URL ? undefined : await startPreview();
const site = process.env.BENCH_URL ?? preview!.url;
const stop = PATHS.includes(PAGE_ROUTES.tourStop.path) ? await benchStop(site) : undefined;
/** BENCH_EDGE=off: every request reaches the site, as on a first visit after a deploy or a purge. */
const EDGE = process.env.BENCH_EDGE !== 'off';
const proxy = await startEdgeProxy(site, { cache: EDGE });
const HEADER = [
  '| route | performance | FCP | LCP | TBT | CLS | bytes | a11y / best practices / SEO |',
  '|---|---|---|---|---|---|---|---|',
];

function row(route: string, samples: Sample[]): string {
  const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return (
    `| ${route} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s ` +
    `| ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(1)} kB ` +
    `| ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')} |`
  );
}

try {
  const standard = [...HEADER];
  const calibrated = [...HEADER];
  const speeds: string[] = [];
  const traces: string[] = [];
  const overBudget: string[] = [];
  for (const route of PATHS) {
    const path = route === PAGE_ROUTES.tourStop.path ? stop!.path : route;
    // One unmeasured visit first: what the edge keeps after the first visitor is what the measured visits get.
    if (EDGE) await measure(`${proxy.url}${path}`);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${proxy.url}${path}`));
    standard.push(
      row(
        route,
        runs.map((run) => run.standard),
      ),
    );
    calibrated.push(
      row(
        route,
        runs.map((run) => run.calibrated),
      ),
    );
    const index = runs.map((run) => Math.round(run.benchmarkIndex));
    speeds.push(
      `| ${route} | ${Math.min(...index)} to ${Math.max(...index)} | ` +
        `${median(runs.map((run) => run.multiplier)).toFixed(1)}× |`,
    );
    console.error(`${standard.at(-1)}\n${calibrated.at(-1)} (calibrated)`);
    const tbt = median(runs.map((run) => run.calibrated.tbt));
    if (tbt > TBT_BUDGET_MS) overBudget.push(`${route} ${Math.round(tbt)} ms`);
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
  console.log(`\nAt Lighthouse's default 4× CPU slowdown:\n\n${standard.join('\n')}`);
  console.log(
    `\nThe same runs at the CPU slowdown calibrated to this machine's speed in each run (its BenchmarkIndex; ` +
      `bench/cpu-calibration.ts):\n\n${calibrated.join('\n')}`,
  );
  console.log(`\n| route | BenchmarkIndex | median slowdown |\n|---|---|---|\n${speeds.join('\n')}`);
  if (TRACE) console.log(`\nAt the calibrated slowdown, with the profiler's overhead:${traces.join('\n')}`);
  if (overBudget.length) {
    console.log(`\nOver the ${TBT_BUDGET_MS} ms TBT budget at the calibrated slowdown: ${overBudget.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  proxy.close();
  await stop?.remove();
  await preview?.stop();
}
