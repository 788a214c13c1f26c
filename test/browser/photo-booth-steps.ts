import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/** The image generator's test photos and form, shared by its browser test and its benchmark. */

export type Rgb = [number, number, number];
export const RED: Rgb = [220, 30, 30];
export const GREEN: Rgb = [30, 200, 40];
export const BLUE: Rgb = [30, 60, 220];
export const YELLOW: Rgb = [240, 220, 30];

/** Each photo is made once per test file: a 48 MP one takes seconds of CPU to encode. */
const made = new Map<string, Promise<Buffer>>();

async function quadrantJpegBytes(width: number, height: number, orientation?: number): Promise<Buffer> {
  const halfW = Math.floor(width / 2);
  const halfH = Math.floor(height / 2);
  const block = async ([r, g, b]: Rgb, w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } }).composite([
    { input: await block(RED, halfW, halfH), left: 0, top: 0 },
    { input: await block(GREEN, width - halfW, halfH), left: halfW, top: 0 },
    { input: await block(BLUE, halfW, height - halfH), left: 0, top: halfH },
    { input: await block(YELLOW, width - halfW, height - halfH), left: halfW, top: halfH },
  ]);
  if (orientation) image = sharp(await image.jpeg().toBuffer()).withMetadata({ orientation });
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** Writes a JPEG of four coloured quadrants (red, green / blue, yellow), optionally with an EXIF orientation. */
export async function quadrantJpeg(file: string, width: number, height: number, orientation?: number): Promise<string> {
  const key = `${width}x${height}/${orientation ?? 0}`;
  if (!made.has(key)) made.set(key, quadrantJpegBytes(width, height, orientation));
  await writeFile(file, await made.get(key)!);
  return file;
}

export interface Visitor {
  nomeCognome: string;
  citta: string;
  provincia: string;
  email: string;
  marketing: boolean;
}

/** Fills the generator's form and accepts the privacy notice. */
export async function fillPhotoBoothForm(page: Page, who: Visitor): Promise<void> {
  await page.getByLabel('Nome e cognome').fill(who.nomeCognome);
  await page.getByLabel('Città').fill(who.citta);
  await page.getByLabel('Sigla provincia').fill(who.provincia);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  if (who.marketing) await page.getByRole('checkbox', { name: /aggiornamenti/ }).check();
}
