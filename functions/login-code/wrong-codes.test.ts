import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MAX_WRONG_CODES, TWO_FACTOR_MESSAGES } from '../../core/schema/two-factor.schema';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import { TEST_TOTP_SECRET, currentTotpCode, wrongTotpCode } from '../../test/server/totp-codes';
import login from '../login/login';
import loginCode from './login-code';

const db = useTestDatabase();

const password = async () =>
  cookieFrom(
    await call(login, '/api/login', {
      method: 'POST',
      body: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    }),
  );
const code = (pending: string, value: string) =>
  call(loginCode, '/api/login/code', { method: 'POST', body: { code: value }, cookie: pending });

describe('wrong second-factor codes have a counter of their own', () => {
  it(`${SECOND_FACTOR_MAX_WRONG_CODES} wrong codes void the pending sign-in, and the activity log says so`, async () => {
    await adminSession();
    await db.query(`UPDATE users SET totp_secret = $1`, [TEST_TOTP_SECRET]);
    const pending = await password();
    expect(pending).toMatch(/^admin_login_2fa=/);

    const answers = [];
    for (let i = 0; i < SECOND_FACTOR_MAX_WRONG_CODES; i++) answers.push(await code(pending, wrongTotpCode()));
    expect(answers.map((answer) => answer.body.error)).toEqual([
      ...Array<string>(SECOND_FACTOR_MAX_WRONG_CODES - 1).fill(TWO_FACTOR_MESSAGES.wrongCode),
      TWO_FACTOR_MESSAGES.voided,
    ]);
    expect(answers.at(-1)!.status).toBe(401);
    expect(answers.at(-1)!.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^admin_login_2fa=;/));
    expect(TWO_FACTOR_MESSAGES.voided).toContain(String(SECOND_FACTOR_MAX_WRONG_CODES));

    // Void: not even the right code opens a session with it.
    const late = await code(pending, currentTotpCode());
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(TWO_FACTOR_MESSAGES.voided);
    expect(await db.count('sessions')).toBe(1);

    const log = await db.query<{ action: string; subject: string; details: unknown }>(
      `SELECT action, subject, details FROM audit_log WHERE action = 'login-voided'`,
    );
    expect(log).toEqual([
      {
        action: 'login-voided',
        subject: TEST_ADMIN.username,
        details: { secondFactor: true, wrongCodes: SECOND_FACTOR_MAX_WRONG_CODES },
      },
    ]);

    // The password again starts a new sign-in, whose right code opens the session.
    const signedIn = await code(await password(), currentTotpCode());
    expect(signedIn.status).toBe(200);
  });
});
