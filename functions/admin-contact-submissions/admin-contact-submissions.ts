import type { Config } from '@netlify/functions';
import { listContactSubmissions } from '../../db/queries/contact-submissions';
import type { ContactSubmission } from '../../db/schema/contact';
import { requireAdmin } from '../_lib/auth';
import { csvDateTime, csvFilename, csvFlag, csvResponse, toCsv, type CsvColumn } from '../_lib/csv';
import { getDb } from '../_lib/db';
import { endpoint, json } from '../_lib/http';

export const CONTACT_CSV_COLUMNS: readonly CsvColumn<ContactSubmission>[] = [
  { header: 'Data', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Telefono', value: (row) => row.phone },
  { header: 'Messaggio', value: (row) => row.message },
  { header: 'Privacy accettata', value: (row) => csvFlag(row.privacyAccepted) },
  { header: 'Consenso marketing', value: (row) => csvFlag(row.marketingConsent) },
];

/** The contact messages, newest first: JSON for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    await requireAdmin(db, req);
    const rows = await listContactSubmissions(db);
    if (new URL(req.url).searchParams.get('format') === 'csv') {
      return csvResponse(toCsv(CONTACT_CSV_COLUMNS, rows), csvFilename('messaggi-contatti'));
    }
    return json(rows);
  },
});

export const config: Config = { path: '/api/admin/contact-submissions' };
