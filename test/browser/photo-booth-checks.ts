// The steps and checks of the image generator's browser tests (photo-booth.test.ts): the journey's moves, and what
// proves the photo stayed on the device and the image was drawn.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { waitForFillTime } from './fill-time';
import type { Rgb, Visitor } from './photo-booth-steps';
import { querySiteDatabase } from './site-db';
import { PAGE_ROUTES } from '../../core/page-routes';
import { CONDITION_MS } from '../patience';

/** The template's band behind the name and the city. */
const NAME_BAND: Rgb = [0x0b, 0x3d, 0x91];

/** Every request the page makes, with its body, to prove the photo never leaves the device. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export function expectNoImageData(requests: Request[]) {
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

export const visitor = (tag: string): Visitor => ({
  nomeCognome: 'Maria Rossi',
  citta: 'Abano Terme',
  provincia: 'pd',
  email: `e2e-foto-${tag}-${Date.now()}@example.it`,
  marketing: true,
});

export async function confirmCrop(page: Page) {
  const confirm = page.getByRole('button', { name: 'Conferma ritaglio' });
  await expect.poll(() => confirm.isEnabled(), { timeout: CONDITION_MS }).toBe(true);
  await confirm.click();
  await expect.poll(() => page.getByText('Ritaglio completato').isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('img', { name: 'Anteprima della foto ritagliata' }).isVisible()).toBe(true);
}

/** Generates, checks the toast and the record POST, downloads the PNG and returns it decoded. */
export async function generateAndDownload(page: Page, who: Visitor, dir: string) {
  await waitForFillTime(page);
  const generate = page.getByRole('button', { name: "Genera l'immagine" });
  expect(await generate.isEnabled()).toBe(true);
  const recordPost = page.waitForRequest(
    (request) => request.url().endsWith('/api/photo-booth-emails') && request.method() === 'POST',
  );
  await generate.click();
  await expect.poll(() => page.getByText('Immagine generata!').isVisible(), { timeout: CONDITION_MS }).toBe(true);
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
    sourcePage: PAGE_ROUTES.photoBooth.path,
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

export const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, i) => Math.abs(value - b[i])));

/** The name (y=590) and "CITY (PR)" (y=640) rows carry drawn text: light pixels, neither black nor the band. */
export function expectTextRowsDrawn(pixel: (x: number, y: number) => Rgb) {
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

export async function storedRecord(email: string) {
  return querySiteDatabase<Record<string, unknown>>(
    'SELECT nome_cognome, citta, provincia, privacy_accepted, marketing_consent FROM photo_booth_emails WHERE email = $1',
    [email],
  );
}
