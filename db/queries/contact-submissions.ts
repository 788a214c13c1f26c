import type { Db } from '../client';
import type { InboxList } from './inbox';
import type { ContactInput, ContactSubmission } from '../../core/schema/contact';

const COLUMNS = `id, name, email, phone, message, privacy_accepted AS "privacyAccepted",
  marketing_consent AS "marketingConsent", created_at AS "createdAt"`;

export async function insertContactSubmission(db: Db, contact: ContactInput): Promise<ContactSubmission> {
  const [row] = await db.query<ContactSubmission>(
    `INSERT INTO contact_submissions (name, email, phone, message, privacy_accepted, marketing_consent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      contact.name,
      contact.email,
      contact.phone ?? null,
      contact.message,
      contact.privacyAccepted,
      contact.marketingConsent,
    ],
  );
  return row;
}

/** The admins' inbox of messages: searched by name, email and message (search_text). */
export const CONTACT_INBOX: InboxList = {
  table: 'contact_submissions',
  columns: COLUMNS,
  created: 'created_at',
};
