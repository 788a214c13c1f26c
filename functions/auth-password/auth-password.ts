import type { Config } from '@netlify/functions';
import { findUserByUsername, setPasswordAndEndSessions } from '../../db/queries/users.queries';
import { ADMIN_MESSAGES, passwordChangeSchema } from '../../core/schema/admin.schema';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { actingAs } from '../../db/queries/audit-log.queries';
import { auditActor, requireAdmin, startSession } from '../_lib/auth';
import { countLoginTry } from '../_lib/login-throttle';
import { getDb } from '../../db/client';
import { HttpError, MESSAGES, clientIp, endpoint, noContent, readBody } from '../_lib/http';

/**
 * Changes the signed-in admin's password. Every session of the account ends (a thief's included) and this
 * browser gets a fresh one, so the admin stays signed in here only.
 */
export default endpoint({
  POST: async (req, context) => {
    const db = getDb();
    const admin = await requireAdmin(db, req);
    const { currentPassword, newPassword } = await readBody(req, passwordChangeSchema);
    // Tries at the current password count as login tries, so a stolen session cannot guess it freely.
    await countLoginTry(db, admin.username, clientIp(req, context));
    const user = await findUserByUsername(db, admin.username);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new HttpError(400, MESSAGES.badInput, { currentPassword: ADMIN_MESSAGES.wrongCurrentPassword });
    }
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
