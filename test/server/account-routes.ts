/**
 * Test support: the routes of the accounts, the activity log, the owner's settings and the second factor, for the
 * role matrix (admin-routes.ts lists them with the others).
 */
import { API } from '../../core/api-paths';
import { getDb } from '../../db/client';
import { insertAccount } from '../../db/queries/users.queries';
import adminAuditLog from '../../functions/admin-audit-log/admin-audit-log';
import adminSettings from '../../functions/admin-settings/admin-settings';
import adminUser from '../../functions/admin-user/admin-user';
import adminUsers from '../../functions/admin-users/admin-users';
import authSession from '../../functions/auth-session/auth-session';
import authSessions from '../../functions/auth-sessions/auth-sessions';
import authTwoFactor from '../../functions/auth-two-factor/auth-two-factor';
import type { AdminRoute } from './admin-routes';
import { TEST_ADMIN } from './function-calls';
import { TEST_TOTP_SECRET, currentTotpCode } from './totp-codes';

let accounts = 0;
const anotherAccount = async () =>
  (await insertAccount(getDb(), { username: `persona-${++accounts}`, passwordHash: 'x', role: 'editor' }))!.id;
const itemAt = (id: string) => ({ params: { id } });

export const ACCOUNT_ROUTES: AdminRoute[] = [
  { method: 'GET', path: API.adminUsers, handler: adminUsers, access: 'accounts', request: async () => ({}) },
  {
    method: 'POST',
    path: API.adminUsers,
    handler: adminUsers,
    access: 'accounts',
    request: async () => ({
      body: { username: `nuova-${++accounts}`, password: 'una-password-lunga', role: 'inbox' },
    }),
  },
  {
    method: 'PUT',
    path: API.adminUser,
    handler: adminUser,
    access: 'accounts',
    request: async () => ({ ...itemAt(await anotherAccount()), body: { role: 'inbox' } }),
  },
  {
    method: 'DELETE',
    path: API.adminUser,
    handler: adminUser,
    access: 'accounts',
    request: async () => itemAt(await anotherAccount()),
  },
  { method: 'GET', path: API.adminAuditLog, handler: adminAuditLog, access: 'accounts', request: async () => ({}) },
  { method: 'GET', path: API.adminSettings, handler: adminSettings, access: 'accounts', request: async () => ({}) },
  {
    method: 'PUT',
    path: API.adminSettings,
    handler: adminSettings,
    access: 'accounts',
    request: async () => ({ body: { twoFactorRequired: false } }),
  },
  { method: 'GET', path: API.twoFactor, handler: authTwoFactor, access: 'any-account', request: async () => ({}) },
  {
    method: 'POST',
    path: API.twoFactor,
    handler: authTwoFactor,
    access: 'any-account',
    request: async () => ({ body: { currentPassword: TEST_ADMIN.password } }),
  },
  {
    method: 'PUT',
    path: API.twoFactor,
    handler: authTwoFactor,
    access: 'any-account',
    request: async () => {
      await getDb().query(`UPDATE users SET totp_pending_secret = $1, totp_secret = NULL`, [TEST_TOTP_SECRET]);
      return { body: { currentPassword: TEST_ADMIN.password, code: currentTotpCode() } };
    },
  },
  {
    method: 'DELETE',
    path: API.twoFactor,
    handler: authTwoFactor,
    access: 'any-account',
    request: async () => {
      await getDb().query(`UPDATE users SET totp_secret = $1, totp_last_step = NULL`, [TEST_TOTP_SECRET]);
      return { body: { code: currentTotpCode() } };
    },
  },
  { method: 'GET', path: API.sessions, handler: authSessions, access: 'any-account', request: async () => ({}) },
  { method: 'DELETE', path: API.sessions, handler: authSessions, access: 'any-account', request: async () => ({}) },
  {
    method: 'DELETE',
    path: API.session,
    handler: authSession,
    access: 'any-account',
    // The session the caller was just given: the newest (none without a session).
    request: async () => {
      const [row] = await getDb().query<{ id: string }>(
        `SELECT left(encode(sha256(convert_to(sid, 'UTF8')), 'hex'), 16) AS id FROM sessions
         ORDER BY sess->>'createdAt' DESC LIMIT 1`,
      );
      return itemAt(row?.id ?? '0000000000000000');
    },
  },
];
