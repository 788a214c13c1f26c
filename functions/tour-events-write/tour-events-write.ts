import { insertTourEvent } from '../../db/queries/tour-events';
import { tourEventSchema } from '../../core/schema/tour-event';
import { requireAdmin } from '../_lib/auth';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/**
 * An admin adds a tour stop; every other method but the public GET (../tour-events) gets 405. Tested with the GET
 * in tour-events.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    POST: async (req) => {
      const db = getDb();
      await requireAdmin(db, req);
      const event = await readBody(req, tourEventSchema);
      const created = await insertTourEvent(db, event);
      await purgeListCache(CACHE_TAGS.tourEvents);
      return json(created, 201);
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/tour-events',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
