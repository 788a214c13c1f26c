import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSecret } from './config';
import { call } from '../../test/server/function-calls';
import authUser from '../auth-user/auth-user';
import { ADMIN_UNAVAILABLE } from './auth';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe('SESSION_SECRET', () => {
  it('is used when it has at least 32 characters', () => {
    process.env.SESSION_SECRET = 'x'.repeat(32);
    expect(sessionSecret()).toBe('x'.repeat(32));
  });

  it('is refused when too short, even locally', () => {
    process.env.SESSION_SECRET = 'short';
    expect(() => sessionSecret()).toThrow(/at least 32 characters/);
  });

  it('may be missing only in a local run', () => {
    delete process.env.SESSION_SECRET;
    expect(sessionSecret().length).toBeGreaterThanOrEqual(32);
    process.env.NODE_ENV = 'production';
    delete process.env.NETLIFY_DEV;
    expect(() => sessionSecret()).toThrow(/SESSION_SECRET must be set/);
  });

  // Issue 12 changed this: a missing secret stops the admin area only (503), never the public site;
  // functions/_lib/session-secret.test.ts checks public 200/201 and admin 503 against a database.
  it('missing in production, an admin function answers 503 in Italian and logs one line naming it', async () => {
    delete process.env.SESSION_SECRET;
    delete process.env.NETLIFY_DEV;
    process.env.NODE_ENV = 'production';
    // Never queried: the secret is checked first.
    process.env.DATABASE_URL = 'postgres://127.0.0.1:9/unused';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call(authUser, '/api/auth/user');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: ADMIN_UNAVAILABLE });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0].join(' ')).toContain('SESSION_SECRET');
  });
});
