import type { Db } from '../client';
import type {
  NewsletterConfirmationOutcome,
  NewsletterIssueInput,
  NewsletterStatus,
  NewsletterSubscriptionInput,
} from '../../core/schema/newsletter-subscription.schema';
import type { InboxList } from './inbox.queries';
import { consentEventSql, consentSql } from './consents.queries';
import { queueMailSql } from './outbox.queries';
import { auditSql } from './audit-log.queries';
import { DAY_SECONDS, NEWSLETTER_POLICY, RETENTION_POLICY } from '../../core/policy';
import { confirmSignUp } from './confirm-links.queries';

const COLUMNS = `id, email, name, subscribed_at AS "subscribedAt",
  CASE WHEN confirmed_at IS NULL THEN 'pending' ELSE 'confirmed' END AS status, confirmed_at AS "confirmedAt"`;

/** The confirmation link's parts: the token's hash, stored; the nonce the sender makes the token from. */
export interface ConfirmationToken {
  tokenHash: string;
  nonce: string;
}

/**
 * A sign-up, in one statement with its confirmation mail and the record of its consent: a new address becomes a
 * pending subscription and is sent a link; a pending one is sent a new link (replacing the old one) unless it was
 * sent one within NEWSLETTER_POLICY.confirmMailEveryHours; a confirmed one is left as it is and sent nothing (its consent is on record already).
 * Returns the ids of the mail queued (none or one).
 */
export async function subscribeToNewsletter(
  db: Db,
  subscription: NewsletterSubscriptionInput,
  confirmation: ConfirmationToken,
  sourcePage: string | null,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH subscription AS (
       INSERT INTO newsletter_subscriptions AS s (email, name, confirm_token_hash, confirm_sent_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT ((lower(email))) DO UPDATE
         SET confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_sent_at = now(),
             name = coalesce(EXCLUDED.name, s.name)
         WHERE s.confirmed_at IS NULL
           AND (s.confirm_sent_at IS NULL OR s.confirm_sent_at < now() - make_interval(hours => $6))
       RETURNING id, email),
     queued AS (${queueMailSql('newsletter-confirm', {
       from: 'subscription',
       recipient: 'email',
       data: { subscriptionId: 'id', nonce: '$4::text' },
     })}),
     consent AS (${consentSql('newsletter', { from: 'subscription', email: 'email', recordId: 'id', sourcePage: '$5' })})
     SELECT id FROM queued`,
    [
      subscription.email,
      subscription.name ?? null,
      confirmation.tokenHash,
      confirmation.nonce,
      sourcePage,
      NEWSLETTER_POLICY.confirmMailEveryHours,
    ],
  );
  return rows.map((row) => row.id);
}

/** A confirmation link used: confirms the subscription its token names while the link is fresh (confirmSignUp). */
export function confirmNewsletterSubscription(db: Db, tokenHash: string): Promise<NewsletterConfirmationOutcome> {
  return confirmSignUp(
    db,
    {
      table: 'newsletter_subscriptions',
      linkSeconds: NEWSLETTER_POLICY.confirmLinkDays * DAY_SECONDS,
      consentSql: consentEventSql('newsletter', 'confirmed', 'SELECT id FROM confirmed'),
    },
    tokenHash,
  );
}

/**
 * An unsubscribe: the subscription and its mail not yet sent are deleted together, and its consent marked withdrawn
 * (kept, as proof of what was given and when it ended, until the person's data is erased). True when there was one.
 */
export async function unsubscribeFromNewsletter(db: Db, subscriptionId: number): Promise<boolean> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH gone AS (DELETE FROM newsletter_subscriptions WHERE id = $1 RETURNING id),
     unsent AS (
       DELETE FROM outbox
       WHERE sent_at IS NULL AND kind IN ('newsletter-confirm', 'newsletter-issue')
         AND data->>'subscriptionId' IN (SELECT id::text FROM gone)
       RETURNING 1),
     consent AS (${consentEventSql('newsletter', 'withdrawn', 'SELECT id FROM gone')})
     SELECT count(*)::int AS deleted FROM gone`,
    [subscriptionId],
  );
  return row.deleted > 0;
}

/** How many confirmed subscribers a newsletter sent now would reach. */
export async function newsletterRecipients(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE confirmed_at IS NOT NULL',
  );
  return row.n;
}

/**
 * A newsletter for every confirmed subscriber: the issue, one mail per subscriber and the activity log's row (who
 * sent it, to how many) in one statement, however many they are (the shape of any mass mail: a stop's change notice
 * to its bookings is the same INSERT … SELECT).
 */
export async function queueNewsletterIssue(db: Db, issue: NewsletterIssueInput): Promise<{ queued: number }> {
  const [row] = await db.query<{ queued: number }>(
    `WITH issue AS (INSERT INTO newsletter_issues (subject, body) VALUES ($1, $2) RETURNING id),
     queued AS (${queueMailSql('newsletter-issue', {
       from: 'newsletter_subscriptions s CROSS JOIN issue WHERE s.confirmed_at IS NOT NULL',
       recipient: 's.email',
       data: { subscriptionId: 's.id', issueId: 'issue.id' },
     })}),
     logged AS (${auditSql('newsletter', {
       subject: `'newsletter_issues:' || issue.id`,
       details: `jsonb_build_object('recipients', (SELECT count(*) FROM queued))`,
       from: 'issue',
     })})
     SELECT count(*)::int AS queued FROM queued`,
    [issue.subject, issue.text],
  );
  return row;
}

/**
 * The retention job: sign-ups never confirmed, with their consent, RETENTION_POLICY.unconfirmedSignUpDays after their
 * last link was sent (which expired after NEWSLETTER_POLICY.confirmLinkDays).
 */
export async function deleteUnconfirmedSubscriptions(db: Db): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM newsletter_subscriptions
       WHERE confirmed_at IS NULL AND confirm_sent_at < now() - make_interval(days => $1)
       RETURNING id),
     -- A consent never confirmed proves nothing: it goes with its sign-up.
     consent AS (DELETE FROM consents WHERE purpose = 'newsletter' AND record_id IN (SELECT id FROM gone))
     SELECT count(*)::int AS deleted FROM gone`,
    [RETENTION_POLICY.unconfirmedSignUpDays],
  );
  return row.deleted;
}

/** The admins' list of subscribers, searched by name and email (search_text), with one status or all. */
export function newsletterInbox(status: NewsletterStatus | 'all'): InboxList {
  const filters = { all: undefined, confirmed: 'confirmed_at IS NOT NULL', pending: 'confirmed_at IS NULL' };
  return { table: 'newsletter_subscriptions', columns: COLUMNS, created: 'subscribed_at', filter: filters[status] };
}
