import { HttpResponse } from 'msw';
import { API } from '../../core/api-paths';
import { accountChangeSchema, newAccountSchema, type AdminAccount } from '../../core/schema/admin-account.schema';
import type { AuditEntry } from '../../core/schema/audit-log.schema';
import {
  TWO_FACTOR_MESSAGES,
  adminSettingsSchema,
  twoFactorCodeSchema,
  twoFactorConfirmSchema,
  twoFactorStartSchema,
  type AccountSession,
  type TwoFactorStatus,
} from '../../core/schema/two-factor.schema';
import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  adminApi,
  admin,
  notFound,
  now,
  pagedRead,
  received,
  signedIn,
} from './admin-api-store';
import { handle, type Resolver } from './api-server';

/**
 * The owner's endpoints for the component tests ("Amministratori", "Registro attività"), following the functions:
 * 403 for a role other than the owner's, the shared schemas on bodies, the username unique in any case; and every
 * account's own second factor, which asks the password (ADMIN_PASSWORD) and, once on, the app's code.
 */
export const accountsApi: {
  accounts: AdminAccount[];
  auditLog: AuditEntry[];
  /** The signed-in account's second factor, and the owner's setting. */
  twoFactor: TwoFactorStatus;
  /** Whether POST /api/login asks for a code next (the account has a second factor). */
  loginNeedsCode: boolean;
  /** The wrong codes the pending sign-in has had. */
  wrongCodes: number;
  sessions: AccountSession[];
} = {
  accounts: [],
  auditLog: [],
  twoFactor: { enabled: false, required: false },
  loginNeedsCode: false,
  wrongCodes: 0,
  sessions: [],
};

/** The code the fake authenticator app shows, and the recovery codes an enrolment gives. */
export const TEST_CODE = '246810';
export const TEST_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, index) => `abcd-efgh-${String(index).padStart(2, '0')}`,
);

export function resetAccountsApi(): void {
  accountsApi.accounts = [{ ...ADMIN_USER, disabledAt: null }];
  accountsApi.auditLog = [];
  accountsApi.twoFactor = { enabled: false, required: false };
  accountsApi.loginNeedsCode = false;
  accountsApi.wrongCodes = 0;
  accountsApi.sessions = [
    {
      id: '0123456789abcdef',
      current: true,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      address: '203.0.113.0/24',
      createdAt: '2025-11-20T08:00:00.000Z',
      lastSeen: '2025-11-20T09:00:00.000Z',
    },
  ];
}

const refused = (fields: Record<string, string>) =>
  HttpResponse.json({ error: 'Dati non validi', fields }, { status: 400 });
const wrongCode = () => refused({ code: TWO_FACTOR_MESSAGES.wrongCode });
const wrongPassword = () => refused({ currentPassword: ADMIN_MESSAGES.wrongCurrentPassword });

const forbidden = () => HttpResponse.json({ error: 'Il tuo ruolo non consente questa operazione' }, { status: 403 });
const ownerOnly =
  <T>(resolver: Resolver<T>): Resolver<T> =>
  (info) =>
    adminApi.user && adminApi.user.role !== 'owner' ? forbidden() : resolver(info);

let nextAccount = 2;

export const accountHandlers = [
  handle(
    'GET',
    API.sessions,
    signedIn(() => accountsApi.sessions),
  ),
  handle(
    'DELETE',
    API.sessions,
    signedIn(() => {
      const ended = accountsApi.sessions.filter((session) => !session.current).length;
      accountsApi.sessions = accountsApi.sessions.filter((session) => session.current);
      return { ended };
    }),
  ),
  handle('DELETE', API.session, ({ params }) => {
    if (!adminApi.user) return HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 });
    const index = accountsApi.sessions.findIndex((session) => session.id === params.id);
    if (index < 0) return notFound();
    accountsApi.sessions.splice(index, 1);
    return null;
  }),
  handle(
    'GET',
    API.twoFactor,
    signedIn(() => accountsApi.twoFactor),
  ),
  handle(
    'POST',
    API.twoFactor,
    admin(twoFactorStartSchema, (body) => {
      if (body.currentPassword !== ADMIN_PASSWORD) return wrongPassword();
      if (accountsApi.twoFactor.enabled && body.currentCode !== TEST_CODE) {
        return refused({
          currentCode: body.currentCode ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.currentCode,
        });
      }
      return { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrSvg: '<svg/>' };
    }),
  ),
  handle(
    'PUT',
    API.twoFactor,
    admin(twoFactorConfirmSchema, (body) => {
      if (body.currentPassword !== ADMIN_PASSWORD) return wrongPassword();
      if (body.code !== TEST_CODE) return wrongCode();
      accountsApi.sessions = accountsApi.sessions.filter((session) => session.current);
      accountsApi.twoFactor = { ...accountsApi.twoFactor, enabled: true };
      return { recoveryCodes: TEST_RECOVERY_CODES };
    }),
  ),
  handle(
    'DELETE',
    API.twoFactor,
    admin(twoFactorCodeSchema, (body) => {
      if (body.code !== TEST_CODE) return wrongCode();
      accountsApi.twoFactor = { ...accountsApi.twoFactor, enabled: false };
      return null;
    }),
  ),
  handle('GET', API.adminSettings, ownerOnly(signedIn(() => ({ twoFactorRequired: accountsApi.twoFactor.required })))),
  handle(
    'PUT',
    API.adminSettings,
    ownerOnly(
      admin(adminSettingsSchema, (body) => {
        accountsApi.twoFactor = { ...accountsApi.twoFactor, required: body.twoFactorRequired };
        return { twoFactorRequired: body.twoFactorRequired };
      }),
    ),
  ),
  handle('GET', API.adminUsers, ownerOnly(signedIn(() => accountsApi.accounts))),
  handle(
    'POST',
    API.adminUsers,
    ownerOnly(
      admin(newAccountSchema, (body) => {
        const taken = accountsApi.accounts.some(
          (account) => account.username.toLowerCase() === body.username.toLowerCase(),
        );
        if (taken) {
          return HttpResponse.json(
            { error: 'Dati non validi', fields: { username: 'Esiste già un account con questo username' } },
            { status: 400 },
          );
        }
        const id = `00000000-0000-4000-8000-${String(nextAccount++).padStart(12, '0')}`;
        const account: AdminAccount = { ...ADMIN_USER, id, username: body.username, role: body.role, disabledAt: null };
        accountsApi.accounts.push(account);
        return account;
      }),
    ),
    201,
  ),
  handle(
    'PUT',
    API.adminUser,
    ownerOnly(
      admin(accountChangeSchema, (body, { id }) => {
        const account = accountsApi.accounts.find((each) => each.id === id);
        if (!account) return notFound();
        if (body.role) account.role = body.role;
        if (body.disabled !== undefined) account.disabledAt = body.disabled ? now() : null;
        return account;
      }),
    ),
  ),
  handle(
    'DELETE',
    API.adminUser,
    ownerOnly<null>(async ({ request, params }) => {
      await received(request);
      if (!adminApi.user) return HttpResponse.json({ error: 'Non autorizzato' }, { status: 401 });
      const index = accountsApi.accounts.findIndex((each) => each.id === params.id);
      if (index < 0) return notFound();
      accountsApi.accounts.splice(index, 1);
      return null;
    }),
  ),
  handle(
    'GET',
    API.adminAuditLog,
    ownerOnly((info) => {
      const params = new URL(info.request.url).searchParams;
      const rows = accountsApi.auditLog.filter(
        (row) =>
          (!params.get('actor') || row.actorUsername === params.get('actor')) &&
          (!params.get('action') || row.action === params.get('action')),
      );
      return pagedRead(
        () => rows,
        (row) => [row.actorUsername ?? '', row.action, row.subject ?? ''],
      )(info);
    }),
  ),
];
