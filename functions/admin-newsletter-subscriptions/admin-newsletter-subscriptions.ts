import type { Config } from '@netlify/functions';
import type { NewsletterSubscription } from '../../core/schema/newsletter-subscription';
import { getDb } from '../../db/client';
import { NEWSLETTER_INBOX } from '../../db/queries/newsletter-subscriptions';
import { requireAdmin } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { endpoint } from '../_lib/http';
import { inboxResponse } from '../_lib/inbox';

const NEWSLETTER_CSV_COLUMNS: readonly CsvColumn<NewsletterSubscription>[] = [
  { header: 'Data iscrizione', value: (row) => csvDateTime(row.subscribedAt) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Nome', value: (row) => row.name },
];

/** The newsletter's subscribers, newest first: pages of 50 with a search for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    return inboxResponse(req, db, NEWSLETTER_INBOX, NEWSLETTER_CSV_COLUMNS, 'iscritti-newsletter');
  },
});

export const config: Config = { path: '/api/admin/newsletter-subscriptions' };
