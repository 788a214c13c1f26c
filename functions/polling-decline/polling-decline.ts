import type { Config } from '@netlify/functions';
import { POLLING_MESSAGES } from '../../core/schema/polling-section.schema';
import { getDb } from '../../db/client';
import { declineAssignment } from '../../db/queries/polling-sections.queries';
import { mailSettings } from '../../server/mail-settings';
import { HttpError, endpoint, json } from '../_lib/http';
import { readPollingDeclineToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';

/**
 * The decline link of an assignment mail (`?t=`), POSTed by the page's button (mail scanners open a mail's links):
 * the assignment goes, the section is uncovered and the campaign's inbox told. 409 when it is gone already
 * (declined, or changed by the staff), 404 for a token the site did not sign.
 */
export default endpoint({
  POST: async (req, context) => {
    const assignmentId = readPollingDeclineToken(new URL(req.url).searchParams.get('t') ?? '');
    if (assignmentId === null) throw new HttpError(404, POLLING_MESSAGES.declineInvalid);
    const db = getDb();
    const mailIds = await declineAssignment(db, assignmentId, mailSettings().campaignInbox);
    if (!mailIds) throw new HttpError(409, POLLING_MESSAGES.declineUsed);
    sendSoon(context, db, mailIds);
    return json({ message: POLLING_MESSAGES.declined });
  },
});

export const config: Config = { path: '/api/polling-assignments/decline' };
