import { MAIL_KINDS, type MailData, type MailKind } from '../../core/mail-kinds';
import { DAY_SECONDS, MAIL_POLICY, RETENTION_POLICY } from '../../core/policy';
import type { MailStatus } from '../../core/schema/admin.schema';
import type { Db } from '../client';

/** The key claimMail joins into a kind's data when the mail leaves: no statement that queues the mail writes it. */
interface JoinedAtClaim {
  'newsletter-issue': 'issue';
  'rsvp-message': 'message';
  'rsvp-confirm': 'checkInCode';
  'shift-confirm': 'checkInCode';
  'shift-message': 'message';
}

/**
 * The SQL expression of each key of a kind's data (core/mail-kinds.ts), its optional keys too: a key left out or
 * misspelt fails the type check, instead of a template meeting `undefined` when the mail leaves.
 */
type MailDataSql<K extends MailKind> = {
  readonly [P in Exclude<keyof MailData[K], K extends keyof JoinedAtClaim ? JoinedAtClaim[K] : never>]-?: string;
};

/**
 * The INSERT that queues one mail of `kind` per row of `from`, as a step of the caller's own statement, so the
 * action and its mail are written together or not at all. `recipient`, `replyTo` and each key of `data` (built
 * into jsonb) are SQL expressions over `from`'s columns; bind values through the caller's parameters, never by
 * splicing them in. It returns the queued ids: hand them to sendSoon so they leave at once. For example:
 *
 *   WITH saved AS (INSERT INTO contact_submissions (…) VALUES (…) RETURNING *),
 *        queued AS (${queueMailSql('contact-notification', {
 *          from: 'saved', recipient: '$7', data: { name: 'saved.name', email: 'saved.email', … } })})
 *   SELECT saved.id, (SELECT array_agg(id) FROM queued) AS "mailIds" FROM saved
 */
export function queueMailSql<K extends MailKind>(
  kind: K,
  select: { from: string; recipient: string; data: MailDataSql<K>; replyTo?: string },
): string {
  const data = Object.entries<string>(select.data).map(([key, sql]) => `'${key}', ${sql}`);
  return `INSERT INTO outbox (kind, campaign, recipient, reply_to, data)
    SELECT '${kind}', ${MAIL_KINDS[kind].campaign}, ${select.recipient}, ${select.replyTo ?? 'NULL'},
      jsonb_build_object(${data.join(', ')})
    FROM ${select.from}
    RETURNING id`;
}

/** A mail a sender has claimed: nobody else sends it until its lease runs out. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  replyTo: string | null;
  data: MailData[MailKind];
  attempts: number;
}

export interface ClaimOptions {
  limit: number;
  /** How long the claim lasts: longer than a batch can take, so only a crashed sender's claim runs out. */
  leaseSeconds: number;
  /** During the electoral silence campaign mail is not claimed. */
  holdCampaign: boolean;
  /** Only these rows (the mail an action just queued); any due row when absent. */
  ids?: readonly number[];
}

/**
 * Claims up to `limit` due mails in one statement: the rows are picked with FOR UPDATE SKIP LOCKED and their lease
 * set in the same UPDATE, so two senders running at once never claim the same row, and a row claimed and not
 * released (its sender crashed) is due again when its lease runs out. A newsletter issue's text, the staff's
 * message to a stop's bookings, or a confirmed booking's check-in code (its confirmation's QR code), is joined in.
 */
export function claimMail(db: Db, options: ClaimOptions): Promise<ClaimedMail[]> {
  return db.query<ClaimedMail>(
    `WITH claimed AS (
       UPDATE outbox SET claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
           AND (claimed_until IS NULL OR claimed_until <= now())
           AND NOT ($3 AND campaign)
           AND ($4::int[] IS NULL OR id = ANY($4::int[]))
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, recipient, reply_to, data, attempts)
     SELECT c.id, c.kind, c.recipient, c.reply_to AS "replyTo", c.attempts,
       CASE WHEN i.id IS NOT NULL
              THEN c.data || jsonb_build_object('issue', jsonb_build_object('subject', i.subject, 'body', i.body))
            WHEN m.id IS NOT NULL
              THEN c.data || jsonb_build_object('message', jsonb_build_object('subject', m.subject, 'body', m.body))
            WHEN r.id IS NOT NULL
              THEN c.data || jsonb_build_object('checkInCode', r.check_in_code)
            ELSE c.data END AS data
     FROM claimed c
     LEFT JOIN newsletter_issues i ON c.kind = 'newsletter-issue' AND i.id = (c.data->>'issueId')::int
     LEFT JOIN booking_messages m
       ON c.kind IN ('rsvp-message', 'shift-message') AND m.id = (c.data->>'messageId')::int
     LEFT JOIN rsvps r ON c.kind IN ('rsvp-confirm', 'shift-confirm') AND r.id = (c.data->>'rsvpId')::int
       AND r.status = 'confirmed'
     ORDER BY c.id`,
    [options.limit, options.leaseSeconds, options.holdCampaign, options.ids ? [...options.ids] : null],
  );
}

/** Sent: what it said is dropped, the row stays for the status counts until the retention job removes it. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db.query(
    `UPDATE outbox SET sent_at = now(), claimed_until = NULL, data = NULL, last_error = NULL WHERE id = $1`,
    [id],
  );
}

/**
 * Not sent: the row is released for a later try, MAIL_POLICY.firstRetryMinutes after the first failure, then doubling
 * up to retryAtMostMinutes, or given up when the server refused it for good (`permanent`) or it has failed for
 * giveUpAfterDays. `error` must carry no personal data.
 */
export async function markMailFailed(db: Db, id: number, error: string, permanent: boolean): Promise<void> {
  await db.query(
    `UPDATE outbox SET claimed_until = NULL, last_error = $2,
       next_attempt_at = now() + least(make_interval(mins => $4) * power(2, attempts - 1), make_interval(mins => $5)),
       failed_at = CASE WHEN $3 OR created_at < now() - make_interval(days => $6) THEN now() END,
       data = CASE WHEN $3 OR created_at < now() - make_interval(days => $6) THEN NULL ELSE data END
     WHERE id = $1`,
    [id, error, permanent, MAIL_POLICY.firstRetryMinutes, MAIL_POLICY.retryAtMostMinutes, MAIL_POLICY.giveUpAfterDays],
  );
}

/** The outbox in numbers for the admin panel; `holdCampaign` while the electoral silence lasts. */
export async function outboxCounts(db: Db, holdCampaign: boolean): Promise<Omit<MailStatus, 'configured'>> {
  const [row] = await db.query<Omit<MailStatus, 'configured'>>(
    `SELECT
       count(*) FILTER (WHERE waiting AND NOT ($1 AND campaign))::int AS pending,
       count(*) FILTER (WHERE waiting AND NOT ($1 AND campaign) AND last_error IS NOT NULL)::int AS retrying,
       count(*) FILTER (WHERE waiting AND $1 AND campaign)::int AS held,
       count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
       count(*) FILTER (WHERE sent_at > now() - make_interval(secs => $2))::int AS "sentLastDay",
       (SELECT coalesce(jsonb_object_agg(kind, n), '{}'::jsonb) FROM (
          SELECT kind, count(*)::int AS n FROM outbox
          WHERE $1 AND campaign AND sent_at IS NULL AND failed_at IS NULL GROUP BY kind) AS held_kinds
       ) AS "heldByKind"
     FROM (SELECT *, sent_at IS NULL AND failed_at IS NULL AS waiting FROM outbox) AS mail`,
    [holdCampaign, DAY_SECONDS],
  );
  return row;
}

/** The retention job: sent and given-up mail is kept RETENTION_POLICY.sentMailDays for the counts, then deleted. */
export async function deleteOldMail(db: Db): Promise<number> {
  const rows = await db.query(
    `DELETE FROM outbox WHERE sent_at < now() - make_interval(days => $1) OR failed_at < now() - make_interval(days => $1)
     RETURNING 1`,
    [RETENTION_POLICY.sentMailDays],
  );
  return rows.length;
}

/**
 * Reminders still waiting (held by the electoral silence) when their stop's day is past (`today`, Italian time): a
 * reminder of something over is never sent. Returns how many were dropped.
 */
export async function dropPastReminders(db: Db, today: string): Promise<number> {
  const rows = await db.query(
    `DELETE FROM outbox
     WHERE sent_at IS NULL AND failed_at IS NULL AND kind = 'rsvp-reminder'
       AND (data->'stop'->>'eventDate')::date < $1::date
     RETURNING 1`,
    [today],
  );
  return rows.length;
}
