import type { ErasedCounts } from '../../core/schema/admin.schema';
import type { Db } from '../client';

/**
 * The tables that store visitors' details, by the name their count takes in the answers. The erasure, the
 * retention job and its count for the admin panel all read this one list, so a new table of personal data
 * cannot be left out of one of them; db/personal-data-tables.test.ts finds every table with an email column here.
 */
export const PERSONAL_DATA_TABLES: Record<keyof ErasedCounts, string> = {
  contactSubmissions: 'contact_submissions',
  photoBoothEmails: 'photo_booth_emails',
  newsletterSubscriptions: 'newsletter_subscriptions',
  rsvps: 'rsvps',
  rsvpRequests: 'rsvp_requests',
  volunteers: 'volunteers',
  checkIns: 'check_ins',
  consents: 'consents',
};

const tables = Object.entries(PERSONAL_DATA_TABLES);

/**
 * Deletes the rows matching `where` from every table in one statement, so either all of them go or none does, with
 * the mail to or about them in the outbox (`outboxWhere`), sent or not: an erased address is sent nothing more. The
 * referral codes go with their rows; the credit they gave others' rows is cleared too, so nothing left says whom
 * an erased person brought (docs/decisions/0042). (The steps are named after the tables: `public.` names a table.)
 */
async function deletePersonalData(
  db: Db,
  where: string,
  outboxWhere: string,
  params: unknown[] = [],
): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `WITH ${tables.map(([key, table]) => `"${key}" AS (DELETE FROM ${table} WHERE ${where} RETURNING 1)`).join(',\n')},
     mail AS (DELETE FROM outbox WHERE ${outboxWhere}),
     referrers AS (
       SELECT referral_code AS code FROM public.rsvps WHERE ${where}
       UNION ALL SELECT referral_code FROM public.volunteers WHERE ${where}),
     ${['rsvps', 'volunteers', 'rsvp_requests']
       .map(
         (table) => `"uncredited_${table}" AS (UPDATE public.${table} SET referred_by = NULL
           WHERE referred_by IN (SELECT code FROM referrers) AND NOT (${where}))`,
       )
       .join(',\n')}
     SELECT ${tables.map(([key]) => `(SELECT count(*) FROM "${key}")::int AS "${key}"`).join(',\n')}`,
    params,
  );
  return row;
}

/** The right to erasure: every row that holds this address, in any case. */
export function erasePersonalData(db: Db, email: string): Promise<ErasedCounts> {
  return deletePersonalData(
    db,
    'lower(email) = lower($1)',
    'lower(recipient) = lower($1) OR lower(reply_to) = lower($1)',
    [email],
  );
}

/** The retention job: every visitor's details, and every mail. */
export function deleteAllPersonalData(db: Db): Promise<ErasedCounts> {
  return deletePersonalData(db, 'TRUE', 'TRUE');
}

/** What is held about an address (any case), per table: what the erasure screen shows before it erases. */
export async function countPersonalDataOf(db: Db, email: string): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `SELECT ${tables
      .map(([key, table]) => `(SELECT count(*) FROM ${table} WHERE lower(email) = lower($1))::int AS "${key}"`)
      .join(',\n')}`,
    [email],
  );
  return row;
}

/** What the retention job would delete: every row of the tables of visitors' details. */
export async function countPersonalData(db: Db): Promise<ErasedCounts> {
  const [row] = await db.query<ErasedCounts>(
    `SELECT ${tables.map(([key, table]) => `(SELECT count(*) FROM ${table})::int AS "${key}"`).join(',\n')}`,
  );
  return row;
}
