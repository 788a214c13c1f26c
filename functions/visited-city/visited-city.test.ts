import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { insertVisitedCity } from '../../db/queries/visited-cities';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import visitedCity from './visited-city';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();

const remove = (id: string, cookie?: string) =>
  call(visitedCity, `/api/visited-cities/${id}`, { method: 'DELETE', params: { id }, cookie });

async function addCity(): Promise<string> {
  const city = await insertVisitedCity(getDb(), {
    cityName: 'Bassano del Grappa',
    visitDate: null,
    description: null,
    pinX: 40,
    pinY: 20,
  });
  return String(city.id);
}

describe('DELETE /api/visited-cities/{id}', () => {
  it('refuses a request without a session with 401 and keeps the row', async () => {
    const id = await addCity();
    const res = await remove(id);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('visited_cities')).toBe(1);
  });

  it('removes the city and answers 204 with an empty body', async () => {
    const id = await addCity();
    const other = await addCity();
    const res = await remove(id, await adminSession());
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const rows = await db.query<{ id: number }>('SELECT id FROM visited_cities');
    expect(rows).toEqual([{ id: Number(other) }]);
  });

  it.each(['999', 'abc', '0', '1.5'])('answers 404 for the id %s and deletes nothing', async (id) => {
    await addCity();
    const res = await remove(id, await adminSession());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    expect(await db.count('visited_cities')).toBe(1);
  });

  it('answers 405 with Allow to other methods', async () => {
    const id = await addCity();
    const res = await call(visitedCity, `/api/visited-cities/${id}`, {
      method: 'PUT',
      params: { id },
      body: { cityName: 'Asiago' },
      cookie: await adminSession(),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
  });
});

describe('CDN purge after DELETE', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the visited-cities tag once the city is removed', async () => {
    const res = await remove(await addCity(), await adminSession());
    expect(res.status).toBe(204);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith({ tags: ['visited-cities'] });
  });

  it('does not purge when the request is refused or finds nothing', async () => {
    const id = await addCity();
    expect((await remove(id)).status).toBe(401);
    expect((await remove('999', await adminSession())).status).toBe(404);
    expect(purge).not.toHaveBeenCalled();
  });

  it('still answers 204 when the purge fails, and logs the failure', async () => {
    purge.mockRejectedValueOnce(new Error('CDN unreachable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await remove(await addCity(), await adminSession());
      expect(res.status).toBe(204);
      expect(await db.count('visited_cities')).toBe(0);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('does not purge without a purge token', async () => {
    delete process.env.NETLIFY_PURGE_API_TOKEN;
    const res = await remove(await addCity(), await adminSession());
    expect(res.status).toBe(204);
    expect(purge).not.toHaveBeenCalled();
  });
});
