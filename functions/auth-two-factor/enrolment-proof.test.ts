import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { TWO_FACTOR_MESSAGES } from '../../core/schema/two-factor.schema';
import { TEST_ADMIN, adminSession, call } from '../../test/server/function-calls';
import { useUpLoginLimits } from '../../test/server/login-limits';
import { useTestDatabase } from '../../test/server/test-database';
import { TEST_TOTP_SECRET, currentTotpCode, wrongTotpCode } from '../../test/server/totp-codes';
import authUser from '../auth-user/auth-user';
import authTwoFactor from './auth-two-factor';

const db = useTestDatabase();
const PATH = '/api/auth/two-factor';
const STEP_MS = 30_000;

const twoFactor = (cookie: string, method: string, body?: unknown) =>
  call(authTwoFactor, PATH, { method, cookie, body });
const whoAmI = async (cookie: string) => (await call(authUser, '/api/auth/user', { cookie })).status;
const stored = async () =>
  (
    await db.query<{ secret: string | null; pending: string | null }>(
      `SELECT totp_secret AS secret, totp_pending_secret AS pending FROM users`,
    )
  )[0];

describe('a two-factor enrolment proves who asks for it', () => {
  it('asks for the current password to start and to confirm, and stores nothing without it', async () => {
    const owner = await adminSession();
    const missing = await twoFactor(owner, 'POST', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ currentPassword: ADMIN_MESSAGES.currentPassword });
    const wrong = await twoFactor(owner, 'POST', { currentPassword: 'non-è-questa' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: ADMIN_MESSAGES.wrongCurrentPassword });
    expect(await stored()).toEqual({ secret: null, pending: null });

    const started = await twoFactor(owner, 'POST', { currentPassword: TEST_ADMIN.password });
    expect(started.status).toBe(200);
    const code = currentTotpCode(started.body.secret);
    const unproven = await twoFactor(owner, 'PUT', { code, currentPassword: 'non-è-questa' });
    expect(unproven.status).toBe(400);
    expect(unproven.body.fields).toEqual({ currentPassword: ADMIN_MESSAGES.wrongCurrentPassword });
    expect((await stored()).secret).toBeNull();
    expect((await twoFactor(owner, 'PUT', { code, currentPassword: TEST_ADMIN.password })).status).toBe(200);
    expect((await stored()).secret).toBe(started.body.secret);
  });

  it('once it is on, a new enrolment also asks for a code from the app in use', async () => {
    const owner = await adminSession();
    await db.query(`UPDATE users SET totp_secret = $1`, [TEST_TOTP_SECRET]);
    const withoutCode = await twoFactor(owner, 'POST', { currentPassword: TEST_ADMIN.password });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.fields).toEqual({ currentCode: TWO_FACTOR_MESSAGES.currentCode });
    const wrongCode = await twoFactor(owner, 'POST', {
      currentPassword: TEST_ADMIN.password,
      currentCode: wrongTotpCode(),
    });
    expect(wrongCode.body.fields).toEqual({ currentCode: TWO_FACTOR_MESSAGES.wrongCode });
    expect(await stored()).toEqual({ secret: TEST_TOTP_SECRET, pending: null });

    const started = await twoFactor(owner, 'POST', {
      currentPassword: TEST_ADMIN.password,
      currentCode: currentTotpCode(),
    });
    expect(started.status).toBe(200);
    // The phone in use stays the account's until the new one's first code confirms the change.
    expect(await stored()).toEqual({ secret: TEST_TOTP_SECRET, pending: started.body.secret });
    const confirmed = await twoFactor(owner, 'PUT', {
      currentPassword: TEST_ADMIN.password,
      code: currentTotpCode(started.body.secret, Date.now() + STEP_MS),
    });
    expect(confirmed.status).toBe(200);
    expect(await stored()).toEqual({ secret: started.body.secret, pending: null });
  });

  it("is never refused for a stranger's wrong sign-ins that used up the account's login limits", async () => {
    const owner = await adminSession();
    await useUpLoginLimits(TEST_ADMIN.username);
    const started = await twoFactor(owner, 'POST', { currentPassword: TEST_ADMIN.password });
    expect(started.status).toBe(200);
    const confirmed = await twoFactor(owner, 'PUT', {
      currentPassword: TEST_ADMIN.password,
      code: currentTotpCode(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    const off = await twoFactor(owner, 'DELETE', { code: currentTotpCode(started.body.secret, Date.now() + STEP_MS) });
    expect(off.status).toBe(204);
  });

  it("turning it on ends the account's other sessions, keeps this one, and the activity log records it", async () => {
    const other = await adminSession();
    const editor = await adminSession('editor', 'redazione');
    const owner = await adminSession();
    const started = await twoFactor(owner, 'POST', { currentPassword: TEST_ADMIN.password });
    const confirmed = await twoFactor(owner, 'PUT', {
      currentPassword: TEST_ADMIN.password,
      code: currentTotpCode(started.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(await whoAmI(owner)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
    // Another account's sessions are not this change's business.
    expect(await whoAmI(editor)).toBe(200);

    const rows = await db.query<{ actor: string; action: string; details: { changes: Record<string, unknown> } }>(
      `SELECT actor_username AS actor, action, details FROM audit_log
       WHERE subject = (SELECT 'users:' || id FROM users WHERE username = $1) ORDER BY id`,
      [TEST_ADMIN.username],
    );
    expect(rows.at(-1)).toMatchObject({
      actor: TEST_ADMIN.username,
      action: 'update',
      details: { changes: { totp_secret: { before: null, after: '***' } } },
    });
  });
});
