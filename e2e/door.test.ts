import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_ROUTES } from '../core/page-routes';
import { MIN_FILL_TIME_MS } from '../core/schema/form-guard.schema';
import { dayInItaly } from '../core/rome-time';
import type { AttendanceRow } from '../core/schema/check-in.schema';
import { openAdminPanel, signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { launchBrowser, openPage } from '../test/browser/browser';
import { inlinePngOf, writeFakeCameraVideo } from '../test/browser/fake-camera';
import { linkIn, mailsTo } from '../test/browser/mail-inbox';
import { CONDITION_MS, FIRST_LOAD_MS, TEST_MS } from '../test/patience';

/*
 * The door end to end at 360 px: a booking confirmed from its mail, whose QR code (the PNG the mail carries) is fed
 * to Chromium's fake camera; the door scans it (headless Chromium has no BarcodeDetector: the jsQR path), refuses it
 * the second time it is held up, and takes a walk-in.
 */

const baseURL = inject('baseURL');
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, permissions: ['camera'] };
const unique = Date.now().toString(36);
let admin: AdminFetch;
let browser: Browser | undefined;
let folder: string;
const created: number[] = [];

beforeAll(async () => {
  admin = await signInAdmin(baseURL);
  folder = await mkdtemp(path.join(os.tmpdir(), 'door-camera-'));
});
afterAll(async () => {
  await browser?.close();
  for (const id of created) await admin(`/api/tour-events/${id}`, { method: 'DELETE' });
  await rm(folder, { recursive: true, force: true });
});

async function createStop(title: string): Promise<number> {
  const response = await admin('/api/tour-events', {
    method: 'POST',
    body: JSON.stringify({
      title,
      location: 'Castelfranco Veneto',
      eventDate: dayInItaly(Date.now()),
      eventTime: '18:30',
      completed: 0,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  created.push(id);
  return id;
}

/** A booking as its person makes it: the form's request, then the button behind the mailed link. */
async function bookAndConfirm(stopId: number, name: string, email: string) {
  const post = (url: string, body?: object) =>
    fetch(`${baseURL}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
      body: body && JSON.stringify(body),
    });
  const requested = await post(`/api/tour-events/${stopId}/rsvps`, {
    name,
    email,
    phone: null,
    people: 2,
    privacyAccepted: 1,
    website: '',
    fillTimeMs: MIN_FILL_TIME_MS,
  });
  expect(requested.status).toBe(202);
  const [request] = await mailsTo(email, 1);
  const confirmPath = linkIn(request, PAGE_ROUTES.rsvpConfirm.path).replace(
    PAGE_ROUTES.rsvpConfirm.path,
    '/api/rsvps/confirm',
  );
  expect((await post(confirmPath)).status).toBe(200);
  const confirmation = (await mailsTo(email, 2))[1];
  expect(confirmation.subject).toMatch(/^Prenotazione confermata: /);
  return confirmation;
}

describe('the door', () => {
  it(
    'scans the QR code of the confirmation mail, refuses it the second time, and takes a walk-in, at 360 px',
    async () => {
      const title = `Porta in piazza ${unique}`;
      const email = `e2e-door-${unique}@example.it`;
      const stopId = await createStop(title);
      const confirmation = await bookAndConfirm(stopId, 'Anna Bianchi', email);
      const code = /Codice di ingresso: ([2-9A-Z]{8})/.exec(confirmation.text)?.[1];
      expect(code).toBeDefined();

      const video = path.join(folder, 'codice.y4m');
      await writeFakeCameraVideo(inlinePngOf(confirmation), video);
      browser = await launchBrowser([
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ]);
      const { page, problems } = await openPage(browser, baseURL, PHONE);
      await openAdminPanel(page, baseURL);
      await page.getByRole('link', { name: "Apri l'ingresso" }).click();
      await page.getByRole('heading', { name: 'Ingresso', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
      expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);

      await page.getByRole('button', { name: 'Scansiona con la fotocamera' }).click();
      await page.getByText('Benvenuto/a!').waitFor({ timeout: CONDITION_MS });
      await page.getByText(`Anna Bianchi, 2 persone: ${title}.`).waitFor();
      // Still held up to the camera, the code is read again once the same-code pause is over: already in.
      await page.getByText('Già registrato').waitFor({ timeout: CONDITION_MS });
      await page.getByText(/Anna Bianchi è già registrato\/a: alle \d\d:\d\d/).waitFor();
      await page.getByRole('button', { name: 'Spegni la fotocamera' }).click();

      await page.getByRole('combobox', { name: 'Tappa o turno' }).selectOption(`stop:${stopId}`);
      const walkIn = page.getByRole('form', { name: 'Ingresso senza prenotazione' });
      await walkIn.getByRole('textbox', { name: /Nome/ }).fill('Pietro Neri');
      await walkIn.getByRole('combobox', { name: /Persone/ }).selectOption('3');
      await walkIn.getByRole('button', { name: "Registra l'ingresso" }).click();
      await page.getByText('Ingresso registrato').waitFor();
      await page.getByText(`Pietro Neri, 3 persone: ${title}.`).waitFor();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      const rows = (await (await admin('/api/admin/attendance')).json()) as AttendanceRow[];
      expect(rows.find((row) => row.kind === 'stop' && row.id === stopId)).toMatchObject({
        confirmedPeople: 2,
        checkedInPeople: 2,
        walkInPeople: 3,
      });
      // The second scan's refusal is the one answer that may fail.
      const refusal = /^HTTP 409: .*\/api\/admin\/check-ins$|^console: .*status of 409/;
      expect(problems.filter((problem) => !refusal.test(problem))).toEqual([]);
    },
    TEST_MS,
  );
});
