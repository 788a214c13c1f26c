import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnCacheKey } from '../../core/cdn-cache-key';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events';
import { useTestDatabase } from '../../test/server/test-database';
import campaignMaterials from '../campaign-materials/campaign-materials';
import content from '../content/content';
import tourCalendar from '../tour-calendar/tour-calendar';
import tourEvents from '../tour-events/tour-events';
import tourStopPage from '../tour-stop-page/tour-stop-page';
import visitedCities from '../visited-cities/visited-cities';
import { CDN_NOT_FOUND_MAX_AGE } from './cache';
import { callRaw } from '../../test/server/function-calls';

/* Issue 22: links shared on social networks carry fbclid and utm_*; none of them may cost a function call. */

useTestDatabase();

const SHARED = '?fbclid=IwAR0xyz&utm_source=facebook&utm_medium=social&utm_campaign=tour';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url).pathname;
      if (path === '/tappa.html') return new Response('<html><head></head><body><div id="root"></div></body></html>');
      if (path === '/404.html') return new Response('<html><body>Pagina non trovata</body></html>');
      return new Response('', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const addStop = (title: string) =>
  insertTourEvent(getDb(), {
    title,
    location: 'Treviso',
    eventDate: '2025-11-20',
    eventTime: null,
    address: null,
    description: null,
    completed: 0,
  });

/** The key the CDN files an answer under, read from the answer's own Netlify-Vary. */
async function keyOf(handler: typeof tourEvents, url: string, params: Record<string, string> = {}) {
  const res = await callRaw(handler, url, { url: `http://localhost:8888${url}`, params });
  expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+/);
  return { key: cdnCacheKey(url, res.headers.get('netlify-vary')), res };
}

describe('one CDN entry per answer, whatever tracking parameters the link carries', () => {
  it.each([
    ['the tour list', tourEvents, '/api/tour-events'],
    ['the cities', visitedCities, '/api/visited-cities'],
    ['the materials', campaignMaterials, '/api/campaign-materials'],
    ['the site content', content, '/api/content'],
  ])('%s', async (_name, handler, path) => {
    expect((await keyOf(handler, `${path}${SHARED}`)).key).toBe((await keyOf(handler, path)).key);
  });

  it("a stop's page", async () => {
    const { id } = await addStop('Comizio');
    const params = { id: String(id) };
    const shared = await keyOf(tourStopPage, `/tappe/${id}${SHARED}`, params);
    expect(shared.res.status).toBe(200);
    expect(shared.key).toBe((await keyOf(tourStopPage, `/tappe/${id}`, params)).key);
  });

  it("a stop's .ics keeps its id in the key, and drops the rest", async () => {
    const { id } = await addStop('Comizio');
    const other = await addStop('Festa');
    const mine = await keyOf(tourCalendar, `/api/tour-events.ics?id=${id}`);
    expect((await keyOf(tourCalendar, `/api/tour-events.ics?id=${id}&${SHARED.slice(1)}`)).key).toBe(mine.key);
    expect((await keyOf(tourCalendar, `/api/tour-events.ics?id=${other.id}`)).key).not.toBe(mine.key);
    expect((await keyOf(tourCalendar, `/api/tour-events.ics${SHARED}`)).key).toBe('/api/tour-events.ics');
  });

  it('an unknown stop: its 404 is kept briefly under the tour tag, so a burst reaches the database once', async () => {
    const { res, key } = await keyOf(tourStopPage, `/tappe/424242${SHARED}`, { id: '424242' });
    expect(res.status).toBe(404);
    expect(res.headers.get('netlify-cdn-cache-control')).toContain(`s-maxage=${CDN_NOT_FOUND_MAX_AGE}`);
    expect(res.headers.get('netlify-cache-tag')).toBe('tour-events');
    expect(key).toBe('/tappe/424242');
  });
});
