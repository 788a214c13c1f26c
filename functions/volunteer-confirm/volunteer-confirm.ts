import type { Config } from '@netlify/functions';
import { VOLUNTEER_MESSAGES } from '../../core/schema/volunteer.schema';
import { getDb } from '../../db/client';
import { confirmVolunteer } from '../../db/queries/volunteers.queries';
import { refuseLink } from '../_lib/confirm-link';
import { endpoint, json } from '../_lib/http';
import { hashToken } from '../_lib/mail/mail-links';

/**
 * The link of a volunteer's sign-up mail (`?t=`), POSTed by the page's button: a POST, because mail scanners open
 * the links of a mail (GET) before the person does. Confirmed (200, its consent recorded), already used (409),
 * expired (410) or unknown (404), each in words.
 */
export default endpoint({
  POST: async (req) => {
    const token = new URL(req.url).searchParams.get('t') ?? '';
    const outcome = await confirmVolunteer(getDb(), hashToken(token));
    if (outcome !== 'confirmed') refuseLink(outcome, VOLUNTEER_MESSAGES);
    return json({ message: VOLUNTEER_MESSAGES.confirmed });
  },
});

export const config: Config = { path: '/api/volunteers/confirm' };
