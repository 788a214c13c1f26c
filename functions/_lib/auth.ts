import type { Context } from '@netlify/functions';
import { SignJWT, jwtVerify } from 'jose';
import type { User } from '../../core/schema/user';
import { deleteSession, findSessionUser, insertSession } from '../../db/queries/sessions';
import { sessionSecret } from './config';
import type { Db } from '../../db/client';
import { HttpError, MESSAGES } from './http';

export const SESSION_COOKIE = 'admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ALGORITHM = 'HS256';

/** Failed tries allowed per username, and per address, within the login window (15 minutes). */
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 50;

/** The address failed tries are counted against. */
export function clientIp(req: Request, context: Context): string {
  return context.ip || req.headers.get('x-nf-client-connection-ip') || 'unknown';
}

function secretKey(): Uint8Array {
  return new TextEncoder().encode(sessionSecret());
}

function isSecure(req: Request): boolean {
  return new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
}

function cookie(req: Request, value: string, maxAge: number): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAge}`];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isSecure(req)) parts.push('Secure');
  return parts.join('; ');
}

export function clearSessionCookie(req: Request): string {
  return cookie(req, '', 0);
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * Starts a session: a row in `sessions` (so logout can end it on the server) and a signed token naming it,
 * returned as the Set-Cookie header value.
 */
export async function startSession(db: Db, req: Request, user: Pick<User, 'id'>): Promise<string> {
  const sid = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await insertSession(db, sid, user.id, expiresAt);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setJti(sid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
  return cookie(req, token, SESSION_TTL_SECONDS);
}

/** The session id of a valid, unexpired, untampered token in the request's cookie, or undefined. */
async function sessionId(req: Request): Promise<string | undefined> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: [ALGORITHM] });
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

/** Ends the session named by the request's token, if any. */
export async function endSession(db: Db, req: Request): Promise<void> {
  const sid = await sessionId(req);
  if (sid) await deleteSession(db, sid);
}
