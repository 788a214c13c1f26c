import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { listReferrals } from '../../db/queries/referrals.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json } from '../_lib/http';

/**
 * "Porta un amico": the people whose links brought someone, most first (`[{ name, code, recruited }]`); with
 * `?tourEventId=`, that stop's top recruiters (only its bookings count). Names of people: the roles of the lists of
 * people (titolare, segreteria).
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const stop = new URL(req.url).searchParams.get('tourEventId');
    if (stop !== null && !/^[1-9][0-9]{0,8}$/.test(stop)) {
      throw new HttpError(400, MESSAGES.badInput, { tourEventId: 'Tappa non valida' });
    }
    return json(await listReferrals(db, stop === null ? null : Number(stop)));
  },
});

export const config: Config = { path: '/api/admin/referrals' };
