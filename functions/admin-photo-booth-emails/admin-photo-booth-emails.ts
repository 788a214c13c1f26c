import type { Config } from '@netlify/functions';
import { PHOTO_BOOTH_INBOX } from '../../db/queries/photo-booth-emails.queries';
import type { PhotoBoothEmail } from '../../core/schema/photo-booth-email.schema';
import { csvDateTime, csvFlag, type CsvColumn } from '../_lib/csv';
import { inboxResponse } from '../_lib/admin-list';
import { getDb } from '../../db/client';
import { requireRole } from '../_lib/auth';
import { endpoint } from '../_lib/http';

const PHOTO_BOOTH_CSV_COLUMNS: readonly CsvColumn<PhotoBoothEmail>[] = [
  { header: 'Data', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nome e cognome', value: (row) => row.nomeCognome },
  { header: 'Email', value: (row) => row.email },
  { header: 'Città', value: (row) => row.citta },
  { header: 'Provincia', value: (row) => row.provincia },
  { header: 'Privacy accettata', value: (row) => csvFlag(row.privacyAccepted) },
  { header: 'Consenso marketing', value: (row) => csvFlag(row.marketingConsent) },
];

/** The image generator's sign-ups, newest first: pages of 50 with a search for the panel, or ?format=csv for Excel. */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'inbox');
    return inboxResponse(req, db, PHOTO_BOOTH_INBOX, PHOTO_BOOTH_CSV_COLUMNS, 'iscrizioni-generatore-immagini');
  },
});

export const config: Config = { path: '/api/admin/photo-booth-emails' };
