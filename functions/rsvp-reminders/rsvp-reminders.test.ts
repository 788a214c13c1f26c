import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLLS_CLOSE, romeInstant } from '../../core/vote-calendar';
import { getDb } from '../../db/client';
import { useTestDatabase } from '../../test/server/test-database';
import { runOutboxSender } from '../outbox-sender/outbox-sender';
import { BOOKING, addStop, bookAndConfirm, calendarOf, dayFromToday } from '../../test/server/rsvp-test-kit';
import { rawHeader, useTestSmtpServer } from '../../test/server/smtp-test-server';
import { adminSession, call } from '../../test/server/function-calls';
import tourEvent from '../tour-event/tour-event';
import { config, runRsvpReminders } from './rsvp-reminders';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** The instant Rome's clocks show `time` on the day before the stop. */
const eve = (stopDay: string, time: string) => new Date(romeInstant(dayBefore(stopDay), time));

/** A stop on `day` (any day, past ones too) with one booking made two days before it, in good time. */
async function bookedStop(day: string) {
  const stop = await addStop();
  expect((await bookAndConfirm(smtp().received, stop.id)).status).toBe(200);
  await db.query(`UPDATE tour_events SET event_date = $1 WHERE id = $2`, [day, stop.id]);
  await db.query(`UPDATE rsvps SET created_at = $1 WHERE tour_event_id = $2`, [
    new Date(romeInstant(dayBefore(dayBefore(day)), '12:00')),
    stop.id,
  ]);
  smtp().received.length = 0;
  return stop;
}

describe('the reminder of the day before', () => {
  it('runs every 5 minutes as a Netlify scheduled function', () => {
    expect(config.schedule).toBe('*/5 * * * *');
  });

  it('leaves at 10:00 in Italy the day before the stop, once per booking, with the stop and its calendar', async () => {
    const day = dayFromToday(5);
    const stop = await bookedStop(day);
    expect(await runRsvpReminders(getDb(), eve(day, '09:59'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), eve(day, '10:00'))).toEqual({ queued: 1, sent: 1 });
    expect(await runRsvpReminders(getDb(), eve(day, '10:05'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), eve(day, '23:55'))).toEqual({ queued: 0, sent: 0 });

    expect(smtp().received).toHaveLength(1);
    const [mail] = smtp().received;
    expect(mail.envelopeTo).toEqual([BOOKING.email]);
    expect(mail.parsed.subject).toMatch(/^Promemoria: Incontro in piazza, .+, ore 18:30$/);
    expect(mail.parsed.text).toContain(
      'ti ricordiamo la tappa «Incontro in piazza» a cui ti sei prenotato/a (2 persone)',
    );
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(/\/api\/rsvps\/stop-mails\?t=[A-Za-z0-9_-]{43}>$/);
    expect(calendarOf(mail).map((event) => [event.uid, event.startDate.toString()])).toEqual([
      [`tappa-${stop.id}@venturinipresidente.it`, `${day}T18:30:00`],
    ]);
  });

  it('is not sent for a booking made after 10:00 the day before, nor for a stop marked done', async () => {
    const day = dayFromToday(5);
    const late = await bookedStop(day);
    await db.query(`UPDATE rsvps SET created_at = $1 WHERE tour_event_id = $2`, [eve(day, '10:30'), late.id]);
    const done = await bookedStop(dayFromToday(6));
    await db.query(`UPDATE tour_events SET completed = 1 WHERE id = $1`, [done.id]);
    expect(await runRsvpReminders(getDb(), eve(day, '11:00'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), eve(dayFromToday(6), '11:00'))).toEqual({ queued: 0, sent: 0 });
  });

  it('is held during the electoral silence, and leaves once the polls close', async () => {
    // A stop on the day after the vote: its reminder falls on the last voting day, before the polls close.
    await bookedStop('2025-11-25');
    expect(await runRsvpReminders(getDb(), eve('2025-11-25', '10:00'))).toEqual({ queued: 1, sent: 0 });
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE - 1 })).toMatchObject({ sent: 0 });
    expect(smtp().received).toHaveLength(0);
    expect(await runOutboxSender(getDb(), { clock: () => POLLS_CLOSE })).toMatchObject({ sent: 1 });
    expect(smtp().received.map((mail) => mail.parsed.subject)).toEqual([
      `Promemoria: Incontro in piazza, martedì 25 novembre 2025, ore 18:30`,
    ]);
  });

  it('reminds again, for its new day, a booking whose stop moved after its reminder went out', async () => {
    const day = dayFromToday(5);
    const stop = await bookedStop(day);
    expect(await runRsvpReminders(getDb(), eve(day, '10:00'))).toEqual({ queued: 1, sent: 1 });
    const newDay = dayFromToday(9);
    const moved = await call(tourEvent, `/api/tour-events/${stop.id}`, {
      method: 'PUT',
      params: { id: String(stop.id) },
      cookie: await adminSession(),
      body: { title: stop.title, location: stop.location, eventDate: newDay, eventTime: '18:30', completed: 0 },
    });
    expect(moved.status).toBe(200);
    expect(await runRsvpReminders(getDb(), eve(newDay, '09:59'))).toEqual({ queued: 0, sent: 0 });
    expect(await runRsvpReminders(getDb(), eve(newDay, '10:00'))).toEqual({ queued: 1, sent: 1 });
    const reminders = smtp().received.filter((mail) => mail.parsed.subject?.startsWith('Promemoria'));
    expect(reminders).toHaveLength(2);
    expect(calendarOf(reminders[1])[0].startDate.toString()).toBe(`${newDay}T18:30:00`);
  });

  it('drops a reminder held by the electoral silence once its stop is past, and sends it while it is not', async () => {
    // A stop on the last voting day: its reminder, the day before, is held by the silence.
    await bookedStop('2025-11-24');
    expect(await runRsvpReminders(getDb(), eve('2025-11-24', '10:00'))).toEqual({ queued: 1, sent: 0 });
    const dayAfter = Date.parse('2025-11-25T08:00:00Z');
    expect(await runOutboxSender(getDb(), { clock: () => dayAfter })).toMatchObject({ sent: 0 });
    expect(smtp().received).toHaveLength(0);
    expect(await db.query(`SELECT 1 FROM outbox WHERE kind = 'rsvp-reminder'`)).toEqual([]);
  });
});
