import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../core/pages';
import type { TourEventInput } from '../../core/schema/tour-event';
import { stopPreviewImage } from '../../core/stop-preview';
import { getDb } from '../../db/client';
import { insertTourEvent } from '../../db/queries/tour-events';
import { useTestDatabase } from '../../test/server/test-database';
import { callRaw } from '../../test/server/function-calls';
import tourStopImage, { config } from './tour-stop-image';

useTestDatabase();

const stop = (fields: Partial<TourEventInput> = {}): TourEventInput => ({
  title: 'Comizio in Piazza dei Signori',
  location: 'Padova',
  eventDate: '2025-11-20',
  eventTime: '18:30',
  address: 'Piazza dei Signori 1',
  description: null,
  completed: 0,
  ...fields,
});

const image = (id: number | string, query = '') =>
  callRaw(tourStopImage, `/tappe/${id}/anteprima.png${query}`, { params: { id: String(id) } });

describe('GET /tappe/{id}/anteprima.png', () => {
  it("is served under the stop page's path of the page table", () => {
    expect(config.path).toBe(`${PAGES.tourStop.path}/anteprima.png`);
  });

  it('draws the stop as a 1200 × 630 PNG under 300 kB, cached at the CDN under the tour tag, one entry per version', async () => {
    const created = await insertTourEvent(getDb(), stop());
    const res = await image(created.id, '?v=abc&fbclid=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    // WhatsApp drops previews over 300 kB.
    expect(png.length).toBeLessThanOrEqual(300 * 1024);
    expect(Number(res.headers.get('content-length'))).toBe(png.length);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    expect(res.headers.get('netlify-cache-tag')).toBe('tour-events');
    expect(res.headers.get('netlify-vary')).toBe('query=v');
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('draws something of the stop: another title makes another image', async () => {
    const first = await insertTourEvent(getDb(), stop());
    const second = await insertTourEvent(getDb(), stop({ title: 'Festa della campagna a Rovigo' }));
    const pixels = async (id: number) =>
      (
        await sharp(Buffer.from(await (await image(id)).arrayBuffer()))
          .raw()
          .toBuffer()
      ).toString('base64');
    expect(await pixels(first.id)).not.toBe(await pixels(second.id));
  });

  it('keeps a completed stop previewed, and answers 404 for an unknown or malformed id', async () => {
    const done = await insertTourEvent(getDb(), stop({ completed: 1 }));
    expect((await image(done.id)).status).toBe(200);
    expect((await image(999_999)).status).toBe(404);
    expect((await image('abc')).status).toBe(404);
  });
});

describe("a stop's preview URL", () => {
  const base = { id: 7, ...stop(), eventTime: '18:30', address: null };
  it('changes when what the image draws changes, and only then', () => {
    const url = stopPreviewImage(base, 'https://example.it').url;
    expect(url).toMatch(/^https:\/\/example\.it\/tappe\/7\/anteprima\.png\?v=[0-9a-z]+$/);
    expect(stopPreviewImage({ ...base }, 'https://example.it').url).toBe(url);
    for (const change of [
      { title: 'Altro' },
      { eventDate: '2025-11-21' },
      { eventTime: '19:00' },
      { location: 'Este' },
    ]) {
      expect(stopPreviewImage({ ...base, ...change }, 'https://example.it').url).not.toBe(url);
    }
  });

  it("names the stop's title in its text alternative", () => {
    expect(stopPreviewImage(base, 'https://example.it').alt).toContain('Comizio in Piazza dei Signori');
  });
});
