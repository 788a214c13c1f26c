import type { Config } from '@netlify/functions';
import { VOLUNTEER_MESSAGES, type VolunteerConfirmReply } from '../../core/schema/volunteer.schema';
import { getDb } from '../../db/client';
import { volunteerInvitation } from '../../db/queries/referrals.queries';
import { confirmVolunteer } from '../../db/queries/volunteers.queries';
import { refuseLink } from '../_lib/confirm-link';
import { HttpError, endpoint, json } from '../_lib/http';
import { hashToken } from '../_lib/mail/mail-links';

const tokenHashOf = (req: Request) => hashToken(new URL(req.url).searchParams.get('t') ?? '');

/**
 * The link of a volunteer's sign-up mail (`?t=`), POSTed by the page's button: a POST, because mail scanners open
 * the links of a mail (GET) before the person does. Confirmed (200, its consent recorded, with the volunteer's own
 * link to invite friends), already used (409), expired (410) or unknown (404), each in words. GET changes nothing:
 * for a volunteer that link confirmed, it answers their own link and whom it brought (the page reached again, the
 * volunteer's page: docs/decisions/0042); for any other token, 404.
 */
export default endpoint({
  GET: async (req) => {
    const invitation = await volunteerInvitation(getDb(), tokenHashOf(req));
    if (!invitation) throw new HttpError(404, VOLUNTEER_MESSAGES.linkInvalid);
    return json({ invitation }, 200, { 'Cache-Control': 'no-store' });
  },
  POST: async (req) => {
    const db = getDb();
    const tokenHash = tokenHashOf(req);
    const outcome = await confirmVolunteer(db, tokenHash);
    if (outcome !== 'confirmed') refuseLink(outcome, VOLUNTEER_MESSAGES);
    const invitation = await volunteerInvitation(db, tokenHash);
    if (!invitation) throw new Error('A volunteer just confirmed has no invitation');
    return json({ message: VOLUNTEER_MESSAGES.confirmed, invitation } satisfies VolunteerConfirmReply);
  },
});

export const config: Config = { path: '/api/volunteers/confirm', method: ['GET', 'POST'] };
