import { purgeCache } from '@netlify/functions';
import { describe, expect, it, vi } from 'vitest';
import { insertCampaignMaterial } from '../../db/queries/campaign-materials';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import campaignMaterial from './campaign-material';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

const db = useTestDatabase();

const remove = (id: string, cookie?: string) =>
  call(campaignMaterial, `/api/campaign-materials/${id}`, { method: 'DELETE', params: { id }, cookie });

async function addMaterial(title = 'Volantino'): Promise<string> {
  const material = await insertCampaignMaterial(getDb(), {
    title,
    description: null,
    fileUrl: 'https://example.it/volantino.pdf',
    fileType: 'pdf',
    fileSize: null,
  });
  return String(material.id);
}

describe('DELETE /api/campaign-materials/{id}', () => {
  it('refuses a request without a session with 401 and keeps the material', async () => {
    const id = await addMaterial();
    const res = await remove(id);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await db.count('campaign_materials')).toBe(1);
  });

  it('removes the material and answers 204 with an empty body', async () => {
    const id = await addMaterial();
    const other = await addMaterial('Manifesto');
    const res = await remove(id, await adminSession());
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect(await db.query('SELECT id FROM campaign_materials')).toEqual([{ id: Number(other) }]);
  });

  it.each(['999', 'abc'])('answers 404 for the id %s and deletes nothing', async (id) => {
    await addMaterial();
    const res = await remove(id, await adminSession());
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    expect(await db.count('campaign_materials')).toBe(1);
  });

  it('answers 405 with Allow to PUT', async () => {
    const id = await addMaterial();
    const res = await call(campaignMaterial, `/api/campaign-materials/${id}`, {
      method: 'PUT',
      params: { id },
      body: { title: 'Manifesto', fileUrl: 'https://example.it/manifesto.pdf' },
      cookie: await adminSession(),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
    expect(await db.query('SELECT title FROM campaign_materials')).toEqual([{ title: 'Volantino' }]);
  });
});

describe('CDN purge after DELETE', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));

  it('purges the campaign-materials tag after a deletion, not after a refused request', async () => {
    const cookie = await adminSession();
    const id = await addMaterial();
    expect((await remove(id)).status).toBe(401);
    expect((await remove('999', cookie)).status).toBe(404);
    expect(purge).not.toHaveBeenCalled();

    expect((await remove(id, cookie)).status).toBe(204);
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge).toHaveBeenCalledWith({ tags: ['campaign-materials'] });
  });
});
