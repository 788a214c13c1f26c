import type { Config } from '@netlify/functions';
import { newsletterIssueSchema } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { newsletterRecipients, queueNewsletterIssue } from '../../db/queries/newsletter-subscriptions.queries';
import { requireRole } from '../_lib/auth';
import { endpoint, json, readBody } from '../_lib/http';
import { sendSoon } from '../_lib/mail/outbox-delivery';

/**
 * A newsletter to every confirmed subscriber: queued in one statement (202 with how many), sent in batches from
 * right after the answer and by the scheduled sender; during the electoral silence it waits for the polls to close.
 */
export default endpoint({
  // The send screen's "Invia a N iscritti?".
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    return json({ recipients: await newsletterRecipients(db) }, 200, { 'Cache-Control': 'no-store' });
  },
  POST: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const issue = await readBody(req, newsletterIssueSchema);
    const { queued } = await queueNewsletterIssue(db, issue);
    if (queued > 0) sendSoon(context, db);
    return json({ queued }, 202);
  },
});

export const config: Config = { path: '/api/admin/newsletter-issues' };
