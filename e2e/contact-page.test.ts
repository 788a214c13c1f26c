import { describe, expect, it } from 'vitest';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { querySiteDatabase } from '../test/browser/site-db';
import { PAGE_ROUTES } from '../core/page-routes';

const site = useBrowser();

describe('/contatti end to end', () => {
  it('validates, sends, thanks, and stores the message in the database', async () => {
    const { page, problems } = await site.open();
    await page.goto(PAGE_ROUTES.contact.path);
    const form = page.getByRole('form', { name: 'Invia un messaggio' });
    const send = form.getByRole('button', { name: 'Invia messaggio' });
    await formShown(form);

    await send.click();
    for (const message of [
      'Il nome deve contenere almeno 2 caratteri',
      'Email non valida',
      'Il messaggio deve contenere almeno 10 caratteri',
      "Devi accettare l'informativa privacy",
    ]) {
      await expect.poll(() => form.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await expect
      .poll(() => form.getByLabel('Nome e cognome').evaluate((el) => el === document.activeElement))
      .toBe(true);

    const email = `e2e-contatto-${Date.now()}@example.it`;
    await form.getByLabel('Nome e cognome').fill('Maria Rossi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Telefono (facoltativo)').fill('+39 049 123 4567');
    await form.getByLabel('Messaggio').fill('Vorrei dare una mano come volontaria a Padova.');
    await form.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
    await waitForFillTime(page);
    await send.click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Grazie, abbiamo ricevuto il tuo messaggio' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Messaggio inviato!').isVisible()).toBe(true);
    expect(await page.getByText('Grazie per averci contattato. Ti risponderemo al più presto.').isVisible()).toBe(true);
    expect(await form.count()).toBe(0);

    const rows = await querySiteDatabase<Record<string, unknown>>(
      'SELECT name, email, phone, message, privacy_accepted, marketing_consent FROM contact_submissions WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Maria Rossi',
        email,
        phone: '+39 049 123 4567',
        message: 'Vorrei dare una mano come volontaria a Padova.',
        privacy_accepted: 1,
        marketing_consent: 0,
      },
    ]);

    await page.getByRole('button', { name: 'Invia un altro messaggio' }).click();
    await expect.poll(() => form.getByLabel('Nome e cognome').inputValue()).toBe('');
    expect(problems).toEqual([]);
  });
});
