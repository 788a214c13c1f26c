import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES, tourStopPath } from '../core/page-routes';
import { FIRST_LOAD_MS, signInAdmin, type AdminFetch } from './admin-api';
import { seriousViolations } from './axe';
import { useBrowser } from './browser';
import { formShown, waitForFillTime } from './fill-time';
import { linkIn, mailsTo } from './mail-inbox';

/* "Ci sarò" end to end: a booking from a stop's page, its mail in the local catcher, its cancel link. */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
let admin: AdminFetch;
const created: number[] = [];

async function createStop(title: string): Promise<number> {
  const response = await admin('/api/tour-events', {
    method: 'POST',
    body: JSON.stringify({
      title,
      location: 'Castelfranco Veneto',
      address: 'Piazza Giorgione 1',
      eventDate: '2030-05-10',
      eventTime: '18:30',
      completed: 0,
      capacity: 50,
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

describe('Ci sarò', () => {
  it('books from the stop page at 360 px, mails the confirmation, and its link cancels: "Prenotazione annullata"', async () => {
    const title = `Incontro in piazza ${unique}`;
    const email = `e2e-rsvp-${unique}@example.it`;
    const id = await createStop(title);
    const { page, problems } = await site.open(PHONE);
    await page.goto(tourStopPath(id));
    const section = page.getByRole('region', { name: 'Ci sarò' });
    const form = section.getByRole('form', { name: 'Prenota la tua presenza' });
    await formShown(form, { timeout: FIRST_LOAD_MS });
    await form.getByLabel('Nome e cognome').fill('Anna Bianchi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Quante persone?').selectOption('2');
    await form.getByRole('checkbox', { name: /Acconsento a essere contattato\/a per questo evento/ }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await waitForFillTime(page);
    await form.getByRole('button', { name: 'Ci sarò' }).click();
    await section.getByRole('status').getByText('Ci vediamo alla tappa!').waitFor();

    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.subject).toBe(`Prenotazione confermata: ${title}, venerdì 10 maggio 2030`);
    expect(confirmation.listUnsubscribe).toMatch(/\/api\/rsvps\/cancel\?t=[A-Za-z0-9_-]{43}>$/);
    const link = linkIn(confirmation, PAGE_ROUTES.rsvpCancel.path);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Annulla la prenotazione', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
    await page.getByRole('heading', { name: 'Prenotazione annullata', level: 1 }).waitFor();
    const mails = await mailsTo(email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([confirmation.subject, `Prenotazione annullata: ${title}`]);

    // The link again: the page says the booking was already cancelled.
    await page.goto(link);
    await page.getByRole('button', { name: 'Sì, annulla la prenotazione' }).click();
    await page.getByRole('heading', { name: 'Prenotazione già annullata', level: 1 }).waitFor();
    expect(problems).toEqual([]);
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
