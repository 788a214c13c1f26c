import { SHIFT_POLICY } from '../../core/policy';
import { ROME_TIME_ZONE } from '../../core/rome-time';
import type { PublicShift, Shift, ShiftInput, ShiftSignup } from '../../core/schema/shift.schema';
import type { Db } from '../client';
import { shiftOpenSql, shiftSnapshotSql } from './booking-subjects';
import { queueMailSql } from './outbox.queries';
import { waitingPositionSql } from './rsvps.queries';

const PUBLIC_COLUMNS = `s.id, s.title, s.activity, s.place, s.comune, s.shift_date::text AS date, s.start_time AS start,
  s.end_time AS "end", s.capacity, greatest(s.capacity - s.booked_people, 0) AS "placesLeft",
  (s.booked_people >= s.capacity)::int AS full`;

/** The panel's columns: the public's, its version, and its sign-ups counted (requests not yet confirmed too). */
const ADMIN_COLUMNS = `${PUBLIC_COLUMNS}, s.version, s.created_at AS "createdAt",
  (SELECT count(*)::int FROM rsvps r WHERE r.shift_id = s.id AND r.status = 'confirmed') AS confirmed,
  (SELECT count(*)::int FROM rsvps r WHERE r.shift_id = s.id AND r.status = 'waiting') AS waiting,
  (SELECT count(*)::int FROM rsvp_requests q
   WHERE q.shift_id = s.id AND q.used_at IS NULL AND q.expires_at > now()) AS pending`;

const ORDER = 'ORDER BY s.shift_date, s.start_time, s.comune, s.id';

/** GET /api/shifts: the shifts of `today` and after, with their places left; never who signed up. */
export function listUpcomingShifts(db: Db, today: string): Promise<PublicShift[]> {
  return db.query<PublicShift>(`SELECT ${PUBLIC_COLUMNS} FROM shifts s WHERE ${shiftOpenSql('s', '$1')} ${ORDER}`, [
    today,
  ]);
}

/** The panel's list: every shift, past ones too, with its sign-ups counted. */
export function listShifts(db: Db): Promise<Shift[]> {
  return db.query<Shift>(`SELECT ${ADMIN_COLUMNS} FROM shifts s ${ORDER}`);
}

export async function findShift(db: Db, id: number): Promise<Shift | undefined> {
  const [row] = await db.query<Shift>(`SELECT ${ADMIN_COLUMNS} FROM shifts s WHERE s.id = $1`, [id]);
  return row;
}

const values = (shift: ShiftInput) => [
  shift.title,
  shift.activity,
  shift.place,
  shift.comune,
  shift.date,
  shift.start,
  shift.end,
  shift.capacity,
];

export async function insertShift(db: Db, shift: ShiftInput): Promise<Shift> {
  const [row] = await db.query<Shift>(
    `WITH s AS (
       INSERT INTO shifts (title, activity, place, comune, shift_date, start_time, end_time, capacity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *)
     SELECT ${ADMIN_COLUMNS} FROM s`,
    values(shift),
  );
  return row;
}

/** What moves a shift for the people signed up: its day, its hours or its place. */
const MOVED = `(b.shift_date, b.start_time, b.end_time, b.place, b.comune)
  IS DISTINCT FROM ($5::date, $6::text, $7::text, $3::text, $4::text)`;

/**
 * Saves a shift, in one statement with a change notice (before → after) to each of its sign-ups, confirmed or in
 * line, when its day, hours or place changed and it is not past (`today`); their reminders are due again for the new
 * time, and one not yet sent is dropped. More places go to the waiting list (migration 0021's trigger). The row is
 * locked first, so "before" is the row this change replaces. Undefined when no shift has this id; the shift as saved
 * is read after (findShift), once the statement's promotions are counted.
 */
export async function updateShift(
  db: Db,
  id: number,
  shift: ShiftInput,
  today: string,
): Promise<{ mailIds: number[] } | undefined> {
  const [row] = await db.query<{ mailIds: number[] }>(
    `WITH b AS (SELECT * FROM shifts WHERE id = $9 FOR UPDATE),
     saved AS (
       UPDATE shifts s
       SET title = $1, activity = $2, place = $3, comune = $4, shift_date = $5, start_time = $6, end_time = $7,
         capacity = $8, calendar_sequence = s.calendar_sequence + (${MOVED})::int
       FROM b WHERE s.id = b.id
       RETURNING s.*, ${MOVED} AS moved, greatest(b.shift_date, s.shift_date) >= $10::date AS ahead,
         ${shiftSnapshotSql('b')} AS previous),
     unreminded AS (
       UPDATE rsvps r SET reminder_queued_at = NULL, late_reminder_queued_at = NULL FROM saved s
       WHERE r.shift_id = s.id AND s.moved
         AND (r.reminder_queued_at IS NOT NULL OR r.late_reminder_queued_at IS NOT NULL)
       RETURNING r.id),
     stale AS (
       DELETE FROM outbox WHERE sent_at IS NULL AND kind = 'shift-reminder'
         AND data->>'rsvpId' IN (SELECT id::text FROM unreminded)),
     queued AS (${queueMailSql('shift-change', {
       from: `rsvps r JOIN saved s ON r.shift_id = s.id WHERE s.moved AND s.ahead AND r.mails_stopped_at IS NULL`,
       recipient: 'r.email',
       data: { rsvpId: 'r.id', name: 'r.name', shift: shiftSnapshotSql('s'), previous: 's.previous' },
     })})
     SELECT ARRAY(SELECT id FROM queued) AS "mailIds" FROM saved`,
    [...values(shift), id, today],
  );
  return row;
}

/**
 * Deletes a shift with its sign-ups and requests, and their mail not yet sent, in one statement with a notice to
 * each sign-up, confirmed or in line, unless the shift is past (`today`, Italian time) or its person stopped its
 * mail. Undefined when there is no such shift; else the notices' mail.
 */
export async function deleteShift(db: Db, id: number, today: string): Promise<{ mailIds: number[] } | undefined> {
  const [row] = await db.query<{ mailIds: number[] }>(
    `WITH unsent AS (
       DELETE FROM outbox WHERE sent_at IS NULL AND kind LIKE 'shift-%'
         AND data->>'rsvpId' IN (SELECT id::text FROM rsvps WHERE shift_id = $1)),
     gone AS (DELETE FROM shifts WHERE id = $1 RETURNING *),
     queued AS (${queueMailSql('shift-deleted', {
       from: `rsvps r JOIN gone g ON r.shift_id = g.id
         WHERE ${shiftOpenSql('g', '$2')} AND r.mails_stopped_at IS NULL`,
       recipient: 'r.email',
       data: { name: 'r.name', shift: shiftSnapshotSql('g') },
     })})
     SELECT ARRAY(SELECT id FROM queued) AS "mailIds" FROM gone`,
    [id, today],
  );
  return row;
}

/** The panel's list of one shift's sign-ups: confirmed first, then the waiting list in its order. */
export function shiftSignups(db: Db, shiftId: number): Promise<ShiftSignup[]> {
  return db.query<ShiftSignup>(
    `SELECT r.id, r.name, r.email, r.phone, r.status, ${waitingPositionSql('r')} AS position,
       r.created_at AS "createdAt"
     FROM rsvps r WHERE r.shift_id = $1
     ORDER BY r.status = 'waiting', r.waiting_seq, r.created_at, r.id`,
    [shiftId],
  );
}

/** A shift's start on Rome's clock ($4), and its two reminders' moments (SHIFT_POLICY: $2 days before at $3; $5 hours). */
const STARTS_AT = `((s.shift_date + s.start_time::time) AT TIME ZONE $4::text)`;
const EARLY_AT = `(((s.shift_date - $2::int) + $3::time) AT TIME ZONE $4::text)`;
const LATE_AT = `(${STARTS_AT} - make_interval(hours => $5))`;

/**
 * The sign-ups whose reminder marked by `column` is due at $1 (from `from` until `until`), marked in the statement;
 * each with its shift as the mail shows it, and `late` when it is the reminder before the start.
 */
const reminderDueSql = (column: string, from: string, until: string) =>
  `UPDATE rsvps r SET ${column} = $1
   FROM shifts s
   WHERE s.id = r.shift_id AND r.${column} IS NULL AND r.status = 'confirmed' AND r.mails_stopped_at IS NULL
     AND $1::timestamptz >= ${from} AND $1::timestamptz < ${until} AND r.created_at < ${from}
   RETURNING r.id, r.name, r.email, ${shiftSnapshotSql('s')} AS shift, ${from === LATE_AT} AS late`;

/**
 * Queues the reminders of every confirmed sign-up due one at `now`: the day before's (SHIFT_POLICY.reminder, until
 * the late one is due) and the late one (SHIFT_POLICY.lateReminderHours before the start, until it starts); each
 * only for a sign-up made before its moment (a later one has just had its confirmation), and marked in the same
 * statement, so each leaves once however often this runs. Returns the ids of the mail queued.
 */
export async function queueShiftReminders(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH early AS (${reminderDueSql('reminder_queued_at', EARLY_AT, LATE_AT)}),
     late AS (${reminderDueSql('late_reminder_queued_at', LATE_AT, STARTS_AT)}),
     due AS (SELECT * FROM early UNION ALL SELECT * FROM late),
     queued AS (${queueMailSql('shift-reminder', {
       from: 'due',
       recipient: 'due.email',
       data: { rsvpId: 'due.id', name: 'due.name', shift: 'due.shift', late: 'due.late' },
     })})
     SELECT id FROM queued`,
    [now, SHIFT_POLICY.reminder.daysBefore, SHIFT_POLICY.reminder.at, ROME_TIME_ZONE, SHIFT_POLICY.lateReminderHours],
  );
  return rows.map((row) => row.id);
}
