import type { Config } from '@netlify/functions';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../core/schema/two-factor.schema';
import type { User } from '../../core/schema/user.schema';
import { getDb, type Db } from '../../db/client';
import { actingAs } from '../../db/queries/audit-log.queries';
import {
  acceptStep,
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorOf,
  twoFactorRequired,
} from '../../db/queries/two-factor.queries';
import { auditActor, requireAdmin } from '../_lib/auth';
import { HttpError, MESSAGES, clientIp, endpoint, json, noContent, readBody } from '../_lib/http';
import { countLoginTry } from '../_lib/login-throttle';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from '../_lib/totp';

/** Whether the owner requires a second factor of this account's role (owners and segreteria). */
const requiredFor = async (db: Db, user: User) => user.role !== 'editor' && (await twoFactorRequired(db));

const wrongCode = () => new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.wrongCode });

/**
 * "Verifica in due passaggi", for the signed-in account, whatever its role: GET its state; POST starts an enrolment
 * (a QR code to scan); PUT confirms it with a first code and answers the 10 recovery codes, shown once; DELETE
 * turns it off with a current code, unless the owner requires it of the role. Codes tried here count as sign-in
 * tries, so a stolen session cannot guess them freely.
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
    const user = await requireAdmin(db, req);
    const secret = newTotpSecret();
    await startEnrolment(actingAs(db, auditActor(req, context, user)), user.id, secret);
    const uri = totpUri(secret, user.username);
    const { toString } = await import('qrcode');
    const enrolment: TwoFactorEnrolment = { secret, uri, qrSvg: await toString(uri, { type: 'svg', margin: 1 }) };
    return json(enrolment);
  },
  PUT: async (req, context) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    const { code } = await readBody(req, twoFactorCodeSchema);
    await countLoginTry(db, user.username, clientIp(req, context));
    const pending = (await twoFactorOf(db, user.id))?.pending;
    if (!pending) throw new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.noEnrolment });
    const step = totpStep(pending, code);
    if (step === null) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    const acting = actingAs(db, auditActor(req, context, user));
    if (!(await confirmEnrolment(acting, user.id, step, recoveryCodes.map(recoveryCodeHash)))) {
      throw new HttpError(400, MESSAGES.badInput, { code: TWO_FACTOR_MESSAGES.noEnrolment });
    }
    return json({ recoveryCodes });
  },
  DELETE: async (req, context) => {
    const db = getDb();
    const user = await requireAdmin(db, req);
    const { code } = await readBody(req, twoFactorCodeSchema);
    if (await requiredFor(db, user)) throw new HttpError(409, TWO_FACTOR_MESSAGES.required);
    await countLoginTry(db, user.username, clientIp(req, context));
    const secret = (await twoFactorOf(db, user.id))?.secret;
    const step = secret ? totpStep(secret, code) : null;
    if (step === null || !(await acceptStep(db, user.id, step))) throw wrongCode();
    await disableTwoFactor(actingAs(db, auditActor(req, context, user)), user.id);
    return noContent();
  },
});

export const config: Config = { path: '/api/auth/two-factor' };
