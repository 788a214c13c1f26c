import { purgeCache } from '@netlify/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertVisitedCity } from '../../db/queries/visited-cities.queries';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, routeByMethod, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import * as read from './visited-cities';
import * as write from '../visited-cities-write/visited-cities-write';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

/** The path as Netlify serves it: the public GET and the admin writes are two functions. */
const visitedCities = routeByMethod(read, write);

const db = useTestDatabase();

const PATH = '/api/visited-cities';

const post = (body: unknown, cookie?: string) => call(visitedCities, PATH, { method: 'POST', body, cookie });

/** The same cookie with one character of the token's signature changed. */
function tampered(cookie: string): string {
  const index = cookie.lastIndexOf('.') + 10;
  const replacement = cookie[index] === 'A' ? 'B' : 'A';
  return cookie.slice(0, index) + replacement + cookie.slice(index + 1);
}

describe('GET /api/visited-cities', () => {
  it('lists the cities in the order they were added', async () => {
    const created = [];
    for (const city of [
      {
        cityName: 'Vicenza',
        visitDate: '2025-09-14',
        description: 'Incontro in Piazza dei Signori',
        pinX: 33.25,
        pinY: 40,
      },
      { cityName: 'Asolo', visitDate: null, description: null, pinX: 50, pinY: 50 },
      { cityName: 'Padova', visitDate: '2025-08-30', description: null, pinX: 0, pinY: 100 },
    ]) {
      created.push(await insertVisitedCity(getDb(), city));
    }

    const res = await call(visitedCities, PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: created[0].id,
        cityName: 'Vicenza',
        visitDate: '2025-09-14',
        description: 'Incontro in Piazza dei Signori',
        pinX: 33.25,
        pinY: 40,
        createdAt: expect.any(String),
        version: 1,
      },
      {
        id: created[1].id,
        cityName: 'Asolo',
        visitDate: null,
        description: null,
        pinX: 50,
        pinY: 50,
        createdAt: expect.any(String),
        version: 1,
      },
      {
        id: created[2].id,
        cityName: 'Padova',
        visitDate: '2025-08-30',
        description: null,
        pinX: 0,
        pinY: 100,
        createdAt: expect.any(String),
        version: 1,
      },
    ]);
    for (const city of res.body) expect(Number.isNaN(Date.parse(city.createdAt))).toBe(false);
  });

  it('is cacheable by the CDN under the visited-cities tag', async () => {
    const res = await call(visitedCities, PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cache-tag')).toBe('visited-cities');
  });
});

describe('POST /api/visited-cities', () => {
  it('refuses a request without a session with 401 and writes nothing', async () => {
    const res = await post({ cityName: 'Treviso' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Non autorizzato' });
    expect(await db.count('visited_cities')).toBe(0);
  });

  it('refuses a tampered session cookie with 401', async () => {
    const cookie = await adminSession();
    const forged = tampered(cookie);
    expect(forged).not.toBe(cookie);

    const res = await post({ cityName: 'Treviso' }, forged);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('visited_cities')).toBe(0);
  });

  describe('as an admin', () => {
    let cookie: string;
    beforeEach(async () => {
      cookie = await adminSession();
    });

    it('adds the city with the pin in the middle of the map by default', async () => {
      const res = await post({ cityName: 'Treviso' }, cookie);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: 1,
        cityName: 'Treviso',
        visitDate: null,
        description: null,
        pinX: 50,
        pinY: 50,
        createdAt: expect.any(String),
        version: 1,
      });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await db.count('visited_cities')).toBe(1);
    });

    it('keeps decimal pin positions and the visit date exactly', async () => {
      const res = await post(
        { cityName: 'Rovigo', visitDate: '2025-10-03', description: 'Mercato', pinX: 33.25, pinY: 66.75 },
        cookie,
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        cityName: 'Rovigo',
        visitDate: '2025-10-03',
        description: 'Mercato',
        pinX: 33.25,
        pinY: 66.75,
      });

      const list = await call(visitedCities, PATH);
      expect(list.body).toEqual([res.body]);
    });

    it.each([
      ['cityName', { cityName: 'A' }, 'Il nome della città deve contenere almeno 2 caratteri'],
      ['cityName', { cityName: undefined }, 'Il nome della città deve contenere almeno 2 caratteri'],
      ['pinX', { pinX: 101 }, 'La posizione deve essere compresa tra 0 e 100'],
      ['pinX', { pinX: -1 }, 'La posizione deve essere compresa tra 0 e 100'],
      ['pinX', { pinX: 'abc' }, 'La posizione deve essere compresa tra 0 e 100'],
      ['pinY', { pinY: 100.5 }, 'La posizione deve essere compresa tra 0 e 100'],
      ['visitDate', { visitDate: '2025-02-30' }, 'Data della visita non valida'],
    ])('refuses a bad %s (%j) with its Italian message and writes nothing', async (field, change, message) => {
      const res = await post({ cityName: 'Treviso', pinX: 20, pinY: 30, ...change }, cookie);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.badInput);
      expect(res.body.fields[field]).toBe(message);
      expect(await db.count('visited_cities')).toBe(0);
    });
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(visitedCities, PATH, { method: 'PUT', body: { cityName: 'Treviso' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
  });
});

describe('CDN purge after POST', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the visited-cities tag once the city is added', async () => {
    const res = await post({ cityName: 'Treviso' }, await adminSession());
    expect(res.status).toBe(201);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith({ tags: ['visited-cities'] });
  });

  it('does not purge when the request is refused', async () => {
    expect((await post({ cityName: 'Treviso' })).status).toBe(401);
    expect((await post({ cityName: 'A' }, await adminSession())).status).toBe(400);
    expect(purge).not.toHaveBeenCalled();
  });

  it('still answers 201 when the purge fails, and logs the failure', async () => {
    purge.mockRejectedValueOnce(new Error('CDN unreachable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await post({ cityName: 'Treviso' }, await adminSession());
      expect(res.status).toBe(201);
      expect(await db.count('visited_cities')).toBe(1);
      expect(purge).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('does not purge without a purge token', async () => {
    delete process.env.NETLIFY_PURGE_API_TOKEN;
    const res = await post({ cityName: 'Treviso' }, await adminSession());
    expect(res.status).toBe(201);
    expect(purge).not.toHaveBeenCalled();
  });
});
