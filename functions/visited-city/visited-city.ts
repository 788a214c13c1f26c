import type { Config } from '@netlify/functions';
import { deleteVisitedCity } from '../../db/queries/visited-cities.queries';
import { requireRole } from '../_lib/auth';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';

export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    if (!(await deleteVisitedCity(db, idParam(context)))) throw new HttpError(404, MESSAGES.notFound);
    await purgeListCache(CACHE_TAGS.visitedCities);
    return noContent();
  },
});

export const config: Config = { path: '/api/visited-cities/:id' };
