import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_ROUTES } from '../core/page-routes';
import { launchBrowser, pageLive } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { openWatchedPage } from '../test/browser/page-checks';

/*
 * The forms of /contatti and /apertura-campagna-elettorale as `npm run preview` serves them: in the page's HTML at
 * once, their code (formik, yup, the form kit) loaded at the visitor's first use (docs/decisions/0026, 0047). Their
 * chunk is held back while a visitor types, as on a slow network: what was typed is kept once it comes.
 */

const previewURL = inject('previewURL');
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the path with the chunk matching `chunk` held back; `release` lets it through. */
async function openHolding(path: string, chunk: RegExp) {
  const opened = await openWatchedPage(browser, previewURL, PHONE);
  const asked: string[] = [];
  opened.page.on('request', (request) => chunk.test(request.url()) && asked.push(request.url()));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await opened.page.route(chunk, async (route) => {
    await released;
    await route.continue();
  });
  await opened.page.goto(path);
  await pageLive(opened.page);
  return { ...opened, asked, release };
}

describe('a form that hydrates at its first use, on the production build', () => {
  it('/contatti sends what was typed, and sent, before its code came', async () => {
    const { page, problems, asked, release } = await openHolding(PAGE_ROUTES.contact.path, /\/ContactForm-[\w-]+\.js$/);
    try {
      const form = page.getByRole('form', { name: 'Invia un messaggio' });
      await formShown(form);
      await form.getByLabel('Nome e cognome').fill('Maria Rossi');
      await form.getByLabel('Email').fill(`e2e-tardi-${Date.now()}@example.it`);
      await form.getByLabel('Messaggio').fill('Scritto prima che il modulo fosse pronto.');
      await form.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
      await waitForFillTime(page);
      await form.getByRole('button', { name: 'Invia messaggio' }).click();
      // Held: the browser did not send it to the page's own address.
      expect(new URL(page.url()).search).toBe('');

      release();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Grazie, abbiamo ricevuto il tuo messaggio' }).isVisible())
        .toBe(true);
      expect(asked).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('/apertura-campagna-elettorale keeps the details typed before its code came, then answers as a form', async () => {
    const { page, problems, asked, release } = await openHolding(
      PAGE_ROUTES.photoBooth.path,
      /\/DetailsForm-[\w-]+\.js$/,
    );
    try {
      const name = page.getByLabel('Nome e cognome');
      await formShown(name);
      await name.fill('Maria Rossi');
      await page.getByLabel('Città').fill('Padova');
      expect(asked.length).toBeGreaterThan(0);

      release();
      // Once React owns the field, the province is written in capitals as it is typed, which only the form's
      // code does.
      const province = page.getByLabel('Sigla provincia');
      await expect
        .poll(() => province.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber'))))
        .toBe(true);
      await province.pressSequentially('pd');
      await expect.poll(() => province.inputValue()).toBe('PD');
      expect(await name.inputValue()).toBe('Maria Rossi');
      expect(await page.getByLabel('Città').inputValue()).toBe('Padova');
      // With no photo yet, generating is still refused as before.
      expect(await page.getByRole('button', { name: "Genera l'immagine" }).isDisabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
