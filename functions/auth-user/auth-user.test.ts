import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionSecret } from '../../server/env';
import { MESSAGES } from '../_lib/http';
import { adminSession, call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import authUser from './auth-user';

const db = useTestDatabase();

const check = (cookie?: string) => call(authUser, '/api/auth/user', { cookie });

async function sessionClaims(cookie: string) {
  const [row] = await db.query<{ sid: string; userId: string }>(
    `SELECT sid, sess->>'userId' AS "userId" FROM sessions`,
  );
  return { token: cookie.split('=')[1], ...row };
}

/** A session token shaped like the real ones, with the times and secret a test chooses. */
function signToken(claims: { sid: string; userId: string; issuedAt: number; expiresAt: number; secret: string }) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setJti(claims.sid)
    .setIssuedAt(claims.issuedAt)
    .setExpirationTime(claims.expiresAt)
    .sign(new TextEncoder().encode(claims.secret));
}

describe('GET /api/auth/user', () => {
  it('returns the signed-in user without the password hash', async () => {
    const res = await check(await adminSession());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
      'twoFactor',
      'updatedAt',
      'username',
    ]);
    expect(res.body).toMatchObject({ username: 'admin', role: 'owner' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a cookie, with an empty one and with garbage', async () => {
    for (const cookie of [undefined, 'admin_session=', 'admin_session=not-a-token', 'other=1']) {
      const res = await check(cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.unauthorized });
    }
  });

  it('answers 401 to a tampered token', async () => {
    const cookie = await adminSession();
    const [header, payload, signature] = cookie.split('=')[1].split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: 4102444800 }),
    ).toString('base64url');
    expect((await check(`admin_session=${header}.${forgedPayload}.${signature}`)).status).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await check(`admin_session=${header}.${payload}.${flipped}`)).status).toBe(401);
  });

  it('answers 401 to a token signed with another secret, even naming a live session', async () => {
    const { sid, userId } = await sessionClaims(await adminSession());
    const now = Math.floor(Date.now() / 1000);
    const forged = await signToken({
      sid,
      userId,
      issuedAt: now,
      expiresAt: now + 3600,
      secret: 'another-secret-that-is-long-enough-to-be-valid',
    });
    expect((await check(`admin_session=${forged}`)).status).toBe(401);
  });

  it('refuses the "none" algorithm', async () => {
    const { sid, userId } = await sessionClaims(await adminSession());
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: userId, jti: sid, exp: 4102444800 })).toString('base64url');
    expect((await check(`admin_session=${header}.${payload}.`)).status).toBe(401);
  });

  it('answers 401 once the session has expired on the server, even if the token has not', async () => {
    const cookie = await adminSession();
    expect((await check(cookie)).status).toBe(200);
    await db.query(`UPDATE sessions SET expire = now() - interval '1 second'`);
    expect((await check(cookie)).status).toBe(401);
  });

  it('answers 401 to an expired token, even if its session row lives on', async () => {
    const { sid, userId } = await sessionClaims(await adminSession());
    const now = Math.floor(Date.now() / 1000);
    const expired = await signToken({
      sid,
      userId,
      issuedAt: now - 9 * 3600,
      expiresAt: now - 3600,
      secret: sessionSecret(),
    });
    expect((await check(`admin_session=${expired}`)).status).toBe(401);
  });

  it('answers 401 when the user has been deleted', async () => {
    const cookie = await adminSession();
    await db.query('DELETE FROM users');
    expect((await check(cookie)).status).toBe(401);
  });
});
