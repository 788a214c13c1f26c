import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { siteConfig } from '../core/site-config';
import { useBrowser } from './browser';

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
});
