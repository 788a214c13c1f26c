import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../core/site-content-defaults';
import { signInAdmin, type AdminFetch } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { formShown, waitForFillTime } from '../test/browser/fill-time';
import { fillPhotoBoothForm, quadrantJpeg } from '../test/browser/photo-booth-steps';
import { PAGE_ROUTES } from '../core/page-routes';
import { CONDITION_MS, FIRST_LOAD_MS } from '../test/patience';

/* Issue 20: what Italian election law asks the site to show, and the days of the vote, as a phone shows them. */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };
const COMMITTENTE = 'Committente responsabile: Paolo Fabris, mandatario elettorale di Giulia Venturini';
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';
let admin: AdminFetch;
let dir: string;

async function setContent(fields: Record<string, string | null>) {
  const response = await admin('/api/content', { method: 'PUT', body: JSON.stringify(fields) });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  admin = await signInAdmin(site.baseURL);
  dir = await mkdtemp(path.join(os.tmpdir(), 'campaign-law-e2e-'));
});
afterAll(async () => {
  await setContent({
    committente: defaultSiteContent.committente,
    mandatarioName: defaultSiteContent.mandatarioName,
    contributionIban: null,
    contributionHolder: null,
  });
  await rm(dir, { recursive: true, force: true });
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Generates an image for a photo and returns the rows of its bottom band (y 1008-1023) as raw RGB. */
async function generatedBottomBand(page: Page): Promise<Buffer> {
  await page.goto(PAGE_ROUTES.photoBooth.path);
  await formShown(page.getByLabel('Carica una foto'), { timeout: FIRST_LOAD_MS });
  await page
    .getByLabel('Carica una foto')
    .setInputFiles(await quadrantJpeg(path.join(dir, `foto-${Date.now()}.jpg`), 1200, 900));
  const confirm = page.getByRole('button', { name: 'Conferma ritaglio' });
  await expect.poll(() => confirm.isEnabled(), { timeout: CONDITION_MS }).toBe(true);
  await confirm.click();
  await fillPhotoBoothForm(page, {
    nomeCognome: 'Maria Rossi',
    citta: 'Este',
    provincia: 'PD',
    email: `e2e-committente-${Date.now()}@example.it`,
    marketing: false,
  });
  await waitForFillTime(page);
  await page.getByRole('button', { name: "Genera l'immagine" }).click();
  const download = page.getByRole('link', { name: 'Scarica immagine' });
  await download.waitFor({ timeout: CONDITION_MS });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = path.join(dir, `${Date.now()}.png`);
  await file.saveAs(saved);
  return sharp(await readFile(saved))
    .removeAlpha()
    .extract({ left: 0, top: 1008, width: 819, height: 16 })
    .raw()
    .toBuffer();
}

/** Pixels of the band that are not the template's red: the committente's letters, if drawn. */
function lettersIn(band: Buffer): number {
  let count = 0;
  for (let i = 0; i < band.length; i += 3) {
    if (Math.abs(band[i] - 0xc8) + Math.abs(band[i + 1] - 0x10) + Math.abs(band[i + 2] - 0x2e) > 60) count++;
  }
  return count;
}

describe('the committente responsabile (L. 515/1993 art. 3)', () => {
  it('is named in the footer, beside the downloads and along the bottom of the generated image; nowhere when empty', async () => {
    await setContent({ committente: COMMITTENTE });
    const { page } = await site.open(PHONE);
    await page.goto(PAGE_ROUTES.materials.path);
    await page.getByRole('heading', { name: 'Materiale di campagna' }).waitFor({ timeout: FIRST_LOAD_MS });
    await expect.poll(() => page.getByRole('contentinfo').getByText(COMMITTENTE).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: 'Materiali da scaricare' }).getByText(COMMITTENTE).isVisible())
      .toBe(true);
    const withLine = lettersIn(await generatedBottomBand(page));
    await page.context().close();

    await setContent({ committente: '' });
    const { page: second } = await site.open(PHONE);
    const without = lettersIn(await generatedBottomBand(second));
    expect(withLine).toBeGreaterThan(150);
    // Without one, the bottom edge is exactly the template's: SPEC.md section 9's image.
    expect(without).toBe(0);
    expect(await second.getByText(/Committente responsabile/).count()).toBe(0);
    await second.context().close();
  });
});

describe('/trasparenza on a phone', () => {
  // The documents the owner uploads are e2e/transparency.test.ts's.
  it('shows the mandatario, hides an empty spending report, and copies the IBAN', async () => {
    await setContent({
      spendingReportUrl: '',
      mandatarioName: 'Paolo Fabris',
      contributionIban: IBAN,
      contributionHolder: 'Paolo Fabris, mandatario elettorale',
    });
    const { page, problems } = await site.open({ ...PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(PAGE_ROUTES.transparency.path);
    await page.getByRole('heading', { name: 'Trasparenza', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    await page
      .getByRole('region', { name: 'Contributi alla campagna' })
      .getByText('Paolo Fabris', { exact: true })
      .waitFor();
    expect(await page.getByText('Rendiconto').count()).toBe(0);
    await page.getByRole('button', { name: 'Copia IBAN' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'IBAN copiato' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(IBAN.replaceAll(' ', ''));
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('/come-si-vota on a phone', () => {
  it('gives days, hours and a sample ballot with a text alternative, axe clean', async () => {
    const { page, problems } = await site.open(PHONE);
    await page.goto(PAGE_ROUTES.howToVote.path);
    await page.getByRole('heading', { name: 'Come si vota', level: 1 }).waitFor({ timeout: FIRST_LOAD_MS });
    expect(await page.getByText('Domenica 23 novembre 2025').textContent()).toBe('Domenica 23 novembre 2025');
    const ballot = page.getByRole('img', { name: /^Fac-simile della scheda/ });
    expect(await ballot.isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
