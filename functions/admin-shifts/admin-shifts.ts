import type { Config } from '@netlify/functions';
import { shiftSchema } from '../../core/schema/shift.schema';
import { getDb } from '../../db/client';
import { insertShift, listShifts } from '../../db/queries/shifts.queries';
import { requireRole } from '../_lib/auth';
import { publishAdminChange } from '../_lib/build-hook';
import { CACHE_TAGS } from '../_lib/cache';
import { endpoint, json, readBody } from '../_lib/http';
import { etagOf } from '../_lib/versions';

/**
 * The panel's shifts (titolare, redazione): every shift with its sign-ups counted, and a new one. Its schema refuses
 * a banchetto inside the electoral silence, with the law's reason, before anything is written.
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    return json(await listShifts(db), 200, { 'Cache-Control': 'no-store' });
  },
  POST: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const shift = await readBody(req, shiftSchema);
    const created = await insertShift(db, shift);
    await publishAdminChange(db, CACHE_TAGS.shifts);
    return json(created, 201, { ETag: etagOf(created.version) });
  },
});

export const config: Config = { path: '/api/admin/shifts' };
