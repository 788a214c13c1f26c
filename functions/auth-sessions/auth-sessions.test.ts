import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import authSession from '../auth-session/auth-session';
import authUser from '../auth-user/auth-user';
import login from '../login/login';
import authSessions from './auth-sessions';

const db = useTestDatabase();
const signIn = (userAgent: string, ip: string) =>
  call(login, '/api/login', {
    method: 'POST',
    body: TEST_ADMIN,
    ip,
    headers: { 'user-agent': userAgent },
  });
const list = (cookie: string) => call(authSessions, '/api/auth/sessions', { cookie });

describe('"Le tue sessioni"', () => {
  it('lists where the account is signed in (browser, truncated address, this one marked), never a session id', async () => {
    await adminSession();
    await db.query('DELETE FROM sessions');
    const phone = cookieFrom(await signIn('Mozilla/5.0 (iPhone) Safari', '203.0.113.77'));
    const laptop = cookieFrom(await signIn('Mozilla/5.0 (X11; Linux) Firefox', '2001:db8:1234:5678::1'));
    const { body: sessions } = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(
      sessions
        .map((row: { userAgent: string; address: string; current: boolean }) => [
          row.userAgent,
          row.address,
          row.current,
        ])
        .sort(),
    ).toEqual(
      [
        ['Mozilla/5.0 (X11; Linux) Firefox', '2001:db8:1234::/48', true],
        ['Mozilla/5.0 (iPhone) Safari', '203.0.113.0/24', false],
      ].sort(),
    );
    const sids = (await db.query<{ sid: string }>('SELECT sid FROM sessions')).map((row) => row.sid);
    expect(JSON.stringify(sessions)).not.toMatch(new RegExp(sids.join('|')));
    expect(sessions[0].lastSeen).toEqual(expect.any(String));
    expect((await call(authUser, '/api/auth/user', { cookie: phone })).status).toBe(200);
  });

  it('ends one session by its listed id, or all the others; never another account’s', async () => {
    await adminSession();
    await db.query('DELETE FROM sessions');
    const phone = cookieFrom(await signIn('Telefono', '203.0.113.77'));
    const laptop = cookieFrom(await signIn('Portatile', '203.0.113.78'));
    const tablet = cookieFrom(await signIn('Tablet', '203.0.113.79'));
    const phoneId = (await list(laptop)).body.find((row: { userAgent: string }) => row.userAgent === 'Telefono').id;

    const other = await adminSession('editor', 'redazione');
    expect(
      (
        await call(authSession, `/api/auth/sessions/${phoneId}`, {
          method: 'DELETE',
          cookie: other,
          params: { id: phoneId },
        })
      ).status,
    ).toBe(404);

    expect(
      (
        await call(authSession, `/api/auth/sessions/${phoneId}`, {
          method: 'DELETE',
          cookie: laptop,
          params: { id: phoneId },
        })
      ).status,
    ).toBe(204);
    expect((await call(authUser, '/api/auth/user', { cookie: phone })).status).toBe(401);
    expect((await call(authUser, '/api/auth/user', { cookie: tablet })).status).toBe(200);

    expect((await call(authSessions, '/api/auth/sessions', { method: 'DELETE', cookie: laptop })).body).toEqual({
      ended: 1,
    });
    expect((await call(authUser, '/api/auth/user', { cookie: tablet })).status).toBe(401);
    expect((await call(authUser, '/api/auth/user', { cookie: laptop })).status).toBe(200);
    expect((await call(authUser, '/api/auth/user', { cookie: other })).status).toBe(200);
  });
});
