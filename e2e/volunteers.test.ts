import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../core/api-paths';
import { PAGE_ROUTES } from '../core/page-routes';
import { VOLUNTEER_MESSAGES } from '../core/schema/volunteer.schema';
import { siteConfig } from '../core/site-config';
import { openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS } from '../test/patience';

/* A volunteer's sign-up end to end at 360 px: the form of /volontari, its mail, the confirm page's button, the panel. */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const unique = Date.now().toString(36);
const email = `e2e-volunteer-${unique}@example.it`;
const owner = `e2e-volunteer-owner-${unique}@example.it`;
const friendEmail = `e2e-volunteer-friend-${unique}@example.it`;

afterAll(async () => {
  const admin = await signInAdmin(site.baseURL);
  for (const each of [email, owner, friendEmail]) {
    const erased = await admin(API.personalData, { method: 'DELETE', body: JSON.stringify({ email: each }) });
    expect(erased.status).toBe(200);
  }
});

/** The form of /volontari, filled and sent as a person on a phone does, then the button of its mailed link. */
async function offerTime(page: Page, name: string, address: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Offri la tua disponibilità' });
  await formShown(form, { timeout: FIRST_LOAD_MS });
  await form.getByLabel('Nome e cognome').fill(name);
  await form.getByLabel('Email').fill(address);
  await form.getByRole('combobox', { name: /Comune/ }).fill('Padova');
  await form.getByRole('checkbox', { name: 'Volantinaggio' }).check();
  await form.getByRole('checkbox', { name: /opinione politica/ }).check();
  await waitForFillTime(page);
  await form.getByRole('button', { name: 'Offri la tua disponibilità' }).click();
  await page.getByRole('status').getByText(VOLUNTEER_MESSAGES.requested).waitFor();
  const confirmLink = linkIn((await mailsTo(address, 1))[0], PAGE_ROUTES.volunteerConfirm.path);
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Conferma la disponibilità' }).click({ timeout: FIRST_LOAD_MS });
  await page.getByRole('heading', { name: 'Disponibilità confermata', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
  return confirmLink;
}

describe('a volunteer', () => {
  it('signs up at 360 px, confirms by the button of the mailed link, and the panel lists them confirmed', async () => {
    const { page, problems } = await site.open(PHONE);
    await page.goto(PAGE_ROUTES.volunteers.path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Offri la tua disponibilità' });
    await formShown(form, { timeout: FIRST_LOAD_MS });
    await form.getByLabel('Nome e cognome').fill('Marco Rossi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Telefono (facoltativo)').fill('333 7654321');
    await form.getByRole('combobox', { name: /Comune/ }).fill('Castelfranco Veneto');
    await form.getByRole('checkbox', { name: 'Banchetti e gazebo' }).check();
    await form.getByRole('checkbox', { name: 'Telefonate' }).check();
    await form.getByLabel(/Quando sei disponibile/).fill('Il sabato mattina');
    await form.getByRole('checkbox', { name: /opinione politica/ }).check();
    await waitForFillTime(page);
    await form.getByRole('button', { name: 'Offri la tua disponibilità' }).click();
    await page.getByRole('status').getByText(VOLUNTEER_MESSAGES.requested).waitFor();

    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(
      `Conferma la tua disponibilità come volontario/a per ${siteConfig.candidate.fullName} Presidente`,
    );
    // Opening the link confirms nothing (mail scanners open links too): the visitor's click does.
    await page.goto(linkIn(mail, PAGE_ROUTES.volunteerConfirm.path));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Conferma la disponibilità' }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: 'Disponibilità confermata', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByText(VOLUNTEER_MESSAGES.confirmed).waitFor();

    await openAdminPanel(page, site.baseURL);
    const list = page.getByRole('region', { name: /^Volontari/ });
    await list.getByRole('searchbox', { name: 'Cerca' }).fill(email);
    await list.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect.poll(() => list.locator('.admin-list > li h4').allTextContents()).toEqual(['Marco Rossi']);
    const card = list.locator('.admin-list > li');
    expect(await card.textContent()).toMatch(/Stato\s*Confermato il/);
    expect(await card.textContent()).toContain('Castelfranco Veneto');
    expect(await card.textContent()).toContain('Banchetti e gazebo, Telefonate');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  });

  it("credits a friend who offers time from a volunteer's link, and the volunteer's link reached again counts it, at 360 px", async () => {
    const { page, problems } = await site.open(PHONE);
    await page.goto(PAGE_ROUTES.volunteers.path);
    const ownPage = await offerTime(page, 'Giovanna Rossi', owner);
    const offer = page.getByRole('region', { name: 'Porta un amico' });
    await offer.waitFor();
    expect(await offer.getByRole('link', { name: 'Invita su WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    const link = (await offer.locator('.invitation__link span').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${site.baseURL}/volontari\\?ref=[23456789A-HJKMNP-Z]{8}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const friend = await site.open(PHONE);
    await friend.page.goto(link.slice(site.baseURL.length));
    await offerTime(friend.page, 'Paolo Neri', friendEmail);

    await page.goto(ownPage);
    await page.getByRole('heading', { name: 'Sei tra i volontari', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByText('Grazie a te si è iscritta 1 persona.').waitFor();
    expect(await page.getByRole('button', { name: 'Conferma la disponibilità' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    expect(friend.problems).toEqual([]);
  });
});
