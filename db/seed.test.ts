import bcrypt from 'bcryptjs';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from './client';
import { useTestDatabase } from '../test/server/test-database';
import { getSiteContent } from './queries/site-content.queries';
import { defaultSiteContent } from '../core/site-content-defaults';
import { BCRYPT_COST } from '../server/passwords';
import { DEFAULT_LOCAL_ADMIN, seed } from './seed';
import { siteConfig } from '../core/site-config';

const db = useTestDatabase();

describe('seed', () => {
  it('stores the default content, naming the candidate, and the local admin', async () => {
    // At the production cost, as `npm start` stores it: the tests' lower cost is switched off here.
    vi.stubEnv('BCRYPT_TEST_COST', undefined);
    const result = await seed(getDb(), DEFAULT_LOCAL_ADMIN).finally(() => vi.unstubAllEnvs());
    expect(result).toEqual({ contentSeeded: true, adminCreated: true, adminUsername: 'admin' });

    const content = await getSiteContent(getDb());
    expect(content).toMatchObject(defaultSiteContent);
    expect(content!.bioSubtitle).toContain('Elezioni Regionali Veneto 2025');
    expect(content!.heroTitle).toContain(siteConfig.candidate.fullName);

    const [user] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(await bcrypt.compare(DEFAULT_LOCAL_ADMIN.password, user.password_hash)).toBe(true);
    expect(bcrypt.getRounds(user.password_hash)).toBe(BCRYPT_COST);
  });

  it('changes nothing the second time: edited content and a changed password survive a restart', async () => {
    await seed(getDb(), DEFAULT_LOCAL_ADMIN);
    await db.query(`UPDATE site_content SET hero_title = 'Titolo modificato'`);
    await db.query(`UPDATE users SET password_hash = 'changed'`);

    const again = await seed(getDb(), DEFAULT_LOCAL_ADMIN);
    expect(again).toEqual({ contentSeeded: false, adminCreated: false, adminUsername: 'admin' });
    expect((await getSiteContent(getDb()))!.heroTitle).toBe('Titolo modificato');
    const users = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users).toEqual([{ password_hash: 'changed' }]);
  });

  it('takes the admin from ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    process.env.ADMIN_USERNAME = 'segreteria';
    process.env.ADMIN_PASSWORD = 'una-password-locale';
    try {
      expect((await seed(getDb())).adminUsername).toBe('segreteria');
    } finally {
      delete process.env.ADMIN_USERNAME;
      delete process.env.ADMIN_PASSWORD;
    }
    const [user] = await db.query<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM users',
    );
    expect(user.username).toBe('segreteria');
    expect(await bcrypt.compare('una-password-locale', user.password_hash)).toBe(true);
  });
});
