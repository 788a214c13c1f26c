import type { Config, Context } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { RSVP_MESSAGES, rsvpSchema } from '../../core/schema/rsvp.schema';
import { requestRsvp } from '../../db/queries/rsvp-requests.queries';
import { HttpError, endpoint, idParam, json } from '../_lib/http';
import { newConfirmationToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { guardedPost } from '../_lib/spam-guard';

/**
 * The one answer to a request (and to a bot's): 202, whatever the address holds at the stop and whatever the stop
 * has left, so it tells nobody whether someone booked, and changes nobody's booking.
 */
const requested = () => json({ message: RSVP_MESSAGES.requested }, 202);

function stopIdOf(context: Context): number {
  try {
    return idParam(context);
  } catch {
    throw new HttpError(404, RSVP_MESSAGES.unknownStop);
  }
}

/**
 * "Ci sarò": a request to book an upcoming stop, which takes no place. It mails the address a link whose click
 * confirms it (/prenotazione/conferma), within the caps of core/policy.ts; an address that holds a booking there is
 * mailed the links that change or cancel it. A done or past stop answers 409, an unknown one 404: facts of the
 * stop, not of anyone's booking.
 */
export default endpoint({
  POST: guardedPost({
    schema: rsvpSchema,
    entry: 'tourEventRsvps',
    store: async (rsvp, db, context, sourcePage) => {
      const stopId = stopIdOf(context);
      const token = newConfirmationToken('rsvp-confirm');
      const result = await requestRsvp(db, stopId, rsvp, token, dayInItaly(new Date()), sourcePage);
      if (result.outcome === 'unknown') throw new HttpError(404, RSVP_MESSAGES.unknownStop);
      if (result.outcome === 'closed') throw new HttpError(409, RSVP_MESSAGES.closed);
      if (result.outcome === 'mailed') sendSoon(context, db, result.mailIds);
      return requested();
    },
    asIfStored: requested,
  }),
});

export const config: Config = { path: '/api/tour-events/:id/rsvps' };
