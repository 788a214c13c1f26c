import { describe, expect, it } from 'vitest';
import { seedSiteContent } from '../../db/queries/site-content';
import { defaultSiteContent } from '../../db/schema/site-content';
import { getDb } from '../_lib/db';
import { MESSAGES } from '../_lib/http';
import { call, useTestDatabase } from '../_lib/test-helpers';
import content from './content';

const db = useTestDatabase();

describe('GET /api/content', () => {
  it('returns the stored row', async () => {
    const edited = { ...defaultSiteContent, bioTitle: 'La nostra candidata', contactPhone: '+39 049 000 1111', twitterUrl: null };
    expect(await seedSiteContent(getDb(), edited)).toBe(true);

    const res = await call(content, '/api/content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, ...edited, updatedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(res.body.updatedAt))).toBe(false);
  });

  it('falls back on the defaults, with id 1, while the table is empty', async () => {
    expect(await db.count('site_content')).toBe(0);
    const res = await call(content, '/api/content');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 1, ...defaultSiteContent, updatedAt: null });
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
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.body).toEqual({ error: MESSAGES.methodNotAllowed });
    expect(await db.count('site_content')).toBe(0);
  });
});
