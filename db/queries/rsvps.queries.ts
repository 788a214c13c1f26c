import type { RsvpCount, RsvpInput } from '../../core/schema/rsvp.schema';
import type { Db } from '../client';
import { consentEventSql, consentSql } from './consents.queries';
import type { InboxList } from './inbox.queries';
import { queueMailSql } from './outbox.queries';
import { stopSnapshotSql } from './tour-events.queries';

/** What a booking did: saved (new or updated, with its confirmation mail), or why not. */
export type BookingOutcome =
  | { outcome: 'booked'; mailIds: number[]; limited: boolean }
  | { outcome: 'full' }
  | { outcome: 'closed' }
  | { outcome: 'unknown' };

/** The error the trigger of migration 0009 raises when a booking would pass the stop's places. */
function isCapacityRefusal(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23514' && constraint === 'rsvps_capacity';
}

/**
 * "Ci sarò", in one statement with its confirmation mail and the record of its consent (given again with each
 * booking, from `sourcePage`): a booking of an upcoming stop (not done, not before `today` in Italian time), or the
 * update of the booking the same address (in any case) already holds there. The trigger on rsvps counts its people
 * against the stop's places within the same statement and refuses it when they pass them: then nothing is written,
 * mail and consent included. `limited` says the stop has a number of places.
 */
export async function bookRsvp(
  db: Db,
  stopId: number,
  rsvp: RsvpInput,
  today: string,
  sourcePage: string | null,
): Promise<BookingOutcome> {
  let row: { outcome: 'booked' | 'closed' | 'unknown'; limited: boolean; mailIds: number[] };
  try {
    [row] = await db.query<typeof row>(
      `WITH stop AS (SELECT * FROM tour_events WHERE id = $1),
       saved AS (
         INSERT INTO rsvps AS r (tour_event_id, name, email, phone, people, privacy_accepted)
         SELECT id, $2, $3, $4, $5, $6 FROM stop WHERE completed = 0 AND event_date >= $7::date
         ON CONFLICT (tour_event_id, lower(email)) DO UPDATE
           SET name = EXCLUDED.name, email = EXCLUDED.email, phone = EXCLUDED.phone, people = EXCLUDED.people,
             updated_at = now()
         RETURNING r.id, r.name, r.email, r.people),
       queued AS (${queueMailSql('rsvp-confirm', {
         from: 'saved CROSS JOIN stop',
         recipient: 'saved.email',
         data: `jsonb_build_object('rsvpId', saved.id, 'name', saved.name, 'people', saved.people,
           'stop', ${stopSnapshotSql('stop')})`,
       })}),
       consent AS (${consentSql('rsvp', { from: 'saved', email: 'saved.email', recordId: 'saved.id', sourcePage: '$8' })})
       SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM stop) THEN 'unknown'
                   WHEN NOT EXISTS (SELECT 1 FROM saved) THEN 'closed' ELSE 'booked' END AS outcome,
         coalesce((SELECT capacity IS NOT NULL FROM stop), false) AS limited,
         ARRAY(SELECT id FROM queued) AS "mailIds"`,
      [stopId, rsvp.name, rsvp.email, rsvp.phone ?? null, rsvp.people, rsvp.privacyAccepted, today, sourcePage],
    );
  } catch (error) {
    if (isCapacityRefusal(error)) return { outcome: 'full' };
    throw error;
  }
  if (row.outcome !== 'booked') return { outcome: row.outcome };
  return { outcome: 'booked', mailIds: row.mailIds, limited: row.limited };
}

/** Whether the people booked fill the stop's places now (the public list's `full`). */
export async function stopIsFull(db: Db, stopId: number): Promise<boolean> {
  const [row] = await db.query<{ full: boolean }>(
    `SELECT capacity IS NOT NULL AND booked_people >= capacity AS full FROM tour_events WHERE id = $1`,
    [stopId],
  );
  return row?.full ?? false;
}

/**
 * A cancel link used: deletes the booking and its mail not yet sent, marks its consent withdrawn (kept as proof
 * until the person's data is erased) and queues the receipt, in one statement.
 * Undefined when there is no such booking (cancelled already, or its stop deleted); `limited` when its stop has a
 * number of places (freed now).
 */
export async function cancelRsvp(db: Db, rsvpId: number): Promise<{ mailIds: number[]; limited: boolean } | undefined> {
  const [row] = await db.query<{ mailIds: number[]; limited: boolean }>(
    `WITH gone AS (DELETE FROM rsvps WHERE id = $1 RETURNING *),
     unsent AS (
       DELETE FROM outbox
       WHERE sent_at IS NULL AND kind LIKE 'rsvp-%' AND data->>'rsvpId' IN (SELECT id::text FROM gone)),
     queued AS (${queueMailSql('rsvp-cancelled', {
       from: 'gone JOIN tour_events t ON t.id = gone.tour_event_id',
       recipient: 'gone.email',
       data: `jsonb_build_object('name', gone.name, 'stop', ${stopSnapshotSql('t')})`,
     })}),
     consent AS (${consentEventSql('rsvp', 'withdrawn', 'SELECT id FROM gone')})
     SELECT ARRAY(SELECT id FROM queued) AS "mailIds", t.capacity IS NOT NULL AS limited
     FROM gone JOIN tour_events t ON t.id = gone.tour_event_id`,
    [rsvpId],
  );
  return row;
}

/** Per stop with bookings: how many, and how many people. */
export function rsvpCounts(db: Db): Promise<RsvpCount[]> {
  return db.query<RsvpCount>(
    `SELECT tour_event_id AS "tourEventId", count(*)::int AS bookings, sum(people)::int AS people
     FROM rsvps GROUP BY tour_event_id ORDER BY tour_event_id`,
  );
}

const COLUMNS = `id, tour_event_id AS "tourEventId", name, email, phone, people, created_at AS "createdAt",
  updated_at AS "updatedAt"`;

/** The admins' list of one stop's bookings, searched by name, email and phone (search_text). */
export const rsvpInbox = (stopId: number): InboxList => ({
  table: 'rsvps',
  columns: COLUMNS,
  created: 'created_at',
  filter: 'tour_event_id = $1',
  filterParams: [stopId],
});

/** The reminder's moment: 10:00 in Italy the day before the stop. */
const REMINDER_AT = `(((t.event_date - 1) + time '10:00') AT TIME ZONE 'Europe/Rome')`;

/**
 * Queues the reminder of the day before for every booking due one at `now`: its stop is tomorrow in Italy, it is
 * 10:00 or later, the stop is not done, the booking was made before 10:00 (a later one has just had its
 * confirmation) and has had no reminder. Each booking is marked in the same statement, so it is reminded once
 * however often this runs. Returns the ids of the mail queued.
 */
export async function queueRsvpReminders(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `WITH due AS (
       UPDATE rsvps r SET reminder_queued_at = $1
       FROM tour_events t
       WHERE t.id = r.tour_event_id AND r.reminder_queued_at IS NULL AND t.completed = 0
         AND $1::timestamptz >= ${REMINDER_AT}
         AND $1::timestamptz < ((t.event_date + time '00:00') AT TIME ZONE 'Europe/Rome')
         AND r.created_at < ${REMINDER_AT}
       RETURNING r.id, r.name, r.email, r.people, ${stopSnapshotSql('t')} AS stop),
     queued AS (${queueMailSql('rsvp-reminder', {
       from: 'due',
       recipient: 'due.email',
       data: `jsonb_build_object('rsvpId', due.id, 'name', due.name, 'people', due.people, 'stop', due.stop)`,
     })})
     SELECT id FROM queued`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** How long bookings are kept after their stop's day: enough for the campaign to count who came. */
export const RSVP_KEPT_DAYS = 30;

/** The retention job: the bookings of stops held more than RSVP_KEPT_DAYS days before `today` (Italian time). */
export async function deletePastRsvps(db: Db, today: string): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rsvps r USING tour_events t
     WHERE t.id = r.tour_event_id AND t.event_date < $1::date - ${RSVP_KEPT_DAYS}
     RETURNING 1`,
    [today],
  );
  return rows.length;
}
