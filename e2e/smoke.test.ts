import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { siteConfig } from '../core/site-config';
import { useBrowser } from '../test/browser/browser';

const site = useBrowser();

describe('the site started with npm start', () => {
  it('serves the home page in Italian to Chromium, without errors', async () => {
    const { page, problems } = await site.open();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toContain(siteConfig.candidate.fullName);
    expect(await page.getAttribute('html', 'lang')).toBe('it');
    expect(problems).toEqual([]);
  });

  it('answers the API on the same origin from the migrated, seeded database', async () => {
    const { page } = await site.open();
    await page.goto('/');
    const content = await page.evaluate(async () => (await fetch('/api/content', { credentials: 'include' })).json());
    expect(content.bioSubtitle).toContain('Elezioni Regionali Veneto 2025');
    expect(content.updatedAt).not.toBeNull();
  });

  it('lets the README admin sign in', async () => {
    const { page } = await site.open();
    await page.goto('/');
    const status = await page.evaluate(async (admin) => {
      const login = await fetch('/api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      const user = await fetch('/api/auth/user', { credentials: 'include' });
      return [login.status, user.status];
    }, DEFAULT_LOCAL_ADMIN);
    expect(status).toEqual([200, 200]);
  });

  // docs/decisions/0020: a list's public read and its admin writes are two functions on one path, routed by method.
  it.each([
    ['/api/content', 'site-content', 'PUT', 'POST'],
    ['/api/visited-cities', 'visited-cities', 'POST', 'PUT'],
    ['/api/tour-events', 'tour-events', 'POST', 'PUT'],
    ['/api/campaign-materials', 'campaign-materials', 'POST', 'PUT'],
  ])(
    'routes %s by method: GET and HEAD to the public read, the rest to the admin writes',
    async (path, tag, write, other) => {
      const url = `${inject('baseURL')}${path}`;
      const read = await fetch(url);
      expect([read.status, read.headers.get('netlify-cache-tag')]).toEqual([200, tag]);
      const head = await fetch(url, { method: 'HEAD' });
      expect([head.status, head.headers.get('netlify-cache-tag'), await head.text()]).toEqual([200, tag, '']);
      const unsigned = await fetch(url, { method: write, headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(unsigned.status).toBe(401);
      for (const method of [other, 'PATCH', 'DELETE']) {
        const refused = await fetch(url, { method });
        expect([method, refused.status, refused.headers.get('allow')]).toEqual([method, 405, `GET, ${write}, HEAD`]);
      }
    },
  );
});
