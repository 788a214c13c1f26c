import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '../../core/schema/user.schema';
import { COOKIES } from '../../core/browser-storage';
import { LOGIN_LIMITS, loginKeys } from '../_lib/login-throttle';
import { MESSAGES } from '../_lib/http';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import login from './login';

const db = useTestDatabase();

async function createAdmin() {
  // adminSession() creates the account; its session is not needed here.
  await adminSession();
  await db.query('DELETE FROM sessions');
}

const tryLogin = (body: unknown, url?: string, headers?: Record<string, string>, ip?: string) =>
  call(login, '/api/login', { method: 'POST', body, url, headers, ip });
const WRONG = { username: TEST_ADMIN.username, password: 'sbagliata' };
const PER_ADDRESS = LOGIN_LIMITS.perUserAndAddress.max;

afterEach(() => vi.restoreAllMocks());

describe('POST /api/login', () => {
  it('signs in with the right password: the user without its hash, an 8-hour HttpOnly SameSite=Strict cookie', async () => {
    await createAdmin();
    const res = await tryLogin(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toContain('$2');

    // The session's cookie; the browser's device cookie follows it (lockout.test.ts).
    const setCookie = res.headers.getSetCookie()[0];
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'Path=/',
        'HttpOnly',
        'SameSite=Strict',
        `Max-Age=${COOKIES.adminSession.maxAgeSeconds}`,
      ]),
    );
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
    expect(await db.count('rate_limits')).toBe(0);
  });

  it('refuses malformed JSON', async () => {
    const res = await call(login, '/api/login', {
      method: 'POST',
      rawBody: 'username=admin',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.badJson });
  });

  // Issue 12 changed the throttle: tries are counted per username and address before the password check,
  // and per username from every address with a higher cap, so ten tries elsewhere cannot lock the admin out.
  it(`slows guessing down: after ${PER_ADDRESS} failures from one address even the right password gets 429`, async () => {
    await createAdmin();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await tryLogin(WRONG)).status).toBe(401);
    const res = await tryLogin(TEST_ADMIN);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect(res.headers.get('retry-after')).toBe('900');
    expect(await db.count('sessions')).toBe(0);
  });

  it(`after ${PER_ADDRESS} failures from one address, the right password from another address still logs in`, async () => {
    await createAdmin();
    for (let i = 0; i < PER_ADDRESS; i++) await tryLogin(WRONG, undefined, undefined, '198.51.100.66');
    expect((await tryLogin(WRONG, undefined, undefined, '198.51.100.66')).status).toBe(429);
    expect((await tryLogin(TEST_ADMIN, undefined, undefined, '192.0.2.10')).status).toBe(200);
  });

  it('20 wrong passwords sent at once: at most 10 answered 401, the rest 429', async () => {
    await createAdmin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tryLogin(WRONG)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429).length).toBe(20 - statuses.filter((s) => s === 401).length);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it(`caps one username from every address at ${LOGIN_LIMITS.perUser.max} tries an hour`, async () => {
    await createAdmin();
    await db.query(`INSERT INTO rate_limits (key, hits) VALUES ($1, $2)`, [
      loginKeys('admin', '192.0.2.99').perUser,
      LOGIN_LIMITS.perUser.max,
    ]);
    const res = await tryLogin(TEST_ADMIN, undefined, undefined, '192.0.2.99');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
  });

  it('an address stuck at 429 does not use up the username-wide budget', async () => {
    await createAdmin();
    for (let i = 0; i < PER_ADDRESS + 30; i++) await tryLogin(WRONG, undefined, undefined, '198.51.100.66');
    const [row] = await db.query<{ hits: number }>(`SELECT hits FROM rate_limits WHERE key = $1`, [
      loginKeys('admin', '198.51.100.66').perUser,
    ]);
    expect(row.hits).toBe(PER_ADDRESS);
  });

  it('forgets tries older than the window and clears them after a success', async () => {
    await createAdmin();
    const keys = loginKeys('admin', '203.0.113.7');
    await db.query(`INSERT INTO rate_limits (key, hits, window_start) VALUES ($1, 20, now() - interval '16 minutes')`, [
      keys.perUserAndAddress,
    ]);
    expect((await tryLogin(TEST_ADMIN)).status).toBe(200);
    const left = await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(left.map((row) => row.key).sort()).toEqual([keys.perAddress, keys.perUser].sort());
  });

  it('counts each try against the username and address', async () => {
    await createAdmin();
    await tryLogin({ username: 'Admin', password: 'sbagliata' });
    const rows = await db.query<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits ORDER BY key');
    const keys = loginKeys('admin', '203.0.113.7');
    expect(rows).toEqual(
      [
        { key: keys.perAddress, hits: 1 },
        { key: keys.perUserAndAddress, hits: 1 },
        { key: keys.perUser, hits: 1 },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
  });

  it('keeps no typed username in the counters: a password typed there is not stored', async () => {
    await createAdmin();
    const typed = 'La-Mia-Password-Segreta-2025';
    await tryLogin({ username: typed, password: 'sbagliata' });
    const rows = await db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(rows).toHaveLength(3);
    for (const { key } of rows) expect(key.toLowerCase()).not.toContain(typed.toLowerCase());
    // The same username, typed in another case, still counts as one.
    await tryLogin({ username: typed.toUpperCase(), password: 'sbagliata' });
    expect(await db.count('rate_limits')).toBe(3);
  });

  it('refuses a password over 72 bytes without comparing it', async () => {
    await createAdmin();
    const compare = vi.spyOn(bcrypt, 'compare');
    const res = await tryLogin({ username: 'admin', password: TEST_ADMIN.password + 'é'.repeat(30) });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe(LOGIN_MESSAGES.password);
    expect(compare).not.toHaveBeenCalled();
  });

  it('answers 405 to GET', async () => {
    expect((await call(login, '/api/login')).status).toBe(405);
  });
});
