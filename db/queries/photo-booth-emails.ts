import type { Db } from '../client';
import type { InboxList } from './inbox';
import type { PhotoBoothEmail, PhotoBoothRecordInput } from '../../core/schema/photo-booth-email';

const COLUMNS = `id, email, nome_cognome AS "nomeCognome", citta, provincia, privacy_accepted AS "privacyAccepted",
  marketing_consent AS "marketingConsent", created_at AS "createdAt"`;

export async function insertPhotoBoothEmail(db: Db, record: PhotoBoothRecordInput): Promise<PhotoBoothEmail> {
  const [row] = await db.query<PhotoBoothEmail>(
    `INSERT INTO photo_booth_emails (email, nome_cognome, citta, provincia, privacy_accepted, marketing_consent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [record.email, record.nomeCognome, record.citta, record.provincia, record.privacyAccepted, record.marketingConsent],
  );
  return row;
}

/** The admins' list of image-generator sign-ups: searched by name, email and town (search_text). */
export const PHOTO_BOOTH_INBOX: InboxList = {
  table: 'photo_booth_emails',
  columns: COLUMNS,
  created: 'created_at',
};
