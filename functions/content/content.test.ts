import { purgeCache } from '@netlify/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSiteContent, seedSiteContent } from '../../db/queries/site-content.queries';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { defaultSiteContent } from '../../core/site-content-defaults';
import { getDb } from '../../db/client';
import { MESSAGES } from '../_lib/http';
import { adminSession, call, routeByMethod, usePurgeToken } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import * as read from './content';
import * as write from '../content-write/content-write';

vi.mock('@netlify/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@netlify/functions')>()),
  purgeCache: vi.fn(),
}));

/** The path as Netlify serves it: the public GET and the admin writes are two functions. */
const content = routeByMethod(read, write);

const db = useTestDatabase();

describe('GET /api/content', () => {
  it('returns the stored row', async () => {
    const edited = {
      ...defaultSiteContent,
      bioTitle: 'La nostra candidata',
      contactPhone: '+39 049 000 1111',
      twitterUrl: null,
    };
    expect(await seedSiteContent(getDb(), edited)).toBe(true);

    const res = await call(content, '/api/content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, ...edited, updatedAt: expect.any(String), version: 1 });
    expect(Number.isNaN(Date.parse(res.body.updatedAt))).toBe(false);
  });

  it('falls back on the defaults, with id 1, while the table is empty', async () => {
    expect(await db.count('site_content')).toBe(0);
    const res = await call(content, '/api/content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, ...defaultSiteContent, updatedAt: null, version: 1 });
  });

  it('is cacheable by the CDN under the site-content tag', async () => {
    const res = await call(content, '/api/content');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=');
    expect(res.headers.get('netlify-cache-tag')).toBe('site-content');
  });

  it('answers HEAD like GET, without the body', async () => {
    const res = await call(content, '/api/content', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers.get('netlify-cache-tag')).toBe('site-content');
  });

  it('answers 405 with Allow to other methods', async () => {
    const res = await call(content, '/api/content', { method: 'POST', body: { bioTitle: 'Nuovo titolo' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PUT, HEAD');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
    expect(await db.count('site_content')).toBe(0);
  });
});

describe('PUT /api/content', () => {
  const purge = usePurgeToken(vi.mocked(purgeCache));
  const put = (body: unknown, cookie?: string) => call(content, '/api/content', { method: 'PUT', body, cookie });

  it('refuses a request without a session with 401, changes nothing and purges nothing', async () => {
    await seedSiteContent(getDb());
    const res = await put({ bioTitle: 'Titolo nuovo' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect((await getSiteContent(getDb()))?.bioTitle).toBe(defaultSiteContent.bioTitle);
    expect(purge).not.toHaveBeenCalled();
  });

  it('changes only the fields sent, returns the whole row, never cached, and purges the site-content tag', async () => {
    await seedSiteContent(getDb());
    const [before] = await db.query<{ updated_at: Date }>('SELECT updated_at FROM site_content');
    const res = await put(
      { bioTitle: '  Chi è la candidata  ', contactPhone: '+39 049 000 1111', twitterUrl: '' },
      await adminSession(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      id: 1,
      ...defaultSiteContent,
      bioTitle: 'Chi è la candidata',
      contactPhone: '+39 049 000 1111',
      twitterUrl: null,
      updatedAt: expect.any(String),
      version: 2,
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());
    expect(JSON.parse(JSON.stringify(await getSiteContent(getDb())))).toEqual(res.body);
    expect(purge).toHaveBeenCalledWith({ tags: ['site-content'] });
  });

  it('clears an optional field sent as null or blank', async () => {
    await seedSiteContent(getDb());
    const res = await put({ contactAddress: null, facebookUrl: '  ' }, await adminSession());
    expect(res.status).toBe(200);
    expect(res.body.contactAddress).toBeNull();
    expect(res.body.facebookUrl).toBeNull();
  });

  it('stores the row with the defaults around the change when it was never seeded', async () => {
    const res = await put({ mapTitle: 'Il nostro viaggio' }, await adminSession());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...defaultSiteContent, mapTitle: 'Il nostro viaggio' });
    expect(await db.count('site_content')).toBe(1);
  });

  it.each([
    ['bioTitle', { bioTitle: '   ' }, 'Questo campo non può essere vuoto'],
    ['heroTitle', { heroTitle: null }, 'Questo campo non può essere vuoto'],
    ['contactEmail', { contactEmail: 'non-una-mail' }, 'Email non valida'],
    ['facebookUrl', { facebookUrl: 'javascript:alert(1)' }, 'URL non valido'],
    ['heroImagePath', { heroImagePath: 'immagini/eroe.jpg' }, 'Percorso immagine non valido'],
  ])('refuses a bad %s with 400 and its Italian message, changing nothing', async (field, body, message) => {
    await seedSiteContent(getDb());
    const res = await put({ ...body, mapTitle: 'Cambiato' }, await adminSession());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.badInput);
    expect(res.body.fields[field]).toBe(message);
    expect((await getSiteContent(getDb()))?.mapTitle).toBe(defaultSiteContent.mapTitle);
    expect(purge).not.toHaveBeenCalled();
  });

  it('refuses an update with no known field with 400', async () => {
    await seedSiteContent(getDb());
    const res = await put({ id: 7, updatedAt: '2020-01-01', unknown: 'x' }, await adminSession());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ADMIN_MESSAGES.noChanges });
    expect(purge).not.toHaveBeenCalled();
  });
});

describe('PUT /api/content and the build hook', () => {
  const put = (body: unknown, cookie?: string) => call(content, '/api/content', { method: 'PUT', body, cookie });
  const HOOK = 'https://api.netlify.com/build_hooks/test-hook-id';

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('asks Netlify for a rebuild after a saved change when BUILD_HOOK_URL is set', async () => {
    vi.stubEnv('BUILD_HOOK_URL', HOOK);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    await seedSiteContent(getDb());
    const res = await put({ heroTitle: 'Un titolo nuovo' }, await adminSession());
    expect(res.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url).startsWith(`${HOOK}?trigger_title=`)).toBe(true);
    expect(init?.method).toBe('POST');
  });

  it('does not call the hook for a refused change, nor without BUILD_HOOK_URL', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    await seedSiteContent(getDb());
    expect((await put({ heroTitle: 'Un titolo nuovo' }, await adminSession())).status).toBe(200);
    vi.stubEnv('BUILD_HOOK_URL', HOOK);
    expect((await put({ heroTitle: 'Senza sessione' })).status).toBe(401);
    expect((await put({}, await adminSession())).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the change and only logs when the hook fails', async () => {
    vi.stubEnv('BUILD_HOOK_URL', HOOK);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await seedSiteContent(getDb());
    const res = await put({ heroTitle: 'Titolo salvato' }, await adminSession());
    expect(res.status).toBe(200);
    expect((await getSiteContent(getDb()))?.heroTitle).toBe('Titolo salvato');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Build hook'), expect.any(TypeError));
  });

  it('saves the change and logs the variable when BUILD_HOOK_URL is malformed', async () => {
    vi.stubEnv('BUILD_HOOK_URL', 'api.netlify.com/build_hooks/test-hook-id');
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await seedSiteContent(getDb());
    expect((await put({ heroTitle: 'Titolo salvato' }, await adminSession())).status).toBe(200);
    expect((await getSiteContent(getDb()))?.heroTitle).toBe('Titolo salvato');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(String(logged.mock.calls[0][1])).toContain('BUILD_HOOK_URL must be an https:// URL');
  });
});
