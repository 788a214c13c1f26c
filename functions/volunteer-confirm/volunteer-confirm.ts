import type { Config } from '@netlify/functions';
import { VOLUNTEER_MESSAGES, type VolunteerConfirmationOutcome } from '../../core/schema/volunteer.schema';
import { getDb } from '../../db/client';
import { confirmVolunteer } from '../../db/queries/volunteers.queries';
import { HttpError, endpoint, json } from '../_lib/http';
import { hashToken } from '../_lib/mail/mail-links';

const FAILURES: Record<Exclude<VolunteerConfirmationOutcome, 'confirmed'>, [number, string]> = {
  used: [409, VOLUNTEER_MESSAGES.linkUsed],
  expired: [410, VOLUNTEER_MESSAGES.linkExpired],
  invalid: [404, VOLUNTEER_MESSAGES.linkInvalid],
};

/**
 * The link of a volunteer's sign-up mail (`?t=`), POSTed by the page's button: a POST, because mail scanners open
 * the links of a mail (GET) before the person does. Confirmed (200), already used (409), expired (410) or unknown
 * (404), each in words; the consent is recorded with the confirmation.
 */
export default endpoint({
  POST: async (req) => {
    const token = new URL(req.url).searchParams.get('t') ?? '';
    const outcome = await confirmVolunteer(getDb(), hashToken(token));
    if (outcome === 'confirmed') return json({ message: VOLUNTEER_MESSAGES.confirmed });
    const [status, message] = FAILURES[outcome];
    throw new HttpError(status, message);
  },
});

export const config: Config = { path: '/api/volunteers/confirm' };
