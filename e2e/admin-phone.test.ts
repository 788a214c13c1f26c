import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '../core/schema/user.schema';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { FIRST_LOAD_MS } from '../test/patience';

/*
 * The panel on a phone, for each role: every section open (the activity log with rows whose ids cannot wrap, the
 * two-factor form, a stop's edit form and bookings), nothing wider than the screen, every control reachable by a
 * tap, and the toasts on screen.
 */

const site = useBrowser();
const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce' as const,
};
const stamp = Date.now().toString(36);
// A long title, as a staffer writes them: it must wrap in the list, the log and the form.
const STOP_TITLE = `Incontro pubblico con le associazioni di volontariato del territorio ${stamp}`;
const PASSWORD = 'una-password-lunga-e2e';
const ACCOUNTS: Record<Exclude<AdminRole, 'owner'>, string> = {
  editor: `redazione-${stamp}`,
  inbox: `segreteria-${stamp}`,
};
const created = { stop: 0, accounts: [] as string[] };

afterAll(async () => {
  const admin = await signInAdmin(site.baseURL);
  if (created.stop) await admin(`/api/tour-events/${created.stop}`, { method: 'DELETE' });
  for (const id of created.accounts) await admin(`/api/admin/users/${id}`, { method: 'DELETE' });
});

/** The stop and the two accounts, made by the owner: their creation fills the activity log with uuids. */
async function setUp(): Promise<void> {
  const admin = await signInAdmin(site.baseURL);
  const stop = await admin('/api/tour-events', {
    method: 'POST',
    body: JSON.stringify({ title: STOP_TITLE, location: 'Castelfranco Veneto', eventDate: '2030-11-20' }),
  });
  expect(stop.status).toBe(201);
  created.stop = ((await stop.json()) as { id: number }).id;
  for (const [role, username] of Object.entries(ACCOUNTS)) {
    const account = await admin('/api/admin/users', {
      method: 'POST',
      body: JSON.stringify({ username, password: PASSWORD, role }),
    });
    expect(account.status).toBe(201);
    created.accounts.push(((await account.json()) as { id: string }).id);
  }
}

/** Every element that reaches past the screen's left or right edge, described. */
function tooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 60)}`;
    const found = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${describe(element)} (${Math.round(element.getBoundingClientRect().right)} px)`);
    if (document.documentElement.scrollWidth > width)
      found.push(`the page: ${document.documentElement.scrollWidth} px`);
    return found;
  });
}

/** Every visible control whose centre, once scrolled into view, another element covers: described with the cover. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50)}`;
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, summary')].filter(
      (control) => {
        const box = control.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(control).visibility !== 'hidden';
      },
    );
    return controls.flatMap((control) => {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && (hit === control || control.contains(hit))
        ? []
        : [`${describe(control)} under ${hit ? describe(hit) : 'nothing (off screen)'}`];
    });
  });
}

/** Waits for a toast with `title`, checks it lies wholly on screen, and closes it. */
async function toastOnScreen(page: Page, title: string): Promise<void> {
  const toast = page.locator('.toast').filter({ hasText: title });
  await toast.waitFor({ timeout: FIRST_LOAD_MS });
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  await toast.getByRole('button', { name: 'Chiudi notifica' }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('the admin panel on a 360 px phone', () => {
  const roles: [AdminRole, { username: string; password: string }][] = [
    ['owner', DEFAULT_LOCAL_ADMIN],
    ['editor', { username: ACCOUNTS.editor, password: PASSWORD }],
    ['inbox', { username: ACCOUNTS.inbox, password: PASSWORD }],
  ];

  it.each(roles)(
    'as %s: nothing wider than the screen, every control tappable, toasts on screen',
    async (role, account) => {
      if (role === 'owner') await setUp();
      const { page, problems } = await site.open(PHONE);
      await openAdminPanel(page, site.baseURL, account);

      // Every section with what it opens: the stop's bookings (owner, inbox), its edit form (owner, editor).
      // The stop's own heading, not «Presenze»'s row that names it among other words.
      const stop = page.getByRole('heading', { name: STOP_TITLE, exact: true });
      await stop.waitFor({ timeout: FIRST_LOAD_MS });
      if (role !== 'editor') {
        await page.getByRole('button', { name: `Prenotazioni di ${STOP_TITLE}` }).click();
        await page.getByRole('button', { name: 'Chiudi le prenotazioni' }).waitFor();
      }
      if (role !== 'inbox') {
        await page.getByRole('button', { name: `Modifica ${STOP_TITLE}` }).click();
        await page.getByRole('form', { name: 'Modifica tappa' }).waitFor();
      }
      if (role === 'owner') {
        // The log's rows of the accounts just made: "create" of users:<uuid>, with every field of the account.
        // Named by their usernames, not their ids.
        await page
          .getByRole('heading', { name: `Creazione: Account «${ACCOUNTS.inbox}»` })
          .waitFor({ timeout: FIRST_LOAD_MS });
      }
      await page.getByRole('form', { name: 'Attiva la verifica in due passaggi' }).waitFor();

      expect(await tooWide(page)).toEqual([]);
      expect(await coveredControls(page)).toEqual([]);

      if (role !== 'inbox') {
        await page
          .getByRole('form', { name: 'Modifica tappa' })
          .getByRole('button', { name: 'Aggiorna Tappa' })
          .click();
        await toastOnScreen(page, 'Tappa aggiornata');
      }
      const password = page.getByRole('form', { name: 'Cambio password' });
      await password.getByLabel(/^Password attuale/).fill('non-la-password-giusta');
      await password.getByLabel(/^Nuova password/).fill('una-nuova-password-e2e');
      await password.getByLabel(/^Conferma la nuova password/).fill('una-nuova-password-e2e');
      await password.getByRole('button', { name: 'Aggiorna Password' }).click();
      await toastOnScreen(page, 'Errore');
      expect(await tooWide(page)).toEqual([]);

      expect(problems.filter((problem) => !/HTTP 40[01]|status of 40[01]/.test(problem))).toEqual([]);
    },
    180_000,
  );
});
