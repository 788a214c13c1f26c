import type { Config } from '@netlify/functions';
import type { NewsletterStatus, NewsletterSubscription } from '../../core/schema/newsletter-subscription.schema';
import { getDb } from '../../db/client';
import { newsletterInbox } from '../../db/queries/newsletter-subscriptions.queries';
import { requireRole } from '../_lib/auth';
import { csvDateTime, type CsvColumn } from '../_lib/csv';
import { HttpError, MESSAGES, endpoint } from '../_lib/http';
import { inboxResponse } from '../_lib/admin-list';

const STATUS_LABELS: Record<NewsletterStatus, string> = { confirmed: 'confermato', pending: 'in attesa di conferma' };

const NEWSLETTER_CSV_COLUMNS: readonly CsvColumn<NewsletterSubscription>[] = [
  { header: 'Data iscrizione', value: (row) => csvDateTime(row.subscribedAt) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Stato', value: (row) => STATUS_LABELS[row.status] },
  { header: 'Data conferma', value: (row) => (row.confirmedAt ? csvDateTime(row.confirmedAt) : null) },
];

const STATUSES = ['all', 'confirmed', 'pending'] as const;

/**
 * The newsletter's subscribers, newest first, each with its status: pages of 50 with a search for the panel, or
 * ?format=csv for Excel. `?status=confirmed|pending|all` picks whom; the panel lists all by default, the export
 * only the confirmed (the addresses one may write to).
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    const params = new URL(req.url).searchParams;
    const status = params.get('status') ?? (params.get('format') === 'csv' ? 'confirmed' : 'all');
    if (!STATUSES.includes(status as (typeof STATUSES)[number])) {
      throw new HttpError(400, MESSAGES.badInput, { status: 'Stato non valido: confirmed, pending o all' });
    }
    const list = newsletterInbox(status as (typeof STATUSES)[number]);
    return inboxResponse(req, db, list, NEWSLETTER_CSV_COLUMNS, 'iscritti-newsletter');
  },
});

export const config: Config = { path: '/api/admin/newsletter-subscriptions' };
