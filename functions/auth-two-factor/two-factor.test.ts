import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../core/schema/two-factor.schema';
import { LOGIN_LIMITS } from '../_lib/login-throttle';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import { currentTotpCode, wrongTotpCode } from '../../test/server/totp-codes';
import adminContactSubmissions from '../admin-contact-submissions/admin-contact-submissions';
import adminSettings from '../admin-settings/admin-settings';
import authUser from '../auth-user/auth-user';
import login from '../login/login';
import loginCode from '../login-code/login-code';
import authTwoFactor from './auth-two-factor';

const db = useTestDatabase();
const PATH = '/api/auth/two-factor';
const STEP_MS = 30_000;

const twoFactor = (cookie: string, method: string, body?: unknown) =>
  call(authTwoFactor, PATH, { method, cookie, body });
const password = (username = TEST_ADMIN.username, ip?: string) =>
  call(login, '/api/login', { method: 'POST', body: { username, password: TEST_ADMIN.password }, ip });
const code = (pending: string, value: string, ip?: string) =>
  call(loginCode, '/api/login/code', { method: 'POST', body: { code: value }, cookie: pending, ip });

/** Enrols the signed-in account; the secret and its recovery codes. */
async function enrol(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await twoFactor(cookie, 'POST', { currentPassword: TEST_ADMIN.password });
  expect(started.status).toBe(200);
  const { secret } = started.body as { secret: string };
  const confirmed = await twoFactor(cookie, 'PUT', {
    currentPassword: TEST_ADMIN.password,
    code: currentTotpCode(secret),
  });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a QR code and a first code, then signs in with the password and a code', async () => {
    const owner = await adminSession();
    const started = await twoFactor(owner, 'POST', { currentPassword: TEST_ADMIN.password });
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(started.body.qrSvg).toMatch(/^<svg/);
    const wrong = await twoFactor(owner, 'PUT', {
      currentPassword: TEST_ADMIN.password,
      code: '000000' === currentTotpCode(started.body.secret) ? '111111' : '000000',
    });
    expect(wrong.body.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const confirmed = await twoFactor(owner, 'PUT', {
      currentPassword: TEST_ADMIN.password,
      code: currentTotpCode(started.body.secret),
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect((await twoFactor(owner, 'GET')).body).toEqual({ enabled: true, required: false });
    // Stored as hashes only.
    const stored = await db.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes');
    expect(stored.map((row) => row.code_hash)).not.toContain(confirmed.body.recoveryCodes[0]);

    const first = await password();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactor: true });
    const pending = cookieFrom(first);
    expect(pending).toMatch(/^admin_login_2fa=/);
    // The pending cookie is no session.
    expect((await call(authUser, '/api/auth/user', { cookie: pending })).status).toBe(401);

    // The enrolment used this step's code: the next step's (one step of drift is allowed) signs in.
    const signedIn = await code(pending, currentTotpCode(started.body.secret, Date.now() + STEP_MS));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ username: TEST_ADMIN.username, twoFactor: true });
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('admin_session='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('admin_login_2fa=;'))).toBe(true);
    expect((await call(authUser, '/api/auth/user', { cookie: cookieFrom(signedIn) })).status).toBe(200);

    const [row] = await db.query<{ details: unknown }>(
      `SELECT details FROM audit_log WHERE action = 'login' ORDER BY id DESC LIMIT 1`,
    );
    expect(row.details).toEqual({ secondFactor: 'totp' });
  });

  it('takes each code once: a replayed code and a used recovery code are refused', async () => {
    const { secret, recoveryCodes } = await enrol(await adminSession());
    const next = currentTotpCode(secret, Date.now() + STEP_MS);
    expect((await code(cookieFrom(await password()), next)).status).toBe(200);
    const replay = await code(cookieFrom(await password()), next);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(TWO_FACTOR_MESSAGES.wrongCode);

    expect((await code(cookieFrom(await password()), recoveryCodes[3].toUpperCase())).status).toBe(200);
    expect((await code(cookieFrom(await password()), recoveryCodes[3])).status).toBe(401);
    const used = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recovery_codes WHERE used_at IS NOT NULL',
    );
    expect(used[0].n).toBe(1);
  });

  it('counts wrong codes as wrong passwords, and refuses a code without the password step', async () => {
    const { secret } = await enrol(await adminSession());
    // The password step is one try; the codes after it share the same budget.
    const pending = cookieFrom(await password(TEST_ADMIN.username, '198.51.100.9'));
    const statuses = [];
    for (let i = 1; i <= LOGIN_LIMITS.perUserAndAddress.max; i++) {
      statuses.push((await code(pending, wrongTotpCode(secret), '198.51.100.9')).status);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMITS.perUserAndAddress.max - 1).fill(401), 429]);

    const without = await code('', '123456');
    expect(without.status).toBe(401);
    expect(without.body.error).toBe(TWO_FACTOR_MESSAGES.expired);
    expect((await code('admin_login_2fa=forged.token.here', '123456')).status).toBe(401);
  });

  it('once the owner requires it, owners and segreteria without it reach only the enrolment; the editor is not asked', async () => {
    const owner = await adminSession();
    const refused = await call(adminSettings, '/api/admin/settings', {
      method: 'PUT',
      cookie: owner,
      body: { twoFactorRequired: true },
    });
    expect(refused.body.fields).toEqual({ twoFactorRequired: TWO_FACTOR_MESSAGES.ownFirst });

    const { secret } = await enrol(owner);
    expect(
      (
        await call(adminSettings, '/api/admin/settings', {
          method: 'PUT',
          cookie: owner,
          body: { twoFactorRequired: true },
        })
      ).body,
    ).toEqual({ twoFactorRequired: true });

    const inbox = await adminSession('inbox', 'segreteria');
    const blocked = await call(adminContactSubmissions, '/api/admin/contact-submissions', { cookie: inbox });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe(TWO_FACTOR_MESSAGES.needed);
    expect((await twoFactor(inbox, 'GET')).body).toEqual({ enabled: false, required: true });
    await enrol(inbox);
    expect((await call(adminContactSubmissions, '/api/admin/contact-submissions', { cookie: inbox })).status).toBe(200);

    // Required: it cannot be turned off.
    const off = await twoFactor(owner, 'DELETE', { code: currentTotpCode(secret, Date.now() + STEP_MS) });
    expect(off.status).toBe(409);
    expect(off.body.error).toBe(TWO_FACTOR_MESSAGES.required);
  });

  it('turns off with a current code when not required, and the password alone signs in again', async () => {
    const owner = await adminSession();
    const { secret } = await enrol(owner);
    expect((await twoFactor(owner, 'DELETE', { code: wrongTotpCode(secret) })).status).toBe(400);
    expect((await twoFactor(owner, 'DELETE', { code: currentTotpCode(secret, Date.now() + STEP_MS) })).status).toBe(
      204,
    );
    expect(await db.count('recovery_codes')).toBe(0);
    expect((await password()).body).toMatchObject({ username: TEST_ADMIN.username, twoFactor: false });
  });
});
