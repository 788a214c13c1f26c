import type { Config } from '@netlify/functions';
import type { MailStatus } from '../../core/schema/admin.schema';
import { inElectoralSilence } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { outboxCounts } from '../../db/queries/outbox.queries';
import { requireRole } from '../_lib/auth';
import { endpoint, json } from '../_lib/http';
import { mailSettings } from '../../server/mail-settings';

/** For the admin panel: whether mail can leave ("Invio email non configurato" otherwise) and what waits. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, ['content', 'inbox']);
    const counts = await outboxCounts(db, inElectoralSilence(Date.now()));
    const status: MailStatus = { configured: mailSettings().smtpUrl !== undefined, ...counts };
    return json(status);
  },
});

export const config: Config = { path: '/api/admin/mail-status' };
