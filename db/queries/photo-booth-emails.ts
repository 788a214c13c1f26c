import type { Db } from '../client';
import { consentSql } from './consents';
import type { InboxList } from './inbox';
import type { PhotoBoothEmail, PhotoBoothRecordInput } from '../../core/schema/photo-booth-email';

const COLUMNS = `id, email, nome_cognome AS "nomeCognome", citta, provincia, privacy_accepted AS "privacyAccepted",
  marketing_consent AS "marketingConsent", created_at AS "createdAt"`;

/** An image-generator sign-up and, when the person asked for campaign updates, the record of that consent. */
export async function insertPhotoBoothEmail(
  db: Db,
  record: PhotoBoothRecordInput,
  sourcePage: string | null,
): Promise<PhotoBoothEmail> {
  const [row] = await db.query<PhotoBoothEmail>(
    `WITH saved AS (
       INSERT INTO photo_booth_emails (email, nome_cognome, citta, provincia, privacy_accepted, marketing_consent)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}),
     consent AS (${consentSql('photo-booth-marketing', {
       from: 'saved WHERE saved."marketingConsent" = 1',
       email: 'saved.email',
       recordId: 'saved.id',
       sourcePage: '$7',
     })})
     SELECT * FROM saved`,
    [
      record.email,
      record.nomeCognome,
      record.citta,
      record.provincia,
      record.privacyAccepted,
      record.marketingConsent,
      sourcePage,
    ],
  );
  return row;
}

/** The admins' list of image-generator sign-ups: searched by name, email and town (search_text). */
export const PHOTO_BOOTH_INBOX: InboxList = {
  table: 'photo_booth_emails',
  columns: COLUMNS,
  created: 'created_at',
};
