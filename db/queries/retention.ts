import type { ErasedCounts } from '../../core/schema/admin';
import type { Db } from '../client';

/** What the retention job would delete: every row of the three tables of visitors' details. */
export async function countPersonalData(db: Db): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `SELECT (SELECT count(*) FROM contact_submissions)::int AS "contactSubmissions",
       (SELECT count(*) FROM photo_booth_emails)::int AS "photoBoothEmails",
       (SELECT count(*) FROM newsletter_subscriptions)::int AS "newsletterSubscriptions"`,
  );
  return row;
}

/** Deletes every visitor's details in one statement, so either all three tables are emptied or none is. */
export async function deleteAllPersonalData(db: Db): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `WITH contacts AS (DELETE FROM contact_submissions RETURNING 1),
       booth AS (DELETE FROM photo_booth_emails RETURNING 1),
       newsletter AS (DELETE FROM newsletter_subscriptions RETURNING 1)
     SELECT (SELECT count(*) FROM contacts)::int AS "contactSubmissions",
       (SELECT count(*) FROM booth)::int AS "photoBoothEmails",
       (SELECT count(*) FROM newsletter)::int AS "newsletterSubscriptions"`,
  );
  return row;
}
