import type { Config } from '@netlify/functions';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorConfirmSchema,
  twoFactorStartSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../core/schema/two-factor.schema';
import type { User } from '../../core/schema/user.schema';
import { getDb, type Db } from '../../db/client';
import { actingAs } from '../../db/queries/audit-log.queries';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorOf,
  twoFactorRequired,
} from '../../db/queries/two-factor.queries';
import { auditActor, requireAdmin } from '../_lib/auth';
import { HttpError, MESSAGES, endpoint, json, noContent, readBody } from '../_lib/http';
import { countSignedInCheck } from '../_lib/login-throttle';
import { checkOwnCode, checkOwnPassword, requireAdminSession } from '../_lib/own-credentials';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from '../_lib/totp';

/** Whether the owner requires a second factor of this account's role (owners and segreteria). */
const requiredFor = async (db: Db, user: User) => user.role !== 'editor' && (await twoFactorRequired(db));

/**
 * "Verifica in due passaggi", for the signed-in account, whatever its role: GET its state; POST starts an enrolment
 * (a QR code to scan) once the password, and when it is already on a current code, prove who asks; PUT confirms it
 * with the password and a first code, ends the account's other sessions and answers the 10 recovery codes, shown
 * once; DELETE turns it off with a current code, unless the owner requires it of the role. The passwords and codes
 * tried here count against the session's own limit, so a borrowed session cannot guess them freely and a stranger's
 * wrong sign-ins never stop the account's owner. The activity log records each change (the secrets masked).
 */
export default endpoint({
  GET: async (req) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    const status: TwoFactorStatus = { enabled: user.twoFactor, required: await requiredFor(db, user) };
    return json(status);
  },
  POST: async (req, context) => {
    const db = getDb();
    const { user, sid } = await requireAdminSession(db, req);
    const { currentPassword, currentCode } = await readBody(req, twoFactorStartSchema);
    await countSignedInCheck(db, sid);
    await checkOwnPassword(db, user, currentPassword);
    if (user.twoFactor) await checkOwnCode(db, user, currentCode, 'currentCode');
    const secret = newTotpSecret();
    await startEnrolment(actingAs(db, auditActor(req, context, user)), user.id, secret);
    const uri = totpUri(secret, user.username);
    const { toString } = await import('qrcode');
    const enrolment: TwoFactorEnrolment = { secret, uri, qrSvg: await toString(uri, { type: 'svg', margin: 1 }) };
    return json(enrolment);
  },
  PUT: async (req, context) => {
    const db = getDb();
    const { user, sid } = await requireAdminSession(db, req);
    const { currentPassword, code } = await readBody(req, twoFactorConfirmSchema);
    await countSignedInCheck(db, sid);
    await checkOwnPassword(db, user, currentPassword);
    const pending = (await twoFactorOf(db, user.id))?.pending;
    if (!pending) throw new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.noEnrolment });
    const step = totpStep(pending, code);
    if (step === null) throw new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.wrongCode });
    const recoveryCodes = newRecoveryCodes();
    const acting = actingAs(db, auditActor(req, context, user));
    if (!(await confirmEnrolment(acting, user.id, step, recoveryCodes.map(recoveryCodeHash), sid))) {
      throw new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.noEnrolment });
    }
    return json({ recoveryCodes });
  },
  DELETE: async (req, context) => {
    const db = getDb();
    const { user, sid } = await requireAdminSession(db, req);
    const { code } = await readBody(req, twoFactorCodeSchema);
    if (await requiredFor(db, user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.required);
    await countSignedInCheck(db, sid);
    await checkOwnCode(db, user, code, 'code');
    await disableTwoFactor(actingAs(db, auditActor(req, context, user)), user.id);
    return noContent();
  },
});

export const config: Config = { path: '/api/auth/two-factor' };
