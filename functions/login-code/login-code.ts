import type { Config } from '@netlify/functions';
import { TWO_FACTOR_MESSAGES, twoFactorCodeSchema } from '../../core/schema/two-factor.schema';
import { getDb } from '../../db/client';
import { actingAs, recordAudit } from '../../db/queries/audit-log.queries';
import { acceptStep, twoFactorOf, useRecoveryCode } from '../../db/queries/two-factor.queries';
import { findUserById } from '../../db/queries/users.queries';
import {
  auditActor,
  clearPendingLogin,
  completeSignIn,
  pendingLoginUser,
  requireSessionSecret,
  trustedDevice,
} from '../_lib/auth';
import { HttpError, clientIp, endpoint, readBody } from '../_lib/http';
import { countLoginTry } from '../_lib/login-throttle';
import { recoveryCodeHash, totpStep } from '../_lib/totp';

/**
 * The second step of signing in, after the password (POST /api/login answered `{ twoFactor: true }`): a code from
 * the authenticator app, each used once, or one of the recovery codes, each used once. Wrong codes count against
 * the same limits as wrong passwords.
 */
export default endpoint({
  POST: async (req, context) => {
    requireSessionSecret();
    const userId = await pendingLoginUser(req);
    if (!userId) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
    const { code } = await readBody(req, twoFactorCodeSchema);
    const db = getDb();
    const user = await findUserById(db, userId);
    const factor = await twoFactorOf(db, userId);
    if (!user || user.disabledAt || !factor?.secret) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
    const ip = clientIp(req, context);
    await countLoginTry(db, user.username, ip, await trustedDevice(req, user.username));

    const step = totpStep(factor.secret, code);
    const used =
      step !== null
        ? (await acceptStep(db, user.id, step)) && 'totp'
        : (await useRecoveryCode(db, user.id, recoveryCodeHash(code))) && 'recovery';
    if (!used) {
      await recordAudit(actingAs(db, auditActor(req, context)), 'login-failed', user.username, { secondFactor: true });
      throw new HttpError(401, TWO_FACTOR_MESSAGES.wrongCode);
    }
    const res = await completeSignIn(db, req, context, user, { secondFactor: used });
    res.headers.append('Set-Cookie', clearPendingLogin(req));
    return res;
  },
});

export const config: Config = { path: '/api/login/code' };
