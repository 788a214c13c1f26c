import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOP } from '../../test/server/rsvp-test-kit';
import { adminSession, call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import tourEvent from '../tour-event/tour-event';
import tourEventsWrite from '../tour-events-write/tour-events-write';
import visitedCity from '../visited-city/visited-city';
import visitedCitiesWrite from '../visited-cities-write/visited-cities-write';
import siteRebuild, { config } from './site-rebuild';

const db = useTestDatabase();
const HOOK = 'https://api.netlify.com/build_hooks/prova123';
let hooked: string[];

beforeEach(() => {
  hooked = [];
  vi.stubEnv('BUILD_HOOK_URL', HOOK);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    hooked.push(`${init?.method} ${String(input)}`);
    return new Response(null, { status: 200 });
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** As if `seconds` had passed since the last change and the last rebuild asked. */
const askedAgo = (seconds: number) =>
  db.query(
    `UPDATE site_rebuild SET requested_at = requested_at - make_interval(secs => $1),
       wanted_at = wanted_at - make_interval(secs => $1)`,
    [seconds],
  );

describe('the rebuild of the prerendered pages after an admin change', () => {
  it('asks at once, then at most every two minutes, and once more after the last change of a burst', async () => {
    const cookie = await adminSession();
    const created = await call(tourEventsWrite, '/api/tour-events', { method: 'POST', cookie, body: STOP });
    expect(created.status).toBe(201);
    expect(hooked).toEqual([`POST ${HOOK}?trigger_title=${encodeURIComponent('Tappe del tour modificate')}`]);

    // A second change a moment later: not asked again now…
    const id = created.body.id as number;
    const body = { ...STOP, location: 'Treviso' };
    expect(
      (await call(tourEvent, `/api/tour-events/${id}`, { method: 'PUT', cookie, params: { id: String(id) }, body }))
        .status,
    ).toBe(200);
    await siteRebuild();
    expect(hooked).toHaveLength(1);
    // …but by the scheduled run once two minutes have passed, so the pages carry it.
    await askedAgo(121);
    await siteRebuild();
    expect(hooked).toHaveLength(2);
    // Nothing changed since: nothing more to ask.
    await askedAgo(600);
    await siteRebuild();
    expect(hooked).toHaveLength(2);
  });

  it("asks for the cities' changes too", async () => {
    const cookie = await adminSession();
    const city = { cityName: 'Asolo', visitDate: '2025-11-02', pinX: 40, pinY: 60 };
    const created = await call(visitedCitiesWrite, '/api/visited-cities', { method: 'POST', cookie, body: city });
    expect(created.status).toBe(201);
    await askedAgo(121);
    const id = String(created.body.id);
    expect(
      (await call(visitedCity, `/api/visited-cities/${id}`, { method: 'DELETE', cookie, params: { id } })).status,
    ).toBe(204);
    expect(hooked).toHaveLength(2);
    expect(hooked[1]).toContain(encodeURIComponent('Città visitate modificate'));
  });

  it('asks nothing without BUILD_HOOK_URL, and runs every minute', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    const cookie = await adminSession();
    expect((await call(tourEventsWrite, '/api/tour-events', { method: 'POST', cookie, body: STOP })).status).toBe(201);
    await siteRebuild();
    expect(hooked).toEqual([]);
    expect(config.schedule).toBe('* * * * *');
  });
});
