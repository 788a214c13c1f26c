import type { Config } from '@netlify/functions';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { cancelRsvp } from '../../db/queries/rsvps.queries';
import { requireRole } from '../_lib/auth';
import { placesMoved } from '../_lib/booking-notices';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';
import { getDb } from '../../db/client';

/**
 * The staff remove a person from a shift (titolare, redazione, who run the shifts): as a booking's removal, the
 * sign-up is deleted with its mail not yet sent, its person is mailed that the staff cancelled it, its place goes to
 * the first in line, mailed at once, and the activity log records it, in one statement. 404 for any other id.
 */
export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'content');
    const cancelled = await cancelRsvp(db, idParam(context), true, SHIFT_SUBJECT);
    if (!cancelled) throw new HttpError(404, MESSAGES.notFound);
    await placesMoved(context, db, cancelled, SHIFT_SUBJECT);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/shift-signups/:id' };
