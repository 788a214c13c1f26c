import { SignJWT, jwtVerify } from 'jose';
import type { Context } from '@netlify/functions';
import { mayUse, type AdminArea } from '../../core/schema/admin-account.schema';
import type { User } from '../../core/schema/user.schema';
import { actingAs, recordAudit, type AuditActor } from '../../db/queries/audit-log.queries';
import type { UserWithHash } from '../../db/queries/users.queries';
import type { AuditEntry } from '../../core/schema/audit-log.schema';
import { clearLoginTries } from './login-throttle';
import { twoFactorRequired } from '../../db/queries/two-factor.queries';
import { TWO_FACTOR_MESSAGES } from '../../core/schema/two-factor.schema';
import { deleteSession, findSessionUser, insertSession } from '../../db/queries/sessions.queries';
import { EnvError, sessionSecret } from '../../server/env';
import type { Db } from '../../db/client';
import { truncatedAddress } from './address-key';
import { HttpError, MESSAGES, clientIp, json } from './http';
import { COOKIES } from '../../core/browser-storage';
import { clearCookie, readCookie, setCookie } from './cookies';

const SESSION = COOKIES.adminSession;
const ALGORITHM = 'HS256';

export const ADMIN_UNAVAILABLE =
  'Area riservata non disponibile: il sito non è configurato correttamente (manca SESSION_SECRET). ' +
  'Avvisa chi gestisce il sito.';

/**
 * The key sessions are signed with. Without a proper SESSION_SECRET only the admin area stops (503, one log
 * line naming the setting); the public pages and forms never read it.
 */
function secretKey(): Uint8Array {
  try {
    return new TextEncoder().encode(sessionSecret());
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    throw new HttpError(503, ADMIN_UNAVAILABLE);
  }
}

/** Stops an admin request (login included) with 503 before it reads or writes anything when the secret is missing. */
export function requireSessionSecret(): void {
  secretKey();
}

export const clearSessionCookie = (req: Request): string => clearCookie(req, SESSION);

/**
 * Starts a session: a row in `sessions` (so logout can end it on the server) and a signed token naming it,
 * returned as the Set-Cookie header value.
 */
export async function startSession(
  db: Db,
  req: Request,
  user: Pick<User, 'id'>,
  context?: Pick<Context, 'ip'>,
): Promise<string> {
  const sid = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + SESSION.maxAgeSeconds * 1000);
  await insertSession(db, sid, user.id, expiresAt, {
    userAgent: req.headers.get('user-agent')?.slice(0, 300) ?? null,
    address: context ? truncatedAddress(clientIp(req, context as Context)) : null,
  });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setJti(sid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return setCookie(req, SESSION, token);
}

/** The session id of a valid, unexpired, untampered token in the request's cookie, or undefined. */
export async function sessionId(req: Request): Promise<string | undefined> {
  const key = secretKey();
  const token = readCookie(req, SESSION);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
    return typeof payload.jti === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}

/** The signed-in user, or undefined: the token must verify and its session row must still be live. */
export async function currentUser(db: Db, req: Request): Promise<User | undefined> {
  const sid = await sessionId(req);
  return sid ? findSessionUser(db, sid) : undefined;
}

/** The signed-in admin, or a 401 that stops the request before anything is read or written. */
export async function requireAdmin(db: Db, req: Request): Promise<User> {
  const user = await currentUser(db, req);
  if (!user) throw new HttpError(401, MESSAGES.unauthorized);
  return user;
}

/** Who a request acts as, for the activity log: the account and its address, truncated. */
export function auditActor(req: Request, context: Context, user?: Pick<User, 'id' | 'username'>): AuditActor {
  return { id: user?.id ?? null, username: user?.username ?? null, address: truncatedAddress(clientIp(req, context)) };
}

/**
 * The signed-in admin, when their role may use `area` (or one of the areas) of core/schema/admin-account.schema.ts:
 * 401 without a live session, 403 with one whose role may not. Also a database acting as them, whose changes the activity log
 * records under their name.
 */
export async function requireRole(
  db: Db,
  req: Request,
  context: Context,
  area: AdminArea | readonly AdminArea[],
): Promise<{ user: User; db: Db }> {
  const user = await requireAdmin(db, req);
  const areas: readonly AdminArea[] = typeof area === 'string' ? [area] : area;
  if (!areas.some((each) => mayUse(user.role, each))) throw new HttpError(403, MESSAGES.forbidden);
  // The roles that export personal data, once the owner requires it: nothing but the enrolment until it is on.
  if (!user.twoFactor && user.role !== 'editor' && (await twoFactorRequired(db))) {
    throw new HttpError(403, TWO_FACTOR_MESSAGES.needed);
  }
  return { user, db: actingAs(db, auditActor(req, context, user)) };
}

/** The sign-in cookies go to /api/login and /api/login/code only. */
const PENDING_LOGIN = COOKIES.adminLoginSecondFactor;

/**
 * After the right password of an account with a second factor: a signed, 5-minute cookie naming the account and
 * this sign-in (its own id, which its wrong codes are counted by), for POST /api/login/code only. It is no session:
 * nothing else accepts it.
 */
export async function startPendingLogin(req: Request, user: Pick<User, 'id'>): Promise<string> {
  const token = await new SignJWT({ purpose: 'second-factor' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${PENDING_LOGIN.maxAgeSeconds}s`)
    .sign(secretKey());
  return setCookie(req, PENDING_LOGIN, token);
}

/** The account a live pending login names, and the login's id; or undefined. */
export async function pendingLogin(req: Request): Promise<{ userId: string; loginId: string } | undefined> {
  const token = readCookie(req, PENDING_LOGIN);
  if (!token) return undefined;
  try {
    const { payload: claims } = await jwtVerify(token, secretKey(), { algorithms: [ALGORITHM] });
    const valid =
      claims.purpose === 'second-factor' && typeof claims.sub === 'string' && typeof claims.jti === 'string';
    return valid ? { userId: claims.sub!, loginId: claims.jti! } : undefined;
  } catch {
    return undefined;
  }
}

export const clearPendingLogin = (req: Request): string => clearCookie(req, PENDING_LOGIN);

const DEVICE = COOKIES.adminDevice;

/**
 * After a complete sign-in: a signed cookie saying this browser has signed in to this account (OWASP's device
 * cookie), sent only to /api/login. It opens nothing by itself; it lets the browser's tries count on their own.
 */
export async function deviceCookie(req: Request, user: Pick<User, 'username'>): Promise<string> {
  const token = await new SignJWT({ purpose: 'device' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.username.toLowerCase())
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE.maxAgeSeconds}s`)
    .sign(secretKey());
  return setCookie(req, DEVICE, token);
}

/** The id of the request's device cookie when it was issued for `username`, or undefined. */
export async function trustedDevice(req: Request, username: string): Promise<string | undefined> {
  const token = readCookie(req, DEVICE);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: [ALGORITHM] });
    const mine = payload.purpose === 'device' && payload.sub === username.toLowerCase();
    return mine && typeof payload.jti === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer to a complete sign-in, password and (when the account has one) second factor both right: the address's
 * tries start over, a session starts, the log records it, and the browser gets the session and its device cookie.
 */
export async function completeSignIn(
  db: Db,
  req: Request,
  context: Context,
  user: UserWithHash,
  details: AuditEntry['details'] = {},
): Promise<Response> {
  await clearLoginTries(db, user.username, clientIp(req, context));
  const session = await startSession(db, req, user, context);
  await recordAudit(actingAs(db, auditActor(req, context, user)), 'login', user.username, details);
  const { passwordHash: _hash, disabledAt: _disabled, ...publicUser } = user;
  const res = json(publicUser, 200, { 'Set-Cookie': session });
  res.headers.append('Set-Cookie', await deviceCookie(req, user));
  return res;
}

/** Ends the session named by the request's token, if any. */
export async function endSession(db: Db, req: Request): Promise<void> {
  const sid = await sessionId(req);
  if (sid) await deleteSession(db, sid);
}
