/**
 * `npm run bench:spike`: a campaign post sends a crowd to the site. This replays such a spike through a model of
 * Netlify's CDN, as its documentation describes it, in front of `npm run preview` (BENCH_URL for a running site):
 * - static files are cached until the next deploy and keyed without their query string;
 * - a function's answer is cached per its `Netlify-CDN-Cache-Control` (s-maxage, stale-while-revalidate), keyed by
 *   its path and the query parameters its `Netlify-Vary` names (the whole query string when it names none), with
 *   no collapsing of concurrent misses.
 * What each landing page fetches (the page, its files, its API reads, the lists it polls every 30 s) is recorded
 * once from Chromium on the preview; the headers of each answer are the preview's own. Visitors land from links
 * carrying `fbclid` and `utm_*`, stay one to five minutes and poll while they stay. It prints, per kind of request,
 * edge hits and origin calls, and function calls per 1,000 visitors, for 1,000 and 10,000 visitors, with the
 * site's headers and, for comparison, without `Netlify-Vary` (what the site sent before); then, with the site's
 * headers, without and with the measurement's beacon (one POST /api/metrics per page view, one row written each).
 */
import type { Page } from 'playwright-core';
import { PAGE_ROUTES, tourStopPath } from '../core/page-routes';
import { cdnLifetime, isFunction, simulate, type Answer, type Landing, type PageFetches } from './cdn-model';
import { median } from './median';
import { signInAdmin } from '../test/browser/admin-api';
import { launchBrowser } from '../test/browser/browser';
import { startPreview } from '../test/browser/site';

const LIVE_LISTS = ['/api/tour-events', '/api/visited-cities'];
const RUNS = Number(process.env.BENCH_RUNS) || 3;

/** What a visitor's browser fetches on landing, and which of those it polls: recorded once from Chromium. */
async function recordFetches(page: Page, origin: string, path: string): Promise<PageFetches> {
  const urls: string[] = [];
  const listener = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.origin === origin) urls.push(url.pathname + url.search);
  };
  page.on('request', listener);
  await page.goto(path, { waitUntil: 'networkidle' });
  // Visitors scroll through the page: the home page's tour and map load when they near them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  const unique = [...new Set(urls)];
  return { urls: unique, polled: unique.filter((url) => LIVE_LISTS.includes(url.split('?')[0])) };
}

/** The preview's headers for each function path (asked once each): the model's origin. */
async function learnAnswers(origin: string, paths: Iterable<string>): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (const path of paths) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`);
    await res.arrayBuffer();
    const control = res.headers.get('netlify-cdn-cache-control') ?? '';
    answers.set(path, {
      vary: res.headers.get('netlify-vary'),
      ...cdnLifetime(control),
      latencyMs: Math.max(50, performance.now() - started),
    });
  }
  return answers;
}

async function main() {
  const site = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startPreview();
  const browser = await launchBrowser();
  try {
    const admin = await signInAdmin(site.url);
    const stops: number[] = [];
    for (const [title, location] of [
      ['Comizio in Piazza dei Signori', 'Padova'],
      ['Incontro al mercato', 'Treviso'],
      ['Festa della campagna', 'Verona'],
    ]) {
      const res = await admin('/api/tour-events', {
        method: 'POST',
        body: JSON.stringify({ title, location, eventDate: '2030-05-10', eventTime: '18:30', completed: 0 }),
      });
      stops.push(((await res.json()) as { id: number }).id);
      await admin('/api/visited-cities', {
        method: 'POST',
        body: JSON.stringify({ cityName: location, pinX: 40, pinY: 50 }),
      });
    }
    // A post shares one stop above all; the home page and the image generator get the rest.
    const landings: Landing[] = [
      { name: 'stop page (shared stop)', weight: 0.5, path: tourStopPath(stops[0]) },
      { name: 'stop page (other stops)', weight: 0.15, path: tourStopPath(stops[1]) },
      { name: 'home page', weight: 0.25, path: PAGE_ROUTES.home.path },
      { name: 'image generator', weight: 0.1, path: PAGE_ROUTES.photoBooth.path },
    ];
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: site.url,
    });
    const fetches = new Map<string, PageFetches>();
    for (const landing of landings) fetches.set(landing.path, await recordFetches(page, site.url, landing.path));
    const functionPaths = new Set(
      [...fetches.values()].flatMap(({ urls }) => urls).filter((url) => isFunction(url.split('?')[0])),
    );
    const answers = await learnAnswers(site.url, functionPaths);

    console.log('\nWhat each landing page fetches (recorded in Chromium on the preview):');
    for (const landing of landings) {
      const { urls, polled } = fetches.get(landing.path)!;
      console.log(`  ${landing.name.padEnd(26)} ${urls.length} requests, polls ${polled.join(', ') || 'nothing'}`);
    }
    for (const withVary of [false, true]) {
      console.log(`\n${withVary ? "With the site's headers" : 'Without Netlify-Vary (the site before issue 22)'}:`);
      for (const visitors of [1000, 10000]) {
        const runs = Array.from({ length: RUNS }, (_, run) =>
          simulate(visitors, landings, fetches, answers, withVary, 20251123 + run),
        );
        const perThousand = median(runs.map((run) => (run.functionCalls / visitors) * 1000));
        console.log(
          `  ${visitors.toLocaleString('en')} visitors: ${perThousand.toFixed(1)} function calls per 1,000 visitors (median of ${RUNS})`,
        );
        const sample = runs[0];
        for (const [kind, tally] of [...sample.tallies].sort()) {
          console.log(
            `    ${kind.padEnd(28)} edge hits ${String(tally.hits).padStart(7)}   origin ${String(tally.origin).padStart(6)}`,
          );
        }
      }
    }
    console.log("\nThe measurement's beacon (docs/decisions/0046), with the site's headers:");
    for (const visitors of [1000, 10000]) {
      const per = (beacon: boolean) => {
        const runs = Array.from({ length: RUNS }, (_, run) =>
          simulate(visitors, landings, fetches, answers, true, 20251123 + run, beacon),
        );
        return {
          calls: median(runs.map((run) => (run.functionCalls / visitors) * 1000)),
          writes: median(runs.map((run) => (run.rowWrites / visitors) * 1000)),
        };
      };
      const [without, withBeacon] = [per(false), per(true)];
      console.log(
        `  ${visitors.toLocaleString('en')} visitors: ${without.calls.toFixed(1)} function calls per 1,000 visitors without the beacon, ` +
          `${withBeacon.calls.toFixed(1)} with it (+${(withBeacon.calls - without.calls).toFixed(1)}: one per page view), ` +
          `${withBeacon.writes.toFixed(1)} row writes per 1,000 visitors (one per beacon call)`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
