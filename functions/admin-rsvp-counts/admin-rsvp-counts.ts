import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { rsvpCounts } from '../../db/queries/rsvps.queries';
import { requireRole } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';

/** The admin's tour list: per stop with bookings, how many bookings and how many people. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, ['content', 'inbox']);
    return json(await rsvpCounts(db));
  },
});

export const config: Config = { path: '/api/admin/rsvp-counts' };
