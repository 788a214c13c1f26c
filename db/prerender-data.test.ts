import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../core/api-paths';
import { defaultSiteContent } from '../core/site-content-defaults';
import { readPrerenderData } from './prerender-data';
import { updateSiteContent, seedSiteContent } from './queries/site-content.queries';
import { insertVisitedCity } from './queries/visited-cities.queries';
import { useTestDatabase } from '../test/server/test-database';

const db = useTestDatabase();

afterEach(() => vi.restoreAllMocks());

describe('readPrerenderData', () => {
  it('renders the default content, and no lists, when the build reaches no database', async () => {
    expect(await readPrerenderData({})).toEqual({
      [API.content]: { id: 1, ...defaultSiteContent, updatedAt: null, version: 1 },
    });
  });

  it('reads the stored content and the lists from the database the environment names', async () => {
    await seedSiteContent(db.connection());
    await updateSiteContent(db.connection(), { heroTitle: 'Titolo dal database' });
    await insertVisitedCity(db.connection(), {
      cityName: 'Padova',
      visitDate: '2025-10-01',
      description: null,
      pinX: 40,
      pinY: 60,
    });
    const data = await readPrerenderData({ NETLIFY_DB_URL: process.env.NETLIFY_DB_URL });
    expect(data[API.content]).toMatchObject({ heroTitle: 'Titolo dal database' });
    expect(data[API.visitedCities]).toEqual([expect.objectContaining({ cityName: 'Padova', pinX: 40, pinY: 60 })]);
    expect(data[API.tourEvents]).toEqual([]);
    expect(data[API.campaignMaterials]).toEqual([]);
  });

  it('falls back on the defaults, with a warning, when the database cannot be read', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await readPrerenderData({ DATABASE_URL: 'postgresql://user:secret@127.0.0.1:1/none' });
    expect(data).toEqual({ [API.content]: { id: 1, ...defaultSiteContent, updatedAt: null, version: 1 } });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('rendering the default content'));
  });
});
