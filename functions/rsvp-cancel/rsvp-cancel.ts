import type { Config } from '@netlify/functions';
import { PAGE_ROUTES } from '../../core/page-routes';
import { RSVP_MESSAGES, type RsvpCancelReply } from '../../core/schema/rsvp.schema';
import { getDb } from '../../db/client';
import { cancelRsvp, notifyBookings } from '../../db/queries/rsvps.queries';
import { CACHE_TAGS, purgeListCache } from '../_lib/cache';
import { HttpError, endpoint, json } from '../_lib/http';
import { readRsvpCancelToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('t') ?? '';

/**
 * The cancel link of every mail about a booking, without login. POST (RFC 8058's one-click, whose body
 * `List-Unsubscribe=One-Click` says nothing more, or the page /prenotazione/annulla once the person confirms)
 * deletes the booking and its mail not yet sent, and sends the receipt; again, it answers that it was already
 * cancelled. A GET (someone opening the header's URL) changes nothing: it leads to the page, which asks first.
 */
export default endpoint({
  POST: async (req, context) => {
    const rsvpId = readRsvpCancelToken(tokenOf(req));
    if (rsvpId === null) throw new HttpError(404, RSVP_MESSAGES.linkInvalid);
    const db = getDb();
    const cancelled = await cancelRsvp(db, rsvpId);
    if (!cancelled) {
      return json({ status: 'alreadyCancelled', message: RSVP_MESSAGES.alreadyCancelled } satisfies RsvpCancelReply);
    }
    // Its places went to the waiting list in the same statement: those promoted are mailed with the receipt.
    sendSoon(context, db, [...cancelled.mailIds, ...(await notifyBookings(db, cancelled.stopId))]);
    // Places freed: the public list must say how many are left.
    if (cancelled.limited) await purgeListCache(CACHE_TAGS.tourEvents);
    return json({ status: 'cancelled', message: RSVP_MESSAGES.cancelled } satisfies RsvpCancelReply);
  },
  GET: async (req) => {
    const page = `${PAGE_ROUTES.rsvpCancel.path}?t=${encodeURIComponent(tokenOf(req))}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  },
});

export const config: Config = { path: '/api/rsvps/cancel' };
