import { netlifyVary } from '../../core/cdn-cache-key';
import { purgeApiToken } from '../../server/env';

/** One CDN cache tag per public list; an admin write purges the tag of what it changed. */
export const CACHE_TAGS = {
  content: 'site-content',
  visitedCities: 'visited-cities',
  tourEvents: 'tour-events',
  campaignMaterials: 'campaign-materials',
  shifts: 'shifts',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** Seconds the CDN serves a public list before asking the function again; writes purge it sooner. */
export const CDN_MAX_AGE = 300;

/** Seconds the CDN keeps the answer for an unknown stop: long enough to absorb a burst, short if one appears. */
export const CDN_NOT_FOUND_MAX_AGE = 60;

/**
 * Headers for a public GET. Browsers always revalidate (the tour lists poll every 30 s and must see changes);
 * the CDN keeps one shared, durable copy per tag, so a spike of visitors costs about one query per window.
 * A page made of several lists carries each one's tag. Only the query parameters in `varyOn` make another copy:
 * links shared on social networks carry `fbclid` and `utm_*`, which change nothing. Set in code because
 * netlify.toml [[headers]] do not apply to functions. `immutable`: what the URL names never changes (an uploaded
 * file under its id), so browsers keep it `maxAge` too; a purge of the tag still drops the CDN's copy.
 */
export function publicCacheHeaders(
  tag: CacheTag | readonly CacheTag[],
  {
    varyOn = [],
    maxAge = CDN_MAX_AGE,
    immutable = false,
  }: { varyOn?: readonly string[]; maxAge?: number; immutable?: boolean } = {},
): Record<string, string> {
  return {
    'Cache-Control': immutable ? `public, max-age=${maxAge}, immutable` : 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': immutable
      ? `public, durable, max-age=${maxAge}, immutable`
      : `public, durable, s-maxage=${maxAge}, stale-while-revalidate=60`,
    'Netlify-Cache-Tag': typeof tag === 'string' ? tag : tag.join(','),
    'Netlify-Vary': netlifyVary(varyOn),
  };
}

/**
 * Drops the CDN's copy of a list after a write. Without a purge token (local runs, tests) there is no CDN
 * to purge; a failed purge is logged and never fails the write, which has already happened.
 */
export async function purgeListCache(tag: CacheTag): Promise<void> {
  if (!purgeApiToken()) return;
  try {
    // Loaded by the writes that purge, not by the public reads that set the headers (docs/decisions/0020).
    const { purgeCache } = await import('@netlify/functions');
    await purgeCache({ tags: [tag] });
  } catch (error) {
    console.error(`Cache purge for "${tag}" failed:`, error);
  }
}
