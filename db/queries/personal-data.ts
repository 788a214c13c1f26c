import type { ErasedCounts } from '../../core/schema/admin';
import type { Db } from '../client';

/**
 * The right to erasure: every row that holds this address, in any case, across the three tables that store
 * visitors' details. One statement, so either all of them go or none does.
 */
export async function erasePersonalData(db: Db, email: string): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `WITH contacts AS (DELETE FROM contact_submissions WHERE lower(email) = lower($1) RETURNING 1),
       booth AS (DELETE FROM photo_booth_emails WHERE lower(email) = lower($1) RETURNING 1),
       newsletter AS (DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1) RETURNING 1)
     SELECT (SELECT count(*) FROM contacts)::int AS "contactSubmissions",
       (SELECT count(*) FROM booth)::int AS "photoBoothEmails",
       (SELECT count(*) FROM newsletter)::int AS "newsletterSubscriptions"`,
    [email],
  );
  return row;
}
