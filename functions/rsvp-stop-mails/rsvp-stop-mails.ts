import type { Config } from '@netlify/functions';
import { PAGE_ROUTES } from '../../core/page-routes';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import { getDb } from '../../db/client';
import { stopBookingMails } from '../../db/queries/rsvps.queries';
import { HttpError, endpoint, json } from '../_lib/http';
import { readRsvpStopMailsToken, rsvpCancelToken } from '../_lib/mail/mail-links';

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('t') ?? '';

/**
 * The RFC 8058 one-click of every mail about a live booking (its List-Unsubscribe header), without login. POST, sent
 * by a mail app's "Annulla iscrizione", stops the campaign's mail about the booking (reminders, change notices, the
 * staff's messages) and never cancels it; again, or for a booking gone, it answers the same. A GET (someone opening
 * the header's URL) changes nothing: it leads to the booking's cancel page, which names it and asks before anything.
 */
export default endpoint({
  POST: async (req) => {
    const rsvpId = readRsvpStopMailsToken(tokenOf(req));
    if (rsvpId === null) throw new HttpError(404, RSVP_MESSAGES.linkInvalid);
    await stopBookingMails(getDb(), rsvpId);
    return json({ message: RSVP_MESSAGES.mailsStopped });
  },
  GET: async (req) => {
    const rsvpId = readRsvpStopMailsToken(tokenOf(req));
    const page = `${PAGE_ROUTES.rsvpCancel.path}?t=${rsvpId === null ? '' : rsvpCancelToken(rsvpId)}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  },
});

export const config: Config = { path: '/api/rsvps/stop-mails' };
