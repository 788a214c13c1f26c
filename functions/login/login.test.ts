import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '../../core/schema/user';
import { MAX_FAILURES_PER_USERNAME, SESSION_TTL_SECONDS } from '../_lib/auth';
import { MESSAGES } from '../_lib/http';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../_lib/test-helpers';
import { useTestDatabase } from '../../db/test-database';
import login from './login';

const db = useTestDatabase();

async function createAdmin() {
  // adminSession() creates the account; its session is not needed here.
  await adminSession();
  await db.query('DELETE FROM sessions');
}

const tryLogin = (body: unknown, url?: string, headers?: Record<string, string>) =>
  call(login, '/api/login', { method: 'POST', body, url, headers });

afterEach(() => vi.restoreAllMocks());

describe('POST /api/login', () => {
  it('signs in with the right password: the user without its hash, an 8-hour HttpOnly SameSite=Strict cookie', async () => {
    await createAdmin();
    const res = await tryLogin(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('$2');

    const setCookie = res.headers.get('set-cookie')!;
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${SESSION_TTL_SECONDS}`]));
    expect(attributes).not.toContain('Secure');

    const claims = decodeJwt(cookieFrom(res).split('=')[1]);
    expect(claims.exp! - claims.iat!).toBe(8 * 60 * 60);
    const sessions = await db.query<{ sid: string; expire: Date }>('SELECT sid, expire FROM sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0].sid).toBe(claims.jti);
    expect(Math.abs(sessions[0].expire.getTime() / 1000 - claims.exp!)).toBeLessThanOrEqual(1);
  });

  it('marks the cookie Secure over HTTPS, directly or behind a proxy', async () => {
    await createAdmin();
    const direct = await tryLogin(TEST_ADMIN, 'https://example.it/api/login');
    expect(direct.headers.get('set-cookie')).toContain('; Secure');
    const proxied = await tryLogin(TEST_ADMIN, undefined, { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toContain('; Secure');
  });

  it('accepts the username in any case', async () => {
    await createAdmin();
    expect((await tryLogin({ ...TEST_ADMIN, username: 'ADMIN' })).status).toBe(200);
  });

  it('answers a wrong username and a wrong password alike, after one bcrypt comparison each', async () => {
    await createAdmin();
    const compare = vi.spyOn(bcrypt, 'compare');
    const wrongPassword = await tryLogin({ username: 'admin', password: 'sbagliata' });
    expect(compare).toHaveBeenCalledTimes(1);
    const wrongUser = await tryLogin({ username: 'nessuno', password: 'sbagliata' });
    expect(compare).toHaveBeenCalledTimes(2);
    for (const res of [wrongPassword, wrongUser]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: LOGIN_MESSAGES.invalidCredentials });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await db.count('sessions')).toBe(0);
  });

  it.each([
    ['username', { username: 'ad', password: 'password' }, LOGIN_MESSAGES.username],
    ['username', { password: 'password' }, LOGIN_MESSAGES.username],
    ['password', { username: 'admin', password: '12345' }, LOGIN_MESSAGES.password],
    ['password', { username: 'admin' }, LOGIN_MESSAGES.password],
  ])('refuses a bad %s with its Italian message', async (field, body, message) => {
    const res = await tryLogin(body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await db.count('sessions')).toBe(0);
    expect(await db.count('login_failures')).toBe(0);
  });

  it('refuses malformed JSON', async () => {
    const res = await call(login, '/api/login', { method: 'POST', rawBody: 'username=admin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badJson });
  });

  it(`slows guessing down: after ${MAX_FAILURES_PER_USERNAME} failures even the right password gets 429`, async () => {
    await createAdmin();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++) {
      await db.query(`INSERT INTO login_failures (username, ip) VALUES ('admin', '198.51.100.' || $1::text)`, [i]);
    }
    const res = await tryLogin(TEST_ADMIN);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect(res.headers.get('retry-after')).toBe('900');
    expect(await db.count('sessions')).toBe(0);
  });

  it('forgets failures older than the window and clears them after a success', async () => {
    await createAdmin();
    await db.query(
      `INSERT INTO login_failures (username, ip, created_at)
       SELECT 'admin', '198.51.100.1', now() - interval '16 minutes' FROM generate_series(1, 20)`,
    );
    expect((await tryLogin(TEST_ADMIN)).status).toBe(200);
    expect(await db.count('login_failures')).toBe(0);
  });

  it('records each failure', async () => {
    await createAdmin();
    await tryLogin({ username: 'admin', password: 'sbagliata' });
    const rows = await db.query<{ username: string; ip: string }>('SELECT username, ip FROM login_failures');
    expect(rows).toEqual([{ username: 'admin', ip: '203.0.113.7' }]);
  });

  it('answers 405 to GET', async () => {
    expect((await call(login, '/api/login')).status).toBe(405);
  });
});
