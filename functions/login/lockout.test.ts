import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../_lib/login-throttle';
import { TEST_ADMIN, adminSession, call, type CallResult } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import login from './login';

const db = useTestDatabase();

const tryLogin = (password: string, ip: string, cookie?: string) =>
  call(login, '/api/login', { method: 'POST', body: { username: TEST_ADMIN.username, password }, ip, cookie });
const deviceFrom = (res: CallResult) =>
  res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('admin_device='))!
    .split(';')[0];

describe('nobody locks the campaign out (OWASP device cookies)', () => {
  it('after 200 wrong tries for the owner from 50 addresses, the owner still gets in from a browser that signed in before', async () => {
    await adminSession();
    await db.query('DELETE FROM sessions');
    const known = await tryLogin(TEST_ADMIN.password, '192.0.2.10');
    expect(known.status).toBe(200);
    const device = deviceFrom(known);
    expect(known.headers.getSetCookie().find((cookie) => cookie.startsWith('admin_device='))).toMatch(
      /Path=\/api\/login; HttpOnly; SameSite=Strict/,
    );

    const statuses = new Map<number, number>();
    for (let address = 0; address < 50; address++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const res = await tryLogin(`sbagliata-${attempt}`, `198.51.100.${address + 1}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }
    // The account-wide limit took effect: its 100 tries an hour (the owner's own sign-in above was one of them),
    // then the rest were refused unchecked.
    expect(statuses.get(401)).toBe(LOGIN_LIMITS.perUser.max - 1);
    expect(statuses.get(429)).toBe(200 - (LOGIN_LIMITS.perUser.max - 1));

    // A browser that never signed in to the account shares that limit, even with the right password.
    expect((await tryLogin(TEST_ADMIN.password, '203.0.113.50')).status).toBe(429);
    // The owner's own browser is limited only by its own failures: it gets in.
    const owner = await tryLogin(TEST_ADMIN.password, '203.0.113.50', device);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ username: TEST_ADMIN.username });
  });

  it("a device cookie counts its own failures, and is another account's cookie nothing", async () => {
    await adminSession();
    const device = deviceFrom(await tryLogin(TEST_ADMIN.password, '192.0.2.10'));
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.perDevice.max; i++)
      statuses.push((await tryLogin('sbagliata', '192.0.2.10', device)).status);
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMITS.perDevice.max).fill(401), 429]);

    await adminSession('editor', 'redazione');
    const other = await call(login, '/api/login', {
      method: 'POST',
      body: { username: 'redazione', password: TEST_ADMIN.password },
      ip: '192.0.2.10',
      cookie: device,
    });
    // Not this account's device: the address's limits apply, and they are not used up.
    expect(other.status).toBe(200);
    expect((await tryLogin(TEST_ADMIN.password, '192.0.2.10', 'admin_device=forged')).status).toBe(200);
  });
});
