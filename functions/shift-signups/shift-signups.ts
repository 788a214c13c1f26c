import type { Config, Context } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { SHIFT_MESSAGES, shiftSignupSchema } from '../../core/schema/shift.schema';
import { SHIFT_SUBJECT } from '../../db/queries/booking-subjects';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { HttpError, endpoint, idParam, json } from '../_lib/http';
import { newConfirmationToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { guardedPost } from '../_lib/spam-guard';

/** The one answer to a sign-up (and to a bot's): 202, whatever the address holds and whatever the shift has left. */
const requested = () => json({ message: SHIFT_MESSAGES.requested }, 202);

function shiftIdOf(context: Context): number {
  try {
    return idParam(context);
  } catch {
    throw new HttpError(404, SHIFT_MESSAGES.unknownShift);
  }
}

/**
 * "Mi prendo il turno": a booking request of the engine, of a shift, for one person. It takes no place: the mail's
 * link (/turni/conferma) confirms it, within the caps of core/policy.ts. A past shift answers 409, an unknown one
 * 404: facts of the shift, not of anyone's sign-up.
 */
export default endpoint({
  POST: guardedPost({
    schema: shiftSignupSchema,
    entry: 'shiftSignups',
    store: async (signup, db, context, sourcePage) => {
      const shiftId = shiftIdOf(context);
      const token = newConfirmationToken('rsvp-confirm');
      const request = { ...signup, people: 1 };
      const today = dayInItaly(new Date());
      const result = await requestRsvp(db, shiftId, request, token, today, sourcePage, SHIFT_SUBJECT);
      if (result.outcome === 'unknown') throw new HttpError(404, SHIFT_MESSAGES.unknownShift);
      if (result.outcome === 'closed') throw new HttpError(409, SHIFT_MESSAGES.closed);
      if (result.outcome === 'mailed') sendSoon(context, db, result.mailIds);
      return requested();
    },
    asIfStored: requested,
  }),
});

export const config: Config = { path: '/api/shifts/:id/signups' };
