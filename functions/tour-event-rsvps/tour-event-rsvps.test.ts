import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../core/dates';
import { PRIVACY_NOTICE_VERSION } from '../../core/privacy-notice';
import { EMAIL_INVALID } from '../../core/schema/fields.schema';
import { RSVP_MESSAGES } from '../../core/schema/rsvp.schema';
import { useTestDatabase } from '../../test/server/test-database';
import { MESSAGES } from '../_lib/http';
import { BOOKING, STOP, addStop, book, calendarOf, cancelTokenOf, dayFromToday } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { call, callRaw, usePurgeToken } from '../../test/server/function-calls';
import tourEvents from '../tour-events/tour-events';
import tourEventRsvps from './tour-event-rsvps';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();
/** The site's origin, which the mails' links name (SITE_URL is not set in the tests). */
const SITE = 'https://venturinipresidente.it';
const smtp = useTestSmtpServer();
const purge = usePurgeToken(vi.mocked(purgeCache));

const bookings = () =>
  db.query<{ name: string; email: string; phone: string | null; people: number }>(
    'SELECT name, email, phone, people FROM rsvps ORDER BY id',
  );
const bookedPeople = async (stopId: number) =>
  (await db.query<{ n: number }>('SELECT booked_people AS n FROM tour_events WHERE id = $1', [stopId]))[0].n;
const publicStop = async (stopId: number) =>
  ((await call(tourEvents, '/api/tour-events')).body as { id: number; full: 0 | 1; capacity: number | null }[]).find(
    (stop) => stop.id === stopId,
  );

describe('POST /api/tour-events/{id}/rsvps', () => {
  it('books the stop and sends one confirmation with its .ics, its link and a cancel link', async () => {
    const stop = await addStop();
    const res = await book(stop.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: RSVP_MESSAGES.booked });
    expect(await bookings()).toEqual([{ name: BOOKING.name, email: BOOKING.email, phone: BOOKING.phone, people: 2 }]);

    expect(smtp().received).toHaveLength(1);
    const [mail] = smtp().received;
    expect(mail.envelopeTo).toEqual([BOOKING.email]);
    expect(mail.parsed.subject).toBe(`Prenotazione confermata: Incontro in piazza, ${formatLongDate(STOP.eventDate)}`);
    expect(mail.parsed.text).toContain('Ciao Anna Bianchi, abbiamo registrato la tua prenotazione');
    expect(mail.parsed.text).toContain('(2 persone)');
    expect(mail.parsed.text).toContain(`${SITE}/tappe/${stop.id}`);
    const token = cancelTokenOf(mail);
    expect(mail.parsed.html).toContain(`href="${SITE}/prenotazione/annulla?t=${token}"`);
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${SITE}/api/rsvps/cancel?t=${token}>`);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const [event] = calendarOf(mail);
    expect(event.uid).toBe(`tappa-${stop.id}@venturinipresidente.it`);
    expect(event.summary).toBe('Incontro in piazza');
    expect(event.location).toBe('Castelfranco Veneto, Piazza Giorgione 1');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toString()).toBe(`${STOP.eventDate}T18:30:00`);
    expect(event.startDate.zone?.tzid).toBe('Europe/Rome');
    // What the visitor typed leaves with the mail: the outbox keeps no copy.
    expect(await db.query('SELECT data FROM outbox')).toEqual([{ data: null }]);
  });

  it('records the consent of each booking with its purpose, notice version and page; none for a refused one', async () => {
    const stop = await addStop({ capacity: 2 });
    const guard = { website: '', fillTimeMs: 5000, sourcePage: `/tappe/${stop.id}` };
    expect((await book(stop.id, { ...BOOKING, ...guard })).status).toBe(201);
    expect((await book(stop.id, { ...BOOKING, people: 1, ...guard, sourcePage: '/' })).status).toBe(201);
    expect((await book(stop.id, { ...BOOKING, email: 'luca@example.it', people: 2, ...guard })).status).toBe(409);
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps');
    expect(
      await db.query('SELECT purpose, email, record_id, notice_version, source_page FROM consents ORDER BY id'),
    ).toEqual([
      {
        purpose: 'rsvp',
        email: BOOKING.email,
        record_id: id,
        notice_version: PRIVACY_NOTICE_VERSION,
        source_page: `/tappe/${stop.id}`,
      },
      {
        purpose: 'rsvp',
        email: BOOKING.email,
        record_id: id,
        notice_version: PRIVACY_NOTICE_VERSION,
        source_page: '/',
      },
    ]);
  });

  it('updates the booking of the same address, in any case, never a second one, with the same answer', async () => {
    const stop = await addStop();
    const first = await callRaw(tourEventRsvps, `/api/tour-events/${stop.id}/rsvps`, {
      method: 'POST',
      params: { id: String(stop.id) },
      body: BOOKING,
    });
    const again = await callRaw(tourEventRsvps, `/api/tour-events/${stop.id}/rsvps`, {
      method: 'POST',
      params: { id: String(stop.id) },
      body: { ...BOOKING, name: 'Anna B.', email: 'ANNA.Bianchi@Example.it', phone: '', people: 4 },
    });
    expect([again.status, await again.text()]).toEqual([first.status, await first.text()]);
    expect(await bookings()).toEqual([{ name: 'Anna B.', email: 'ANNA.Bianchi@Example.it', phone: null, people: 4 }]);
    expect(await bookedPeople(stop.id)).toBe(4);
    // One mail per action: the update is confirmed too, with its new numbers.
    expect(smtp().received.map((mail) => mail.parsed.text?.includes('(4 persone)'))).toEqual([false, true]);
  });

  it('accepts exactly the places of a stop when 20 people book 1 place each at once', async () => {
    const stop = await addStop({ capacity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book(stop.id, { ...BOOKING, email: `persona${n}@example.it`, people: 1 })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(10);
    for (const res of refused) expect(res.body).toEqual({ error: RSVP_MESSAGES.full });
    expect(await db.count('rsvps')).toBe(10);
    expect(await bookedPeople(stop.id)).toBe(10);
    // A refused booking queues no mail: only the 10 confirmations left.
    expect(await db.count('outbox')).toBe(10);
    expect(smtp().received).toHaveLength(10);
    expect(await publicStop(stop.id)).toMatchObject({ capacity: 10, full: 1 });
  });

  it('counts people against the places, lets a booking shrink when full, and purges the list when it fills', async () => {
    const stop = await addStop({ capacity: 5 });
    expect((await book(stop.id, { ...BOOKING, people: 3 })).status).toBe(201);
    expect(purge).not.toHaveBeenCalled();
    const tooMany = await book(stop.id, { ...BOOKING, email: 'luca@example.it', people: 3 });
    expect([tooMany.status, tooMany.body]).toEqual([409, { error: 'Posti esauriti' }]);
    expect(await publicStop(stop.id)).toMatchObject({ full: 0 });
    expect((await book(stop.id, { ...BOOKING, email: 'luca@example.it', people: 2 })).status).toBe(201);
    expect(purge).toHaveBeenCalledExactlyOnceWith({ tags: ['tour-events'] });
    expect(await publicStop(stop.id)).toMatchObject({ full: 1 });
    // Full, yet the first booking may bring fewer people, which frees a place.
    expect((await book(stop.id, { ...BOOKING, people: 1 })).status).toBe(201);
    expect(await bookedPeople(stop.id)).toBe(3);
    expect(await publicStop(stop.id)).toMatchObject({ full: 0 });
  });

  it('refuses a completed, a past and an unknown stop in Italian, and writes nothing', async () => {
    const done = await addStop({ completed: 1 });
    const past = await addStop({ eventDate: dayFromToday(-1) });
    const today = await addStop({ eventDate: dayFromToday(0) });
    expect(await book(done.id)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.closed } });
    expect(await book(past.id)).toMatchObject({ status: 409, body: { error: RSVP_MESSAGES.closed } });
    for (const id of ['999', 'abc', '0']) {
      expect(await book(id)).toMatchObject({ status: 404, body: { error: RSVP_MESSAGES.unknownStop } });
    }
    expect(await db.count('rsvps')).toBe(0);
    expect(await db.count('outbox')).toBe(0);
    // The stop of the day itself still takes bookings.
    expect((await book(today.id)).status).toBe(201);
  });

  it.each([
    ['name', { name: 'A' }, RSVP_MESSAGES.name],
    ['email', { email: 'non-una-email' }, EMAIL_INVALID],
    ['phone', { phone: '3'.repeat(41) }, RSVP_MESSAGES.phone],
    ['people', { people: 0 }, RSVP_MESSAGES.people],
    ['people', { people: 11 }, RSVP_MESSAGES.people],
    ['people', { people: 2.5 }, RSVP_MESSAGES.people],
    ['people', { people: '3' }, RSVP_MESSAGES.people],
    ['people', { people: undefined }, RSVP_MESSAGES.people],
    ['privacyAccepted', { privacyAccepted: 0 }, RSVP_MESSAGES.privacy],
    ['privacyAccepted', { privacyAccepted: true }, RSVP_MESSAGES.privacy],
  ])('refuses a bad %s with its Italian message (%j)', async (field, change, message) => {
    const stop = await addStop();
    const res = await book(stop.id, { ...BOOKING, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badInput, fields: { [field]: message } });
    expect(await db.count('rsvps')).toBe(0);
  });

  it("answers a bot's filled honeypot as a booking and stores nothing", async () => {
    const stop = await addStop();
    const res = await book(stop.id, { ...BOOKING, website: 'https://spam.example', fillTimeMs: 30_000 });
    expect(res).toMatchObject({ status: 201, body: { message: RSVP_MESSAGES.booked } });
    expect(await db.count('rsvps')).toBe(0);
    expect(smtp().received).toHaveLength(0);
  });

  it('counts bookings per address: the 31st in 10 minutes is refused', async () => {
    const stop = await addStop();
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ('form:rsvp:198.51.100.4', 29)`);
    expect((await book(stop.id, BOOKING, '198.51.100.4')).status).toBe(201);
    const refused = await book(stop.id, { ...BOOKING, email: 'luca@example.it' }, '198.51.100.4');
    expect(refused).toMatchObject({ status: 429, body: { error: 'Troppe richieste: riprova tra qualche minuto.' } });
    expect((await book(stop.id, { ...BOOKING, email: 'luca@example.it' }, '198.51.100.5')).status).toBe(201);
    expect(await db.count('rsvps')).toBe(2);
  });
});
