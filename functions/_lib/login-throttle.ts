import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { clearHits, hit } from '../../db/queries/rate-limits.queries';
import { sessionSecret } from '../../server/env';
import { HttpError, MESSAGES } from './http';

/**
 * Login tries allowed. Per username from one address: 10 per 15 minutes. Per address whatever the username:
 * 50 per 15 minutes. Per username from every address: 100 per hour (OWASP ASVS), so someone elsewhere cannot
 * lock the admin out with ten wrong passwords.
 */
export const LOGIN_LIMITS = {
  perUserAndAddress: { max: 10, windowSeconds: 15 * 60 },
  perAddress: { max: 50, windowSeconds: 15 * 60 },
  perUser: { max: 100, windowSeconds: 60 * 60 },
  /** A browser that has signed in to the account before (its device cookie): its own failures only. */
  perDevice: { max: 10, windowSeconds: 15 * 60 },
} as const;

/**
 * A signed-in admin's checks of their own password or code before changing them (password, second factor), per
 * session. A counter of their own: a stranger's wrong guesses that use up the account's login limits never stop the
 * person signed in, and a borrowed session still cannot guess the password freely.
 */
export const SIGNED_IN_CHECK_LIMIT = { max: 10, windowSeconds: 15 * 60 } as const;

/**
 * The typed username as the counters store it: a keyed hash, never the text, because people type passwords into
 * the username field and the rate_limits table must not keep them.
 */
const usernameDigest = (username: string) =>
  createHmac('sha256', sessionSecret()).update(username.toLowerCase()).digest('base64url').slice(0, 22);

export function loginKeys(username: string, ip: string) {
  const user = usernameDigest(username);
  return {
    perUserAndAddress: `login:user-ip:${user}|${ip}`,
    perAddress: `login:ip:${ip}`,
    perUser: `login:user:${user}`,
  };
}

function tooMany(windowSeconds: number): HttpError {
  return new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(windowSeconds) });
}

/**
 * Counts a login try before the password is checked, so a parallel burst cannot pass the limit: each try
 * takes its number atomically. The username-wide counter is only touched once the address's own limits
 * pass, so one address stuck at 429 cannot use up the username's budget.
 *
 * `device`: the id of the request's device cookie when it is one this account signed in from (OWASP's device
 * cookies). Such a browser counts only against its own limit, so wrong passwords from elsewhere, however many,
 * never lock the account's own people out.
 */
export async function countLoginTry(db: Db, username: string, ip: string, device?: string): Promise<void> {
  if (device) {
    const { max, windowSeconds } = LOGIN_LIMITS.perDevice;
    if ((await hit(db, `login:device:${device}`, windowSeconds)) > max) throw tooMany(windowSeconds);
    return;
  }
  const keys = loginKeys(username, ip);
  for (const name of ['perUserAndAddress', 'perAddress', 'perUser'] as const) {
    const { max, windowSeconds } = LOGIN_LIMITS[name];
    if ((await hit(db, keys[name], windowSeconds)) > max) throw tooMany(windowSeconds);
  }
}

/** Counts one check of a signed-in admin's own password or code, before it is made; 429 past the limit. */
export async function countSignedInCheck(db: Db, sessionId: string): Promise<void> {
  const { max, windowSeconds } = SIGNED_IN_CHECK_LIMIT;
  if ((await hit(db, `signed-in-check:${sessionId}`, windowSeconds)) > max) throw tooMany(windowSeconds);
}

/**
 * Counts a code tried on one pending sign-in (its cookie's id), before the code is checked, and answers this try's
 * number: SECOND_FACTOR_MAX_WRONG_CODES of them void the sign-in. A right code ends the sign-in (the browser drops
 * the cookie), so the tries are its wrong codes. The window, an hour, outlives the 5 minutes a sign-in can wait.
 */
export const countCodeTry = (db: Db, loginId: string): Promise<number> => hit(db, `login:code:${loginId}`, 60 * 60);

/** After a successful login, this address's tries for the username start over. */
export async function clearLoginTries(db: Db, username: string, ip: string): Promise<void> {
  await clearHits(db, loginKeys(username, ip).perUserAndAddress);
}
