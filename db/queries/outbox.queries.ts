import { DAY_SECONDS, MAIL_POLICY, RETENTION_POLICY } from '../../core/policy';
import type { MailStatus } from '../../core/schema/admin.schema';
import type { RsvpStatus } from '../../core/schema/rsvp.schema';
import type { CalendarStop } from '../../core/schema/tour-event.schema';
import type { Db } from '../client';

/**
 * Every kind of mail the site sends: its template (functions/_lib/mail/mail-templates.ts) and whether it is campaign
 * mail, which waits during the electoral silence, or a reply to the person's own action, which never waits.
 */
const MAIL_KINDS = {
  'newsletter-confirm': { campaign: false },
  'contact-notification': { campaign: false },
  'newsletter-issue': { campaign: true },
  'rsvp-request': { campaign: false },
  'rsvp-confirm': { campaign: false },
  'rsvp-waiting': { campaign: false },
  'rsvp-cancelled': { campaign: false },
  'rsvp-reminder': { campaign: true },
  'rsvp-change': { campaign: true },
  'rsvp-stop-deleted': { campaign: true },
  'rsvp-message': { campaign: true },
} as const satisfies Record<string, { campaign: boolean }>;

export type MailKind = keyof typeof MAIL_KINDS;

/** The kinds flagged campaign mail above (db/mail-kinds.test.ts holds them to the panel's CampaignMailKind). */
export type CampaignKinds = { [K in MailKind]: (typeof MAIL_KINDS)[K]['campaign'] extends true ? K : never }[MailKind];

/** What each kind's row carries in `data`: what its template renders from when the mail is sent. */
export interface MailData {
  /** `nonce` makes the link's token with the server's key; the subscription keeps only the token's hash. */
  'newsletter-confirm': { subscriptionId: number; nonce: string };
  'contact-notification': { name: string; email: string; phone: string | null; message: string };
  /** The issue's subject and text are read from newsletter_issues when the mail is claimed (one copy, N mails). */
  'newsletter-issue': { subscriptionId: number; issueId: number; issue?: { subject: string; body: string } };
  /**
   * A booking request's link: `nonce` makes its token with the server's key; `held`, the booking the address
   * already holds at the stop, which confirming changes.
   */
  'rsvp-request': {
    requestId: number;
    nonce: string;
    name: string;
    people: number;
    stop: CalendarStop;
    held: { rsvpId: number; status: RsvpStatus; people: number; position: number | null } | null;
  };
  /** A booking's mails carry the stop as it was when they were queued: a deleted stop's too. */
  'rsvp-confirm': { rsvpId: number; name: string; people: number; stop: CalendarStop; promoted?: boolean };
  'rsvp-waiting': { rsvpId: number; name: string; people: number; stop: CalendarStop; position: number };
  'rsvp-cancelled': { name: string; stop: CalendarStop; byStaff?: boolean };
  'rsvp-reminder': { rsvpId: number; name: string; people: number; stop: CalendarStop };
  /** `previous`: the stop before the change, for the notice's "before → after". */
  'rsvp-change': { rsvpId: number; name: string; people: number; stop: CalendarStop; previous: CalendarStop };
  'rsvp-stop-deleted': { name: string; stop: CalendarStop };
  /** The staff's message to a stop's bookings: its text is read from booking_messages when the mail is claimed. */
  'rsvp-message': {
    rsvpId: number;
    name: string;
    stop: CalendarStop;
    messageId: number;
    message?: { subject: string; body: string };
  };
}

/**
 * The INSERT that queues one mail of `kind` per row of `from`, as a step of the caller's own statement, so the
 * action and its mail are written together or not at all. `recipient`, `data` (jsonb) and `replyTo` are SQL
 * expressions over `from`'s columns; bind values through the caller's parameters, never by splicing them in.
 * It returns the queued ids: hand them to sendSoon so they leave at once. For example:
 *
 *   WITH saved AS (INSERT INTO contact_submissions (…) VALUES (…) RETURNING *),
 *        queued AS (${queueMailSql('contact-notification', { from: 'saved', recipient: '$7', data: '…' })})
 *   SELECT saved.id, (SELECT array_agg(id) FROM queued) AS "mailIds" FROM saved
 */
export function queueMailSql(
  kind: MailKind,
  select: { from: string; recipient: string; data: string; replyTo?: string },
): string {
  return `INSERT INTO outbox (kind, campaign, recipient, reply_to, data)
    SELECT '${kind}', ${MAIL_KINDS[kind].campaign}, ${select.recipient}, ${select.replyTo ?? 'NULL'}, ${select.data}
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
 * released (its sender crashed) is due again when its lease runs out. A newsletter issue's text, or the staff's
 * message to a stop's bookings, is joined in.
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
            ELSE c.data END AS data
     FROM claimed c
     LEFT JOIN newsletter_issues i ON c.kind = 'newsletter-issue' AND i.id = (c.data->>'issueId')::int
     LEFT JOIN booking_messages m ON c.kind = 'rsvp-message' AND m.id = (c.data->>'messageId')::int
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
