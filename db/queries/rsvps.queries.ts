import { BOOKING_POLICY, RETENTION_POLICY } from '../../core/policy';
import { ROME_TIME_ZONE } from '../../core/rome-time';
import type { RsvpCancelPreview, RsvpCount, RsvpStatus } from '../../core/schema/rsvp.schema';
import type { Db } from '../client';
import { auditSql } from './audit-log.queries';
import { consentEventSql } from './consents.queries';
import type { InboxList } from './inbox.queries';
import { STOP_SUBJECT, type BookingSubject } from './booking-subjects';
import { queueMailSql } from './outbox.queries';
import { stopSnapshotSql } from './tour-events.queries';

/**
 * A booking's place in its stop's or shift's waiting list (from 1), null when confirmed: an SQL expression over
 * `alias`. A booking has exactly one subject (migration 0021), so the other's comparison is never true.
 */
export const waitingPositionSql = (alias: string) =>
  `CASE WHEN ${alias}.status = 'waiting' THEN (SELECT count(*)::int FROM rsvps w
     WHERE (w.tour_event_id = ${alias}.tour_event_id OR w.shift_id = ${alias}.shift_id) AND w.status = 'waiting'
       AND w.waiting_seq <= ${alias}.waiting_seq) END`;

/** The error the trigger of migration 0014 raises when a confirmed booking would grow past the stop's places. */
export function isCapacityRefusal(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'rsvps_capacity';
}

/** A booking as its owner is told it: confirmed, or in line at `position`; with its stop's places left. */
export interface BookingState {
  status: RsvpStatus;
  position: number | null;
  people: number;
  placesLeft: number | null;
  limited: boolean;
}

/** The state of a booking, or of the one an address holds at a stop (or at a shift, of `subject`). */
export async function bookingState(
  db: Db,
  which: { rsvpId: number } | { stopId: number; email: string },
  subject: BookingSubject = STOP_SUBJECT,
): Promise<BookingState | undefined> {
  const { column } = subject;
  const [row] = await db.query<BookingState>(
    `SELECT r.status, ${waitingPositionSql('r')} AS position, r.people, t.capacity IS NOT NULL AS limited,
       CASE WHEN t.capacity IS NOT NULL THEN greatest(t.capacity - t.booked_people, 0) END AS "placesLeft"
     FROM rsvps r JOIN ${subject.table} t ON t.id = r.${column}
     WHERE ${'rsvpId' in which ? 'r.id = $1' : `r.${column} = $1 AND lower(r.email) = lower($2)`}`,
    'rsvpId' in which ? [which.rsvpId] : [which.stopId, which.email],
  );
  return row;
}

/**
 * Mails each booking whose status its person has not been told (a confirmation, a place in line, a promotion from
 * the line, a change confirmed), of the stop `stopId` or of every stop, and marks it told in the same statement:
 * a booking is mailed once per status, however many run this at once. The actions that confirm, free places or add
 * places call it right after their own statement; the scheduled sender calls it for every stop, so a crash between
 * the two loses no mail. Returns the ids of the mail queued. A shift's sign-ups are another `subject`'s bookings
 * (`stopId` is then a shift's id).
 */
export async function notifyBookings(
  db: Db,
  stopId: number | null,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<number[]> {
  const { column } = subject;
  const [row] = await db.query<{ mailIds: number[] }>(
    `WITH due AS (
       UPDATE rsvps r SET notified_status = r.status
       FROM rsvps before JOIN ${subject.table} t ON t.id = before.${column}
       WHERE before.id = r.id AND ($1::int IS NULL OR r.${column} = $1)
         AND r.notified_status IS DISTINCT FROM r.status
       RETURNING r.id, r.name, r.email, r.people, r.status, before.notified_status = 'waiting' AS promoted,
         r.referral_code,
         ${waitingPositionSql('r')} AS position, ${subject.snapshot('t')} AS snapshot),
     confirmed AS (${subject.confirmMail({
       from: `due WHERE due.status = 'confirmed'`,
       recipient: 'due.email',
       data: {
         rsvpId: 'due.id',
         name: 'due.name',
         people: 'due.people',
         snapshot: 'due.snapshot',
         promoted: 'due.promoted',
         referralCode: 'due.referral_code',
       },
     })}),
     waiting AS (${subject.waitingMail({
       from: `due WHERE due.status = 'waiting'`,
       recipient: 'due.email',
       data: {
         rsvpId: 'due.id',
         name: 'due.name',
         people: 'due.people',
         snapshot: 'due.snapshot',
         position: 'due.position',
       },
     })})
     SELECT ARRAY(SELECT id FROM confirmed UNION ALL SELECT id FROM waiting) AS "mailIds"`,
    [stopId],
  );
  return row.mailIds;
}

/**
 * A booking cancelled, by its owner's link or by the staff (`byStaff`): deletes it and its mail not yet sent, marks
 * its consent withdrawn (kept as proof until the person's data is erased) and queues the receipt, in one statement;
 * its places go to the waiting list in the same statement (migration 0014's trigger). With the staff's, the removal
 * is written in the activity log under the admin `db` acts as. Undefined when there is no such booking (cancelled
 * already, or its stop deleted); `stopId` to notify the ones promoted, `limited` when the stop has places. Only a
 * booking of `subject` (a shift's sign-up is another's: `stopId` is then its shift's id).
 */
export async function cancelRsvp(
  db: Db,
  rsvpId: number,
  byStaff = false,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<{ mailIds: number[]; stopId: number; limited: boolean } | undefined> {
  const { column } = subject;
  const [row] = await db.query<{ mailIds: number[]; stopId: number; limited: boolean }>(
    `WITH gone AS (DELETE FROM rsvps WHERE id = $1 AND ${column} IS NOT NULL RETURNING *),
     unsent AS (
       DELETE FROM outbox
       WHERE sent_at IS NULL AND kind LIKE '${subject.mailKinds}' AND data->>'rsvpId' IN (SELECT id::text FROM gone)),
     queued AS (${subject.cancelledMail({
       from: `gone JOIN ${subject.table} t ON t.id = gone.${column}`,
       recipient: 'gone.email',
       data: { name: 'gone.name', snapshot: subject.snapshot('t'), byStaff: '$2::boolean' },
     })}),
     consent AS (${consentEventSql(subject.consent, 'withdrawn', 'SELECT id FROM gone')}),
     audit AS (${auditSql('delete', {
       from: 'gone WHERE $2',
       subject: `'rsvps:' || gone.id`,
       details: `jsonb_build_object('stop', gone.tour_event_id, 'people', gone.people, 'status', gone.status)`,
     })})
     SELECT ARRAY(SELECT id FROM queued) AS "mailIds", gone.${column} AS "stopId",
       t.capacity IS NOT NULL AS limited
     FROM gone JOIN ${subject.table} t ON t.id = gone.${column}`,
    [rsvpId, byStaff],
  );
  return row;
}

/**
 * What the cancel page names before it asks: the booking's stop (`subject`: its stop or shift, as its mails show it),
 * people and status; undefined when it is gone or of another subject.
 */
export async function bookingToCancel<Snapshot = RsvpCancelPreview['stop']>(
  db: Db,
  rsvpId: number,
  subject: BookingSubject = STOP_SUBJECT,
): Promise<(Omit<RsvpCancelPreview, 'stop' | 'invitation'> & { stop: Snapshot }) | undefined> {
  const [row] = await db.query<Omit<RsvpCancelPreview, 'stop' | 'invitation'> & { stop: Snapshot }>(
    `SELECT ${subject.snapshot('t')} AS stop, r.people, r.status, ${waitingPositionSql('r')} AS position
     FROM rsvps r JOIN ${subject.table} t ON t.id = r.${subject.column} WHERE r.id = $1`,
    [rsvpId],
  );
  return row;
}

/**
 * Its owner wants no more mail about a booking (the RFC 8058 one-click of its mails, which must never give the place
 * away): marks it, so the campaign's mails about it (reminders, change notices, the staff's messages) skip it, and
 * drops those not yet sent, in one statement. The booking keeps its place. False when there is no such booking.
 */
export async function stopBookingMails(db: Db, rsvpId: number): Promise<boolean> {
  const [row] = await db.query<{ stopped: boolean }>(
    `WITH stopped AS (
       UPDATE rsvps SET mails_stopped_at = coalesce(mails_stopped_at, now()) WHERE id = $1 RETURNING id),
     unsent AS (
       DELETE FROM outbox WHERE sent_at IS NULL AND campaign AND (kind LIKE 'rsvp-%' OR kind LIKE 'shift-%')
         AND data->>'rsvpId' IN (SELECT id::text FROM stopped))
     SELECT count(*) > 0 AS stopped FROM stopped`,
    [rsvpId],
  );
  return row.stopped;
}

/** Per stop with bookings or requests: confirmed and waiting bookings with their people, requests not confirmed. */
export function rsvpCounts(db: Db): Promise<RsvpCount[]> {
  return db.query<RsvpCount>(
    `WITH booked AS (
       SELECT tour_event_id, count(*) FILTER (WHERE status = 'confirmed')::int AS bookings,
         coalesce(sum(people) FILTER (WHERE status = 'confirmed'), 0)::int AS people,
         count(*) FILTER (WHERE status = 'waiting')::int AS waiting,
         coalesce(sum(people) FILTER (WHERE status = 'waiting'), 0)::int AS "waitingPeople"
       FROM rsvps WHERE tour_event_id IS NOT NULL GROUP BY tour_event_id),
     requested AS (
       SELECT tour_event_id, count(*)::int AS pending FROM rsvp_requests
       WHERE tour_event_id IS NOT NULL AND used_at IS NULL AND expires_at > now() GROUP BY tour_event_id)
     SELECT coalesce(b.tour_event_id, q.tour_event_id) AS "tourEventId", coalesce(b.bookings, 0) AS bookings,
       coalesce(b.people, 0) AS people, coalesce(b.waiting, 0) AS waiting,
       coalesce(b."waitingPeople", 0) AS "waitingPeople", coalesce(q.pending, 0) AS pending
     FROM booked b FULL JOIN requested q ON q.tour_event_id = b.tour_event_id
     ORDER BY 1`,
  );
}

const COLUMNS = `id, tour_event_id AS "tourEventId", name, email, phone, people, status,
  ${waitingPositionSql('rsvps')} AS position, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The admins' list of one stop's bookings, searched by name, email and phone (search_text). */
export const rsvpInbox = (stopId: number): InboxList => ({
  table: 'rsvps',
  columns: COLUMNS,
  created: 'created_at',
  filter: 'tour_event_id = $1',
  filterParams: [stopId],
});

/** The reminder's moment on Rome's clock ($4): BOOKING_POLICY.reminder's hour, its days before the stop ($2, $3). */
const REMINDER_AT = `(((t.event_date - $2::int) + $3::time) AT TIME ZONE $4::text)`;

/**
 * Queues the reminder of every confirmed booking due one at `now` (BOOKING_POLICY.reminder: its hour in Italy, its
 * days before the stop): its moment has come and its stop's day has not, the stop is not done, the booking was made before that
 * moment (a later one has just had its confirmation) and has had no reminder. Each booking is marked in the same
 * statement, so it is reminded once however often this runs. Returns the ids of the mail queued.
 */
export async function queueRsvpReminders(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH due AS (
       UPDATE rsvps r SET reminder_queued_at = $1
       FROM tour_events t
       WHERE t.id = r.tour_event_id AND r.reminder_queued_at IS NULL AND t.completed = 0 AND r.status = 'confirmed'
         AND r.mails_stopped_at IS NULL
         AND $1::timestamptz >= ${REMINDER_AT}
         AND $1::timestamptz < ((t.event_date + time '00:00') AT TIME ZONE $4::text)
         AND r.created_at < ${REMINDER_AT}
       RETURNING r.id, r.name, r.email, r.people, ${stopSnapshotSql('t')} AS stop),
     queued AS (${queueMailSql('rsvp-reminder', {
       from: 'due',
       recipient: 'due.email',
       data: { rsvpId: 'due.id', name: 'due.name', people: 'due.people', stop: 'due.stop' },
     })})
     SELECT id FROM queued`,
    [now, BOOKING_POLICY.reminder.daysBefore, BOOKING_POLICY.reminder.at, ROME_TIME_ZONE],
  );
  return rows.map((row) => row.id);
}

/**
 * The retention job: the bookings of stops, and the sign-ups of shifts, held more than
 * RETENTION_POLICY.bookingsAfterStopDays before `today` (Italian time).
 */
export async function deletePastRsvps(db: Db, today: string): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rsvps r
     WHERE r.tour_event_id IN (SELECT id FROM tour_events WHERE event_date < $1::date - $2::int)
        OR r.shift_id IN (SELECT id FROM shifts WHERE shift_date < $1::date - $2::int)
     RETURNING 1`,
    [today, RETENTION_POLICY.bookingsAfterStopDays],
  );
  return rows.length;
}
