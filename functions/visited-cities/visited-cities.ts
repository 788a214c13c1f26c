import { listVisitedCities } from '../../db/queries/visited-cities';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/** The public list of the visited cities. An admin adds one through visited-cities-write, on the same path. */
export default endpoint({
  GET: async () => json(await listVisitedCities(getDb()), 200, publicCacheHeaders(CACHE_TAGS.visitedCities)),
});

export const config: SharedPathConfig = { path: '/api/visited-cities', method: ['GET', 'HEAD'] };
