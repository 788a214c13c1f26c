import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { NEW_PASSWORD_MESSAGES } from '../../core/schema/user.schema';
import { MESSAGES } from '../_lib/http';
import { SIGNED_IN_CHECK_LIMIT } from '../_lib/login-throttle';
import { useUpLoginLimits } from '../../test/server/login-limits';
import login from '../login/login';
import authUser from '../auth-user/auth-user';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import authPassword from './auth-password';

const db = useTestDatabase();

const PATH = '/api/auth/password';
const NEW_PASSWORD = 'una-password-nuova-2025';

const change = (body: unknown, cookie?: string) => call(authPassword, PATH, { method: 'POST', body, cookie });
const whoAmI = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).status;
const logIn = async (password: string) =>
  (await call(login, '/api/login', { method: 'POST', body: { username: TEST_ADMIN.username, password } })).status;

async function storedHash(): Promise<string> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
  return row.password_hash;
}

describe('POST /api/auth/password', () => {
  it('refuses a request without a session with 401 and changes nothing', async () => {
    await adminSession();
    const before = await storedHash();
    const res = await change({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    expect(await storedHash()).toBe(before);
  });

  it('changes the password, ends the other sessions and keeps this browser signed in with a new one', async () => {
    const current = await adminSession();
    const other = await adminSession();
    const res = await change({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }, current);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const renewed = cookieFrom(res);
    expect(renewed).toMatch(/^admin_session=.+/);
    expect(await whoAmI(renewed)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
    expect(await whoAmI(current)).toBe(401);
    expect(await db.count('sessions')).toBe(1);
    expect(await logIn(TEST_ADMIN.password)).toBe(401);
    expect(await logIn(NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password with 400 in Italian and keeps every session', async () => {
    const cookie = await adminSession();
    const before = await storedHash();
    const res = await change({ currentPassword: 'non-è-questa', newPassword: NEW_PASSWORD }, cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: MESSAGES.badInput,
      fields: { currentPassword: ADMIN_MESSAGES.wrongCurrentPassword },
    });
    expect(await storedHash()).toBe(before);
    expect(await whoAmI(cookie)).toBe(200);
  });

  it.each([
    ['newPassword', { newPassword: 'corta' }, NEW_PASSWORD_MESSAGES.tooShort],
    ['newPassword', { newPassword: 'è'.repeat(40) }, NEW_PASSWORD_MESSAGES.tooLong],
    ['newPassword', { newPassword: TEST_ADMIN.password }, ADMIN_MESSAGES.samePassword],
    ['currentPassword', { currentPassword: '' }, ADMIN_MESSAGES.currentPassword],
  ])('refuses a bad %s (%j) with its message and changes nothing', async (field, override, message) => {
    const cookie = await adminSession();
    const before = await storedHash();
    const res = await change({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD, ...override }, cookie);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await storedHash()).toBe(before);
  });

  it("a stranger's wrong sign-ins that use up the account's login limits never stop its signed-in owner", async () => {
    const cookie = await adminSession();
    await useUpLoginLimits(TEST_ADMIN.username);
    expect(await logIn(TEST_ADMIN.password)).toBe(429);
    const res = await change({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }, cookie);
    expect(res.status).toBe(204);
  });

  it("stops guessing the current password at the session's own limit", async () => {
    const cookie = await adminSession();
    const statuses = [];
    for (let i = 0; i < SIGNED_IN_CHECK_LIMIT.max; i++) {
      statuses.push((await change({ currentPassword: `non-è-questa-${i}`, newPassword: NEW_PASSWORD }, cookie)).status);
    }
    expect(statuses).toEqual(Array<number>(SIGNED_IN_CHECK_LIMIT.max).fill(400));
    const res = await change({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }, cookie);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect(res.headers.get('retry-after')).toBe(String(SIGNED_IN_CHECK_LIMIT.windowSeconds));
  });
});
