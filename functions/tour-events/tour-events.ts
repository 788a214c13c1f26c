import type { Config } from '@netlify/functions';
import { insertTourEvent, listTourEvents } from '../../db/queries/tour-events';
import { tourEventSchema } from '../../core/schema/tour-event';
import { requireAdmin } from '../_lib/auth';
import { CACHE_TAGS, publicCacheHeaders, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  GET: async () => json(await listTourEvents(getDb()), 200, publicCacheHeaders(CACHE_TAGS.tourEvents)),
  POST: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const event = await readBody(req, tourEventSchema);
    const created = await insertTourEvent(db, event);
    await purgeListCache(CACHE_TAGS.tourEvents);
    return json(created, 201);
  },
});

export const config: Config = { path: '/api/tour-events' };
