import { listTourEvents } from '../../db/queries/tour-events';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/** The public list of the tour's stops. An admin adds one through tour-events-write, on the same path. */
export default endpoint({
  GET: async () => json(await listTourEvents(getDb()), 200, publicCacheHeaders(CACHE_TAGS.tourEvents)),
});

export const config: SharedPathConfig = { path: '/api/tour-events', method: ['GET', 'HEAD'] };
