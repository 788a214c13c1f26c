import type { Db } from '../client';
import type { TourEvent, TourEventInput } from '../../core/schema/tour-event.schema';

const COLUMNS = `id, title, location, event_date::text AS "eventDate", event_time AS "eventTime", description,
  address, completed, created_at AS "createdAt"`;

/** Upcoming stops first, in the order they were created; then completed stops, the most recent date first. */
export function listTourEvents(db: Db): Promise<TourEvent[]> {
  return db.query<TourEvent>(
    `SELECT ${COLUMNS} FROM tour_events
     ORDER BY completed,
       CASE WHEN completed = 0 THEN created_at END,
       CASE WHEN completed = 1 THEN event_date END DESC,
       id`,
  );
}

/** One stop, or undefined when no stop has this id. */
export async function findTourEvent(db: Db, id: number): Promise<TourEvent | undefined> {
  const [row] = await db.query<TourEvent>(`SELECT ${COLUMNS} FROM tour_events WHERE id = $1`, [id]);
  return row;
}

function values(event: TourEventInput): unknown[] {
  return [
    event.title,
    event.location,
    event.eventDate,
    event.eventTime ?? null,
    event.description ?? null,
    event.address ?? null,
    event.completed,
  ];
}

export async function insertTourEvent(db: Db, event: TourEventInput): Promise<TourEvent> {
  const [row] = await db.query<TourEvent>(
    `INSERT INTO tour_events (title, location, event_date, event_time, description, address, completed)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    values(event),
  );
  return row;
}

/** The updated row, or undefined when no stop has this id. */
export async function updateTourEvent(db: Db, id: number, event: TourEventInput): Promise<TourEvent | undefined> {
  const [row] = await db.query<TourEvent>(
    `UPDATE tour_events
     SET title = $1, location = $2, event_date = $3, event_time = $4, description = $5, address = $6, completed = $7
     WHERE id = $8 RETURNING ${COLUMNS}`,
    [...values(event), id],
  );
  return row;
}

export async function deleteTourEvent(db: Db, id: number): Promise<boolean> {
  const rows = await db.query(`DELETE FROM tour_events WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}
