/**
 * `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on every public
 * route of the production build, as a first-time visitor on a phone would get it. It starts `npm run preview` in a
 * fresh copy of the project, as the browser tests do (set BENCH_URL to measure a site already running instead),
 * puts a model of Netlify's CDN in front (bench/edge-proxy.ts: it brotli-compresses, and keeps static files until
 * the next deploy and function answers per their Netlify-CDN-Cache-Control and Netlify-Vary), visits each route once
 * unmeasured, so the edge holds what a first visitor left there, then runs Lighthouse three times per route
 * (BENCH_RUNS to change; BENCH_ROUTES=/,/contatti measures only those routes) and prints the medians. BENCH_EDGE=off
 * makes the proxy keep nothing: every request then reaches the site, as right after a deploy or a purge. A tour
 * stop's page (`/tappe/:id` in BENCH_ROUTES) is measured on a stop the bench adds to that site, and then deletes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { startPreview } from '../e2e/site';
import { LISTED_PAGES } from '../core/pages';
import { API } from '../core/api-paths';
import { PAGE_ROUTES, tourStopPath } from '../core/page-routes';
import { signInAdmin } from '../e2e/admin-api';
import { startEdgeProxy } from './edge-proxy';
import { median } from './median';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
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

async function measureOnce(url: string): Promise<Sample | { failed: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
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
  } finally {
    chrome.kill();
  }
}

/** One run's sample; a run Lighthouse could not complete is run again rather than counted as a number. */
async function measure(url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await measureOnce(url);
    if (!('failed' in sample)) return sample;
    console.error(`  ${url}: run failed (${sample.failed}), attempt ${attempt} of ${ATTEMPTS}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${sample.failed}`);
  }
}

/**
 * A stop as an admin would add it, with its city on the map and a stop before and after it, on the measured site;
 * its page's path. Deleted at the end.
 */
async function benchStop(site: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const admin = await signInAdmin(site);
  const made: string[] = [];
  const create = async (path: string, body: Record<string, unknown>) => {
    const response = await admin(path, { method: 'POST', body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status}`);
    const { id } = (await response.json()) as { id: number };
    made.push(`${path}/${id}`);
    return id;
  };
  const stop = (title: string, eventDate: string) => ({
    title,
    location: 'Piazza dei Signori, Padova',
    address: 'Piazza dei Signori 1',
    eventDate,
    eventTime: '18:30',
    description: 'Incontro con la candidata: il programma per il Veneto, domande e un aperitivo insieme.',
    completed: 0,
  });
  await create(API.visitedCities, { cityName: 'Padova', pinX: 52, pinY: 62 });
  await create(API.tourEvents, stop('Incontro al mercato', '2031-05-09'));
  const id = await create(API.tourEvents, stop('Comizio in Piazza dei Signori', '2031-05-10'));
  await create(API.tourEvents, stop('Festa della campagna', '2031-05-11'));
  return {
    path: tourStopPath(id),
    remove: async () => {
      for (const path of made) await admin(path, { method: 'DELETE' });
    },
  };
}

const preview = process.env.BENCH_URL ? undefined : await startPreview();
const site = process.env.BENCH_URL ?? preview!.url;
const stop = PATHS.includes(PAGE_ROUTES.tourStop.path) ? await benchStop(site) : undefined;
/** BENCH_EDGE=off: every request reaches the site, as on a first visit after a deploy or a purge. */
const EDGE = process.env.BENCH_EDGE !== 'off';
const proxy = await startEdgeProxy(site, { cache: EDGE });
try {
  const rows: string[] = [
    '| route | performance | FCP | LCP | TBT | CLS | bytes | a11y / best practices / SEO |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const route of PATHS) {
    const path = route === PAGE_ROUTES.tourStop.path ? stop!.path : route;
    // One unmeasured visit first: what the edge keeps after the first visitor is what the measured visits get.
    if (EDGE) await measure(`${proxy.url}${path}`);
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(`${proxy.url}${path}`));
    const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    const row =
      `| ${route} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s ` +
      `| ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(1)} kB ` +
      `| ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')} |`;
    rows.push(row);
    console.error(row);
  }
  console.log(
    `\nLighthouse mobile, median of ${RUNS} (${EDGE ? 'a CDN model' : 'a brotli proxy with no cache'} in front of ` +
      `${process.env.BENCH_URL ?? 'npm run preview'}; edge hits ${proxy.counts().hits}, origin ${proxy.counts().origin}):\n`,
  );
  console.log(rows.join('\n'));
} finally {
  proxy.close();
  await stop?.remove();
  await preview?.stop();
}
