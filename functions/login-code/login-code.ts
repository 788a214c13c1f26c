import type { Config } from '@netlify/functions';
import {
  SECOND_FACTOR_MAX_WRONG_CODES,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
} from '../../core/schema/two-factor.schema';
import { getDb } from '../../db/client';
import { actingAs, recordAudit } from '../../db/queries/audit-log.queries';
import { acceptStep, twoFactorOf, useRecoveryCode } from '../../db/queries/two-factor.queries';
import { findUserById } from '../../db/queries/users.queries';
import {
  auditActor,
  clearPendingLogin,
  completeSignIn,
  pendingLogin,
  requireSessionSecret,
  trustedDevice,
} from '../_lib/auth';
import { HttpError, clientIp, endpoint, readBody } from '../_lib/http';
import { countCodeTry, countLoginTry } from '../_lib/login-throttle';
import { recoveryCodeHash, totpStep } from '../_lib/totp';

/** The sign-in's wrong codes used up its tries: the password again, and the browser drops the cookie. */
const voided = (req: Request) =>
  new HttpError(401, TWO_FACTOR_MESSAGES.voided, undefined, { 'Set-Cookie': clearPendingLogin(req) });

/**
 * The second step of signing in, after the password (POST /api/login answered `{ twoFactor: true }`): a code from
 * the authenticator app, each used once, or one of the recovery codes, each used once. Wrong codes count against
 * the same limits as wrong passwords, and against the sign-in's own: SECOND_FACTOR_MAX_WRONG_CODES void it.
 */
export default endpoint({
  POST: async (req, context) => {
    requireSessionSecret();
    const pending = await pendingLogin(req);
    if (!pending) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
    const { code } = await readBody(req, twoFactorCodeSchema);
    const db = getDb();
    const user = await findUserById(db, pending.userId);
    const factor = await twoFactorOf(db, pending.userId);
    if (!user || user.disabledAt || !factor?.secret) throw new HttpError(401, TWO_FACTOR_MESSAGES.expired);
    const ip = clientIp(req, context);
    await countLoginTry(db, user.username, ip, await trustedDevice(req, user.username));
    const tries = await countCodeTry(db, pending.loginId);
    if (tries > SECOND_FACTOR_MAX_WRONG_CODES) throw voided(req);

    const step = totpStep(factor.secret, code);
    const used =
      step !== null
        ? (await acceptStep(db, user.id, step)) && 'totp'
        : (await useRecoveryCode(db, user.id, recoveryCodeHash(code))) && 'recovery';
    if (!used) {
      const acting = actingAs(db, auditActor(req, context));
      await recordAudit(acting, 'login-failed', user.username, { secondFactor: true });
      if (tries < SECOND_FACTOR_MAX_WRONG_CODES) throw new HttpError(401, TWO_FACTOR_MESSAGES.wrongCode);
      await recordAudit(acting, 'login-voided', user.username, { secondFactor: true, wrongCodes: tries });
      throw voided(req);
    }
    const res = await completeSignIn(db, req, context, user, { secondFactor: used });
    res.headers.append('Set-Cookie', clearPendingLogin(req));
    return res;
  },
});

export const config: Config = { path: '/api/login/code' };
