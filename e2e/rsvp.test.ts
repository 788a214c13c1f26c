import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, tourStopPath } from '../core/page-routes';
import { RSVP_MESSAGES } from '../core/schema/rsvp.schema';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS } from '../test/patience';

/*
 * "Ci sarò" end to end: a request from a stop's page, its mail in the local catcher, the confirm page's button, the
 * waiting list, the cancel link.
 */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
let admin: AdminFetch;
const created: number[] = [];

async function createStop(title: string, capacity = 50): Promise<number> {
  const response = await admin('/api/tour-events', {
    method: 'POST',
    body: JSON.stringify({
      title,
      location: 'Castelfranco Veneto',
      address: 'Piazza Giorgione 1',
      eventDate: '2030-05-10',
      eventTime: '18:30',
      completed: 0,
      capacity,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  created.push(id);
  return id;
}

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
});
afterAll(async () => {
  for (const id of created) await admin(`/api/tour-events/${id}`, { method: 'DELETE' });
});

/** Fills and sends the stop page's form (the section named `section`) as a person on a phone does. */
async function requestFromStopPage(page: Page, section: string, name: string, email: string, people = '1') {
  const region = page.getByRole('region', { name: section });
  const form = region.getByRole('form', { name: 'Prenota la tua presenza' });
  await formShown(form, { timeout: FIRST_LOAD_MS });
  await form.getByLabel('Nome e cognome').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Quante persone?').selectOption(people);
  await form.getByRole('checkbox', { name: /Acconsento a essere contattato\/a per questo evento/ }).check();
  await waitForFillTime(page);
  await form.getByRole('button', { name: 'Ci sarò' }).click();
  await region.getByRole('status').getByText(RSVP_MESSAGES.requested).waitFor();
}

/** What the panel counts for the stop: its bookings, confirmed and waiting, and the requests not confirmed. */
async function counts(id: number) {
  const all = (await (await admin('/api/admin/rsvp-counts')).json()) as { tourEventId: number }[];
  return all.find((count) => count.tourEventId === id);
}

describe('Ci sarò', () => {
  it('books at 360 px, confirms only by the button of the mailed link, keeps a waiting list and promotes it', async () => {
    const title = `Incontro in piazza ${unique}`;
    const anna = `e2e-rsvp-anna-${unique}@example.it`;
    const luca = `e2e-rsvp-luca-${unique}@example.it`;
    const id = await createStop(title, 1);
    const { page, problems } = await site.open(PHONE);
    await page.goto(tourStopPath(id));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await requestFromStopPage(page, 'Ci sarò', 'Anna Bianchi', anna);

    const [request] = await mailsTo(anna, 1);
    expect(request.subject).toBe(`Conferma la prenotazione: ${title}, venerdì 10 maggio 2030`);
    expect(request.listUnsubscribe).toBe('');
    const confirmLink = linkIn(request, PAGE_ROUTES.rsvpConfirm.path);

    // A link scanner opens the link and runs the page's script: the page shows the stop, and nothing is booked.
    const scanner = await site.open(PHONE);
    await scanner.page.goto(confirmLink);
    await scanner.page.getByRole('button', { name: 'Conferma la prenotazione' }).waitFor({ timeout: FIRST_LOAD_MS });
    await scanner.page.getByText(title).first().waitFor();
    expect(await counts(id)).toMatchObject({ bookings: 0, pending: 1 });

    // The owner presses the button.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Conferma la prenotazione' }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: 'Prenotazione confermata', level: 1 }).waitFor();
    expect(await counts(id)).toMatchObject({ bookings: 1, people: 1, pending: 0 });
    const confirmation = (await mailsTo(anna, 2))[1];
    expect(confirmation.subject).toBe(`Prenotazione confermata: ${title}, venerdì 10 maggio 2030`);
    const cancelLink = linkIn(confirmation, PAGE_ROUTES.rsvpCancel.path);

    // The one place is Anna's: Luca's confirmation joins the waiting list.
    await page.goto(tourStopPath(id));
    await requestFromStopPage(page, "Lista d'attesa", 'Luca Rossi', luca);
    await page.goto(linkIn((await mailsTo(luca, 1))[0], PAGE_ROUTES.rsvpConfirm.path));
    await page.getByRole('button', { name: 'Conferma la prenotazione' }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: "Sei in lista d'attesa", level: 1 }).waitFor();
    await page.getByText('in posizione 1').waitFor();

    // Anna cancels: her place goes to Luca, who is told at once.
    await page.goto(cancelLink);
    // The page names what it cancels before it asks.
    await page
      .getByText(`Vuoi annullare la tua prenotazione per «${title}» (1 persona)?`)
      .waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByText(title, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
    await page.getByRole('heading', { name: 'Prenotazione annullata', level: 1 }).waitFor();
    const lucaMails = await mailsTo(luca, 3);
    expect(lucaMails.map((mail) => mail.subject)).toEqual([
      `Conferma la prenotazione: ${title}, venerdì 10 maggio 2030`,
      `Lista d'attesa: ${title}, venerdì 10 maggio 2030`,
      `Prenotazione confermata: ${title}, venerdì 10 maggio 2030`,
    ]);
    expect(lucaMails[2].text).toContain('si è liberato un posto');
    expect((await mailsTo(anna, 3))[2].subject).toBe(`Prenotazione annullata: ${title}`);

    expect(problems).toEqual([]);
    // The links again (in the scanner's page, whose console the refusals' 410 and 409 reach): the cancel page says
    // at once that it was cancelled already, without asking; the confirm page that its link was used.
    await scanner.page.goto(cancelLink);
    await scanner.page
      .getByRole('heading', { name: 'Prenotazione già annullata', level: 1 })
      .waitFor({ timeout: FIRST_LOAD_MS });
    expect(await scanner.page.getByRole('button', { name: 'Sì, annulla la prenotazione' }).count()).toBe(0);
    await scanner.page.goto(confirmLink);
    await scanner.page.getByText(RSVP_MESSAGES.linkUsed).waitFor({ timeout: FIRST_LOAD_MS });
  });

  it("credits a friend's booking from Anna's link, and Anna's booking page counts it, at 360 px", async () => {
    const title = `Aperitivo con gli amici ${unique}`;
    const anna = `e2e-ref-anna-${unique}@example.it`;
    const bruno = `e2e-ref-bruno-${unique}@example.it`;
    const id = await createStop(title);
    const { page, problems } = await site.open(PHONE);
    await page.goto(tourStopPath(id));
    await requestFromStopPage(page, 'Ci sarò', 'Anna Bianchi', anna);
    await page.goto(linkIn((await mailsTo(anna, 1))[0], PAGE_ROUTES.rsvpConfirm.path));
    await page.getByRole('button', { name: 'Conferma la prenotazione' }).click({ timeout: FIRST_LOAD_MS });

    // "Porta un amico": WhatsApp first, then the link itself.
    const offer = page.getByRole('region', { name: 'Porta un amico' });
    await offer.waitFor();
    const whatsapp = offer.getByRole('link', { name: 'Invita su WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Io%20ci%20sar%C3%B2/);
    const link = (await offer.locator('.invitation__link span').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${site.baseURL}${tourStopPath(id)}\\?ref=[23456789A-HJKMNP-Z]{8}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    const confirmation = (await mailsTo(anna, 2))[1];
    expect(confirmation.text).toContain(`Il tuo link: ${link}`);

    // Bruno follows it on his phone, books and confirms.
    const friend = await site.open(PHONE);
    await friend.page.goto(link.slice(site.baseURL.length));
    await requestFromStopPage(friend.page, 'Ci sarò', 'Bruno Neri', bruno);
    await friend.page.goto(linkIn((await mailsTo(bruno, 1))[0], PAGE_ROUTES.rsvpConfirm.path));
    await friend.page.getByRole('button', { name: 'Conferma la prenotazione' }).click({ timeout: FIRST_LOAD_MS });
    await friend.page.getByRole('heading', { name: 'Prenotazione confermata', level: 1 }).waitFor();

    // Anna's booking page (her mails' link) counts him.
    await page.goto(linkIn(confirmation, PAGE_ROUTES.rsvpCancel.path));
    await page.getByText('Grazie a te si è iscritta 1 persona.').waitFor({ timeout: FIRST_LOAD_MS });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const staff = (await (await admin(`/api/admin/referrals?tourEventId=${id}`)).json()) as unknown[];
    expect(staff).toEqual([{ name: 'Anna Bianchi', code: link.slice(-8), recruited: 1 }]);
    expect(problems).toEqual([]);
    expect(friend.problems).toEqual([]);
  });

  it('opens from the home page in a dialog that fits a 360 px screen, and Escape gives focus back', async () => {
    const title = `Festa della campagna ${unique}`;
    await createStop(title);
    const { page, problems } = await site.open(PHONE);
    await page.goto('/');
    const stop = page.getByRole('list', { name: `Azioni per ${title}` });
    const button = stop.getByRole('button', { name: 'Ci sarò' });
    await button.waitFor({ timeout: FIRST_LOAD_MS });
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Ci sarò: ${title}` });
    await dialog.getByRole('form', { name: 'Prenota la tua presenza' }).waitFor({ timeout: FIRST_LOAD_MS });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const close = (await dialog.getByRole('button', { name: 'Chiudi' }).boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });
});
