import { purgeCache } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { TOUR_EVENT_MESSAGES } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, routeByMethod, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import tourEvent from '../tour-event/tour-event';
import * as read from './tour-events';
import * as write from '../tour-events-write/tour-events-write';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

/** The path as Netlify serves it: the public GET and the admin writes are two functions. */
const tourEvents = routeByMethod(read, write);

const db = useTestDatabase();

const PATH = '/api/tour-events';

const valid = {
  title: 'Incontro con i cittadini',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:00',
  address: 'Piazza Giorgione',
  description: 'Aperitivo e domande alla candidata',
  completed: 0,
};

const post = (body: unknown, cookie?: string) => call(tourEvents, PATH, { method: 'POST', body, cookie });

function addEvent(title: string, eventDate: string, completed: 0 | 1) {
  return insertTourEvent(getDb(), { ...valid, title, eventDate, completed });
}

describe('GET /api/tour-events', () => {
  it('lists upcoming stops in the order they were added, then completed ones by date, newest first', async () => {
    await addEvent('A Verona', '2025-12-20', 0);
    await addEvent('X Belluno', '2025-10-01', 1);
    await addEvent('B Chioggia', '2025-11-28', 0);
    await addEvent('Y Treviso', '2025-11-10', 1);
    await addEvent('Z Adria', '2025-09-05', 1);
    // Created last, sorted neither last by title nor by date: only creation order puts it third.
    await addEvent('AA Asolo', '2025-12-25', 0);

    const res = await call(tourEvents, PATH);
    expect(res.status).toBe(200);
    expect(res.body.map((event: { title: string }) => event.title)).toEqual([
      'A Verona',
      'B Chioggia',
      'AA Asolo',
      'Y Treviso',
      'X Belluno',
      'Z Adria',
    ]);
    expect(res.body[3]).toEqual({
      id: 4,
      ...valid,
      title: 'Y Treviso',
      eventDate: '2025-11-10',
      completed: 1,
      capacity: null,
      full: 0,
      placesLeft: null,
      createdAt: expect.any(String),
      version: 1,
    });
  });

  it('is cacheable by the CDN under the tour-events tag', async () => {
    const res = await call(tourEvents, PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cache-tag')).toBe('tour-events');
  });
});

describe('POST /api/tour-events', () => {
  it('refuses a request without a session with 401 and writes nothing', async () => {
    const res = await post(valid);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('tour_events')).toBe(0);
  });

  describe('as an admin', () => {
    let cookie: string;
    beforeEach(async () => {
      cookie = await adminSession();
    });

    it('adds the stop and returns it with 201', async () => {
      const res = await post(valid, cookie);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: 1,
        ...valid,
        capacity: null,
        full: 0,
        placesLeft: null,
        createdAt: expect.any(String),
        version: 1,
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await db.count('tour_events')).toBe(1);
    });

    it('defaults completed to 0 and stores blank optional fields as null', async () => {
      const res = await post(
        { title: 'Comizio', location: 'Feltre', eventDate: '2025-11-20', eventTime: '', address: '' },
        cookie,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ completed: 0, eventTime: null, address: null, description: null });
    });

    it.each([
      ['title', { title: 'A' }, 'Il titolo deve contenere almeno 2 caratteri'],
      ['title', { title: undefined }, 'Il titolo deve contenere almeno 2 caratteri'],
      ['location', { location: 'A' }, 'La località deve contenere almeno 2 caratteri'],
      ['eventDate', { eventDate: undefined }, 'Inserisci una data valida'],
      ['eventDate', { eventDate: '15/11/2025' }, 'Inserisci una data valida'],
      ['eventDate', { eventDate: '2025-13-01' }, 'Inserisci una data valida'],
      ['eventTime', { eventTime: 'dalle 18 '.repeat(7) }, TOUR_EVENT_MESSAGES.eventTime],
      ['completed', { completed: 2 }, 'Valore non valido'],
    ])('refuses a bad %s (%j) with its Italian message and writes nothing', async (field, change, message) => {
      const res = await post({ ...valid, ...change }, cookie);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.badInput);
      expect(res.body.fields[field]).toBe(message);
      expect(await db.count('tour_events')).toBe(0);
    });
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(tourEvents, PATH, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
  });
});

describe('event dates in any server time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each([
    ['Pacific/Kiritimati', -840],
    ['America/Los_Angeles', 480],
  ])('keeps the calendar day in %s', async (zone, offset) => {
    process.env.TZ = zone;
    expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(offset);
    const cookie = await adminSession();

    const created = await post({ ...valid, eventDate: '2025-11-23' }, cookie);
    expect(created.status).toBe(201);
    expect(created.body.eventDate).toBe('2025-11-23');
    expect((await call(tourEvents, PATH)).body[0].eventDate).toBe('2025-11-23');

    const id = String(created.body.id);
    const updated = await call(tourEvent, `${PATH}/${id}`, {
      method: 'PUT',
      params: { id },
      body: { ...valid, eventDate: '2025-12-31' },
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.eventDate).toBe('2025-12-31');
    expect((await call(tourEvents, PATH)).body[0].eventDate).toBe('2025-12-31');
  });
});

describe('CDN purge after POST', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the tour-events tag after an addition, not after a refused request', async () => {
    const cookie = await adminSession();
    expect((await post(valid)).status).toBe(401);
    expect((await post({ ...valid, title: 'A' }, cookie)).status).toBe(400);
    expect(purge).not.toHaveBeenCalled();

    expect((await post(valid, cookie)).status).toBe(201);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith({ tags: ['tour-events'] });
  });
});
