import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/server/test-database';
import { adminSession, call, callRaw, routeByMethod, usePurgeToken } from '../../test/server/function-calls';
import { purgeCache } from '@netlify/functions';
import * as tourEventsRead from '../tour-events/tour-events';
import * as tourEventsWrite from '../tour-events-write/tour-events-write';
import tourCalendar from './tour-calendar';

// Each list's path as Netlify serves it: the public GET and the admin writes are two functions.
const tourEvents = routeByMethod(tourEventsRead, tourEventsWrite);

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

useTestDatabase();
usePurgeToken(vi.mocked(purgeCache));

/** The one VEVENT of a stop's own .ics, read by ical.js with the file's VTIMEZONE registered. */
async function calendarEvent(id: number) {
  const text = await (await callRaw(tourCalendar, `/api/tour-events.ics?id=${id}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

const wallClock = (time: ICAL.Time) => time.toString().slice(11, 16);

describe("a stop's time from the admin's words to the calendar", () => {
  it.each([
    ['18:00', '18:00', '20:00'],
    ['18.30', '18:30', '20:30'],
    ['ore 18', '18:00', '20:00'],
    ['18:00-20:00', '18:00', '20:00'],
    ['dalle 18 alle 20', '18:00', '20:00'],
  ])('%j is kept as written and starts at %s, ending at %s, Rome time', async (written, start, end) => {
    const cookie = await adminSession();
    const created = await call(tourEvents, '/api/tour-events', {
      method: 'POST',
      cookie,
      body: { title: 'Comizio', location: 'Treviso', eventDate: '2025-11-20', eventTime: written, completed: 0 },
    });
    expect(created.status).toBe(201);
    const listed = (await call(tourEvents, '/api/tour-events')).body as { id: number; eventTime: string }[];
    expect(listed.find((stop) => stop.id === (created.body as { id: number }).id)?.eventTime).toBe(written);
    const event = await calendarEvent((created.body as { id: number }).id);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe('Europe/Rome');
    expect(wallClock(event.startDate)).toBe(start);
    expect(wallClock(event.endDate)).toBe(end);
    // 20 November is winter time: 18:00 in Rome is 17:00 UTC.
    expect(event.startDate.toUnixTime() - ICAL.Time.fromDateTimeString(`2025-11-20T${start}:00Z`).toUnixTime()).toBe(
      -3600,
    );
  });

  it('makes a stop whose time is only words a whole-day event, with the words in its description', async () => {
    const cookie = await adminSession();
    const created = await call(tourEvents, '/api/tour-events', {
      method: 'POST',
      cookie,
      body: {
        title: 'Festa',
        location: 'Bassano',
        eventDate: '2025-11-20',
        eventTime: 'in serata',
        description: 'Con musica.',
        completed: 0,
      },
    });
    const event = await calendarEvent((created.body as { id: number }).id);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2025-11-20');
    expect(event.description).toBe('Orario: in serata\n\nCon musica.');
  });
});
