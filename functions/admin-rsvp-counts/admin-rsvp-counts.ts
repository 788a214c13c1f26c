import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { rsvpCounts } from '../../db/queries/rsvps.queries';
import { requireAdmin } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';

/** The admin's tour list: per stop with bookings, how many bookings and how many people. */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    return json(await rsvpCounts(db));
  },
});

export const config: Config = { path: '/api/admin/rsvp-counts' };
