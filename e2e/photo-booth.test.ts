import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { useBrowser } from './browser';
import { formShown, waitForFillTime } from './fill-time';
import {
  BLUE,
  fillPhotoBoothForm,
  GREEN,
  quadrantJpeg,
  RED,
  YELLOW,
  type Rgb,
  type Visitor,
} from './photo-booth-steps';
import { querySiteDatabase } from './site-db';
import { PAGE_ROUTES } from '../core/page-routes';

const site = useBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
const PATH = PAGE_ROUTES.photoBooth.path;
let dir: string;

/** The template's band behind the name and the city. */
const NAME_BAND: Rgb = [0x0b, 0x3d, 0x91];

/** Every request the page makes, with its body, to prove the photo never leaves the device. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function expectNoImageData(requests: Request[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    const body = request.postDataBuffer();
    const contentType = request.headers()['content-type'] ?? '';
    expect(contentType, request.url()).not.toMatch(/multipart|image|octet-stream/);
    if (!body) continue;
    expect(body.length, `${request.method()} ${request.url()}`).toBeLessThan(2_000);
    expect(body.toString('latin1'), request.url()).not.toMatch(/data:image|base64|\x89PNG|\xff\xd8\xff/);
  }
}

const visitor = (tag: string): Visitor => ({
  nomeCognome: 'Maria Rossi',
  citta: 'Abano Terme',
  provincia: 'pd',
  email: `e2e-foto-${tag}-${Date.now()}@example.it`,
  marketing: true,
});

async function confirmCrop(page: Page) {
  const confirm = page.getByRole('button', { name: 'Conferma ritaglio' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
  await confirm.click();
  await expect.poll(() => page.getByText('Ritaglio completato').isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('img', { name: 'Anteprima della foto ritagliata' }).isVisible()).toBe(true);
}

/** Generates, checks the toast and the record POST, downloads the PNG and returns it decoded. */
async function generateAndDownload(page: Page, who: Visitor) {
  await waitForFillTime(page);
  const generate = page.getByRole('button', { name: "Genera l'immagine" });
  expect(await generate.isEnabled()).toBe(true);
  const recordPost = page.waitForRequest(
    (request) => request.url().endsWith('/api/photo-booth-emails') && request.method() === 'POST',
  );
  await generate.click();
  await expect.poll(() => page.getByText('Immagine generata!').isVisible(), { timeout: 30_000 }).toBe(true);
  expect((await recordPost).postDataJSON()).toEqual({
    email: who.email,
    nomeCognome: who.nomeCognome,
    citta: who.citta,
    provincia: who.provincia.toUpperCase(),
    privacyAccepted: 1,
    marketingConsent: who.marketing ? 1 : 0,
    // Issue 12's bot guard: the honeypot left empty, and how long the form had been open.
    website: '',
    fillTimeMs: expect.any(Number),
    // The page the consent was given on, recorded with it (issue 19).
    sourcePage: PATH,
  });

  const download = page.getByRole('link', { name: 'Scarica immagine' });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('apertura-campagna-maria-rossi.png');
  const saved = path.join(dir, `${Date.now()}.png`);
  await file.saveAs(saved);
  const png = await readFile(saved);
  const metadata = await sharp(png).metadata();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * 3;
    return [data[i], data[i + 1], data[i + 2]];
  };
  return { metadata, pixel };
}

const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, i) => Math.abs(value - b[i])));

/** The name (y=590) and "CITY (PR)" (y=640) rows carry drawn text: light pixels, neither black nor the band. */
function expectTextRowsDrawn(pixel: (x: number, y: number) => Rgb) {
  for (const y of [590, 640]) {
    let text = 0;
    for (let x = 0; x < 819; x++) {
      const p = pixel(x, y);
      if (distance(p, [0, 0, 0]) > 100 && distance(p, NAME_BAND) > 100) text++;
    }
    expect(text, `drawn pixels in row ${y}`).toBeGreaterThan(20);
  }
  // Outside the text, the rows show the template's band, not black.
  expect(distance(pixel(5, 590), NAME_BAND)).toBeLessThan(12);
}

async function storedRecord(email: string) {
  return querySiteDatabase<Record<string, unknown>>(
    'SELECT nome_cognome, citta, provincia, privacy_accepted, marketing_consent FROM photo_booth_emails WHERE email = $1',
    [email],
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'photo-booth-e2e-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the image generator end to end', () => {
  it('uploads, crops, generates and downloads an 819 × 1024 PNG of the photo and the text, without sending the photo', async () => {
    const { page, problems } = await site.open();
    const requests = recordRequests(page);
    await page.goto(PATH);
    await formShown(page.getByLabel('Carica una foto'));
    const who = visitor('file');

    await page
      .getByLabel('Carica una foto')
      .setInputFiles(await quadrantJpeg(path.join(dir, 'quadranti.jpg'), 1600, 1200));
    await confirmCrop(page);
    await fillPhotoBoothForm(page, who);
    const { metadata, pixel } = await generateAndDownload(page, who);

    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 819, 1024]);
    // The centred 90 % crop keeps the four quadrants around the middle of the 540 px band.
    expect(distance(pixel(200, 130), RED)).toBeLessThan(40);
    expect(distance(pixel(620, 130), GREEN)).toBeLessThan(40);
    expect(distance(pixel(200, 410), BLUE)).toBeLessThan(40);
    expect(distance(pixel(620, 410), YELLOW)).toBeLessThan(40);
    expect(distance(pixel(410, 535), [0, 0, 0])).toBeGreaterThan(100);
    expectTextRowsDrawn(pixel);

    expect(await page.getByRole('img', { name: /La tua immagine per l'apertura/ }).isVisible()).toBe(true);
    expect(await page.getByText("Tieni premuto sull'immagine per salvarla").count()).toBe(0);
    await expect
      .poll(() => storedRecord(who.email))
      .toEqual([
        {
          nome_cognome: 'Maria Rossi',
          citta: 'Abano Terme',
          provincia: 'PD',
          privacy_accepted: 1,
          marketing_consent: 1,
        },
      ]);
    expectNoImageData(requests);
    expect(problems).toEqual([]);
  });

  it('crops an 8000 × 6000 (48 MP) photo on a display-size copy and still composes it', async () => {
    const { page, problems } = await site.open();
    const requests = recordRequests(page);
    await page.goto(PATH);
    await formShown(page.getByLabel('Carica una foto'));
    const who = { ...visitor('48mp'), marketing: false };

    await page.getByLabel('Carica una foto').setInputFiles(await quadrantJpeg(path.join(dir, '48mp.jpg'), 8000, 6000));
    // The cropper works on a display-size copy (1600 px long side); the image is drawn from the original file.
    const cropper = page.locator('.photo-booth__cropper img').first();
    await expect
      .poll(() => cropper.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]), {
        timeout: 30_000,
      })
      .toEqual([1600, 1200]);
    await confirmCrop(page);
    await fillPhotoBoothForm(page, who);
    const { metadata, pixel } = await generateAndDownload(page, who);

    expect([metadata.width, metadata.height]).toEqual([819, 1024]);
    expect(distance(pixel(200, 130), RED)).toBeLessThan(40);
    expect(distance(pixel(620, 410), YELLOW)).toBeLessThan(40);
    expectTextRowsDrawn(pixel);
    await expect
      .poll(() => storedRecord(who.email))
      .toEqual([
        {
          nome_cognome: 'Maria Rossi',
          citta: 'Abano Terme',
          provincia: 'PD',
          privacy_accepted: 1,
          marketing_consent: 0,
        },
      ]);
    expectNoImageData(requests);
    expect(problems).toEqual([]);
  });

  it('honours the EXIF orientation of a phone photo', async () => {
    const { page, problems } = await site.open();
    await page.goto(PATH);
    await formShown(page.getByLabel('Carica una foto'));
    const who = visitor('exif');
    // Stored landscape, tagged "rotate 90° clockwise": upright it is portrait, blue and red on top, yellow and green
    // below. Ignoring the tag would put red and green on top instead.
    await page
      .getByLabel('Carica una foto')
      .setInputFiles(await quadrantJpeg(path.join(dir, 'ruotata.jpg'), 1600, 1200, 6));
    const cropper = page.locator('.photo-booth__cropper img').first();
    await expect
      .poll(() => cropper.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth))
      .toBe(true);
    await confirmCrop(page);
    await fillPhotoBoothForm(page, who);
    const { pixel } = await generateAndDownload(page, who);
    expect(distance(pixel(200, 100), BLUE)).toBeLessThan(40);
    expect(distance(pixel(620, 100), RED)).toBeLessThan(40);
    expect(distance(pixel(200, 440), YELLOW)).toBeLessThan(40);
    expect(problems).toEqual([]);
  });

  it('takes the photo with the front camera: snapshot, stream stopped, crop, generate', async () => {
    const { page, problems } = await site.open();
    const requests = recordRequests(page);
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const original = devices.getUserMedia.bind(devices);
      const seen: { constraints: MediaStreamConstraints[]; tracks: MediaStreamTrack[] } = {
        constraints: [],
        tracks: [],
      };
      Object.assign(window, { cameraSeen: seen });
      devices.getUserMedia = async (constraints) => {
        seen.constraints.push(constraints ?? {});
        const stream = await original(constraints);
        seen.tracks.push(...stream.getTracks());
        return stream;
      };
    });
    await page.goto(PATH);
    await formShown(page.getByLabel('Carica una foto'));
    const who = visitor('camera');

    await page.getByRole('button', { name: 'Scatta una foto' }).click();
    const shoot = page.getByRole('button', { name: 'SCATTA LA FOTO' });
    await expect.poll(() => shoot.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Annulla' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused))
      .toBe(true);
    await shoot.click();
    await confirmCrop(page);

    const camera = await page.evaluate(() => {
      const seen = (
        window as unknown as { cameraSeen: { constraints: MediaStreamConstraints[]; tracks: MediaStreamTrack[] } }
      ).cameraSeen;
      return { constraints: seen.constraints, states: seen.tracks.map((track) => track.readyState) };
    });
    expect(camera.constraints).toEqual([{ video: { facingMode: 'user' }, audio: false }]);
    expect(camera.states).toEqual(['ended']);
    expect(await page.locator('video').count()).toBe(0);

    await fillPhotoBoothForm(page, who);
    const { metadata, pixel } = await generateAndDownload(page, who);
    expect([metadata.width, metadata.height]).toEqual([819, 1024]);
    // Chromium's fake camera draws a coloured test pattern: the photo band is not the black background.
    const band = [pixel(100, 100), pixel(410, 270), pixel(700, 450)];
    expect(band.some((p) => distance(p, [0, 0, 0]) > 40)).toBe(true);
    expectTextRowsDrawn(pixel);
    await expect.poll(async () => (await storedRecord(who.email)).length).toBe(1);
    expectNoImageData(requests);
    expect(problems).toEqual([]);
  });

  it('explains a file that is not a picture and stays usable', async () => {
    const { page, problems } = await site.open();
    await page.goto(PATH);
    const fake = path.join(dir, 'documento.jpg');
    await writeFile(fake, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    await page.getByLabel('Carica una foto').setInputFiles(fake);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Impossibile leggere questo file come immagine' }).isVisible(),
      )
      .toBe(true);
    // The toaster mounts on demand (web/lib/toaster-demand.ts): the toast follows the inline alert by a chunk load.
    await expect.poll(() => page.getByText('Errore', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: "Genera l'immagine" }).isDisabled()).toBe(true);

    await page.getByLabel('Carica una foto').setInputFiles(await quadrantJpeg(path.join(dir, 'dopo.jpg'), 1200, 900));
    await confirmCrop(page);
    expect(await page.getByRole('alert').filter({ hasText: 'Impossibile leggere' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('stays accessible at 360 px while cropping and on the result, and the crop box moves with the keyboard', async () => {
    const { page, problems } = await site.open();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(PATH);
    await formShown(page.getByLabel('Carica una foto'));
    await page
      .getByLabel('Carica una foto')
      .setInputFiles(await quadrantJpeg(path.join(dir, 'mobile.jpg'), 1200, 1600));
    await expect.poll(() => page.getByRole('button', { name: 'Conferma ritaglio' }).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Measured against the cropper itself: focusing the area may scroll the page.
    const top = async () =>
      (await page.locator('.cropper-crop-box').boundingBox())!.y -
      (await page.locator('.cropper-container').boundingBox())!.y;
    const before = await top();
    await page.getByRole('group', { name: 'Area di ritaglio della foto' }).focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(top).toBeCloseTo(before + 10, 0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(top).toBeCloseTo(before + 9, 0);

    await confirmCrop(page);
    const who = visitor('mobile');
    await fillPhotoBoothForm(page, who);
    await generateAndDownload(page, who);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
