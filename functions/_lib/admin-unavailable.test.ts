import { afterEach, expect, it, vi } from 'vitest';
import { call } from '../../test/server/function-calls';
import authUser from '../auth-user/auth-user';
import { ADMIN_UNAVAILABLE } from './auth';

/* Without a database: the session secret is checked before anything is read. The rules of SESSION_SECRET itself
 * are in server/env.test.ts; the public site with the admin area closed in session-secret.test.ts. */

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

it('missing in production, an admin function answers 503 in Italian and logs one line naming it', async () => {
  delete process.env.SESSION_SECRET;
  delete process.env.NETLIFY_DEV;
  delete process.env.NETLIFY_DB_URL;
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
