import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import adminRsvpCounts from '../admin-rsvp-counts/admin-rsvp-counts';
import { MESSAGES } from '../_lib/http';
import { dayInItaly } from '../../core/rome-time';
import { formatLongDate } from '../../core/dates';
import { getDb } from '../../db/client';
import { confirmedBooking } from '../../test/server/booking-kit';
import { BOOKING, addStop, book } from '../../test/server/rsvp-test-kit';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import adminTourEventRsvps from './admin-tour-event-rsvps';

const db = useTestDatabase();

const list = (stopId: number | string, query = '', cookie?: string) =>
  call(adminTourEventRsvps, `/api/admin/tour-events/${stopId}/rsvps${query}`, {
    params: { id: String(stopId) },
    cookie,
  });

const bookConfirmed = (stopId: number, body: typeof BOOKING) =>
  confirmedBooking(getDb(), stopId, body, dayInItaly(new Date()));

/**
 * Two stops: three bookings of the first (one of them booked at a set time, one in line for its 7 places), one of
 * the second, and a request for the second that its owner has not confirmed.
 */
async function bookedStops() {
  const first = await addStop({ capacity: 7 });
  const second = await addStop({ title: 'Cena a Feltre' });
  await bookConfirmed(first.id, { ...BOOKING, name: 'Anna Bianchi', email: 'anna@example.it', people: 2 });
  await bookConfirmed(first.id, { ...BOOKING, name: 'Luca Rossi', email: 'luca@example.it', phone: null, people: 1 });
  await bookConfirmed(first.id, { ...BOOKING, name: '=Più Persone', email: 'piu@example.it', people: 5 });
  await bookConfirmed(second.id, { ...BOOKING, people: 3 });
  expect((await book(second.id, { ...BOOKING, email: 'nuovo@example.it' })).status).toBe(202);
  await db.query(`UPDATE rsvps SET created_at = '2025-11-15T17:30:00Z', updated_at = '2025-11-16T08:05:00Z'
    WHERE email = 'anna@example.it'`);
  return { first, second };
}

describe('GET /api/admin/tour-events/{id}/rsvps', () => {
  it('refuses a request without a session with 401, JSON and CSV alike', async () => {
    const { first } = await bookedStops();
    expect(await list(first.id)).toMatchObject({ status: 401, body: { error: MESSAGES.unauthorized } });
    const csv = await callRaw(adminTourEventRsvps, `/api/admin/tour-events/${first.id}/rsvps?format=csv`, {
      params: { id: String(first.id) },
    });
    expect(csv.status).toBe(401);
  });

  it("lists one stop's bookings, newest first, and searches them by name, email or phone", async () => {
    const { first } = await bookedStops();
    const cookie = await adminSession();
    const res = await list(first.id, '', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((row: { name: string }) => row.name)).toEqual([
      '=Più Persone',
      'Luca Rossi',
      'Anna Bianchi',
    ]);
    expect(res.body.items[2]).toEqual({
      id: 1,
      tourEventId: first.id,
      name: 'Anna Bianchi',
      email: 'anna@example.it',
      phone: BOOKING.phone,
      people: 2,
      status: 'confirmed',
      position: null,
      createdAt: '2025-11-15T17:30:00.000Z',
      updatedAt: '2025-11-16T08:05:00.000Z',
    });
    expect((await list(first.id, '?q=piu', cookie)).body.items.map((row: { email: string }) => row.email)).toEqual([
      'piu@example.it',
    ]);
    expect((await list(first.id, '?q=1234567', cookie)).body.total).toBe(2);
  });

  it('exports them for Excel: Italian dates and the people, formulas defused', async () => {
    const { first } = await bookedStops();
    const res = await callRaw(adminTourEventRsvps, `/api/admin/tour-events/${first.id}/rsvps?format=csv`, {
      params: { id: String(first.id) },
      cookie: await adminSession(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="prenotazioni-tappa-${first.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      "Tappa;Data;Orario;Prenotata il;Nome;Email;Telefono;Persone;Stato;Posizione in lista d'attesa;Aggiornata il",
    );
    const stop = `Incontro in piazza;${formatLongDate(first.eventDate)};18:30`;
    expect(lines[1]).toMatch(
      new RegExp(
        `^${stop};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};'=Più Persone;piu@example\\.it;333 1234567;5;In lista d'attesa;1;`,
      ),
    );
    expect(lines[3]).toBe(
      `${stop};15/11/2025 18:30;Anna Bianchi;anna@example.it;333 1234567;2;Confermata;;16/11/2025 09:05`,
    );
    expect(lines).toHaveLength(5);
  });

  it('answers 404 for a stop that does not exist', async () => {
    const cookie = await adminSession();
    for (const id of ['999', 'abc']) expect((await list(id, '', cookie)).status).toBe(404);
  });
});

describe('GET /api/admin/rsvp-counts', () => {
  it('needs a session', async () => {
    expect((await call(adminRsvpCounts, '/api/admin/rsvp-counts')).status).toBe(401);
  });

  it('gives per stop the confirmed bookings and people, those in line, and the requests not confirmed', async () => {
    const { first, second } = await bookedStops();
    const res = await call(adminRsvpCounts, '/api/admin/rsvp-counts', { cookie: await adminSession() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { tourEventId: first.id, bookings: 2, people: 3, waiting: 1, waitingPeople: 5, pending: 0 },
      { tourEventId: second.id, bookings: 1, people: 3, waiting: 0, waitingPeople: 0, pending: 1 },
    ]);
  });
});
