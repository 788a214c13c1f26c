import type { Config } from '@netlify/functions';
import { findUserByUsername } from '../../db/queries/users.queries';
import { LOGIN_MESSAGES, loginSchema } from '../../core/schema/user.schema';
import { verifyPassword } from '../../server/passwords';
import { actingAs, recordAudit } from '../../db/queries/audit-log.queries';
import type { SecondFactorNeeded } from '../../core/schema/two-factor.schema';
import { auditActor, completeSignIn, requireSessionSecret, startPendingLogin, trustedDevice } from '../_lib/auth';
import { countLoginTry } from '../_lib/login-throttle';
import { getDb } from '../../db/client';
import { HttpError, clientIp, endpoint, json, readBody } from '../_lib/http';

export default endpoint({
  POST: async (req, context) => {
    requireSessionSecret();
    const { username, password } = await readBody(req, loginSchema);
    const db = getDb();
    const ip = clientIp(req, context);
    const device = await trustedDevice(req, username);
    await countLoginTry(db, username, ip, device);
    const user = await findUserByUsername(db, username);
    if (!(await verifyPassword(password, user?.passwordHash)) || !user || user.disabledAt) {
      // Logged by the account tried, when there is one: a typed username that names none may be a password.
      await recordAudit(actingAs(db, auditActor(req, context)), 'login-failed', user?.username ?? null);
      throw new HttpError(401, LOGIN_MESSAGES.invalidCredentials);
    }
    // An account with a second factor gets no session yet: its code comes next (POST /api/login/code).
    if (user.twoFactor) {
      const reply: SecondFactorNeeded = { twoFactor: true };
      return json(reply, 200, { 'Set-Cookie': await startPendingLogin(req, user) });
    }
    return completeSignIn(db, req, context, user);
  },
});

export const config: Config = { path: '/api/login' };
