import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown } from '../test/browser/fill-time';
import { BLUE, fillPhotoBoothForm, GREEN, quadrantJpeg, RED, YELLOW } from '../test/browser/photo-booth-steps';
import {
  recordRequests,
  expectNoImageData,
  visitor,
  confirmCrop,
  generateAndDownload,
  expectTextRowsDrawn,
  storedRecord,
  distance,
} from '../test/browser/photo-booth-checks';
import { PAGE_ROUTES } from '../core/page-routes';
import { CONDITION_MS } from '../test/patience';

const site = useBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
const PATH = PAGE_ROUTES.photoBooth.path;
let dir: string;

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
    const { metadata, pixel } = await generateAndDownload(page, who, dir);

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
        timeout: CONDITION_MS,
      })
      .toEqual([1600, 1200]);
    await confirmCrop(page);
    await fillPhotoBoothForm(page, who);
    const { metadata, pixel } = await generateAndDownload(page, who, dir);

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
    const { pixel } = await generateAndDownload(page, who, dir);
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
    const { metadata, pixel } = await generateAndDownload(page, who, dir);
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
    await generateAndDownload(page, who, dir);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
