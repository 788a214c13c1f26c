import type { NewsletterConfirmationOutcome } from '../../core/schema/newsletter-subscription.schema';
import type { Db } from '../client';

/**
 * A sign-up confirmed by the link mailed to its address (double opt-in): a newsletter subscription, a volunteer. Its
 * table keeps the newest link's token hash (`confirm_token_hash`), when it was sent (`confirm_sent_at`) and when it
 * was confirmed (`confirmed_at`).
 */
export interface LinkConfirmedSignUp {
  table: 'newsletter_subscriptions' | 'volunteers';
  /** How long the newest link works, in seconds (core/policy.ts). */
  linkSeconds: number;
  /** The statement's step that records the consent, over `confirmed` (the row confirmed, all its columns). */
  consentSql: string;
}

/**
 * A confirmation link used: confirms the sign-up its token names while the link is fresh, with the step that records
 * its consent, in one statement. A link used twice, expired, or unknown (never sent, or replaced by a newer one) is
 * told apart for the page.
 */
export async function confirmSignUp(
  db: Db,
  signUp: LinkConfirmedSignUp,
  tokenHash: string,
): Promise<NewsletterConfirmationOutcome> {
  const [row] = await db.query<{ outcome: NewsletterConfirmationOutcome }>(
    `WITH found AS (
       SELECT id, confirmed_at, confirm_sent_at > now() - make_interval(secs => $2) AS fresh
       FROM ${signUp.table} WHERE confirm_token_hash = $1),
     confirmed AS (
       UPDATE ${signUp.table} s SET confirmed_at = now()
       FROM found WHERE s.id = found.id AND s.confirmed_at IS NULL AND found.fresh
       RETURNING s.*),
     consent AS (${signUp.consentSql})
     SELECT CASE
       WHEN EXISTS (SELECT 1 FROM confirmed) THEN 'confirmed'
       WHEN NOT EXISTS (SELECT 1 FROM found) THEN 'invalid'
       WHEN (SELECT confirmed_at IS NULL AND NOT fresh FROM found) THEN 'expired'
       ELSE 'used' END AS outcome`,
    [tokenHash, signUp.linkSeconds],
  );
  return row.outcome;
}
