/** What the fuzz test aims at among the accounts, the activity log, the owner's settings and the second factor. */
import { API } from '../../core/api-paths';
import adminAuditLog from '../../functions/admin-audit-log/admin-audit-log';
import adminSettings from '../../functions/admin-settings/admin-settings';
import authTwoFactor from '../../functions/auth-two-factor/auth-two-factor';
import loginCode from '../../functions/login-code/login-code';
import adminUser from '../../functions/admin-user/admin-user';
import adminUsers from '../../functions/admin-users/admin-users';
import type { Target } from './fuzz-targets';

export const ACCOUNT_TARGETS: Target[] = [
  {
    name: 'adminUsers',
    handler: adminUsers,
    path: API.adminUsers,
    item: false,
    body: 'account',
    methods: ['GET', 'POST'],
  },
  {
    name: 'adminUser',
    handler: adminUser,
    path: API.adminUser,
    item: true,
    body: 'accountChange',
    methods: ['PUT', 'DELETE'],
  },
  { name: 'auditLog', handler: adminAuditLog, path: API.adminAuditLog, item: false, body: 'none', methods: ['GET'] },
  { name: 'loginCode', handler: loginCode, path: API.loginCode, item: false, body: 'code', methods: ['POST'] },
  {
    name: 'twoFactor',
    handler: authTwoFactor,
    path: API.twoFactor,
    item: false,
    body: 'twoFactor',
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  },
  {
    name: 'settings',
    handler: adminSettings,
    path: API.adminSettings,
    item: false,
    body: 'settings',
    methods: ['GET', 'PUT'],
  },
];
