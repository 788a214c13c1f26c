import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../core/api-paths';
import { PAGE_ROUTES } from '../core/page-routes';
import { openAdminPanel, signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS } from '../test/patience';

/*
 * The staff write from the panel on a phone (issue 37, item 11): "Scrivi ai prenotati" reaches a stop's confirmed
 * bookings, and the newsletter's send screen its confirmed subscribers, each after its count and a confirmation.
 */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
/** The bot guard's fields as a person's browser sends them. */
const GUARD = { website: '', fillTimeMs: 5000 };
let admin: AdminFetch;
let stopId: number;

const post = (path: string, body: object) =>
  fetch(`${site.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.baseURL },
    body: JSON.stringify({ ...body, ...GUARD }),
  });

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
});
afterAll(async () => {
  if (stopId) await admin(`/api/tour-events/${stopId}`, { method: 'DELETE' });
});

describe('the staff write from the panel', () => {
  it('"Scrivi ai prenotati" mails the confirmed bookings of a stop, and the newsletter its subscribers', async () => {
    const title = `Assemblea ${unique}`;
    const created = await admin('/api/tour-events', {
      method: 'POST',
      body: JSON.stringify({ title, location: 'Rovigo', eventDate: '2030-06-01', eventTime: '21:00', completed: 0 }),
    });
    stopId = ((await created.json()) as { id: number }).id;
    // A booking confirmed by its owner, and a confirmed subscriber: the mails' own links, as a person uses them.
    const booked = `e2e-staff-booked-${unique}@example.it`;
    const booking = { name: 'Rita Gallo', email: booked, people: 1, privacyAccepted: 1 };
    expect((await post(`/api/tour-events/${stopId}/rsvps`, booking)).status).toBe(202);
    const confirmLink = new URL(linkIn((await mailsTo(booked, 1))[0], PAGE_ROUTES.rsvpConfirm.path), site.baseURL);
    const click = await fetch(`${site.baseURL}${API.rsvpConfirm}${confirmLink.search}`, {
      method: 'POST',
      headers: { origin: site.baseURL },
    });
    expect(click.status).toBe(200);
    const subscriber = `e2e-staff-news-${unique}@example.it`;
    expect((await post(API.newsletterSubscriptions, { email: subscriber, privacyAccepted: 1 })).status).toBe(202);
    const token = new URL(linkIn((await mailsTo(subscriber, 1))[0], PAGE_ROUTES.newsletterConfirm.path), site.baseURL);
    const confirmed = await fetch(`${site.baseURL}${API.newsletterConfirmation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.baseURL },
      body: JSON.stringify({ token: token.searchParams.get('t') }),
    });
    expect(confirmed.status).toBe(200);

    const { page, problems } = await site.open(PHONE);
    await openAdminPanel(page, site.baseURL);
    await page.getByRole('button', { name: `Prenotazioni di ${title}` }).click({ timeout: FIRST_LOAD_MS });
    const message = page.getByRole('form', { name: `Messaggio ai prenotati di ${title}` });
    await message.getByLabel('Oggetto').fill('Cambio di sala');
    await message.getByLabel('Testo').fill("L'assemblea si tiene nella sala grande del municipio.");
    await message.getByRole('button', { name: 'Invia...' }).click();
    await message.getByText('Invia a 1 prenotazione confermata?').waitFor();
    await message.getByRole('button', { name: 'Sì, invia' }).click();
    const [, note] = await mailsTo(booked, 3).then((mails) => mails.slice(1));
    expect(note.subject).toContain('Cambio di sala');
    expect(note.text).toContain("L'assemblea si tiene nella sala grande del municipio.");

    const newsletter = page.getByRole('form', { name: 'Nuova newsletter' });
    await newsletter.getByLabel('Oggetto').fill(`Novità ${unique}`);
    await newsletter.getByLabel('Testo').fill('Le tappe di giugno sono online.');
    await newsletter.getByRole('button', { name: 'Invia...' }).click();
    await newsletter.getByText(/^Invia a \d+ iscritt[oi]\?$/).waitFor();
    await newsletter.getByRole('button', { name: 'Sì, invia' }).click();
    const issue = (await mailsTo(subscriber, 2))[1];
    expect(issue.subject).toBe(`Novità ${unique}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  });
});
