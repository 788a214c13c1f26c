import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../core/api-paths';
import { PAGE_ROUTES } from '../core/page-routes';
import { NEWSLETTER_MESSAGES } from '../core/schema/newsletter-subscription.schema';
import { siteConfig } from '../core/site-config';
import { openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS } from '../test/patience';

/* The newsletter's double opt-in end to end: the sign-up on the home page, its mail, its link, the admin's list. */

const site = useBrowser();
const email = `e2e-newsletter-${Date.now().toString(36)}@example.it`;

afterAll(async () => {
  const admin = await signInAdmin(site.baseURL);
  expect((await admin(API.personalData, { method: 'DELETE', body: JSON.stringify({ email }) })).status).toBe(200);
});

describe('the newsletter sign-up', () => {
  it('is confirmed by a click on the page its mail links to, and the admin list says so', async () => {
    const { page, problems } = await site.open();
    await page.goto(PAGE_ROUTES.home.path);
    const section = page.getByRole('region', { name: 'Resta aggiornato' });
    const form = section.getByRole('form', { name: 'Resta aggiornato' });
    // Loaded when the visitor scrolls near it.
    await section.scrollIntoViewIfNeeded({ timeout: FIRST_LOAD_MS });
    await formShown(form, { timeout: FIRST_LOAD_MS });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Nome (facoltativo)').fill('Marta');
    await form.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
    await waitForFillTime(page);
    await form.getByRole('button', { name: 'Iscriviti' }).click();
    await section.getByRole('status').getByText(NEWSLETTER_MESSAGES.checkYourMail).waitFor();

    const mails = await mailsTo(email, 1);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Conferma la tua iscrizione agli aggiornamenti di ${siteConfig.candidate.fullName} Presidente`,
    ]);
    await page.goto(linkIn(mails[0], PAGE_ROUTES.newsletterConfirm.path));
    // Opening the link confirms nothing (mail scanners open links too): the visitor's click does.
    await page.getByRole('button', { name: "Conferma l'iscrizione" }).click({ timeout: FIRST_LOAD_MS });
    await page.getByRole('heading', { name: 'Iscrizione confermata', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    await page.getByText(NEWSLETTER_MESSAGES.confirmed).waitFor();

    await openAdminPanel(page, site.baseURL);
    const list = page.getByRole('region', { name: /^Iscritti alla newsletter/ });
    await list.getByRole('searchbox', { name: 'Cerca' }).fill(email);
    await list.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect.poll(() => list.locator('.admin-list > li h4').allTextContents()).toEqual(['Marta']);
    const card = list.locator('.admin-list > li');
    expect(await card.textContent()).toContain(email);
    expect(await card.textContent()).toMatch(/Stato\s*Confermato il/);
    expect(problems).toEqual([]);
  });
});
