import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../core/page-routes';
import { MIN_FILL_TIME_MS } from '../core/schema/form-guard.schema';
import { SHIFT_MESSAGES } from '../core/schema/shift.schema';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS } from '../test/patience';

/*
 * A volunteer shift end to end at 360 px: a shift of one place fills, a second volunteer joins its waiting list,
 * the first cancels from the mailed link and the second is promoted; every step's mail read in the local catcher.
 * The sign-up is sent as the form sends it (the public list's form is mounted by the volunteers' page).
 */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
let admin: AdminFetch;
const created: number[] = [];

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
});
afterAll(async () => {
  for (const id of created) await admin(`/api/admin/shifts/${id}`, { method: 'DELETE' });
});

async function createShift(title: string, capacity = 1): Promise<number> {
  const response = await admin('/api/admin/shifts', {
    method: 'POST',
    body: JSON.stringify({
      title,
      activity: 'volantinaggio',
      place: 'Piazza delle Erbe',
      comune: 'Padova',
      date: '2030-05-11',
      start: '09:00',
      end: '12:30',
      capacity,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  created.push(id);
  return id;
}

/** POST /api/shifts/{id}/signups with the bot guard's fields, as the form sends it after the fill time. */
async function signUp(id: number, name: string, email: string) {
  const response = await fetch(`${site.baseURL}/api/shifts/${id}/signups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.baseURL },
    body: JSON.stringify({ name, email, phone: null, privacyAccepted: 1, website: '', fillTimeMs: MIN_FILL_TIME_MS }),
  });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ message: SHIFT_MESSAGES.requested });
}

describe('a volunteer shift', () => {
  it('fills, keeps a waiting list and promotes it when the first volunteer cancels, at 360 px', async () => {
    const title = `Volantini al mercato ${unique}`;
    const marta = `e2e-shift-marta-${unique}@example.it`;
    const luca = `e2e-shift-luca-${unique}@example.it`;
    const id = await createShift(title);
    const { page, problems } = await site.open(PHONE);

    await signUp(id, 'Marta Rossi', marta);
    const [request] = await mailsTo(marta, 1);
    expect(request.subject).toBe(`Conferma il turno: ${title}, sabato 11 maggio 2030`);
    await page.goto(linkIn(request, PAGE_ROUTES.shiftConfirm.path));
    const confirm = page.getByRole('button', { name: 'Conferma il turno' });
    await confirm.waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByText(title).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.click();
    await page.getByRole('heading', { name: 'Turno confermato', level: 1 }).waitFor();
    const confirmation = (await mailsTo(marta, 2))[1];
    expect(confirmation.subject).toBe(`Turno confermato: ${title}, sabato 11 maggio 2030`);
    const cancelLink = linkIn(confirmation, PAGE_ROUTES.shiftCancel.path);

    // The one place is Marta's: Luca joins the waiting list.
    await signUp(id, 'Luca Verdi', luca);
    await page.goto(linkIn((await mailsTo(luca, 1))[0], PAGE_ROUTES.shiftConfirm.path));
    await page.getByRole('button', { name: 'Conferma il turno' }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: "Sei in lista d'attesa", level: 1 }).waitFor();
    await page.getByText('in posizione 1').waitFor();
    const listed = (await (await fetch(`${site.baseURL}/api/shifts`)).json()) as { id: number; full: number }[];
    expect(listed.find((shift) => shift.id === id)).toMatchObject({ full: 1 });

    // Marta cancels: her place goes to Luca, who is told at once.
    await page.goto(cancelLink);
    await page.getByRole('button', { name: 'Sì, annulla il turno' }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: 'Turno annullato', level: 1 }).waitFor();
    const lucaMails = await mailsTo(luca, 3);
    expect(lucaMails.map((mail) => mail.subject)).toEqual([
      `Conferma il turno: ${title}, sabato 11 maggio 2030`,
      `Lista d'attesa: ${title}, sabato 11 maggio 2030`,
      `Turno confermato: ${title}, sabato 11 maggio 2030`,
    ]);
    expect(lucaMails[2].text).toContain('si è liberato un posto');
    expect((await mailsTo(marta, 3))[2].subject).toBe(`Turno annullato: ${title}`);
    expect(problems).toEqual([]);
  });

  it("credits a friend's sign-up from a volunteer's link on /volontari, and the volunteer's page counts it, at 360 px", async () => {
    const title = `Gazebo con gli amici ${unique}`;
    const sara = `e2e-shift-sara-${unique}@example.it`;
    const piero = `e2e-shift-piero-${unique}@example.it`;
    const id = await createShift(title, 3);
    const { page, problems } = await site.open(PHONE);
    await signUp(id, 'Sara Conti', sara);
    await page.goto(linkIn((await mailsTo(sara, 1))[0], PAGE_ROUTES.shiftConfirm.path));
    await page.getByRole('button', { name: 'Conferma il turno' }).click({ timeout: FIRST_LOAD_MS });
    const offer = page.getByRole('region', { name: 'Porta un amico' });
    await offer.waitFor();
    const link = (await offer.locator('.invitation__link span').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${site.baseURL}/volontari\\?ref=[23456789A-HJKMNP-Z]{8}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Piero opens it and takes the same shift from the volunteers' page's list.
    const friend = await site.open(PHONE);
    await friend.page.goto(link.slice(site.baseURL.length));
    const item = friend.page.locator('.shift-list__item', { hasText: title });
    await item.getByRole('button', { name: 'Mi prendo il turno' }).click({ timeout: FIRST_LOAD_MS });
    const form = friend.page.getByRole('form', { name: `Mi prendo il turno: ${title}` });
    await formShown(form, { timeout: FIRST_LOAD_MS });
    await form.getByLabel('Nome e cognome').fill('Piero Gallo');
    await form.getByLabel('Email').fill(piero);
    await form.getByRole('checkbox', { name: /Acconsento a essere contattato\/a per questo turno/ }).check();
    await waitForFillTime(friend.page);
    await form.getByRole('button', { name: 'Mi prendo il turno' }).click();
    await friend.page.getByText(SHIFT_MESSAGES.requested).waitFor();
    await friend.page.goto(linkIn((await mailsTo(piero, 1))[0], PAGE_ROUTES.shiftConfirm.path));
    await friend.page.getByRole('button', { name: 'Conferma il turno' }).click({ timeout: FIRST_LOAD_MS });
    await friend.page.getByRole('heading', { name: 'Turno confermato', level: 1 }).waitFor();

    // Sara's page (her mails' link) counts him.
    await page.goto(linkIn((await mailsTo(sara, 2))[1], PAGE_ROUTES.shiftCancel.path));
    await page.getByText('Grazie a te si è iscritta 1 persona.').waitFor({ timeout: FIRST_LOAD_MS });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    expect(friend.problems).toEqual([]);
  });
});
