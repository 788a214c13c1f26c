import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../../db/seed';
import { PAGE_ROUTES } from '../../core/page-routes';
import { CONDITION_MS, FIRST_LOAD_MS } from '../patience';

/** `fetch` on the site's API with the admin's session cookie; paths start at the site's root ("/api/…"). */
export type AdminFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** An account's username and password. */
type Credentials = { readonly username: string; readonly password: string };

/** An account's session cookie ("name=value") from a POST to /api/login; the README admin's by default. */
async function sessionCookie(baseURL: string, account: Credentials = DEFAULT_LOCAL_ADMIN): Promise<string> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  expect(login.status).toBe(200);
  return login.headers.get('set-cookie')!.split(';')[0];
}

/** Signs the README admin in through /api/login, for tests that set up or clean up rows through the API. */
export async function signInAdmin(baseURL: string): Promise<AdminFetch> {
  const cookie = await sessionCookie(baseURL);
  return (path, init = {}) =>
    fetch(`${baseURL}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Cookie: cookie, ...init.headers },
    });
}

/**
 * Opens the admin panel in `page`, signed in as `account` (the README admin by default) by a session from
 * /api/login set as the page's cookie: for tests whose subject is the panel. The login screen itself is
 * `logInAsAdmin`'s, and tested with it.
 */
export async function openAdminPanel(page: Page, baseURL: string, account?: Credentials): Promise<void> {
  const cookie = await sessionCookie(baseURL, account);
  const split = cookie.indexOf('=');
  await page
    .context()
    .addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url: baseURL, httpOnly: true }]);
  await page.goto(PAGE_ROUTES.admin.path);
  await page.getByRole('heading', { name: 'Pannello Amministrazione' }).waitFor({ timeout: FIRST_LOAD_MS });
}

/** Signs the README admin in through the login screen, and waits for the panel. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto(PAGE_ROUTES.adminLogin.path);
  await page.getByRole('heading', { name: 'Area Riservata' }).waitFor({ timeout: FIRST_LOAD_MS });
  await page.getByLabel(/Username/).fill(DEFAULT_LOCAL_ADMIN.username);
  await page.getByLabel(/Password/).fill(DEFAULT_LOCAL_ADMIN.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByText('Login effettuato', { exact: true }).first().waitFor({ timeout: CONDITION_MS });
  await page.getByRole('heading', { name: 'Pannello Amministrazione' }).waitFor({ timeout: FIRST_LOAD_MS });
  expect(new URL(page.url()).pathname).toBe(PAGE_ROUTES.admin.path);
}
