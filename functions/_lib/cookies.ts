import type { StoredCookie } from '../../core/browser-storage';

/**
 * The one writer and reader of cookies: each is a cookie of core/browser-storage.ts, whose list the cookie policy
 * prints, so no function can set a cookie the policy does not name.
 */

function isSecure(req: Request): boolean {
  return new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
}

const nameFor = (req: Request, cookie: StoredCookie) =>
  cookie.hostPrefixed && isSecure(req) ? `__Host-${cookie.name}` : cookie.name;

/** HttpOnly, SameSite=Strict, Secure over HTTPS, sent to its own path only; `maxAge` 0 deletes it. */
function header(req: Request, cookie: StoredCookie, value: string, maxAge: number): string {
  const parts = [
    `${nameFor(req, cookie)}=${value}`,
    `Path=${cookie.path}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAge}`,
  ];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isSecure(req)) parts.push('Secure');
  return parts.join('; ');
}

/** A Set-Cookie value that keeps `value` for the cookie's lifetime. */
export const setCookie = (req: Request, cookie: StoredCookie, value: string): string =>
  header(req, cookie, value, cookie.maxAgeSeconds);

/** A Set-Cookie value that deletes the cookie. */
export const clearCookie = (req: Request, cookie: StoredCookie): string => header(req, cookie, '', 0);

/** The cookie's value in the request, under the name this request's scheme gives it (never the other). */
export function readCookie(req: Request, cookie: StoredCookie): string | undefined {
  const name = nameFor(req, cookie);
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
