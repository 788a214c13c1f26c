import { formatShortDate } from '../../core/dates';
import { describe, expect, it } from 'vitest';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import { checkIn } from '../../test/server/door-kit';
import { addStop, dayFromToday } from '../../test/server/rsvp-test-kit';
import { addShift } from '../../test/server/shift-kit';
import { useTestDatabase } from '../../test/server/test-database';
import adminAttendance from './admin-attendance';

const db = useTestDatabase();

/** Bookings straight into the table (the engine's triggers still confirm them): a past stop takes none from the API. */
async function booked(column: 'tour_event_id' | 'shift_id', id: number, people: number[]): Promise<string[]> {
  const rows = await db.query<{ check_in_code: string }>(
    `INSERT INTO rsvps (${column}, name, email, people, privacy_accepted)
     SELECT $1, 'Persona ' || n, 'persona' || n || '@example.it', p, 1 FROM unnest($2::int[]) WITH ORDINALITY AS x(p, n)
     RETURNING check_in_code`,
    [id, people],
  );
  return rows.map((row) => row.check_in_code);
}

const attendance = (cookie?: string) => call(adminAttendance, '/api/admin/attendance', { cookie });

describe('GET /api/admin/attendance', () => {
  it('counts per stop and shift the people confirmed, checked in, walked in, and once its day is over not come', async () => {
    const past = await addStop({ title: 'Tappa di ieri', eventDate: dayFromToday(-1) });
    const today = await addStop({ title: 'Tappa di oggi', eventDate: dayFromToday(0) });
    const shift = await addShift({ capacity: 5 });
    const cookie = await adminSession('inbox', 'segreteria');
    const [a, , c] = await booked('tour_event_id', past.id, [2, 3, 1]);
    await checkIn({ code: a }, cookie);
    await checkIn({ code: c }, cookie);
    await checkIn({ tourEventId: past.id, name: 'Ugo', people: 4 }, cookie);
    await booked('tour_event_id', today.id, [2]);
    const [volunteer] = await booked('shift_id', shift.id, [1, 1]);
    await checkIn({ code: volunteer }, cookie);

    const res = await attendance(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        kind: 'shift',
        id: shift.id,
        confirmedPeople: 2,
        checkedInPeople: 1,
        walkInPeople: 0,
        noShowPeople: 0,
      }),
      expect.objectContaining({
        kind: 'stop',
        id: today.id,
        title: 'Tappa di oggi',
        confirmedPeople: 2,
        checkedInPeople: 0,
        walkInPeople: 0,
        noShowPeople: 0,
      }),
      expect.objectContaining({
        kind: 'stop',
        id: past.id,
        date: past.eventDate,
        confirmedPeople: 6,
        checkedInPeople: 3,
        walkInPeople: 4,
        noShowPeople: 3,
      }),
    ]);
  });

  it('exports the same rows as CSV for Excel, and logs the export', async () => {
    const stop = await addStop({ title: 'Piazza Bra' });
    await checkIn({ tourEventId: stop.id, name: 'Ugo', people: 4 }, await adminSession());
    const res = await callRaw(adminAttendance, '/api/admin/attendance', {
      url: 'http://localhost:8888/api/admin/attendance?format=csv',
      cookie: await adminSession('inbox', 'segreteria'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Tipo;Titolo;Data;Orario;Luogo;Persone confermate;Entrate con prenotazione;Entrate senza prenotazione;Confermate e non venute',
    );
    expect(lines[1]).toBe(`Tappa;Piazza Bra;${formatShortDate(stop.eventDate)};18:30;Castelfranco Veneto;0;0;4;0`);
    expect(await db.query(`SELECT action, subject, details FROM audit_log WHERE action = 'export'`)).toEqual([
      { action: 'export', subject: 'presenze', details: { rows: 1 } },
    ]);
  });

  it('answers 401 without a session and 403 to the editors', async () => {
    expect((await attendance()).status).toBe(401);
    expect((await attendance(await adminSession('editor', 'redazione'))).status).toBe(403);
  });
});
