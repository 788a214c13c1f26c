import type { Config } from '@netlify/functions';
import { setPasswordAndEndSessions } from '../../db/queries/users.queries';
import { passwordChangeSchema } from '../../core/schema/admin.schema';
import { hashPassword } from '../../server/passwords';
import { actingAs } from '../../db/queries/audit-log.queries';
import { auditActor, startSession } from '../_lib/auth';
import { countSignedInCheck } from '../_lib/login-throttle';
import { checkOwnPassword, requireAdminSession } from '../_lib/own-credentials';
import { getDb } from '../../db/client';
import { endpoint, noContent, readBody } from '../_lib/http';

/**
 * Changes the signed-in admin's password. Every session of the account ends (a thief's included) and this
 * browser gets a fresh one, so the admin stays signed in here only.
 */
export default endpoint({
  POST: async (req, context) => {
    const db = getDb();
    const { user: admin, sid } = await requireAdminSession(db, req);
    const { currentPassword, newPassword } = await readBody(req, passwordChangeSchema);
    // The session's own limit: a stolen session cannot guess the password freely, and a stranger's wrong sign-ins,
    // however many, never stop the person signed in.
    await countSignedInCheck(db, sid);
    const user = await checkOwnPassword(db, admin, currentPassword);
    // Acting as the admin: the activity log records the change (the password itself masked).
    await setPasswordAndEndSessions(
      actingAs(db, auditActor(req, context, user)),
      user.id,
      await hashPassword(newPassword),
    );
    return noContent({ 'Set-Cookie': await startSession(db, req, user, context) });
  },
});

export const config: Config = { path: '/api/auth/password' };
