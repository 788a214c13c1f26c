import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../core/dates';
import type { TourEventInput } from '../../core/schema/tour-event.schema';
import { POLLS_CLOSE, SILENCE_STARTS } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { useTestDatabase } from '../../test/server/test-database';
import { runOutboxSender } from '../outbox-sender/outbox-sender';
import { BOOKING, STOP, addStop, bookAndConfirm, calendarOf, dayFromToday } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call, callRaw } from '../../test/server/function-calls';
import tourCalendar from '../tour-calendar/tour-calendar';
import tourEvent from './tour-event';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const put = async (id: number, body: TourEventInput) =>
  call(tourEvent, `/api/tour-events/${id}`, {
    method: 'PUT',
    params: { id: String(id) },
    body,
    cookie: await adminSession(),
  });
const remove = async (id: number) =>
  call(tourEvent, `/api/tour-events/${id}`, {
    method: 'DELETE',
    params: { id: String(id) },
    cookie: await adminSession(),
  });

/** A stop with `count` bookings, the confirmations left behind. */
async function bookedStop(count: number, fields: Partial<TourEventInput> = {}) {
  const stop = await addStop(fields);
  for (let n = 0; n < count; n++) {
    const booking = { ...BOOKING, email: `persona${n}@example.it` };
    expect((await bookAndConfirm(smtp().received, stop.id, booking)).status).toBe(200);
  }
  smtp().received.length = 0;
  return stop;
}

const NEW_DAY = dayFromToday(8);
const moved: TourEventInput = { ...STOP, eventDate: NEW_DAY, eventTime: '21:00', location: 'Treviso', address: null };

describe('the change notice', () => {
  it('tells each booking once what changed, before → after, with the calendar entry revised', async () => {
    const stop = await bookedStop(3);
    expect((await put(stop.id, moved)).status).toBe(200);
    const mails = smtp().received;
    expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      'persona0@example.it',
      'persona1@example.it',
      'persona2@example.it',
    ]);
    const [mail] = mails;
    expect(mail.parsed.subject).toBe('Cambio di programma: Incontro in piazza');
    expect(mail.parsed.text).toContain(
      [
        `Data: ${formatLongDate(STOP.eventDate)} → ${formatLongDate(NEW_DAY)}`,
        'Orario: 18:30 → 21:00',
        'Luogo: Castelfranco Veneto → Treviso',
        'Indirizzo: Piazza Giorgione 1 → non indicato',
      ].join('\n'),
    );
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/\/api\/rsvps\/stop-mails\?t=[A-Za-z0-9_-]{43}>$/);
    const [event] = calendarOf(mail);
    expect([event.uid, event.sequence, event.startDate.toString(), event.location]).toEqual([
      `tappa-${stop.id}@venturinipresidente.it`,
      1,
      `${NEW_DAY}T21:00:00`,
      'Treviso',
    ]);

    // The feed carries the same revision, so a subscribed calendar replaces the entry too.
    const feed = await (await callRaw(tourCalendar, '/api/tour-events.ics')).text();
    const [inFeed] = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents('vevent');
    expect(inFeed.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('sends nothing when only the title, description or places change, and keeps the revision', async () => {
    const stop = await bookedStop(2);
    const res = await put(stop.id, { ...STOP, title: 'Nuovo titolo', description: 'Altro testo', capacity: 50 });
    expect(res.status).toBe(200);
    expect(smtp().received).toHaveLength(0);
    // Each booking's two mails (its request, its confirmation), and no notice.
    expect(await db.count('outbox')).toBe(4);
    const [row] = await db.query<{ n: number }>('SELECT calendar_sequence AS n FROM tour_events');
    expect(row.n).toBe(0);
  });

  it('sends nothing for a stop marked done', async () => {
    const stop = await bookedStop(2);
    expect((await put(stop.id, { ...moved, completed: 1 })).status).toBe(200);
    expect(smtp().received).toHaveLength(0);
  });

  it('raises the revision at each change: a second change notice carries SEQUENCE 2', async () => {
    const stop = await bookedStop(1);
    await put(stop.id, moved);
    await put(stop.id, { ...moved, eventTime: '21:30' });
    expect(smtp().received.map((mail) => calendarOf(mail)[0].sequence)).toEqual([1, 2]);
    expect(smtp().received[1].parsed.text).toContain('Orario: 21:00 → 21:30');
  });

  it('is campaign mail: held during the electoral silence, sent once the polls close', async () => {
    const stop = await bookedStop(2);
    delete process.env.SMTP_URL;
    expect((await put(stop.id, moved)).status).toBe(200);
    process.env.SMTP_URL = smtp().url;
    expect(await runOutboxSender(getDb(), { clock: () => SILENCE_STARTS })).toMatchObject({ sent: 0 });
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE })).toMatchObject({ sent: 2 });
    expect(smtp().received.map((mail) => mail.parsed.subject)).toEqual([
      'Cambio di programma: Incontro in piazza',
      'Cambio di programma: Incontro in piazza',
    ]);
  });
});

describe('the notice of a deleted stop', () => {
  it('tells each booking the stop is cancelled, with its calendar entry cancelled, and drops their waiting mail', async () => {
    const stop = await bookedStop(2);
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM rsvps ORDER BY id LIMIT 1');
    await db.query(
      `INSERT INTO outbox (kind, campaign, recipient, data)
       VALUES ('rsvp-reminder', true, 'persona0@example.it', jsonb_build_object('rsvpId', $1::int))`,
      [id],
    );
    expect((await remove(stop.id)).status).toBe(204);
    expect(await db.count('rsvps')).toBe(0);
    // Each booking's request and confirmation, sent, and the two notices.
    expect(await db.count('outbox')).toBe(6);
    expect((await db.query(`SELECT 1 FROM outbox WHERE kind = 'rsvp-reminder'`)).length).toBe(0);
    const mails = smtp().received;
    expect(mails).toHaveLength(2);
    expect(mails[0].parsed.subject).toBe(`Tappa annullata: Incontro in piazza, ${formatLongDate(STOP.eventDate)}`);
    expect(mails[0].parsed.text).toContain('è stata annullata, e con essa la tua prenotazione');
    const [event] = calendarOf(mails[0]);
    expect([event.uid, event.sequence, event.component.getFirstPropertyValue('status')]).toEqual([
      `tappa-${stop.id}@venturinipresidente.it`,
      1,
      'CANCELLED',
    ]);
  });

  it('tells nobody when the stop was done or past', async () => {
    const done = await bookedStop(1);
    await db.query('UPDATE tour_events SET completed = 1 WHERE id = $1', [done.id]);
    const past = await bookedStop(1);
    await db.query('UPDATE tour_events SET event_date = $1 WHERE id = $2', [dayFromToday(-2), past.id]);
    expect((await remove(done.id)).status).toBe(204);
    expect((await remove(past.id)).status).toBe(204);
    expect(smtp().received).toHaveLength(0);
  });
});
