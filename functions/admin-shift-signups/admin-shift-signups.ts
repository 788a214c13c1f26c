import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { findShift, shiftSignups } from '../../db/queries/shifts.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, idParam, json } from '../_lib/http';

/** Who took a shift (titolare, redazione): confirmed first, then the waiting list in its order. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const id = idParam(context);
    if (!(await findShift(db, id))) throw new HttpError(404, MESSAGES.notFound);
    return json(await shiftSignups(db, id), 200, { 'Cache-Control': 'no-store' });
  },
});

export const config: Config = { path: '/api/admin/shifts/:id/signups' };
