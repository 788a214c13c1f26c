import type { Config } from '@netlify/functions';
import { deleteVisitedCity, findVisitedCity } from '../../db/queries/visited-cities.queries';
import { versionedWrite } from '../_lib/versions';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';

export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    const deleted = await versionedWrite(
      req,
      db,
      { table: 'visited_cities', id },
      (checked) => deleteVisitedCity(checked, id),
      () => findVisitedCity(db, id),
    );
    if (!deleted) throw new HttpError(404, MESSAGES.notFound);
    await publishAdminChange(db, CACHE_TAGS.visitedCities);
    return noContent();
  },
});

export const config: Config = { path: '/api/visited-cities/:id' };
