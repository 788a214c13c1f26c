import type { Db } from '../client';
import type { CalendarStop, TourEvent, TourEventInput } from '../../core/schema/tour-event.schema';
import { queueMailSql } from './outbox.queries';

const COLUMNS = `id, title, location, event_date::text AS "eventDate", event_time AS "eventTime", description,
  address, completed, capacity, (capacity IS NOT NULL AND booked_people >= capacity)::int AS full,
  CASE WHEN capacity IS NOT NULL THEN greatest(capacity - booked_people, 0) END AS "placesLeft", created_at AS "createdAt", version`;

const CALENDAR_COLUMNS = `id, title, location, event_date::text AS "eventDate", event_time AS "eventTime",
  description, address, created_at AS "createdAt", calendar_sequence AS sequence`;

/** Upcoming stops first, in the order they were created; then completed stops, the most recent date first. */
const LIST_ORDER = `ORDER BY completed,
  CASE WHEN completed = 0 THEN created_at END,
  CASE WHEN completed = 1 THEN event_date END DESC,
  id`;

export function listTourEvents(db: Db): Promise<TourEvent[]> {
  return db.query<TourEvent>(`SELECT ${COLUMNS} FROM tour_events ${LIST_ORDER}`);
}

/** One stop, or undefined when no stop has this id. */
export async function findTourEvent(db: Db, id: number): Promise<TourEvent | undefined> {
  const [row] = await db.query<TourEvent>(`SELECT ${COLUMNS} FROM tour_events WHERE id = $1`, [id]);
  return row;
}

/** The stops as the calendar shows them, in the list's order, with their revisions; or the one stop `id`. */
export function listCalendarStops(db: Db, id?: number): Promise<CalendarStop[]> {
  return db.query<CalendarStop>(
    `SELECT ${CALENDAR_COLUMNS} FROM tour_events WHERE ($1::int IS NULL OR id = $1) ${LIST_ORDER}`,
    [id ?? null],
  );
}

/** A stop as the mails about its bookings show it (CalendarStop as jsonb), from the row `alias`. */
export const stopSnapshotSql = (alias: string, sequence = `${alias}.calendar_sequence`) =>
  `jsonb_build_object('id', ${alias}.id, 'title', ${alias}.title, 'location', ${alias}.location,
    'eventDate', ${alias}.event_date::text, 'eventTime', ${alias}.event_time, 'description', ${alias}.description,
    'address', ${alias}.address, 'createdAt', ${alias}.created_at, 'sequence', ${sequence})`;

function values(event: TourEventInput): unknown[] {
  return [
    event.title,
    event.location,
    event.eventDate,
    event.eventTime ?? null,
    event.description ?? null,
    event.address ?? null,
    event.completed,
    event.capacity ?? null,
  ];
}

export async function insertTourEvent(db: Db, event: TourEventInput): Promise<TourEvent> {
  const [row] = await db.query<TourEvent>(
    `INSERT INTO tour_events (title, location, event_date, event_time, description, address, completed, capacity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    values(event),
  );
  return row;
}

/** What a change of a stop did: the stop as saved, and the change notices it queued (none unless it moved). */
export interface TourEventUpdate {
  event: TourEvent;
  mailIds: number[];
}

/** What moves a stop for the people booked: its calendar entry's revision rises, and each of them is told. */
const MOVED = `(b.event_date, b.event_time, b.location, b.address)
  IS DISTINCT FROM ($3::date, $4::text, $2::text, $6::text)`;

/**
 * Saves a stop, in one statement with a change notice to each of its bookings when its date, time, place or address
 * changed (before → after, with its calendar entry's revision raised), unless it is done or was and stays in the
 * past (`today`, Italian time). The row is locked first, so "before" is the row this change replaces.
 * Undefined when no stop has this id.
 */
export async function updateTourEvent(
  db: Db,
  id: number,
  event: TourEventInput,
  today: string,
): Promise<TourEventUpdate | undefined> {
  const [row] = await db.query<TourEvent & { mailIds: number[] }>(
    `WITH b AS (SELECT * FROM tour_events WHERE id = $9 FOR UPDATE),
     saved AS (
       UPDATE tour_events t
       SET title = $1, location = $2, event_date = $3, event_time = $4, description = $5, address = $6,
         completed = $7, capacity = $8, calendar_sequence = t.calendar_sequence + (${MOVED})::int
       FROM b WHERE t.id = b.id
       RETURNING t.*, ${MOVED} AS moved, greatest(b.event_date, t.event_date) >= $10::date AS ahead,
         ${stopSnapshotSql('b')} AS previous),
     -- Moved: its bookings are reminded again for the new day, and a reminder not yet sent is for the old one.
     unreminded AS (
       UPDATE rsvps r SET reminder_queued_at = NULL FROM saved s
       WHERE r.tour_event_id = s.id AND s.moved AND r.reminder_queued_at IS NOT NULL RETURNING r.id),
     stale AS (
       DELETE FROM outbox WHERE sent_at IS NULL AND kind = 'rsvp-reminder'
         AND data->>'rsvpId' IN (SELECT id::text FROM unreminded)),
     queued AS (${queueMailSql('rsvp-change', {
       from: `rsvps r JOIN saved s ON r.tour_event_id = s.id
         WHERE s.moved AND s.completed = 0 AND s.ahead AND r.mails_stopped_at IS NULL`,
       recipient: 'r.email',
       data: { rsvpId: 'r.id', name: 'r.name', people: 'r.people', stop: stopSnapshotSql('s'), previous: 's.previous' },
     })})
     SELECT ${COLUMNS}, ARRAY(SELECT id FROM queued) AS "mailIds" FROM saved`,
    [...values(event), id, today],
  );
  if (!row) return undefined;
  const { mailIds, ...saved } = row;
  return { event: saved, mailIds };
}

/**
 * Deletes a stop and its bookings, in one statement with a notice to each booking that the stop is cancelled (its
 * calendar entry marked cancelled, revision raised) unless it was done or past; the bookings' mail still waiting
 * (a reminder, an earlier change) goes with them. Undefined when no stop has this id.
 */
export async function deleteTourEvent(db: Db, id: number, today: string): Promise<{ mailIds: number[] } | undefined> {
  const [row] = await db.query<{ mailIds: number[] }>(
    `WITH gone AS (DELETE FROM tour_events WHERE id = $1 RETURNING *),
     unsent AS (
       DELETE FROM outbox
       WHERE sent_at IS NULL AND kind LIKE 'rsvp-%'
         AND data->>'rsvpId' IN (SELECT id::text FROM rsvps WHERE tour_event_id = $1)),
     queued AS (${queueMailSql('rsvp-stop-deleted', {
       from: `rsvps r JOIN gone g ON r.tour_event_id = g.id
         WHERE g.completed = 0 AND g.event_date >= $2::date AND r.mails_stopped_at IS NULL`,
       recipient: 'r.email',
       data: { name: 'r.name', stop: stopSnapshotSql('g', 'g.calendar_sequence + 1') },
     })})
     SELECT ARRAY(SELECT id FROM queued) AS "mailIds" FROM gone`,
    [id, today],
  );
  return row;
}
