import type { Db } from '../client';
import type { ContactInput, ContactSubmission } from '../../core/schema/contact';

const COLUMNS = `id, name, email, phone, message, privacy_accepted AS "privacyAccepted",
  marketing_consent AS "marketingConsent", created_at AS "createdAt"`;

export async function insertContactSubmission(db: Db, contact: ContactInput): Promise<ContactSubmission> {
  const [row] = await db.query<ContactSubmission>(
    `INSERT INTO contact_submissions (name, email, phone, message, privacy_accepted, marketing_consent)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [contact.name, contact.email, contact.phone ?? null, contact.message, contact.privacyAccepted, contact.marketingConsent],
  );
  return row;
}

/** Every message, newest first, for the admins' inbox and its CSV export. */
export async function listContactSubmissions(db: Db): Promise<ContactSubmission[]> {
  return db.query<ContactSubmission>(`SELECT ${COLUMNS} FROM contact_submissions ORDER BY created_at DESC, id DESC`);
}
