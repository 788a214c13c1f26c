import { BOOKING_POLICY, DAY_SECONDS, HOUR_SECONDS, METRICS_POLICY } from '../../core/policy';
import type { RsvpConfirmPreview, RsvpInput } from '../../core/schema/rsvp.schema';
import type { Db } from '../client';
import { consentSql } from './consents.queries';
import type { ConfirmationToken } from './newsletter-subscriptions.queries';
import { STOP_SUBJECT, type BookingSubject } from './booking-subjects';
import { waitingPositionSql } from './rsvps.queries';
import { referrerSql } from './referrals.queries';
import { COUNT_CONVERSION_SQL } from './metrics.queries';
import { conversionOrigin } from '../../core/visit-source';

/** What a booking request did: mailed its link, or not (capped: the address had its mails; closed; unknown stop). */
export type RequestOutcome =
  { outcome: 'mailed'; mailIds: number[] } | { outcome: 'capped' } | { outcome: 'closed' } | { outcome: 'unknown' };

const { confirmLinkHours, requestMailsPerStopPerHour, requestMailsPerDay } = BOOKING_POLICY;

/**
 * "Ci sarò": a request to book an upcoming stop, which takes no place. In one transaction, it records the request
 * (the link token's hash) and queues the mail whose link confirms it, unless the address was sent such a mail for
 * this stop within the hour, or its day's mails (core/policy.ts): then nothing is written. When the address already
 * holds a booking of the stop, the mail says so and its link changes that booking; nothing else does. The requests
 * of one address are counted one at a time (an advisory lock on it), so parallel ones cannot pass the caps together.
 * A shift's sign-up is the same request of another `subject` (`stopId` is then the shift's id): the caps count the
 * requests of every subject together. A request written is its subject's `requested` conversion, counted in the same
 * statement by the page, source and campaign its form carried (decision 0046), which the request keeps for its
 * confirmation; a request capped, closed or of an unknown subject writes nothing, and counts nothing.
 */
export async function requestRsvp(
  db: Db,
  stopId: number,
  rsvp: RsvpInput,
  token: ConfirmationToken,
  today: string,
  sourcePage: string | null,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<RequestOutcome> {
  const { column } = subject;
  const origin = conversionOrigin(rsvp, sourcePage);
  const [, [row]] = (await db.transaction([
    { text: `SELECT pg_advisory_xact_lock(hashtextextended('rsvp-request:' || lower($1), 0))`, params: [rsvp.email] },
    {
      text: `WITH stop AS (SELECT * FROM ${subject.table} WHERE id = $1),
       open AS (SELECT * FROM stop t WHERE ${subject.open('t', '$7')}),
       capped AS (
         SELECT count(*) FILTER (WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $13)) >= $10
           OR count(*) >= $11 AS capped
         FROM rsvp_requests WHERE lower(email) = lower($3) AND created_at > now() - make_interval(secs => $14)),
       held AS (
         SELECT r.id, r.status, r.people, ${waitingPositionSql('r')} AS position
         FROM rsvps r WHERE r.${column} = $1 AND lower(r.email) = lower($3)),
       saved AS (
         INSERT INTO rsvp_requests
           (${column}, name, email, phone, people, source_page, token_hash, expires_at, referred_by, source,
            campaign, metrics_page)
         SELECT id, $2, $3, $4, $5, $8, $9, now() + make_interval(hours => $12), ${referrerSql('$15', '$3')}, $16,
           $17, $18
         FROM open
         WHERE NOT (SELECT capped FROM capped)
         RETURNING id, name, email, people),
       counted AS (${COUNT_CONVERSION_SQL({
         day: '$7',
         page: '$18',
         source: '$16',
         campaign: '$17',
         kind: `'${subject.conversions.requested}'`,
         stopId: column === 'tour_event_id' ? '$1::integer' : '0',
         cap: '$19',
         from: 'FROM saved',
       })}),
       queued AS (${subject.requestMail({
         from: 'saved CROSS JOIN open LEFT JOIN held ON true',
         recipient: 'saved.email',
         data: {
           requestId: 'saved.id',
           nonce: '$6::text',
           name: 'saved.name',
           people: 'saved.people',
           snapshot: subject.snapshot('open'),
           held: `CASE WHEN held.id IS NOT NULL THEN jsonb_build_object('rsvpId', held.id, 'status', held.status,
             'people', held.people, 'position', held.position) END`,
         },
       })})
       SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM stop) THEN 'unknown'
                   WHEN NOT EXISTS (SELECT 1 FROM open) THEN 'closed'
                   WHEN NOT EXISTS (SELECT 1 FROM saved) THEN 'capped' ELSE 'mailed' END AS outcome,
         ARRAY(SELECT id FROM queued) AS "mailIds"`,
      params: [
        stopId,
        rsvp.name,
        rsvp.email,
        rsvp.phone ?? null,
        rsvp.people,
        token.nonce,
        today,
        sourcePage,
        token.tokenHash,
        requestMailsPerStopPerHour,
        requestMailsPerDay,
        confirmLinkHours,
        HOUR_SECONDS,
        DAY_SECONDS,
        rsvp.ref ?? null,
        origin.source,
        origin.campaign,
        origin.page,
        METRICS_POLICY.campaignsPerDay,
      ],
    },
  ])) as [unknown[], { outcome: RequestOutcome['outcome']; mailIds: number[] }[]];
  return row.outcome === 'mailed' ? { outcome: 'mailed', mailIds: row.mailIds } : { outcome: row.outcome };
}

/** Why a confirm link confirms nothing: never sent or replaced, used, expired, or its stop is over. */
export type LinkFailure = 'invalid' | 'used' | 'expired' | 'closed';

/** What the confirm page shows before the click (`subject`, the stop or shift as its mails show it). */
type RequestPreview<Snapshot> = Omit<RsvpConfirmPreview, 'stop'> & { subject: Snapshot };

/**
 * What a request's confirm page shows before the click, or why the link can confirm nothing. A link of another
 * subject's request (a stop's on a shift's page) is invalid here.
 */
export async function previewRequest<Snapshot>(
  db: Db,
  tokenHash: string,
  today: string,
  subject: BookingSubject,
): Promise<RequestPreview<Snapshot> | { failure: LinkFailure }> {
  const { column } = subject;
  const [row] = await db.query<RequestPreview<Snapshot> & { used: boolean; expired: boolean; open: boolean }>(
    `SELECT q.people, ${subject.snapshot('t')} AS subject, q.used_at IS NOT NULL AS used,
       q.expires_at <= now() AS expired, ${subject.open('t', '$2')} AS open,
       CASE WHEN t.capacity IS NOT NULL THEN greatest(t.capacity - t.booked_people, 0) END AS "placesLeft",
       (SELECT jsonb_build_object('status', r.status, 'people', r.people) FROM rsvps r
        WHERE r.${column} = q.${column} AND lower(r.email) = lower(q.email)) AS held
     FROM rsvp_requests q JOIN ${subject.table} t ON t.id = q.${column}
     WHERE q.token_hash = $1`,
    [tokenHash, today],
  );
  if (!row) return { failure: 'invalid' };
  if (row.used) return { failure: 'used' };
  if (row.expired) return { failure: 'expired' };
  if (!row.open) return { failure: 'closed' };
  return { subject: row.subject, people: row.people, placesLeft: row.placesLeft, held: row.held };
}

/**
 * The click on a request's link: in one statement, the request is used and becomes the address's booking of the
 * stop, or changes the one it holds there (mailed again: its status is marked unsent), with the proof of the consent
 * given with the request and confirmed now. The trigger of migration 0014 gives a new booking its places or a place
 * in line. Undefined when the link confirms nothing (previewRsvpRequest says why). A confirmed booking grown past
 * the places left is refused by the trigger: nothing is written, the link still works. Of another `subject`, a shift's
 * sign-up (`stopId` is then the shift's id); a link of the other subject's request confirms nothing. A new booking
 * that holds its places is its subject's `confirmed` conversion, counted in the same statement by its request's page,
 * source and campaign: a change, a place in line or a refused confirmation counts nothing.
 */
export async function confirmRsvpRequest(
  db: Db,
  tokenHash: string,
  today: string,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<{ rsvpId: number; stopId: number } | undefined> {
  const { column } = subject;
  const [row] = await db.query<{ rsvpId: number | null; stopId: number | null }>(
    `WITH request AS (
       UPDATE rsvp_requests q SET used_at = now()
       FROM ${subject.table} t
       WHERE q.token_hash = $1 AND q.used_at IS NULL AND q.expires_at > now() AND t.id = q.${column}
         AND ${subject.open('t', '$2')}
       RETURNING q.*),
     changed AS (
       UPDATE rsvps r SET name = q.name, email = q.email, phone = q.phone, people = q.people,
         notified_status = NULL, updated_at = now(), referred_by = coalesce(r.referred_by, q.referred_by)
       FROM request q WHERE r.${column} = q.${column} AND lower(r.email) = lower(q.email)
       RETURNING r.id),
     added AS (
       INSERT INTO rsvps (${column}, name, email, phone, people, privacy_accepted, referred_by)
       SELECT ${column}, name, email, phone, people, 1, referred_by FROM request
       WHERE NOT EXISTS (SELECT 1 FROM changed)
       RETURNING id, status),
     booking AS (SELECT id FROM changed UNION ALL SELECT id FROM added),
     counted AS (${COUNT_CONVERSION_SQL({
       day: '$2',
       page: 'request.metrics_page',
       source: 'request.source',
       campaign: 'request.campaign',
       kind: `'${subject.conversions.confirmed}'`,
       stopId: column === 'tour_event_id' ? 'request.tour_event_id' : '0',
       cap: '$3',
       from: `FROM request WHERE EXISTS (SELECT 1 FROM added WHERE added.status = 'confirmed')`,
     })}),
     consent AS (${consentSql(subject.consent, {
       from: 'request CROSS JOIN booking',
       email: 'request.email',
       recordId: 'booking.id',
       sourcePage: 'request.source_page',
       givenAt: 'request.created_at',
       confirmed: true,
     })})
     SELECT (SELECT id FROM booking) AS "rsvpId", (SELECT ${column} FROM request) AS "stopId"`,
    [tokenHash, today, METRICS_POLICY.campaignsPerDay],
  );
  return row?.rsvpId != null && row.stopId != null ? { rsvpId: row.rsvpId, stopId: row.stopId } : undefined;
}

/** The retention job: requests whose link has expired, used or not (a used one lives on as its booking). */
export async function deleteExpiredRsvpRequests(db: Db): Promise<number> {
  const rows = await db.query(`DELETE FROM rsvp_requests WHERE expires_at <= now() RETURNING 1`);
  return rows.length;
}
