import { ADMIN_MESSAGES } from '../../core/schema/admin.schema';
import { TWO_FACTOR_MESSAGES } from '../../core/schema/two-factor.schema';
import type { User } from '../../core/schema/user.schema';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../server/passwords';
import { acceptStep, twoFactorOf } from '../../db/queries/two-factor.queries';
import { findUserById, type UserWithHash } from '../../db/queries/users.queries';
import { requireAdmin, sessionId } from './auth';
import { HttpError, MESSAGES } from './http';
import { totpStep } from './totp';

/**
 * The checks a signed-in admin passes before changing their own credentials (password, second factor). The
 * functions first count each request against the session's own limit (countSignedInCheck), never against the
 * account's sign-in limits, which strangers can use up.
 */

/** The signed-in admin and the id of this browser's session, or a 401. */
export async function requireAdminSession(db: Db, req: Request): Promise<{ user: User; sid: string }> {
  const user = await requireAdmin(db, req);
  // requireAdmin found the session by this id: it is there.
  return { user, sid: (await sessionId(req))! };
}

/** The account with its hash when `password` is its password; else a 400 on `currentPassword`. */
export async function checkOwnPassword(db: Db, user: User, password: string): Promise<UserWithHash> {
  const account = await findUserById(db, user.id);
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    throw new HttpError(400, MESSAGES.badInput, { currentPassword: ADMIN_MESSAGES.wrongCurrentPassword });
  }
  return account;
}

/** Takes a code of the account's app, once; else a 400 on `field` (missing, or wrong or already used). */
export async function checkOwnCode(db: Db, user: User, code: string | undefined, field: string): Promise<void> {
  if (!code) throw new HttpError(400, MESSAGES.badInput, { [field]: TWO_FACTOR_MESSAGES.currentCode });
  const secret = (await twoFactorOf(db, user.id))?.secret;
  const step = secret ? totpStep(secret, code) : null;
  if (step === null || !(await acceptStep(db, user.id, step))) {
    throw new HttpError(400, MESSAGES.badInput, { [field]: TWO_FACTOR_MESSAGES.wrongCode });
  }
}
