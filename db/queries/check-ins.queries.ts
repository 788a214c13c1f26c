import type { AttendanceRow, CheckInReply, CheckInSubject, DoorPerson } from '../../core/schema/check-in.schema';
import type { Db } from '../client';
import { auditSql } from './audit-log.queries';
import { consentSql } from './consents.queries';
import { queueMailSql } from './outbox.queries';
import { stopSnapshotSql } from './tour-events.queries';

/**
 * The door (docs/decisions/0041): check-ins by a booking's code or as walk-ins, the people of a stop or shift with
 * their codes, the attendance, and the thank-you mail after a stop. Every write is one statement.
 */

/** The stop or shift of the row `alias` (its tour_event_id, shift_id) as CheckInSubject's columns. */
const SUBJECT_COLUMNS = `CASE WHEN t.id IS NOT NULL THEN 'stop' ELSE 'shift' END AS kind,
  coalesce(t.id, s.id) AS id, coalesce(t.title, s.title) AS title,
  coalesce(t.event_date, s.shift_date)::text AS date,
  CASE WHEN t.id IS NOT NULL THEN t.event_time ELSE s.start_time || '–' || s.end_time END AS time,
  coalesce(t.location, s.place || ', ' || s.comune) AS place`;

/** The activity log's row of each check-in of `from` (its stop or shift as subject, its people), under the actor. */
const loggedCheckIn = (from: string) =>
  auditSql('check-in', {
    from,
    subject: `CASE WHEN tour_event_id IS NOT NULL THEN 'tour_events:' || tour_event_id ELSE 'shifts:' || shift_id END`,
    details: `jsonb_build_object('people', people, 'walkIn', rsvp_id IS NULL)`,
  });

const subjectJoins = (alias: string) => `LEFT JOIN tour_events t ON t.id = ${alias}.tour_event_id
  LEFT JOIN shifts s ON s.id = ${alias}.shift_id`;

/** A check-in as the door reads it back: the API's answer, but for its sentence. */
export type CheckInRow = Omit<CheckInReply, 'message'>;

/** What a code found: nothing, a booking in line, a booking checked in now, or one checked in before. */
export type CodeCheckIn =
  | { outcome: 'unknown' }
  | { outcome: 'waiting' }
  | { outcome: 'checked-in'; checkIn: CheckInRow }
  | { outcome: 'already'; checkIn: CheckInRow };

/**
 * Checks in the confirmed booking whose code is `code`, once: the INSERT does nothing when its booking was checked in
 * before (the unique rsvp_id), and the statement reads that first check-in as it was.
 */
export async function checkInByCode(db: Db, code: string, by: string): Promise<CodeCheckIn> {
  const [row] = await db.query<{
    status: 'confirmed' | 'waiting';
    name: string;
    people: number;
    insertedAt: string | null;
    insertedPeople: number | null;
    previousAt: string | null;
    previousBy: string | null;
    previousPeople: number | null;
    subject: CheckInSubject;
  }>(
    `WITH booking AS (SELECT id, name, people, status, tour_event_id, shift_id FROM rsvps WHERE check_in_code = $1),
     inserted AS (
       INSERT INTO check_ins (rsvp_id, tour_event_id, shift_id, people, checked_in_by)
       SELECT id, tour_event_id, shift_id, people, $2 FROM booking WHERE status = 'confirmed'
       ON CONFLICT (rsvp_id) DO NOTHING
       RETURNING created_at, people, rsvp_id, tour_event_id, shift_id),
     logged AS (${loggedCheckIn('inserted')})
     SELECT b.status, b.name, b.people,
       (SELECT created_at FROM inserted) AS "insertedAt", (SELECT people FROM inserted) AS "insertedPeople",
       c.created_at AS "previousAt", c.checked_in_by AS "previousBy", c.people AS "previousPeople",
       (SELECT to_jsonb(subject) FROM (SELECT ${SUBJECT_COLUMNS} FROM booking x ${subjectJoins('x')}) AS subject)
         AS subject
     FROM booking b LEFT JOIN check_ins c ON c.rsvp_id = b.id`,
    [code, by],
  );
  if (!row) return { outcome: 'unknown' };
  if (row.previousAt !== null) {
    return {
      outcome: 'already',
      checkIn: {
        name: row.name,
        people: row.previousPeople ?? row.people,
        walkIn: false,
        subject: row.subject,
        checkedInAt: row.previousAt,
        checkedInBy: row.previousBy ?? '',
      },
    };
  }
  // A scan of the same code at the same moment took it first: read that check-in back.
  if (row.insertedAt === null && row.status === 'confirmed') return checkInByCode(db, code, by);
  if (row.insertedAt === null) return { outcome: 'waiting' };
  const checkIn: CheckInRow = {
    name: row.name,
    people: row.insertedPeople ?? row.people,
    walkIn: false,
    subject: row.subject,
    checkedInAt: row.insertedAt,
    checkedInBy: by,
  };
  return { outcome: 'checked-in', checkIn };
}

export interface WalkIn {
  tourEventId: number | null;
  shiftId: number | null;
  name: string;
  people: number;
  /** Only with `privacyAccepted` 1: the consent to the thank-you mail, recorded with it. */
  email: string | null;
  privacyAccepted: 0 | 1;
}

/** Records a walk-in at an existing stop or shift, with its consent when it left an email; undefined: no such one. */
export async function checkInWalkIn(db: Db, walkIn: WalkIn, by: string): Promise<CheckInRow | undefined> {
  const [row] = await db.query<CheckInRow>(
    `WITH subject AS (
       SELECT ${SUBJECT_COLUMNS}
       FROM (SELECT $1::int AS tour_event_id, $2::int AS shift_id) AS x ${subjectJoins('x')}
       WHERE t.id IS NOT NULL OR s.id IS NOT NULL),
     saved AS (
       INSERT INTO check_ins (tour_event_id, shift_id, name, email, people, privacy_accepted, checked_in_by)
       SELECT $1, $2, $3, $4, $5, $6, $7 FROM subject
       RETURNING id, email, name, people, created_at, checked_in_by, rsvp_id, tour_event_id, shift_id),
     logged AS (${loggedCheckIn('saved')}),
     consent AS (${consentSql('walk-in', {
       from: '(SELECT * FROM saved WHERE email IS NOT NULL) AS given',
       email: 'given.email',
       recordId: 'given.id',
       sourcePage: '$8',
     })})
     SELECT saved.name, saved.people, true AS "walkIn", to_jsonb(subject) AS subject,
       saved.created_at AS "checkedInAt", saved.checked_in_by AS "checkedInBy"
     FROM saved, subject`,
    [
      walkIn.tourEventId,
      walkIn.shiftId,
      walkIn.name,
      walkIn.email,
      walkIn.people,
      walkIn.privacyAccepted,
      by,
      '/admin/ingresso',
    ],
  );
  return row;
}

/** The confirmed people of a stop or a shift, by name, with their codes and check-ins: the door's search by name. */
export function doorPeople(db: Db, subject: { tourEventId: number } | { shiftId: number }): Promise<DoorPerson[]> {
  const [column, id] =
    'tourEventId' in subject ? ['tour_event_id', subject.tourEventId] : ['shift_id', subject.shiftId];
  return db.query<DoorPerson>(
    `SELECT r.id AS "rsvpId", r.name, r.people, r.check_in_code AS code, c.created_at AS "checkedInAt"
     FROM rsvps r LEFT JOIN check_ins c ON c.rsvp_id = r.id
     WHERE r.${column} = $1 AND r.status = 'confirmed'
     ORDER BY lower(r.name), r.id`,
    [id],
  );
}

/**
 * One row per stop and per shift, by day: the people confirmed, checked in with a code or by name, come as walk-ins,
 * and, once its day is over (`today`, Italian time), confirmed and not come.
 */
export function attendance(db: Db, today: string): Promise<AttendanceRow[]> {
  return db.query<AttendanceRow>(
    `WITH subjects AS (
       SELECT id AS tour_event_id, NULL::int AS shift_id, event_date AS day FROM tour_events
       UNION ALL
       SELECT NULL, id, shift_date FROM shifts),
     counted AS (
       SELECT x.*,
         (SELECT coalesce(sum(r.people), 0) FROM rsvps r
           WHERE r.status = 'confirmed' AND (r.tour_event_id = x.tour_event_id OR r.shift_id = x.shift_id))::int
           AS confirmed,
         (SELECT coalesce(sum(c.people), 0) FROM check_ins c
           WHERE c.rsvp_id IS NOT NULL AND (c.tour_event_id = x.tour_event_id OR c.shift_id = x.shift_id))::int
           AS checked_in,
         (SELECT coalesce(sum(c.people), 0) FROM check_ins c
           WHERE c.rsvp_id IS NULL AND (c.tour_event_id = x.tour_event_id OR c.shift_id = x.shift_id))::int
           AS walk_in,
         (SELECT coalesce(sum(r.people), 0) FROM rsvps r
           WHERE r.status = 'confirmed' AND (r.tour_event_id = x.tour_event_id OR r.shift_id = x.shift_id)
             AND NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.rsvp_id = r.id))::int AS absent
       FROM subjects x)
     SELECT ${SUBJECT_COLUMNS}, x.confirmed AS "confirmedPeople", x.checked_in AS "checkedInPeople",
       x.walk_in AS "walkInPeople", CASE WHEN x.day < $1::date THEN x.absent ELSE 0 END AS "noShowPeople"
     FROM counted x ${subjectJoins('x')}
     ORDER BY x.day DESC, kind DESC, id`,
    [today],
  );
}

/**
 * Queues the thank-you mail (`check-in-thanks`, campaign mail) for the check-ins of the stops held from `firstDay` to
 * `lastDay`, once: every such check-in is marked thanked in the same statement, mailed or not. A booking's is mailed
 * to its owner unless they stopped its mail; a walk-in's only to the email left with the consent. Returns how many
 * mails were queued, and their ids.
 */
export async function queueCheckInThanks(db: Db, firstDay: string, lastDay: string): Promise<number[]> {
  const [row] = await db.query<{ ids: number[] | null }>(
    `WITH due AS (
       UPDATE check_ins c SET thanked_at = now()
       FROM tour_events t
       WHERE c.tour_event_id = t.id AND c.thanked_at IS NULL AND t.event_date BETWEEN $1::date AND $2::date
       RETURNING c.id, c.rsvp_id, c.name, c.email, c.privacy_accepted, c.tour_event_id),
     recipients AS (
       SELECT coalesce(r.name, due.name) AS name, coalesce(r.email, due.email) AS email, t.*
       FROM due
       JOIN tour_events t ON t.id = due.tour_event_id
       LEFT JOIN rsvps r ON r.id = due.rsvp_id
       WHERE (r.id IS NOT NULL AND r.mails_stopped_at IS NULL)
          OR (due.rsvp_id IS NULL AND due.email IS NOT NULL AND due.privacy_accepted = 1)),
     queued AS (${queueMailSql('check-in-thanks', {
       from: 'recipients AS g',
       recipient: 'g.email',
       data: { name: 'g.name', stop: stopSnapshotSql('g') },
     })})
     SELECT array_agg(id ORDER BY id) AS ids FROM queued`,
    [firstDay, lastDay],
  );
  return row?.ids ?? [];
}

/** The retention job: the walk-ins of stops and shifts held long enough ago (a booking's check-in goes with it). */
export async function deletePastWalkIns(db: Db, today: string, afterDays: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM check_ins c
     WHERE c.rsvp_id IS NULL
       AND (c.tour_event_id IN (SELECT id FROM tour_events WHERE event_date < $1::date - $2::int)
         OR c.shift_id IN (SELECT id FROM shifts WHERE shift_date < $1::date - $2::int))
     RETURNING 1`,
    [today, afterDays],
  );
  return rows.length;
}
