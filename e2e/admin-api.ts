import { expect } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';

/** `fetch` on the site's API with the admin's session cookie; paths start at the site's root ("/api/…"). */
export type AdminFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Signs the README admin in through /api/login, for tests that set up or clean up rows through the API. */
export async function signInAdmin(baseURL: string): Promise<AdminFetch> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEFAULT_LOCAL_ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  return (path, init = {}) =>
    fetch(`${baseURL}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Cookie: cookie, ...init.headers },
    });
}
