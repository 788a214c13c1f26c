import type { Config, Context } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import {
  RSVP_MESSAGES,
  changeRefusedMessage,
  waitingMessage,
  type RsvpConfirmReply,
} from '../../core/schema/rsvp.schema';
import { getDb, type Db } from '../../db/client';
import { confirmRsvpRequest, previewRsvpRequest, type LinkFailure } from '../../db/queries/rsvp-requests.queries';
import { bookingState, isCapacityRefusal } from '../../db/queries/rsvps.queries';
import { placesMoved } from '../_lib/booking-notices';
import { HttpError, endpoint, json } from '../_lib/http';
import { hashToken } from '../_lib/mail/mail-links';

const FAILURES: Record<LinkFailure, [number, string]> = {
  invalid: [404, RSVP_MESSAGES.confirmLinkInvalid],
  used: [409, RSVP_MESSAGES.linkUsed],
  expired: [410, RSVP_MESSAGES.linkExpired],
  closed: [409, RSVP_MESSAGES.closed],
};

const tokenHashOf = (req: Request) => hashToken(new URL(req.url).searchParams.get('t') ?? '');

function refuse(failure: LinkFailure): never {
  const [status, message] = FAILURES[failure];
  throw new HttpError(status, message);
}

/** Two clicks of one address at once (two links): the second insert meets the first's booking and runs again. */
const isDuplicateBooking = (error: unknown) => (error as { code?: unknown }).code === '23505';

async function confirm(db: Db, tokenHash: string, today: string) {
  try {
    return await confirmRsvpRequest(db, tokenHash, today);
  } catch (error) {
    if (!isDuplicateBooking(error)) throw error;
    return confirmRsvpRequest(db, tokenHash, today);
  }
}

/**
 * The link of a booking request's mail. GET tells the page what the link would confirm (the stop, the people, the
 * booking it would change), and changes nothing: mail scanners and link previews open links, and some run the
 * page's script. Only the page's button POSTs, which confirms: the booking takes its places, or joins the waiting
 * list at the position the answer gives; its mail leaves at once. A link confirms once, within its 48 hours.
 */
export default endpoint({
  GET: async (req) => {
    const preview = await previewRsvpRequest(getDb(), tokenHashOf(req), dayInItaly(new Date()));
    if ('failure' in preview) refuse(preview.failure);
    return json(preview, 200, { 'Cache-Control': 'no-store' });
  },
  POST: async (req, context: Context) => {
    const db = getDb();
    const tokenHash = tokenHashOf(req);
    const today = dayInItaly(new Date());
    let confirmed;
    try {
      confirmed = await confirm(db, tokenHash, today);
    } catch (error) {
      if (!isCapacityRefusal(error)) throw error;
      // A booking asked to grow past the places left: it stays as it was, and the link still works.
      const preview = await previewRsvpRequest(db, tokenHash, today);
      if ('failure' in preview) refuse(preview.failure);
      throw new HttpError(409, changeRefusedMessage(preview.placesLeft ?? 0, preview.held?.people ?? 0));
    }
    if (!confirmed) {
      const preview = await previewRsvpRequest(db, tokenHash, today);
      refuse('failure' in preview ? preview.failure : 'invalid');
    }
    const state = await bookingState(db, { rsvpId: confirmed.rsvpId });
    await placesMoved(context, db, { stopId: confirmed.stopId, limited: state?.limited ?? true });
    if (!state) throw new HttpError(409, RSVP_MESSAGES.alreadyCancelled);
    const reply: RsvpConfirmReply = {
      status: state.status,
      position: state.position,
      people: state.people,
      message: state.status === 'confirmed' ? RSVP_MESSAGES.confirmed : waitingMessage(state.position ?? 1),
    };
    return json(reply);
  },
});

export const config: Config = { path: '/api/rsvps/confirm' };
