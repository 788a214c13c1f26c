import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../core/schema/admin-account.schema';
import { LOGIN_MESSAGES, NEW_PASSWORD_MESSAGES } from '../../core/schema/user.schema';
import { MESSAGES } from '../_lib/http';
import { TEST_ADMIN, adminSession, call, cookieFrom } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import adminUser from '../admin-user/admin-user';
import authUser from '../auth-user/auth-user';
import login from '../login/login';
import adminUsers from './admin-users';

const db = useTestDatabase();
const PATH = '/api/admin/users';
const NEW_ACCOUNT = { username: 'Giulia', password: 'prima-password-sicura', role: 'inbox' };

const create = (cookie: string, body: unknown = NEW_ACCOUNT) =>
  call(adminUsers, PATH, { method: 'POST', body, cookie });
const change = (cookie: string, id: string, body: unknown) =>
  call(adminUser, `${PATH}/${id}`, { method: 'PUT', body, cookie, params: { id } });
const signIn = (username: string, password: string) =>
  call(login, '/api/login', { method: 'POST', body: { username, password } });

describe('personal admin accounts', () => {
  it('the owner adds an account with its role; it signs in with the password it was given, never shown again', async () => {
    const owner = await adminSession();
    const created = await create(owner);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'Giulia', role: 'inbox', disabledAt: null });
    expect(JSON.stringify(created.body)).not.toMatch(/password|\$2/i);

    const list = await call(adminUsers, PATH, { cookie: owner });
    expect(list.body.map((account: { username: string; role: string }) => [account.username, account.role])).toEqual([
      [TEST_ADMIN.username, 'owner'],
      ['Giulia', 'inbox'],
    ]);
    expect(JSON.stringify(list.body)).not.toContain('$2');

    const signedIn = await signIn('giulia', NEW_ACCOUNT.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ username: 'Giulia', role: 'inbox' });
  });

  it('refuses a taken username in any case, an unknown role and a short password, with the field and nothing written', async () => {
    const owner = await adminSession();
    const taken = await create(owner, { ...NEW_ACCOUNT, username: TEST_ADMIN.username.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ username: ACCOUNT_MESSAGES.usernameTaken });

    const bad = await create(owner, { username: 'x', password: 'corta', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      username: LOGIN_MESSAGES.username,
      password: NEW_PASSWORD_MESSAGES.tooShort,
      role: ACCOUNT_MESSAGES.role,
    });
    expect(await db.count('users')).toBe(1);
  });

  it("a role change applies at the account's next call", async () => {
    const owner = await adminSession();
    const { body: account } = await create(owner);
    const giulia = cookieFrom(await signIn('Giulia', NEW_ACCOUNT.password));
    expect((await call(adminUsers, PATH, { cookie: giulia })).status).toBe(403);

    expect((await change(owner, account.id, { role: 'owner' })).body).toMatchObject({ role: 'owner' });
    expect((await call(adminUsers, PATH, { cookie: giulia })).status).toBe(200);
  });

  it('turning an account off ends its open session at the next call and refuses its sign-in; turning it on lets it back', async () => {
    const owner = await adminSession();
    const { body: account } = await create(owner);
    const giulia = cookieFrom(await signIn('Giulia', NEW_ACCOUNT.password));
    expect((await call(authUser, '/api/auth/user', { cookie: giulia })).status).toBe(200);

    const off = await change(owner, account.id, { disabled: true });
    expect(off.status).toBe(200);
    expect(off.body.disabledAt).not.toBeNull();
    expect((await call(authUser, '/api/auth/user', { cookie: giulia })).status).toBe(401);
    const refused = await signIn('Giulia', NEW_ACCOUNT.password);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(LOGIN_MESSAGES.invalidCredentials);

    expect((await change(owner, account.id, { disabled: false })).body.disabledAt).toBeNull();
    expect((await signIn('Giulia', NEW_ACCOUNT.password)).status).toBe(200);
  });

  it('nobody changes, turns off or deletes their own account; an empty or wrong change is refused', async () => {
    const owner = await adminSession();
    const { body: me } = await call(authUser, '/api/auth/user', { cookie: owner });
    const demoted = await change(owner, me.id, { role: 'inbox' });
    expect(demoted.status).toBe(400);
    expect(demoted.body.fields).toEqual({ role: ACCOUNT_MESSAGES.yourself });
    expect((await change(owner, me.id, { disabled: true })).body.fields).toEqual({
      disabled: ACCOUNT_MESSAGES.yourself,
    });
    expect(
      (await call(adminUser, `${PATH}/${me.id}`, { method: 'DELETE', cookie: owner, params: { id: me.id } })).status,
    ).toBe(400);

    const { body: account } = await create(owner);
    expect((await change(owner, account.id, {})).status).toBe(400);
    expect((await change(owner, account.id, { disabled: 'sì' })).body.fields).toEqual({
      disabled: 'Valore non valido',
    });
    expect((await change(owner, account.id, { role: 'capo' })).body.fields).toEqual({ role: ACCOUNT_MESSAGES.role });
    const [row] = await db.query<{ role: string }>(`SELECT role FROM users WHERE id = $1`, [account.id]);
    expect(row.role).toBe('inbox');
  });

  it('deleting an account ends its sessions; an unknown or malformed id is a 404', async () => {
    const owner = await adminSession();
    const { body: account } = await create(owner);
    const giulia = cookieFrom(await signIn('Giulia', NEW_ACCOUNT.password));
    const remove = (id: string) =>
      call(adminUser, `${PATH}/${id}`, { method: 'DELETE', cookie: owner, params: { id } });

    expect((await remove(account.id)).status).toBe(204);
    expect((await call(authUser, '/api/auth/user', { cookie: giulia })).status).toBe(401);
    expect((await remove(account.id)).status).toBe(404);
    expect((await remove('42')).body.error).toBe(MESSAGES.notFound);
  });
});
