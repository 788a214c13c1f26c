import type { Config } from '@netlify/functions';
import { deleteTourEvent, updateTourEvent } from '../../db/queries/tour-events.queries';
import { tourEventSchema } from '../../core/schema/tour-event.schema';
import { requireAdmin } from '../_lib/auth';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, json, noContent, readBody } from '../_lib/http';

export default endpoint({
  PUT: async (req, context) => {
    const db = getDb();
    await requireAdmin(db, req);
    const id = idParam(context);
    const event = await readBody(req, tourEventSchema);
    const updated = await updateTourEvent(db, id, event);
    if (!updated) throw new HttpError(404, MESSAGES.notFound);
    await purgeListCache(CACHE_TAGS.tourEvents);
    return json(updated);
  },
  DELETE: async (req, context) => {
    const db = getDb();
    await requireAdmin(db, req);
    if (!(await deleteTourEvent(db, idParam(context)))) throw new HttpError(404, MESSAGES.notFound);
    await purgeListCache(CACHE_TAGS.tourEvents);
    return noContent();
  },
});

export const config: Config = { path: '/api/tour-events/:id' };
