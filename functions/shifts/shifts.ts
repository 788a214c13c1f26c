import type { Config } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { listUpcomingShifts } from '../../db/queries/shifts.queries';
import { CACHE_TAGS, publicCacheHeaders } from '../_lib/cache';
import { endpoint, json } from '../_lib/http';

/** The public list of the upcoming shifts: places left and `full`, never who signed up. Admin writes purge it. */
export default endpoint({
  GET: async () =>
    json(await listUpcomingShifts(getDb(), dayInItaly(new Date())), 200, publicCacheHeaders(CACHE_TAGS.shifts)),
});

export const config: Config = { path: '/api/shifts' };
