import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { signInAdmin } from '../test/browser/admin-api';
import { launchBrowser } from '../test/browser/browser';
import { startSite } from '../test/browser/site';
import { PAGE_ROUTES } from '../core/page-routes';
import { FIRST_LOAD_MS, LONG_TEST_MS } from '../test/patience';

describe('a second npm start, after a production build in the same checkout', () => {
  it(
    'keeps the data of the first, and serves the development site, not the build: the admin logs in',
    async () => {
      const first = await startSite();
      try {
        const admin = await signInAdmin(first.url);
        const created = await admin('/api/tour-events', {
          method: 'POST',
          body: JSON.stringify({ title: 'Comizio in piazza', location: 'Vicenza', eventDate: '2025-11-18' }),
        });
        expect(created.status).toBe(201);
      } finally {
        await first.stop({ keepFiles: true });
      }

      // As a newcomer would: a build, then npm start. What a build leaves in the checkout is dist/, with the
      // production _headers and their CSP: the run's one production build (the preview's, test/browser/preview-setup.ts) is
      // copied there rather than built again from the same sources.
      await cp(inject('productionBuildDir'), path.join(first.dir, 'dist'), { recursive: true });

      expect(await readFile(path.join(first.dir, 'dist', '_headers'), 'utf8')).toContain('Content-Security-Policy');

      const second = await startSite(first.dir);
      const browser = await launchBrowser();
      try {
        const events = await (await fetch(`${second.url}/api/tour-events`)).json();
        expect(events).toEqual([expect.objectContaining({ title: 'Comizio in piazza', eventDate: '2025-11-18' })]);
        const content = await (await fetch(`${second.url}/api/content`)).json();
        expect(content.heroTitle).toContain('Presidente');

        const login = await fetch(`${second.url}/admin-login`);
        expect(login.headers.get('content-security-policy')).toBeNull();
        const page = await browser.newPage({ baseURL: second.url, locale: 'it-IT' });
        const problems: string[] = [];
        page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(PAGE_ROUTES.adminLogin.path);
        await page.getByLabel('Username').fill(DEFAULT_LOCAL_ADMIN.username, { timeout: FIRST_LOAD_MS });
        await page.getByLabel('Password').fill(DEFAULT_LOCAL_ADMIN.password);
        await page.getByRole('button', { name: 'Accedi' }).click();
        await page.getByRole('heading', { name: 'Pannello Amministrazione' }).waitFor({ timeout: FIRST_LOAD_MS });
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
        await second.stop();
      }
    },
    LONG_TEST_MS,
  );
});
