import type { Config } from '@netlify/functions';
import { ACCOUNT_MESSAGES, newAccountSchema } from '../../core/schema/admin-account.schema';
import { getDb } from '../../db/client';
import { hashPassword } from '../../server/passwords';
import { insertAccount, listAccounts } from '../../db/queries/users.queries';
import { requireRole } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, readBody } from '../_lib/http';

/**
 * "Amministratori", the owner's: every account (GET), and a new personal account with its role and a first
 * password the owner hands over once (POST). The activity log records the new account (its password masked).
 */
export default endpoint({
  GET: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'accounts');
    return json(await listAccounts(db));
  },
  POST: async (req, context) => {
    const { db } = await requireRole(getDb(), req, context, 'accounts');
    const { username, password, role } = await readBody(req, newAccountSchema);
    const account = await insertAccount(db, { username, passwordHash: await hashPassword(password), role });
    if (!account) throw new HttpError(400, MESSAGES.badInput, { username: ACCOUNT_MESSAGES.usernameTaken });
    return json(account, 201);
  },
});

export const config: Config = { path: '/api/admin/users' };
