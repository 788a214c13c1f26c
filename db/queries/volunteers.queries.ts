import { DAY_SECONDS, HOUR_SECONDS, RETENTION_POLICY, VOLUNTEER_POLICY } from '../../core/policy';
import type {
  VolunteerActivity,
  VolunteerConfirmationOutcome,
  VolunteerInput,
} from '../../core/schema/volunteer.schema';
import type { Db } from '../client';
import { confirmSignUp } from './confirm-links.queries';
import { consentSql } from './consents.queries';
import type { InboxList } from './inbox.queries';
import type { ConfirmationToken } from './newsletter-subscriptions.queries';
import { queueMailSql } from './outbox.queries';
import { referrerSql } from './referrals.queries';
import { listRepresentativeOfferSql } from './polling-sections.queries';
import type { ListRepresentativeOffer } from '../../core/schema/list-representative.schema';

const { confirmLinkHours, mailsPerHour, mailsPerDay } = VOLUNTEER_POLICY;

/** The mails counted by the caps of VOLUNTEER_POLICY: every mail about volunteering sent to an address. */
const CAPPED_KINDS = `('volunteer-confirm', 'volunteer-known')`;

const COLUMNS = `id, name, email, phone, comune, comune_code AS "comuneCode", activities, availability,
  CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END AS status,
  created_at AS "createdAt", confirmed_at AS "confirmedAt"`;

/**
 * An offer of time from /volontari, in one transaction: a new address becomes a pending volunteer and is sent the
 * link that confirms it; a pending one has its details and its link replaced and is sent the new link; a confirmed
 * one is left as it is and is sent a mail saying it is one already. Nothing is written, and nothing sent, once the
 * address had its mails of the hour or of the day (VOLUNTEER_POLICY). The sign-ups of one address are counted one
 * at a time (an advisory lock on it), so parallel ones cannot pass the caps together. A rappresentante di lista's
 * `offer` is stored beside the pending sign-up, or dropped when sent again without it. Returns the mail queued, and
 * whether the sign-up was written.
 */
export async function requestVolunteer(
  db: Db,
  volunteer: VolunteerInput & { comuneCode: string },
  token: ConfirmationToken,
  sourcePage: string | null,
  offer?: ListRepresentativeOffer,
): Promise<{ mailIds: number[]; saved: boolean }> {
  const [, rows] = (await db.transaction([
    { text: `SELECT pg_advisory_xact_lock(hashtextextended('volunteer:' || lower($1), 0))`, params: [volunteer.email] },
    {
      text: `WITH capped AS (
         SELECT count(*) FILTER (WHERE created_at > now() - make_interval(secs => $12)) >= $10
           OR count(*) >= $11 AS capped
         FROM outbox WHERE kind IN ${CAPPED_KINDS} AND lower(recipient) = lower($2)
           AND created_at > now() - make_interval(secs => $13)),
       known AS (
         SELECT id, name, email, referral_code FROM volunteers
         WHERE lower(email) = lower($2) AND confirmed_at IS NOT NULL AND NOT (SELECT capped FROM capped)),
       saved AS (
         INSERT INTO volunteers AS v
           (name, email, phone, comune_code, comune, activities, availability, source_page, confirm_token_hash,
            referred_by)
         SELECT $1, $2, $3, $4, $5, $6::text[], $7, $8, $9, ${referrerSql('$15', '$2')}
         WHERE NOT (SELECT capped FROM capped) AND NOT EXISTS (SELECT 1 FROM known)
         ON CONFLICT ((lower(email))) DO UPDATE
           SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone,
             comune_code = EXCLUDED.comune_code, comune = EXCLUDED.comune, activities = EXCLUDED.activities,
             availability = EXCLUDED.availability, source_page = EXCLUDED.source_page,
             confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_sent_at = now(),
             referred_by = coalesce(v.referred_by, EXCLUDED.referred_by)
           WHERE v.confirmed_at IS NULL
         RETURNING id, name, email),
       queued AS (${queueMailSql('volunteer-confirm', {
         from: 'saved',
         recipient: 'saved.email',
         data: { volunteerId: 'saved.id', nonce: '$14::text', name: 'saved.name' },
       })}),
       told AS (${queueMailSql('volunteer-known', {
         from: 'known',
         recipient: 'known.email',
         data: { name: 'known.name', referralCode: 'known.referral_code' },
       })})
       SELECT id, true AS saved FROM queued UNION ALL SELECT id, false FROM told`,
      params: [
        volunteer.name,
        volunteer.email,
        volunteer.phone ?? null,
        volunteer.comuneCode,
        volunteer.comune,
        volunteer.activities,
        volunteer.availability ?? null,
        sourcePage,
        token.tokenHash,
        mailsPerHour,
        mailsPerDay,
        HOUR_SECONDS,
        DAY_SECONDS,
        token.nonce,
        volunteer.ref ?? null,
      ],
    },
    listRepresentativeOfferSql(token.tokenHash, offer),
  ])) as [unknown[], { id: number; saved: boolean }[]];
  return { mailIds: rows.map((row) => row.id), saved: rows.some((row) => row.saved) };
}

/**
 * The click on a sign-up's link (confirmSignUp): confirms the volunteer its token names while the link is fresh, with
 * the proof of the consent given with the sign-up (when its newest link was sent) and confirmed now.
 */
export function confirmVolunteer(db: Db, tokenHash: string): Promise<VolunteerConfirmationOutcome> {
  return confirmSignUp(
    db,
    {
      table: 'volunteers',
      linkSeconds: confirmLinkHours * HOUR_SECONDS,
      consentSql: consentSql('volunteer', {
        from: 'confirmed',
        email: 'confirmed.email',
        recordId: 'confirmed.id',
        sourcePage: 'confirmed.source_page',
        givenAt: 'confirmed.confirm_sent_at',
        confirmed: true,
      }),
    },
    tokenHash,
  );
}

/** The retention job: sign-ups never confirmed, RETENTION_POLICY.unconfirmedSignUpDays after their last link. */
export async function deleteUnconfirmedVolunteers(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM volunteers WHERE confirmed_at IS NULL AND confirm_sent_at < now() - make_interval(days => $1)
     RETURNING 1`,
    [RETENTION_POLICY.unconfirmedSignUpDays],
  );
  return rows.length;
}

/** The admins' list of volunteers, searched by name, email, phone and comune, narrowed to one activity or comune. */
export function volunteersInbox(filters: { activity?: VolunteerActivity; comuneCode?: string }): InboxList {
  const conditions: string[] = [];
  const filterParams: string[] = [];
  if (filters.activity) {
    filterParams.push(filters.activity);
    conditions.push(`$${filterParams.length} = ANY (activities)`);
  }
  if (filters.comuneCode) {
    filterParams.push(filters.comuneCode);
    conditions.push(`comune_code = $${filterParams.length}`);
  }
  return {
    table: 'volunteers',
    columns: COLUMNS,
    created: 'created_at',
    filter: conditions.length > 0 ? conditions.join(' AND ') : undefined,
    filterParams,
  };
}
