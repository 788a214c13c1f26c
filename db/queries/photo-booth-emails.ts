import type { Db } from '../client';
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

/** Every image-generator sign-up, newest first, for the admins' list and its CSV export. */
export async function listPhotoBoothEmails(db: Db): Promise<PhotoBoothEmail[]> {
  return db.query<PhotoBoothEmail>(`SELECT ${COLUMNS} FROM photo_booth_emails ORDER BY created_at DESC, id DESC`);
}
