import { insertVisitedCity } from '../../db/queries/visited-cities.queries';
import { visitedCitySchema } from '../../core/schema/visited-city.schema';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/**
 * An admin adds a visited city; every other method but the public GET (../visited-cities) gets 405. Tested with the
 * GET in visited-cities.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    POST: async (req, context) => {
      const { db } = await requireRole(getDb(), req, context, 'content');
      const city = await readBody(req, visitedCitySchema);
      const created = await insertVisitedCity(db, city);
      await publishAdminChange(db, CACHE_TAGS.visitedCities);
      return json(created, 201);
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/visited-cities',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
