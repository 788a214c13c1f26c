import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { tourEventSchema } from '../../core/schema/tour-event.schema';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { endpoint, json, readBody } from '../_lib/http';
import type { SharedPathConfig } from '../_lib/method-routes';

/**
 * An admin adds a tour stop; every other method but the public GET (../tour-events) gets 405. Tested with the GET
 * in tour-events.test.ts, routed by method as Netlify does.
 */
export default endpoint(
  {
    POST: async (req, context) => {
      const { db } = await requireRole(getDb(), req, context, 'content');
      const event = await readBody(req, tourEventSchema);
      const created = await insertTourEvent(db, event);
      await publishAdminChange(db, CACHE_TAGS.tourEvents);
      return json(created, 201);
    },
  },
  { alsoOnPath: ['GET'] },
);

export const config: SharedPathConfig = {
  path: '/api/tour-events',
  method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
};
