import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import type { TourEvent, TourEventInput } from '../../core/schema/tour-event.schema';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import tourEvents from '../tour-events/tour-events';
import tourEvent from './tour-event';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();

const original: TourEventInput = {
  title: 'Incontro con i cittadini',
  location: 'Castelfranco Veneto',
  eventDate: '2025-11-15',
  eventTime: '18:00',
  address: 'Piazza Giorgione',
  description: null,
  completed: 0,
};

const changed = {
  title: 'Incontro con le associazioni',
  location: 'Montebelluna',
  eventDate: '2025-11-16',
  eventTime: '',
  address: 'Via Roma 1',
  description: 'Sala consiliare',
  completed: 0,
};

const addEvent = (fields: Partial<TourEventInput> = {}) => insertTourEvent(getDb(), { ...original, ...fields });

const put = (id: string, body: unknown, cookie?: string) =>
  call(tourEvent, `/api/tour-events/${id}`, { method: 'PUT', params: { id }, body, cookie });

const remove = (id: string, cookie?: string) =>
  call(tourEvent, `/api/tour-events/${id}`, { method: 'DELETE', params: { id }, cookie });

async function storedEvents(): Promise<TourEvent[]> {
  return (await call(tourEvents, '/api/tour-events')).body;
}

describe('PUT /api/tour-events/{id}', () => {
  it('refuses a request without a session with 401 and leaves the stop unchanged', async () => {
    const event = await addEvent();
    const res = await put(String(event.id), changed);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await storedEvents()).toEqual([JSON.parse(JSON.stringify(event))]);
  });

  it('refuses an invalid body with 400 and leaves the stop unchanged', async () => {
    const event = await addEvent();
    const res = await put(
      String(event.id),
      { ...changed, location: 'M', eventDate: '2025-02-29' },
      await adminSession(),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      location: 'La località deve contenere almeno 2 caratteri',
      eventDate: 'Inserisci una data valida',
    });
    expect(await storedEvents()).toEqual([JSON.parse(JSON.stringify(event))]);
  });

  it.each([0, 100_001, 2.5, '20'])('refuses the places %j with their Italian message', async (capacity) => {
    const event = await addEvent();
    const res = await put(String(event.id), { ...changed, capacity }, await adminSession());
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ capacity: 'I posti disponibili devono essere un numero intero da 1 a 100.000' });
  });

  it('sets and clears the places of a stop', async () => {
    const event = await addEvent();
    const cookie = await adminSession();
    expect((await put(String(event.id), { ...changed, capacity: 40 }, cookie)).body).toMatchObject({ capacity: 40 });
    expect((await put(String(event.id), { ...changed, capacity: null }, cookie)).body).toMatchObject({
      capacity: null,
    });
  });

  it.each(['999', 'abc', '0'])('answers 404 for the id %s with a valid body and creates nothing', async (id) => {
    const event = await addEvent();
    const res = await put(id, changed, await adminSession());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    expect(await storedEvents()).toEqual([JSON.parse(JSON.stringify(event))]);
  });

  it('updates every field and returns the updated stop', async () => {
    const event = await addEvent();
    const res = await put(String(event.id), changed, await adminSession());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...changed,
      id: event.id,
      eventTime: null,
      capacity: null,
      full: 0,
      placesLeft: null,
      createdAt: expect.any(String),
      version: 2,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await storedEvents()).toEqual([res.body]);
  });

  it('moves a stop to the completed ones when completed switches from 0 to 1', async () => {
    const first = await addEvent({ title: 'Prima tappa', eventDate: '2025-11-20' });
    await addEvent({ title: 'Seconda tappa', eventDate: '2025-11-21' });
    await addEvent({ title: 'Tappa conclusa', eventDate: '2025-10-01', completed: 1 });
    const titles = async () => (await storedEvents()).map((event) => event.title);
    expect(await titles()).toEqual(['Prima tappa', 'Seconda tappa', 'Tappa conclusa']);

    const res = await put(
      String(first.id),
      { ...original, title: 'Prima tappa', eventDate: '2025-11-20', completed: 1 },
      await adminSession(),
    );
    expect(res.status).toBe(200);
    expect(res.body.completed).toBe(1);
    expect(await titles()).toEqual(['Seconda tappa', 'Prima tappa', 'Tappa conclusa']);
  });
});

describe('DELETE /api/tour-events/{id}', () => {
  it('refuses a request without a session with 401 and keeps the stop', async () => {
    const event = await addEvent();
    const res = await remove(String(event.id));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('tour_events')).toBe(1);
  });

  it('removes the stop and answers 204 with an empty body', async () => {
    const event = await addEvent();
    const other = await addEvent({ title: 'Altra tappa' });
    const res = await remove(String(event.id), await adminSession());
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await storedEvents()).map((stop) => stop.id)).toEqual([other.id]);
  });

  it('answers 404 for an unknown id and deletes nothing', async () => {
    await addEvent();
    const res = await remove('999', await adminSession());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    expect(await db.count('tour_events')).toBe(1);
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(tourEvent, '/api/tour-events/1', { method: 'POST', params: { id: '1' }, body: changed });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('PUT, DELETE');
  });
});

describe('CDN purge', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the tour-events tag after an update and a deletion, not after a refused request', async () => {
    const cookie = await adminSession();
    const id = String((await addEvent()).id);
    expect((await put(id, changed)).status).toBe(401);
    expect((await put(id, { ...changed, title: 'A' }, cookie)).status).toBe(400);
    expect((await put('999', changed, cookie)).status).toBe(404);
    expect((await remove('999', cookie)).status).toBe(404);
    expect(purge).not.toHaveBeenCalled();

    expect((await put(id, changed, cookie)).status).toBe(200);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenLastCalledWith({ tags: ['tour-events'] });

    expect((await remove(id, cookie)).status).toBe(204);
    expect(purge).toHaveBeenCalledTimes(2);
    expect(purge).toHaveBeenLastCalledWith({ tags: ['tour-events'] });
  });
});
