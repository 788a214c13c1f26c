/**
 * The CDN model of `npm run bench:spike`: a spike's visitors as timed requests, and Netlify's documented caching
 * applied to them (static files until the next deploy, function answers per s-maxage and stale-while-revalidate,
 * keyed per Netlify-Vary, no collapsing of concurrent misses).
 */
import { cdnCacheKey } from '../core/cdn-cache-key';
import { METRICS_PATH } from '../core/measurement';
import { PAGE_ROUTES } from '../core/page-routes';

const SPIKE_MINUTES = 10;
const POLL_MS = 30_000;

export interface Landing {
  name: string;
  /** Share of the crowd that lands here. */
  weight: number;
  /** The landing URL without its tracking parameters. */
  path: string;
}

export interface PageFetches {
  urls: string[];
  polled: string[];
}

/** A deterministic PRNG (mulberry32), so a run can be repeated. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tracking parameters a shared link carries: a fresh fbclid per click, a campaign's utm_* per post. */
function tracking(next: () => number): string {
  const fbclid = `IwAR${Math.floor(next() * 1e12).toString(36)}`;
  return next() < 0.7
    ? `fbclid=${fbclid}`
    : `utm_source=instagram&utm_medium=social&utm_campaign=tour-${Math.floor(next() * 3)}`;
}

/** The stop pages' paths (and their pictures') begin with it: a function answers them. */
const STOP_PAGES = PAGE_ROUTES.tourStop.path.replace(':id', '');
export const isFunction = (path: string) => path.startsWith('/api/') || path.startsWith(STOP_PAGES);

function kindOf(path: string): string {
  if (path.startsWith(STOP_PAGES)) return `${PAGE_ROUTES.tourStop.path.replace(':id', '{id}')} (function)`;
  if (path.startsWith('/api/')) return path.split('?')[0];
  if (path.startsWith('/assets/') || /\.(js|css|woff2|avif|webp|jpg|png|svg|ico|webmanifest)$/.test(path)) {
    return 'static files';
  }
  return 'static pages';
}

/** What a `Netlify-CDN-Cache-Control` value lets the CDN keep: its s-maxage and stale-while-revalidate, in seconds. */
export function cdnLifetime(control: string): { maxAge: number; swr: number } {
  return {
    maxAge: Number(/s-maxage=(\d+)/.exec(control)?.[1] ?? 0),
    swr: Number(/stale-while-revalidate=(\d+)/.exec(control)?.[1] ?? 0),
  };
}

export interface Answer {
  vary: string | null;
  maxAge: number;
  swr: number;
  latencyMs: number;
}

interface Tally {
  hits: number;
  origin: number;
}

/**
 * One spike through the CDN model; `withVary` false drops Netlify-Vary, as the site answered before. With `beacon`,
 * each visitor's page sends its one beacon as it leaves (POST /api/metrics, web/lib/beacon.ts): never cached, each
 * is a function call that writes one row.
 */
export function simulate(
  visitors: number,
  landings: readonly Landing[],
  fetches: Map<string, PageFetches>,
  answers: Map<string, Answer>,
  withVary: boolean,
  seed: number,
  beacon = false,
) {
  const next = random(seed);
  type Event = { at: number; url: string };
  const events: Event[] = [];
  for (let i = 0; i < visitors; i++) {
    const arrives = next() * SPIKE_MINUTES * 60_000;
    let pick = next();
    const landing = landings.find((candidate) => (pick -= candidate.weight) < 0) ?? landings[0];
    const { urls, polled } = fetches.get(landing.path)!;
    const landingUrl = `${landing.path}${landing.path.includes('?') ? '&' : '?'}${tracking(next)}`;
    events.push({ at: arrives, url: landingUrl });
    urls.slice(1).forEach((url, index) => events.push({ at: arrives + 50 + index * 5, url }));
    const stays = (1 + next() * 4) * 60_000;
    for (let poll = POLL_MS; poll < stays; poll += POLL_MS) {
      for (const url of polled) events.push({ at: arrives + poll, url });
    }
    if (beacon) events.push({ at: arrives + stays, url: METRICS_PATH });
  }
  events.sort((a, b) => a.at - b.at);

  /** A cached answer: served from `availableAt`, fresh until `freshUntil`, then stale until `staleUntil`. */
  type Entry = { availableAt: number; freshUntil: number; staleUntil: number; refreshedAt: number | null };
  const cache = new Map<string, Entry>();
  const staticFiles = new Set<string>();
  const tallies = new Map<string, Tally>();
  let functionCalls = 0;
  let rowWrites = 0;
  const store = (answer: Answer, availableAt: number): Entry => ({
    availableAt,
    freshUntil: availableAt + answer.maxAge * 1000,
    staleUntil: availableAt + (answer.maxAge + answer.swr) * 1000,
    refreshedAt: null,
  });
  for (const { at, url } of events) {
    const path = url.split('?')[0];
    const tally = tallies.get(kindOf(url)) ?? { hits: 0, origin: 0 };
    tallies.set(kindOf(url), tally);
    if (!isFunction(path)) {
      // Static files: cached until the next deploy, whatever the query.
      if (staticFiles.has(path)) tally.hits++;
      else {
        tally.origin++;
        staticFiles.add(path);
      }
      continue;
    }
    if (path === METRICS_PATH) {
      // A POST: no CDN keeps it; the function answers 204 and upserts one daily row.
      tally.origin++;
      functionCalls++;
      rowWrites++;
      continue;
    }
    const answer = answers.get(url) ?? answers.get(path)!;
    const key = cdnCacheKey(url, withVary ? answer.vary : null);
    let entry = cache.get(key);
    // A background refresh that has come back makes the entry fresh again.
    if (entry?.refreshedAt !== null && entry && entry.refreshedAt <= at)
      entry = { ...store(answer, entry.refreshedAt) };
    if (entry) cache.set(key, entry);
    if (entry && at >= entry.availableAt && at < entry.freshUntil) {
      tally.hits++;
    } else if (entry && at >= entry.availableAt && at < entry.staleUntil) {
      // stale-while-revalidate: the stale copy is served while one request refreshes it.
      tally.hits++;
      if (entry.refreshedAt === null) {
        tally.origin++;
        functionCalls++;
        entry.refreshedAt = at + answer.latencyMs;
      }
    } else {
      // A miss: each goes to the function, also while another is on its way (no collapsing).
      tally.origin++;
      functionCalls++;
      const availableAt = at + answer.latencyMs;
      const pending = entry && entry.availableAt > at ? entry : undefined;
      if (answer.maxAge > 0 && !pending) cache.set(key, store(answer, availableAt));
    }
  }
  return { tallies, functionCalls, rowWrites };
}
