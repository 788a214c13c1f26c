import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API } from '../core/api-paths';
import { PAGE_ROUTES } from '../core/page-routes';
import { POLLING_MESSAGES } from '../core/schema/polling-section.schema';
import { VOLUNTEER_MESSAGES } from '../core/schema/volunteer.schema';
import { openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { FIRST_LOAD_MS, LONG_TEST_MS } from '../test/patience';

/*
 * The rappresentanti di lista end to end: the offer on /volontari at 360 px and its confirmation; then in the panel,
 * at 1280 and at 360 px, the sections imported, a person assigned and the coverage following; last, the person's
 * decline from the assignment mail uncovers the section.
 */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const email = `e2e-rdl-${Date.now().toString(36)}@example.it`;
// A small comune of Belluno, which no other browser test uses: its coverage is this test's alone.
const COMUNE = 'Zoppè di Cadore';
const CSV = `comune,numero,indirizzo\n${COMUNE},1,Scuola elementare\n${COMUNE},2,Municipio\nMilano,1,Scuola\n`;

afterAll(async () => {
  const admin = await signInAdmin(site.baseURL);
  expect((await admin(API.personalData, { method: 'DELETE', body: JSON.stringify({ email }) })).status).toBe(200);
});

const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** In the panel's section: imports the CSV, opens the comune, and gives its coverage row's text. */
async function importAndOpen(page: Page) {
  const section = page.getByRole('region', { name: 'Rappresentanti di lista' });
  await section.getByLabel('File CSV delle sezioni').setInputFiles({
    name: 'sezioni.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await section.getByRole('button', { name: 'Importa sezioni' }).click();
  await section.getByText(`Riga 4: ${POLLING_MESSAGES.comune}`).waitFor();
  const coverage = section.getByRole('table', { name: 'Copertura delle sezioni per comune' });
  const row = coverage.getByRole('row', { name: new RegExp(COMUNE) });
  await section.getByRole('button', { name: `${COMUNE} (BL)` }).click();
  return { section, row };
}

describe('rappresentanti di lista', () => {
  it(
    'offers at 360 px on /volontari, and is assigned in the panel at 1280 and 360 px as the coverage follows',
    async () => {
      const { page, problems, inFlight } = await site.open(PHONE);
      await page.goto(PAGE_ROUTES.volunteers.path);
      const form = page.getByRole('form', { name: 'Offri la tua disponibilità' });
      await formShown(form, { timeout: FIRST_LOAD_MS });
      await form.getByLabel('Nome e cognome').fill('Rita Dal Pont');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('combobox', { name: /^Comune/ }).fill(COMUNE);
      await form.getByRole('checkbox', { name: 'Rappresentante di lista ai seggi' }).check();
      await form.getByLabel(/Data di nascita/).fill('1985-03-09');
      await form.getByLabel(/Luogo di nascita/).fill('Pieve di Cadore');
      await form.getByRole('combobox', { name: /Comune di iscrizione/ }).fill(COMUNE);
      await form.getByLabel(/La tua sezione elettorale/).fill('1');
      await form.getByRole('checkbox', { name: /opinione politica/ }).check();
      await fitsWidth(page, 360);
      expect(await seriousViolations(page)).toEqual([]);
      await waitForFillTime(page);
      await form.getByRole('button', { name: 'Offri la tua disponibilità' }).click();
      await page.getByRole('status').getByText(VOLUNTEER_MESSAGES.requested).waitFor();
      const [confirmMail] = await mailsTo(email, 1);
      await page.goto(linkIn(confirmMail, PAGE_ROUTES.volunteerConfirm.path));
      await page.getByRole('button', { name: 'Conferma la disponibilità' }).click({ timeout: FIRST_LOAD_MS });
      await page.getByText(VOLUNTEER_MESSAGES.confirmed).waitFor({ timeout: FIRST_LOAD_MS });

      // At 1280 px: the section 1's effettivo.
      const desktop = await site.open(DESKTOP);
      await openAdminPanel(desktop.page, site.baseURL);
      const wide = await importAndOpen(desktop.page);
      await desktop.page
        .getByRole('combobox', { name: 'Effettivo della sezione 1' })
        .selectOption({ label: `Rita Dal Pont – elettore a ${COMUNE}` });
      await wide.section.getByRole('button', { name: 'Salva la sezione 1' }).click();
      await expect.poll(() => wide.row.textContent()).toBe(`${COMUNE} (BL)2101`);
      expect(await seriousViolations(desktop.page)).toEqual([]);

      // At 360 px: section 1 emptied, then section 2 given to her; the coverage follows each save.
      await openAdminPanel(page, site.baseURL);
      const narrow = await importAndOpen(page);
      await expect.poll(() => narrow.row.textContent()).toBe(`${COMUNE} (BL)2101`);
      await page.getByRole('combobox', { name: 'Effettivo della sezione 1' }).selectOption('');
      await narrow.section.getByRole('button', { name: 'Salva la sezione 1' }).click();
      await expect.poll(() => narrow.row.textContent()).toBe(`${COMUNE} (BL)2002`);
      await narrow.section.getByRole('checkbox', { name: 'Solo sezioni scoperte' }).check();
      const second = page.getByRole('combobox', { name: 'Effettivo della sezione 2' });
      await second.selectOption({ label: `Rita Dal Pont – elettore a ${COMUNE}` });
      await narrow.section.getByRole('button', { name: 'Salva la sezione 2' }).click();
      await expect.poll(() => narrow.row.textContent()).toBe(`${COMUNE} (BL)2101`);
      await fitsWidth(page, 360);

      // The assignment mail's decline link, clicked: section 2 is uncovered again.
      // The two assignment mails, whatever else the address was sent (its confirmation's own mails).
      const assignments = async () =>
        (await mailsTo(email, 1)).filter((mail) => mail.subject.startsWith('Sei rappresentante di lista'));
      await expect.poll(async () => (await assignments()).length).toBe(2);
      const assignment = (await assignments()).at(-1)!;
      expect(assignment.text).toContain(`la sezione 2 di ${COMUNE} (Municipio)`);
      // Leaving the panel once its reads are answered: leaving would abort them (a failure the page would not see).
      await expect.poll(() => inFlight()).toBe(0);
      await page.goto(linkIn(assignment, PAGE_ROUTES.pollingDecline.path));
      await page.getByRole('button', { name: 'Rinuncio alla sezione' }).click({ timeout: FIRST_LOAD_MS });
      await page.getByText(POLLING_MESSAGES.declined).waitFor({ timeout: FIRST_LOAD_MS });
      await openAdminPanel(page, site.baseURL);
      const after = page
        .getByRole('table', { name: 'Copertura delle sezioni per comune' })
        .getByRole('row', { name: new RegExp(COMUNE) });
      await expect.poll(() => after.textContent()).toBe(`${COMUNE} (BL)2002`);
      expect([...problems, ...desktop.problems]).toEqual([]);
    },
    LONG_TEST_MS,
  );
});
