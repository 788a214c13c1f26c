import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInAsAdmin, openAdminPanel, signInAdmin } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { querySiteDatabase } from '../test/browser/site-db';
import { PAGE_ROUTES } from '../core/page-routes';
import { CONDITION_MS, FIRST_LOAD_MS, LONG_TEST_MS } from '../test/patience';

const site = useBrowser();

const UNAUTHORIZED = "Non autorizzato - Effettua il login per accedere all'area admin";

/** Everything the page shows under one heading, up to (not including) the other heading's block. */
async function textUnder(page: Page, heading: string, other: string): Promise<string> {
  return page.evaluate(
    ([name, otherName]) => {
      const headings = [...document.querySelectorAll('h1, h2, h3, h4')];
      const own = headings.find((h) => h.textContent?.trim() === name);
      const theirs = headings.find((h) => h.textContent?.trim() === otherName);
      if (!own) return '';
      let block: Element = own;
      while (block.parentElement && !(theirs && block.parentElement.contains(theirs))) block = block.parentElement;
      return block.textContent ?? '';
    },
    [heading, other] as const,
  );
}

/** A write's toast: the dev server bundles each function at its first call, seconds on a busy machine. */
async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: FIRST_LOAD_MS });
}

describe('the admin journey', () => {
  it(
    'logs in, manages cities, stops and materials, reads and exports a message, erases it, logs out',
    async () => {
      // An admin whose system asks for reduced motion: "Modifica" brings the form up at once, where a smooth scroll
      // would still be moving it under the next click (CI: the click meant for "Tappa già effettuata" missed it).
      const { page, problems } = await site.open({ reducedMotion: 'reduce' });
      page.on('dialog', (dialog) => void dialog.accept());
      const stamp = Date.now();
      const city = `Asolo E2E ${stamp}`;
      const stop = `Comizio E2E ${stamp}`;
      const material = `Volantino E2E ${stamp}`;
      const email = `e2e-admin-${stamp}@example.it`;

      await logInAsAdmin(page);

      // A city, placed by clicking the map at 40% across and 60% down.
      await page.getByRole('button', { name: 'Aggiungi Pin' }).click();
      const placer = page.getByRole('button', { name: /Clicca sulla mappa/ });
      const box = (await placer.boundingBox())!;
      await placer.click({ position: { x: box.width * 0.4, y: box.height * 0.6 } });
      const cityForm = page.getByRole('form', { name: 'Dettagli della città' });
      await cityForm.getByLabel(/Nome della città/).fill(city);
      await cityForm.getByLabel('Data della visita').fill('2025-10-12');
      await cityForm.getByRole('button', { name: 'Salva Città' }).click();
      await toast(page, 'Città aggiunta');
      await page.getByRole('heading', { name: city }).waitFor({ timeout: CONDITION_MS });
      const [storedCity] = await querySiteDatabase<{ pin_x: number; pin_y: number }>(
        'SELECT pin_x, pin_y FROM visited_cities WHERE city_name = $1',
        [city],
      );
      expect(storedCity.pin_x).toBeCloseTo(40, 0);
      expect(storedCity.pin_y).toBeCloseTo(60, 0);

      // A tour stop, upcoming on the home page.
      const tourForm = page.getByRole('form', { name: 'Nuova tappa' });
      await tourForm.getByLabel(/Titolo/).fill(stop);
      await tourForm.getByLabel(/Località/).fill('Asolo');
      await tourForm.getByLabel(/Data/).fill('2025-11-21');
      // Free text, stored and shown as written (SPEC.md section 3).
      await tourForm.getByLabel(/Orario/).fill('ore 18.30');
      await tourForm.getByRole('button', { name: 'Aggiungi Tappa' }).click();
      await toast(page, 'Tappa aggiunta');
      const [storedStop] = await querySiteDatabase<{ event_time: string }>(
        'SELECT event_time FROM tour_events WHERE title = $1',
        [stop],
      );
      expect(storedStop.event_time).toBe('ore 18.30');

      const home = await page.context().newPage();
      await home.goto('/');
      await expect
        .poll(() => textUnder(home, 'Prossime Tappe', 'Tappe Già Effettuate'), { timeout: FIRST_LOAD_MS })
        .toContain(stop);
      expect(await textUnder(home, 'Tappe Già Effettuate', 'Prossime Tappe')).not.toContain(stop);

      // Edited to completed, it moves to the stops already made.
      await page.getByRole('button', { name: `Modifica ${stop}` }).click();
      const editForm = page.getByRole('form', { name: 'Modifica tappa' });
      await editForm.getByRole('checkbox', { name: 'Tappa già effettuata' }).check();
      await editForm.getByRole('button', { name: 'Aggiorna Tappa' }).click();
      await toast(page, 'Tappa aggiornata');
      await home.reload();
      await expect
        .poll(() => textUnder(home, 'Tappe Già Effettuate', 'Prossime Tappe'), { timeout: CONDITION_MS })
        .toContain(stop);
      expect(await textUnder(home, 'Prossime Tappe', 'Tappe Già Effettuate')).not.toContain(stop);

      // A material, on /materiale.
      const materialForm = page.getByRole('form', { name: 'Nuovo materiale' });
      await materialForm.getByLabel(/Titolo/).fill(material);
      await materialForm.getByLabel(/URL del file/).fill('https://example.it/volantino.pdf');
      await materialForm.getByLabel('Dimensione').fill('1.2 MB');
      await materialForm.getByRole('button', { name: 'Aggiungi Materiale' }).click();
      await toast(page, 'Materiale aggiunto');
      await home.goto(PAGE_ROUTES.materials.path);
      await home.getByText(material).waitFor({ timeout: FIRST_LOAD_MS });

      // A message from /contatti reaches the panel and its CSV export.
      await home.goto(PAGE_ROUTES.contact.path);
      const contactForm = home.getByRole('form', { name: 'Invia un messaggio' });
      await formShown(contactForm, { timeout: FIRST_LOAD_MS });
      await contactForm.getByLabel('Nome e cognome').fill('Giovanna Zanon');
      await contactForm.getByLabel('Email').fill(email);
      await contactForm.getByLabel('Messaggio').fill('Vorrei un incontro ad Asolo; grazie "davvero".');
      await contactForm.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
      await waitForFillTime(home);
      await contactForm.getByRole('button', { name: 'Invia messaggio' }).click();
      await toast(home, 'Messaggio inviato!');
      await home.close();

      await page.reload();
      const inbox = page.getByRole('region', { name: /Messaggi dal modulo contatti/ });
      await inbox.getByText(email).waitFor({ timeout: FIRST_LOAD_MS });
      expect(await inbox.getByText('Vorrei un incontro ad Asolo; grazie "davvero".').isVisible()).toBe(true);
      // With every list filled in, the panel still has no serious accessibility finding.
      await page.getByRole('heading', { name: stop, exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Esporta CSV dei messaggi' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^messaggi-contatti-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8').slice(1);
      expect(csv.split('\r\n')[0]).toBe('Data;Nome;Email;Telefono;Messaggio;Privacy accettata;Consenso marketing');
      expect(csv).toMatch(
        new RegExp(
          `\\r\\n\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Giovanna Zanon;${email.replace(/[.]/g, '\\.')};;"Vorrei un incontro ad Asolo; grazie ""davvero""\\.";Sì;No\\r\\n`,
        ),
      );

      // Everything created goes again, each after its confirmation.
      await page.getByRole('button', { name: `Elimina ${city}` }).click();
      await toast(page, 'Città rimossa');
      await page.getByRole('button', { name: `Elimina ${stop}` }).click();
      await toast(page, 'Tappa rimossa');
      await page.getByRole('button', { name: `Elimina ${material}` }).click();
      await toast(page, 'Materiale rimosso');
      const erasure = page.getByRole('form', { name: 'Cancellazione dati' });
      await erasure.getByLabel(/Email della persona/).fill(email);
      await erasure.getByRole('button', { name: 'Elimina tutti i dati' }).click();
      await toast(page, 'Dati eliminati');
      await page.getByText(`${email}: Eliminati: 1 messaggio`, { exact: false }).waitFor({ timeout: CONDITION_MS });
      // The inbox is refetched: the message is gone from the panel too.
      await inbox.getByText(email).waitFor({ state: 'detached', timeout: CONDITION_MS });
      const left = await querySiteDatabase<{ n: number }>(
        `SELECT (SELECT count(*) FROM visited_cities WHERE city_name = $1)
        + (SELECT count(*) FROM tour_events WHERE title = $2)
        + (SELECT count(*) FROM campaign_materials WHERE title = $3)
        + (SELECT count(*) FROM contact_submissions WHERE email = $4) AS n`,
        [city, stop, material, email],
      );
      expect(Number(left[0].n)).toBe(0);

      // Logging out ends the session: /admin sends the visitor back to the login.
      await page.getByRole('button', { name: 'Esci' }).click();
      await toast(page, 'Disconnessione effettuata');
      await page.waitForURL('**/admin-login');
      await page.goto(PAGE_ROUTES.admin.path);
      await toast(page, UNAUTHORIZED);
      await page.waitForURL('**/admin-login');

      // Expected: the session checks refused on purpose after logging out, and requests (a favicon) that the
      // journey's own reloads and navigations cancelled. Any other failure, console error or HTTP error counts.
      const expected = (problem: string) =>
        /^HTTP 401: .*\/api\/auth\/user$/.test(problem) ||
        /^console: Failed to load resource: .*status of 401/.test(problem) ||
        /^request failed: .* net::ERR_ABORTED$/.test(problem);
      const unexpected = problems.filter((problem) => !expected(problem));
      expect(unexpected).toEqual([]);
      // The whole panel, screen after screen: 100–120 s on a 2-core machine running the other projects beside it.
    },
    LONG_TEST_MS,
  );

  it('two admins edit the same stop: the second save gets the conflict message, keeps what was typed, then saves', async () => {
    const stamp = Date.now();
    const title = `Conflitto E2E ${stamp}`;
    const admin = await signInAdmin(site.baseURL);
    const created = await admin('/api/tour-events', {
      method: 'POST',
      body: JSON.stringify({ title, location: 'Padova', eventDate: '2030-11-20' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const first = await site.open({ reducedMotion: 'reduce' });
    const second = await site.open({ reducedMotion: 'reduce' });
    const editor = async (page: Page) => {
      await openAdminPanel(page, site.baseURL);
      await page.getByRole('button', { name: `Modifica ${title}` }).click();
      return page.getByRole('form', { name: 'Modifica tappa' });
    };
    const firstForm = await editor(first.page);
    const secondForm = await editor(second.page);

    await firstForm.getByLabel(/Località/).fill('Treviso');
    await firstForm.getByRole('button', { name: 'Aggiorna Tappa' }).click();
    await toast(first.page, 'Tappa aggiornata');

    await secondForm.getByLabel(/Titolo/).fill(`${title} (aggiornato)`);
    await secondForm.getByRole('button', { name: 'Aggiorna Tappa' }).click();
    const notice = secondForm.getByRole('alert');
    await notice.waitFor({ timeout: CONDITION_MS });
    expect(await notice.textContent()).toContain('Questo elemento è stato modificato da un altro amministratore');
    expect(await notice.textContent()).toContain('Treviso');
    expect(await secondForm.getByLabel(/Titolo/).inputValue()).toBe(`${title} (aggiornato)`);
    const stored = async () =>
      ((await (await admin('/api/tour-events')).json()) as { id: number; title: string; location: string }[]).find(
        (stop) => stop.id === id,
      );
    expect(await stored()).toMatchObject({ title, location: 'Treviso' });

    // Sent again on purpose: this admin's version replaces the other's.
    await secondForm.getByRole('button', { name: 'Aggiorna Tappa' }).click();
    await toast(second.page, 'Tappa aggiornata');
    expect(await stored()).toMatchObject({ title: `${title} (aggiornato)` });
    expect(await admin(`/api/tour-events/${id}`, { method: 'DELETE' })).toHaveProperty('status', 204);
  });

  it('is usable at 360 px: nothing wider than the screen, no serious accessibility findings', async () => {
    const { page } = await site.open();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(PAGE_ROUTES.adminLogin.path);
    await page.getByRole('heading', { name: 'Area Riservata' }).waitFor({ timeout: FIRST_LOAD_MS });
    expect(await seriousViolations(page)).toEqual([]);
    await logInAsAdmin(page);
    await page.getByRole('button', { name: 'Aggiungi Pin' }).click();
    await page.getByRole('button', { name: 'Posiziona il pin' }).click();
    await page.getByRole('form', { name: 'Dettagli della città' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Esci' }).isVisible()).toBe(true);
  });
});
