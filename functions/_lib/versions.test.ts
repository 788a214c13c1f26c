import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { confirmedBooking } from '../../test/server/booking-kit';
import { seedSiteContent } from '../../db/queries/site-content.queries';
import { insertTourEvent } from '../../db/queries/tour-events.queries';
import { insertVisitedCity } from '../../db/queries/visited-cities.queries';
import { adminSession, call, routeByMethod } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import campaignMaterial from '../campaign-material/campaign-material';
import * as contentRead from '../content/content';
import * as contentWrite from '../content-write/content-write';
import tourEvent from '../tour-event/tour-event';
import visitedCity from '../visited-city/visited-city';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';

const db = useTestDatabase();
const content = routeByMethod(contentRead, contentWrite);
const STOP = { title: 'Comizio', location: 'Padova', eventDate: '2030-11-20' };

const newStop = () =>
  insertTourEvent(getDb(), { ...STOP, eventTime: null, address: null, description: null, completed: 0 });
const putStop = (cookie: string, id: number, body: object, ifMatch?: string) =>
  call(tourEvent, `/api/tour-events/${id}`, {
    method: 'PUT',
    body: { ...STOP, ...body },
    cookie,
    params: { id: String(id) },
    headers: ifMatch ? { 'if-match': ifMatch } : {},
  });

describe('edits that never overwrite each other (If-Match)', () => {
  it('saves from the current version, answers the next one, and refuses the old one with 412 and the item as it is now', async () => {
    const cookie = await adminSession();
    const stop = await newStop();
    expect(stop.version).toBe(1);

    const first = await putStop(cookie, stop.id, { location: 'Este' }, '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    expect(first.body).toMatchObject({ location: 'Este', version: 2 });

    const stale = await putStop(cookie, stop.id, { location: 'Rovigo' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      error: ADMIN_MESSAGES.stale,
      current: expect.objectContaining({ location: 'Este', version: 2 }),
    });
    const [row] = await db.query<{ location: string; version: number }>(`SELECT location, version FROM tour_events`);
    expect(row).toEqual({ location: 'Este', version: 2 });

    // Weak tags and `*` match as HTTP says; without If-Match (SPEC.md's API) the save applies.
    expect((await putStop(cookie, stop.id, { location: 'Adria' }, 'W/"2"')).status).toBe(200);
    expect((await putStop(cookie, stop.id, { location: 'Asolo' }, '*')).status).toBe(200);
    expect((await putStop(cookie, stop.id, { location: 'Feltre' })).body).toMatchObject({
      location: 'Feltre',
      version: 5,
    });
    expect((await putStop(cookie, stop.id, {}, 'v5')).status).toBe(400);
  });

  it('lets exactly one of two saves from the same version through, whatever their timing', async () => {
    const cookie = await adminSession();
    // Several rounds: one pair can be decided by timing alone (a first save done before the second starts).
    for (let round = 0; round < 8; round += 1) {
      const stop = await newStop();
      const results = await Promise.all([
        putStop(cookie, stop.id, { location: 'Este' }, '"1"'),
        putStop(cookie, stop.id, { location: 'Rovigo' }, '"1"'),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 412]);
    }
  });

  it("gives no new version for what the public's bookings change, only for what an admin sees", async () => {
    const cookie = await adminSession();
    const stop = await newStop();
    await confirmedBooking(
      getDb(),
      stop.id,
      { name: 'Lia', email: 'lia@example.it', phone: null, people: 2, privacyAccepted: 1 },
      '2025-01-01',
    );
    expect((await putStop(cookie, stop.id, { location: 'Este' }, '"1"')).status).toBe(200);
    // The same values again: nothing an admin sees changed, so the version stays.
    expect((await putStop(cookie, stop.id, { location: 'Este' }, '"2"')).body.version).toBe(2);
  });

  it('refuses a stale delete of a stop, a city or a material, and deletes nothing', async () => {
    const cookie = await adminSession();
    const stop = await newStop();
    await putStop(cookie, stop.id, { location: 'Este' });
    const city = await insertVisitedCity(getDb(), {
      cityName: 'Rovigo',
      visitDate: null,
      description: null,
      pinX: 1,
      pinY: 1,
    });
    await db.query(`UPDATE visited_cities SET city_name = 'Rovigo centro'`);
    const material = await insertCampaignMaterial(getDb(), {
      title: 'Volantino',
      description: null,
      fileUrl: 'https://example.it/v.pdf',
      fileType: 'pdf',
      fileSize: null,
    });
    await db.query(`UPDATE campaign_materials SET title = 'Volantino nuovo'`);

    const remove = (handler: typeof tourEvent, path: string, id: number, ifMatch: string) =>
      call(handler, `${path}/${id}`, {
        method: 'DELETE',
        cookie,
        params: { id: String(id) },
        headers: { 'if-match': ifMatch },
      });
    const stale = [
      await remove(tourEvent, '/api/tour-events', stop.id, '"1"'),
      await remove(visitedCity, '/api/visited-cities', city.id, '"1"'),
      await remove(campaignMaterial, '/api/campaign-materials', material.id, '"1"'),
    ];
    expect(stale.map((res) => [res.status, res.body.current?.version])).toEqual([
      [412, 2],
      [412, 2],
      [412, 2],
    ]);
    expect([
      await db.count('tour_events'),
      await db.count('visited_cities'),
      await db.count('campaign_materials'),
    ]).toEqual([1, 1, 1]);
    expect((await remove(visitedCity, '/api/visited-cities', city.id, '"2"')).status).toBe(204);
    expect((await remove(visitedCity, '/api/visited-cities', city.id, '"2"')).status).toBe(404);
  });

  it('tags the site content with its version, and refuses a stale save of it', async () => {
    const cookie = await adminSession();
    await seedSiteContent(getDb());
    const read = await call(content, '/api/content');
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body.version).toBe(1);
    const save = (heroTitle: string, ifMatch: string) =>
      call(content, '/api/content', { method: 'PUT', body: { heroTitle }, cookie, headers: { 'if-match': ifMatch } });
    expect((await save('Primo titolo', '"1"')).headers.get('etag')).toBe('"2"');
    const stale = await save('Secondo titolo', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.current).toMatchObject({ heroTitle: 'Primo titolo', version: 2 });
  });
});
