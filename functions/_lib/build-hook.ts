import { SITE_POLICY } from '../../core/policy';
import { CACHE_TAGS, purgeListCache, type CacheTag } from './cache';
import type { Db } from '../../db/client';
import { buildHookUrl } from '../../server/env';
import { claimRebuild, wantRebuild } from '../../db/queries/site-rebuild.queries';

/**
 * Asks Netlify to rebuild the site through its build hook (BUILD_HOOK_URL), so the prerendered pages carry what an
 * admin has just changed (content, stops, cities, materials, documents). At most once per
 * SITE_POLICY.rebuildEverySeconds: a change inside that time is built by the scheduled function site-rebuild once
 * it has passed. Without the variable (local runs, tests) nothing happens. A malformed variable or a failed request
 * is logged and never fails the write: the pages still fetch fresh data on load.
 */
async function rebuildSoon(db: Db, reason: string): Promise<void> {
  try {
    if (!buildHookUrl()) return;
    await wantRebuild(db);
    await askForRebuild(db, reason);
  } catch (error) {
    console.error('Build hook not reached: the pages keep their built content.', error);
  }
}

/** The build hook's call, when a change waits and the last call is old enough (also the scheduled run's). */
export async function askForRebuild(db: Db, reason: string): Promise<boolean> {
  const url = buildHookUrl();
  if (!url || !(await claimRebuild(db, SITE_POLICY.rebuildEverySeconds))) return false;
  const response = await fetch(`${url}?trigger_title=${encodeURIComponent(reason)}`, { method: 'POST' });
  if (!response.ok) console.error(`Build hook answered ${response.status}: the pages keep their built content.`);
  return true;
}

/** Why Netlify rebuilt, as its deploy list says it: what the admin changed. */
const REBUILD_REASONS: Record<CacheTag, string> = {
  [CACHE_TAGS.content]: 'Contenuti del sito modificati',
  [CACHE_TAGS.tourEvents]: 'Tappe del tour modificate',
  [CACHE_TAGS.visitedCities]: 'Città visitate modificate',
  [CACHE_TAGS.campaignMaterials]: 'Materiali modificati',
  [CACHE_TAGS.shifts]: 'Turni dei volontari modificati',
};

/**
 * An admin changed what the public pages show: the CDN's copy of its list goes at once, and the prerendered pages,
 * which carry it too, are rebuilt soon (rebuildSoon).
 */
export async function publishAdminChange(db: Db, tag: CacheTag, reason = REBUILD_REASONS[tag]): Promise<void> {
  await purgeListCache(tag);
  await rebuildSoon(db, reason);
}
