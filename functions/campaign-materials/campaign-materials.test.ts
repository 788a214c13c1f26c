import { purgeCache } from '@netlify/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { insertCampaignMaterial } from '../../db/queries/campaign-materials.queries';
import { CAMPAIGN_MATERIAL_MESSAGES } from '../../core/schema/campaign-material.schema';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, routeByMethod, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import * as read from './campaign-materials';
import * as write from '../campaign-materials-write/campaign-materials-write';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

/** The path as Netlify serves it: the public GET and the admin writes are two functions. */
const campaignMaterials = routeByMethod(read, write);

const db = useTestDatabase();

const PATH = '/api/campaign-materials';

const valid = {
  title: 'Programma elettorale',
  description: 'Le dieci priorità per il Veneto',
  fileUrl: 'https://example.it/materiali/programma.pdf',
  fileType: 'document' as const,
  fileSize: '2.5 MB',
};

const post = (body: unknown, cookie?: string) => call(campaignMaterials, PATH, { method: 'POST', body, cookie });

describe('GET /api/campaign-materials', () => {
  it('lists the materials newest first', async () => {
    for (const title of ['Volantino', 'Manifesto', 'Santino']) {
      await insertCampaignMaterial(getDb(), { ...valid, title });
    }

    const res = await call(campaignMaterials, PATH);
    expect(res.status).toBe(200);
    expect(res.body.map((material: { title: string }) => material.title)).toEqual([
      'Santino',
      'Manifesto',
      'Volantino',
    ]);
    expect(res.body[0]).toEqual({ id: 3, ...valid, title: 'Santino', createdAt: expect.any(String), version: 1 });
  });

  it('is cacheable by the CDN under the campaign-materials tag', async () => {
    const res = await call(campaignMaterials, PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cache-tag')).toBe('campaign-materials');
  });
});

describe('POST /api/campaign-materials', () => {
  it('refuses a request without a session with 401 and writes nothing', async () => {
    const res = await post(valid);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('campaign_materials')).toBe(0);
  });

  describe('as an admin', () => {
    let cookie: string;
    beforeEach(async () => {
      cookie = await adminSession();
    });

    it('adds the material and returns it with 201', async () => {
      const res = await post(valid, cookie);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: 1, ...valid, createdAt: expect.any(String), version: 1 });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await db.count('campaign_materials')).toBe(1);
    });

    it('defaults fileType to pdf and leaves description and fileSize empty', async () => {
      const res = await post({ title: 'Volantino', fileUrl: 'http://example.it/volantino.pdf' }, cookie);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ fileType: 'pdf', description: null, fileSize: null });
    });

    it.each([
      ['title', { title: 'A' }, 'Il titolo deve contenere almeno 2 caratteri'],
      ['fileUrl', { fileUrl: 'non-un-url' }, 'URL file non valido'],
      ['fileUrl', { fileUrl: 'javascript:alert(1)' }, 'URL file non valido'],
      ['fileUrl', { fileUrl: 'ftp://x.it/a.pdf' }, 'URL file non valido'],
      ['fileUrl', { fileUrl: undefined }, 'URL file non valido'],
      ['fileType', { fileType: 'video' }, CAMPAIGN_MATERIAL_MESSAGES.fileType],
    ])('refuses a bad %s (%j) with its Italian message and writes nothing', async (field, change, message) => {
      const res = await post({ ...valid, ...change }, cookie);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.badInput);
      expect(res.body.fields[field]).toBe(message);
      expect(await db.count('campaign_materials')).toBe(0);
    });
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(campaignMaterials, PATH, { method: 'PUT', body: valid });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
  });
});

describe('CDN purge after POST', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the campaign-materials tag after an addition, not after a refused request', async () => {
    const cookie = await adminSession();
    expect((await post(valid)).status).toBe(401);
    expect((await post({ ...valid, fileType: 'video' }, cookie)).status).toBe(400);
    expect(purge).not.toHaveBeenCalled();

    expect((await post(valid, cookie)).status).toBe(201);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith({ tags: ['campaign-materials'] });
  });
});
