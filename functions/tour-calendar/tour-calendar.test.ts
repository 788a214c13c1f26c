import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { TourEventInput } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { useTestDatabase } from '../../test/server/test-database';
import { escapeText, foldLine } from '../_lib/ics';
import { callRaw } from '../../test/server/function-calls';
import tourCalendar from './tour-calendar';

useTestDatabase();

const PATH = '/api/tour-events.ics';

const stop = (fields: Partial<TourEventInput>): TourEventInput => ({
  title: 'Incontro con i cittadini',
  location: 'Padova',
  eventDate: '2025-10-26',
  eventTime: '18:00',
  address: null,
  description: null,
  completed: 0,
  ...fields,
});

/** The response parsed back by ical.js, with its VTIMEZONE registered so TZID times resolve to instants. */
async function fetchCalendar(query = '') {
  const res = await callRaw(tourCalendar, `${PATH}${query}`);
  const text = await res.text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { res, text, calendar, events };
}

describe('GET /api/tour-events.ics', () => {
  it('is one RFC 5545 calendar with a VEVENT per stop, cached under the tour events tag', async () => {
    const first = await insertTourEvent(getDb(), stop({ title: 'A Verona', location: 'Verona' }));
    const second = await insertTourEvent(getDb(), stop({ title: 'A Belluno', location: 'Belluno', completed: 1 }));
    const { res, text, events } = await fetchCalendar();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('netlify-cache-tag')).toBe('tour-events');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(events.map((event) => event.summary).sort()).toEqual(['A Belluno', 'A Verona']);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`tappa-${first.id}@localhost:8888`, `tappa-${second.id}@localhost:8888`].sort(),
    );
    const verona = events.find((event) => event.summary === 'A Verona')!;
    expect(verona.location).toBe('Verona');
    expect(verona.component.getFirstPropertyValue('url')).toBe(`http://localhost:8888/tappe/${first.id}`);
  });

  it('keeps the UID of a stop the same from one download to the next', async () => {
    await insertTourEvent(getDb(), stop({}));
    const once = (await fetchCalendar()).events[0].uid;
    const twice = (await fetchCalendar()).events[0].uid;
    expect(twice).toBe(once);
  });

  it('puts a timed stop at its Rome time on either side of the change from summer time', async () => {
    await insertTourEvent(getDb(), stop({ title: 'Dopo il cambio', eventDate: '2025-10-26', eventTime: '18:00' }));
    await insertTourEvent(getDb(), stop({ title: 'Prima del cambio', eventDate: '2025-10-25', eventTime: '18:00' }));
    const { text, events } = await fetchCalendar();
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Rome');
    const after = events.find((event) => event.summary === 'Dopo il cambio')!;
    const before = events.find((event) => event.summary === 'Prima del cambio')!;
    expect(after.startDate.toJSDate().toISOString()).toBe('2025-10-26T17:00:00.000Z');
    expect(before.startDate.toJSDate().toISOString()).toBe('2025-10-25T16:00:00.000Z');
    expect(after.endDate.toJSDate().toISOString()).toBe('2025-10-26T19:00:00.000Z');
    expect(after.startDate.zone?.tzid).toBe('Europe/Rome');
  });

  it('makes a stop without a time an all-day event', async () => {
    await insertTourEvent(getDb(), stop({ eventDate: '2025-11-15', eventTime: null }));
    const [event] = (await fetchCalendar()).events;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2025-11-15');
    expect(event.endDate.toString()).toBe('2025-11-16');
  });

  it('escapes commas, semicolons and newlines and folds long lines at 75 octets', async () => {
    const description = 'Ore 18, aperitivo; poi domande.\nSeconda riga con accenti: perché è così — città '.repeat(3);
    await insertTourEvent(
      getDb(),
      stop({ title: 'Piazza, fontana; palco', location: 'Vittorio Veneto', address: 'Via Roma 1', description }),
    );
    const { text, events } = await fetchCalendar();
    const [event] = events;
    expect(event.summary).toBe('Piazza, fontana; palco');
    expect(event.location).toBe('Vittorio Veneto, Via Roma 1');
    expect(event.description).toBe(description);
    expect(text).toContain('SUMMARY:Piazza\\, fontana\\; palco');
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('gives one stop as a file to save with ?id=N, and 404 for an unknown or malformed id', async () => {
    await insertTourEvent(getDb(), stop({ title: 'Altra tappa' }));
    const wanted = await insertTourEvent(getDb(), stop({ title: 'Questa tappa' }));
    const { res, events } = await fetchCalendar(`?id=${wanted.id}`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tappa-${wanted.id}.ics"`);
    expect(events.map((event) => event.summary)).toEqual(['Questa tappa']);
    for (const id of ['999', 'abc', '0', '']) {
      expect((await callRaw(tourCalendar, `${PATH}?id=${id}`)).status).toBe(404);
    }
  });
});

describe('iCalendar text helpers', () => {
  it('escapes backslashes before the characters that use them', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });

  it('never splits a multi-byte character when folding', () => {
    const folded = foldLine(`DESCRIPTION:${'è'.repeat(100)}`);
    const parts = folded.split('\r\n');
    expect(parts.map((part) => part.replace(/^ /, '')).join('')).toBe(`DESCRIPTION:${'è'.repeat(100)}`);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
  });
});
