import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { cancelRsvp } from '../../db/queries/rsvps.queries';
import { requireRole } from '../_lib/auth';
import { placesMoved } from '../_lib/booking-notices';
import { HttpError, MESSAGES, endpoint, idParam, noContent } from '../_lib/http';

/**
 * The staff remove a booking (titolare, segreteria): as its owner's cancel link does, it is deleted with its mail
 * not yet sent, its person is mailed that the staff cancelled it, and its places go to the waiting list, whose
 * promoted bookings are mailed at once; the removal is written in the activity log in the same statement.
 */
export default endpoint({
  DELETE: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const cancelled = await cancelRsvp(db, idParam(context), true);
    if (!cancelled) throw new HttpError(404, MESSAGES.notFound);
    await placesMoved(context, db, cancelled);
    return noContent();
  },
});

export const config: Config = { path: '/api/admin/rsvps/:id' };
