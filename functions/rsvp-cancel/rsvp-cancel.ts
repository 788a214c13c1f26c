import type { Config } from '@netlify/functions';
import { RSVP_MESSAGES, type RsvpCancelReply } from '../../core/schema/rsvp.schema';
import { getDb } from '../../db/client';
import { bookingToCancel, cancelRsvp, stopBookingMails } from '../../db/queries/rsvps.queries';
import { placesMoved } from '../_lib/booking-notices';
import { HttpError, endpoint, json } from '../_lib/http';
import { readRsvpCancelToken } from '../_lib/mail/mail-links';

const rsvpIdOf = (req: Request) => {
  const rsvpId = readRsvpCancelToken(new URL(req.url).searchParams.get('t') ?? '');
  if (rsvpId === null) throw new HttpError(404, RSVP_MESSAGES.linkInvalid);
  return rsvpId;
};

/**
 * The body of RFC 8058's one-click. Mails sent before decision 0038 carry this URL in their List-Unsubscribe header:
 * their mail app's "Annulla iscrizione" stops the booking's mail, as today's header does, and never cancels it.
 */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * The cancel link of every mail about a booking, without login. GET names the booking for the page
 * /prenotazione/annulla, and changes nothing (mail scanners open links, some run the page's script); a booking gone,
 * cancelled or with its stop, is 410, so the page says at once that the link was used. POST, sent by the page's
 * button, deletes the booking and its mail not yet sent, and sends the receipt; again, it answers that it was
 * already cancelled.
 */
export default endpoint({
  GET: async (req) => {
    const booking = await bookingToCancel(getDb(), rsvpIdOf(req));
    if (!booking) throw new HttpError(410, RSVP_MESSAGES.alreadyCancelled);
    return json(booking, 200, { 'Cache-Control': 'no-store' });
  },
  POST: async (req, context) => {
    const rsvpId = rsvpIdOf(req);
    const db = getDb();
    if ((await req.text()).trim() === ONE_CLICK) {
      await stopBookingMails(db, rsvpId);
      return json({ message: RSVP_MESSAGES.mailsStopped });
    }
    const cancelled = await cancelRsvp(db, rsvpId);
    if (!cancelled) {
      return json({ status: 'alreadyCancelled', message: RSVP_MESSAGES.alreadyCancelled } satisfies RsvpCancelReply);
    }
    // Its places went to the waiting list in the same statement: those promoted are mailed with the receipt.
    await placesMoved(context, db, cancelled);
    return json({ status: 'cancelled', message: RSVP_MESSAGES.cancelled } satisfies RsvpCancelReply);
  },
});

export const config: Config = { path: '/api/rsvps/cancel' };
