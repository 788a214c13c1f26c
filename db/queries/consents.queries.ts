import { PRIVACY_NOTICE_VERSION } from '../../core/privacy-notice';
import type { ConsentPurpose, ConsentRecord } from '../../core/schema/consent.schema';
import type { Db } from '../client';

// Spliced into statements as a literal: it is the site's own constant, never a visitor's text; checked once here.
if (!/^[a-z0-9-]+$/.test(PRIVACY_NOTICE_VERSION)) throw new Error('core/privacy-notice.ts: malformed version');

const COLUMNS = `id, email, purpose, notice_version AS "noticeVersion", source_page AS "sourcePage",
  given_at AS "givenAt", confirmed_at AS "confirmedAt", withdrawn_at AS "withdrawnAt"`;

/**
 * The INSERT that records one consent per row of `from`, as a step of the caller's own statement (like the outbox's
 * queueMailSql), so a sign-up, booking or message and the proof of its consent are written together or not at all.
 * `email`, `recordId` and `sourcePage` are SQL expressions over `from`'s columns or the caller's parameters (the page
 * is the visitor's text: bind it, never splice it). The notice version is the one this deploy shows.
 *
 *   WITH saved AS (INSERT INTO rsvps (…) VALUES (…) RETURNING id, email),
 *        consent AS (${consentSql('rsvp', { from: 'saved', email: 'saved.email', recordId: 'saved.id', sourcePage: '$9' })})
 *   SELECT …
 */
export function consentSql(
  purpose: ConsentPurpose,
  select: {
    from: string;
    email: string;
    recordId: string;
    sourcePage: string;
    /** When it was given, if before this statement (a booking request's, confirmed by its link). */
    givenAt?: string;
    /** Confirmed by the address's owner in this statement (the click on a mailed link). */
    confirmed?: true;
  },
): string {
  return `INSERT INTO consents (purpose, email, record_id, notice_version, source_page, given_at, confirmed_at)
    SELECT '${purpose}', ${select.email}, ${select.recordId}, '${PRIVACY_NOTICE_VERSION}', ${select.sourcePage}::text,
      ${select.givenAt ?? 'now()'}, ${select.confirmed ? 'now()' : 'NULL'}
    FROM ${select.from}
    RETURNING id`;
}

/**
 * The UPDATE that marks the consents of `purpose` given with the records in `ids` (an SQL expression giving their
 * ids) as confirmed from the mail or withdrawn, as a step of the caller's statement.
 */
export function consentEventSql(purpose: ConsentPurpose, event: 'confirmed' | 'withdrawn', ids: string): string {
  const column = event === 'confirmed' ? 'confirmed_at' : 'withdrawn_at';
  return `UPDATE consents SET ${column} = now()
    WHERE purpose = '${purpose}' AND ${column} IS NULL AND record_id IN (${ids})
    RETURNING id`;
}

/** Every consent recorded for an address (any case), newest first: what the erasure screen shows before it erases. */
export function consentsOf(db: Db, email: string): Promise<ConsentRecord[]> {
  return db.query<ConsentRecord>(
    `SELECT ${COLUMNS} FROM consents WHERE lower(email) = lower($1) ORDER BY given_at DESC, id DESC`,
    [email],
  );
}
