import type { Config } from '@netlify/functions';
import { CONTACT_INBOX } from '../../db/queries/contact-submissions.queries';
import type { ContactSubmission } from '../../core/schema/contact.schema';
import { csvDateTime, csvFlag, type CsvColumn } from '../_lib/csv';
import { inboxResponse } from '../_lib/admin-list';
import { getDb } from '../../db/client';
import { requireRole } from '../_lib/auth';
import { endpoint } from '../_lib/http';

const CONTACT_CSV_COLUMNS: readonly CsvColumn<ContactSubmission>[] = [
  { header: 'Data', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefono', value: (row) => row.phone },
  { header: 'Messaggio', value: (row) => row.message },
  { header: 'Privacy accettata', value: (row) => csvFlag(row.privacyAccepted) },
  { header: 'Consenso marketing', value: (row) => csvFlag(row.marketingConsent) },
];

/** The contact messages, newest first: pages of 50 with a search for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    return inboxResponse(req, db, CONTACT_INBOX, CONTACT_CSV_COLUMNS, 'messaggi-contatti');
  },
});

export const config: Config = { path: '/api/admin/contact-submissions' };
