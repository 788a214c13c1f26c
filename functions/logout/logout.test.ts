import { describe, expect, it } from 'vitest';
import authUser from '../auth-user/auth-user';
import { adminSession, call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import logout from './logout';

const db = useTestDatabase();

describe('POST /api/logout', () => {
  it('ends the session on the server and clears the cookie: a copied cookie stops working', async () => {
    const cookie = await adminSession();
    const copy = cookie;
    expect(await db.count('sessions')).toBe(1);

    const res = await call(logout, '/api/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^admin_session=;/);
    expect(setCookie).toContain('Max-Age=0');
    expect(setCookie).toContain('HttpOnly');
    expect(await db.count('sessions')).toBe(0);

    expect((await call(authUser, '/api/auth/user', { cookie: copy })).status).toBe(401);
  });

  it('ends only its own session', async () => {
    const first = await adminSession();
    const second = await adminSession();
    await call(logout, '/api/logout', { method: 'POST', cookie: first });
    expect((await call(authUser, '/api/auth/user', { cookie: second })).status).toBe(200);
  });

  it('clears the cookie even without a valid session', async () => {
    const res = await call(logout, '/api/logout', { method: 'POST', cookie: 'admin_session=garbage' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('answers 405 to GET, so a link or an image cannot log anyone out', async () => {
    const cookie = await adminSession();
    expect((await call(logout, '/api/logout', { cookie })).status).toBe(405);
    expect(await db.count('sessions')).toBe(1);
  });
});
