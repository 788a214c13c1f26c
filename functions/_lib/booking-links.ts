import type { Context } from '@netlify/functions';
import { dayInItaly } from '../../core/rome-time';
import { changeRefusedMessage, type RsvpCancelReply, type RsvpConfirmReply } from '../../core/schema/rsvp.schema';
import { getDb, type Db } from '../../db/client';
import type { BookingSubject } from '../../db/queries/booking-subjects';
import { confirmRsvpRequest, previewRequest, type LinkFailure } from '../../db/queries/rsvp-requests.queries';
import {
  bookingState,
  bookingToCancel,
  cancelRsvp,
  isCapacityRefusal,
  stopBookingMails,
} from '../../db/queries/rsvps.queries';
import { bookingInvitation } from '../../db/queries/referrals.queries';
import { placesMoved } from './booking-notices';
import { HttpError, json, type MethodHandler } from './http';
import { hashToken, readRsvpCancelToken } from './mail/mail-links';

/** What the pages of one subject's links say (a stop's booking, a shift's sign-up). */
export interface LinkWords {
  confirmLinkInvalid: string;
  linkUsed: string;
  linkExpired: string;
  closed: string;
  confirmed: string;
  waiting: (position: number) => string;
  linkInvalid: string;
  cancelled: string;
  alreadyCancelled: string;
  mailsStopped: string;
}

/** One subject of the engine as its links see it: its statements' subject, its words, its snapshot's name. */
interface LinkSubject {
  subject: BookingSubject;
  words: LinkWords;
  /** The preview's key for the stop or the shift (`stop`, `shift`). */
  key: string;
}

const tokenHashOf = (req: Request) => hashToken(new URL(req.url).searchParams.get('t') ?? '');

/** Two clicks of one address at once (two links): the second insert meets the first's booking and runs again. */
const isDuplicateBooking = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * The confirm link of a request's mail. GET tells the page what the link would confirm, and changes nothing: mail
 * scanners and link previews open links, and some run the page's script. Only the page's button POSTs, which
 * confirms: the booking takes its places, or joins the waiting list at the position the answer gives; its mail
 * leaves at once. A link confirms once, within BOOKING_POLICY.confirmLinkHours, and only its own subject's request.
 */
export function confirmLink({ subject, words, key }: LinkSubject): { GET: MethodHandler; POST: MethodHandler } {
  const FAILURES: Record<LinkFailure, [number, string]> = {
    invalid: [404, words.confirmLinkInvalid],
    used: [409, words.linkUsed],
    expired: [410, words.linkExpired],
    closed: [409, words.closed],
  };
  const refuse = (failure: LinkFailure): never => {
    const [status, message] = FAILURES[failure];
    throw new HttpError(status, message);
  };
  const preview = (db: Db, tokenHash: string, today: string) => previewRequest(db, tokenHash, today, subject);
  const confirm = async (db: Db, tokenHash: string, today: string) => {
    try {
      return await confirmRsvpRequest(db, tokenHash, today, subject);
    } catch (error) {
      if (!isDuplicateBooking(error)) throw error;
      return confirmRsvpRequest(db, tokenHash, today, subject);
    }
  };
  return {
    GET: async (req) => {
      const found = await preview(getDb(), tokenHashOf(req), dayInItaly(new Date()));
      if ('failure' in found) return refuse(found.failure);
      const { subject: snapshot, ...rest } = found;
      return json({ [key]: snapshot, ...rest }, 200, { 'Cache-Control': 'no-store' });
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
        const found = await preview(db, tokenHash, today);
        if ('failure' in found) return refuse(found.failure);
        const { placesLeft, held } = found;
        throw new HttpError(409, changeRefusedMessage(placesLeft ?? 0, held?.people ?? 0));
      }
      if (!confirmed) {
        const found = await preview(db, tokenHash, today);
        return refuse('failure' in found ? found.failure : 'invalid');
      }
      const state = await bookingState(db, { rsvpId: confirmed.rsvpId }, subject);
      await placesMoved(context, db, { stopId: confirmed.stopId, limited: state?.limited ?? true }, subject);
      if (!state) throw new HttpError(409, words.alreadyCancelled);
      const reply: RsvpConfirmReply = {
        status: state.status,
        position: state.position,
        people: state.people,
        message: state.status === 'confirmed' ? words.confirmed : words.waiting(state.position ?? 1),
        invitation: await bookingInvitation(db, confirmed.rsvpId),
      };
      return json(reply);
    },
  };
}

/**
 * The body of RFC 8058's one-click. Mails sent before decision 0038 carry the cancel URL in their List-Unsubscribe
 * header: their mail app's "Annulla iscrizione" stops the booking's mail, as today's header does, and never cancels.
 */
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * The cancel link of every mail about a booking, without login. GET names the booking for its page, and changes
 * nothing (mail scanners open links, some run the page's script); a booking gone is 410, so the page says at once
 * that the link was used. POST, sent by the page's button, deletes the booking and its mail not yet sent, and sends
 * the receipt; again, it answers that it was already cancelled. A link of the other subject's booking is 410 here.
 */
export function cancelLink({ subject, words, key }: LinkSubject): { GET: MethodHandler; POST: MethodHandler } {
  const rsvpIdOf = (req: Request) => {
    const rsvpId = readRsvpCancelToken(new URL(req.url).searchParams.get('t') ?? '');
    if (rsvpId === null) throw new HttpError(404, words.linkInvalid);
    return rsvpId;
  };
  return {
    GET: async (req) => {
      const db = getDb();
      const rsvpId = rsvpIdOf(req);
      const booking = await bookingToCancel(db, rsvpId, subject);
      if (!booking) throw new HttpError(410, words.alreadyCancelled);
      const { stop: snapshot, ...rest } = booking;
      // The booking's page (docs/decisions/0042): its own link and whom it brought, behind the token of its mails.
      const invitation = await bookingInvitation(db, rsvpId);
      return json({ [key]: snapshot, ...rest, invitation }, 200, { 'Cache-Control': 'no-store' });
    },
    POST: async (req, context) => {
      const rsvpId = rsvpIdOf(req);
      const db = getDb();
      if ((await req.text()).trim() === ONE_CLICK) {
        await stopBookingMails(db, rsvpId);
        return json({ message: words.mailsStopped });
      }
      const cancelled = await cancelRsvp(db, rsvpId, false, subject);
      if (!cancelled) {
        return json({ status: 'alreadyCancelled', message: words.alreadyCancelled } satisfies RsvpCancelReply);
      }
      // Its places went to the waiting list in the same statement: those promoted are mailed with the receipt.
      await placesMoved(context, db, cancelled, subject);
      return json({ status: 'cancelled', message: words.cancelled } satisfies RsvpCancelReply);
    },
  };
}
