import type { Db } from '../client';
import type { InboxList } from './inbox.queries';
import { consentSql } from './consents.queries';
import { queueMailSql } from './outbox.queries';
import type { ContactInput, ContactSubmission } from '../../core/schema/contact.schema';

const COLUMNS = `id, name, email, phone, message, privacy_accepted AS "privacyAccepted",
  marketing_consent AS "marketingConsent", created_at AS "createdAt"`;

/**
 * A contact message, in one statement with the notification to the campaign's inbox (`campaignInbox`; without it the
 * message is stored and no mail queued) and, when the person asked for campaign updates, the record of that consent.
 * Returns the message and the ids of the mail queued. Never the site content's public contact email: editors change
 * it, and the notification carries what the person wrote.
 */
export async function insertContactSubmission(
  db: Db,
  contact: ContactInput,
  campaignInbox: string | undefined,
  sourcePage: string | null,
): Promise<{ submission: ContactSubmission; mailIds: number[] }> {
  const [row] = await db.query<ContactSubmission & { mailIds: number[] }>(
    `WITH saved AS (
       INSERT INTO contact_submissions (name, email, phone, message, privacy_accepted, marketing_consent)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}),
     queued AS (${queueMailSql('contact-notification', {
       from: 'saved WHERE $7::text IS NOT NULL',
       recipient: '$7',
       replyTo: 'saved.email',
       data: { name: 'saved.name', email: 'saved.email', phone: 'saved.phone', message: 'saved.message' },
     })}),
     consent AS (${consentSql('contact-marketing', {
       from: 'saved WHERE saved."marketingConsent" = 1',
       email: 'saved.email',
       recordId: 'saved.id',
       sourcePage: '$8',
     })})
     SELECT saved.*, ARRAY(SELECT id FROM queued) AS "mailIds" FROM saved`,
    [
      contact.name,
      contact.email,
      contact.phone ?? null,
      contact.message,
      contact.privacyAccepted,
      contact.marketingConsent,
      campaignInbox ?? null,
      sourcePage,
    ],
  );
  const { mailIds, ...submission } = row;
  return { submission, mailIds };
}

/** The admins' inbox of messages: searched by name, email and message (search_text). */
export const CONTACT_INBOX: InboxList = {
  table: 'contact_submissions',
  columns: COLUMNS,
  created: 'created_at',
};
