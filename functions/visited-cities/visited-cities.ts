import type { Config } from '@netlify/functions';
import { insertVisitedCity, listVisitedCities } from '../../db/queries/visited-cities';
import { visitedCitySchema } from '../../core/schema/visited-city';
import { requireAdmin } from '../_lib/auth';
import { CACHE_TAGS, publicCacheHeaders, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  GET: async () => json(await listVisitedCities(getDb()), 200, publicCacheHeaders(CACHE_TAGS.visitedCities)),
  POST: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const city = await readBody(req, visitedCitySchema);
    const created = await insertVisitedCity(db, city);
    await purgeListCache(CACHE_TAGS.visitedCities);
    return json(created, 201);
  },
});

export const config: Config = { path: '/api/visited-cities' };
