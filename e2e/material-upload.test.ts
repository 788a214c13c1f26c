import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MATERIAL_UPLOAD, MATERIAL_UPLOAD_MESSAGES } from '../core/schema/material-upload.schema';
import { PAGE_ROUTES } from '../core/page-routes';
import { openAdminPanel } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { FIRST_LOAD_MS } from '../test/patience';

const site = useBrowser();

/** `size` bytes of noise behind a PDF's magic number. */
function pdfOf(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/** The panel, signed in, with the materials form's file picker and the upload calls it makes. */
async function openMaterialsForm() {
  const { page } = await site.open();
  page.on('dialog', (dialog) => void dialog.accept());
  const uploads: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/admin/material-uploads')) uploads.push(`${request.method()} ${url.pathname}`);
  });
  await openAdminPanel(page, site.baseURL);
  const form = page.getByRole('form', { name: 'Nuovo materiale' });
  return { page, form, picker: form.getByLabel('Carica file'), uploads };
}

// The dev server bundles each upload function at its first call: on a busy machine that alone takes seconds.
describe('a material uploaded from the admin, end to end', () => {
  it('says a file over 20 MB is too large before sending any of it, and refuses a renamed executable', async () => {
    const { form, picker, uploads } = await openMaterialsForm();

    await picker.setInputFiles({
      name: 'video.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(MATERIAL_UPLOAD.maxBytes + 1),
    });
    await form.getByRole('alert').filter({ hasText: MATERIAL_UPLOAD_MESSAGES.tooLarge }).waitFor();
    expect(uploads).toEqual([]);

    const executable = Buffer.alloc(64 * 1024);
    executable.write('MZ', 0, 'latin1');
    await picker.setInputFiles({ name: 'volantino.pdf', mimeType: 'application/pdf', buffer: executable });
    await form
      .getByRole('alert')
      .filter({ hasText: MATERIAL_UPLOAD_MESSAGES.type })
      .waitFor({ timeout: FIRST_LOAD_MS });
    expect(await form.getByLabel(/URL del file/).inputValue()).toBe('');
  });

  it('uploads a 12 MB PDF in parts that a supporter downloads identical, and deleting it deletes the file', async () => {
    const { page, form, picker, uploads } = await openMaterialsForm();
    const bytes = pdfOf(12_000_000);
    const title = `Programma caricato ${Date.now()}`;
    await picker.setInputFiles({ name: 'programma-e2e.pdf', mimeType: 'application/pdf', buffer: bytes });
    await form.getByText('File caricato: programma-e2e.pdf (12 MB)').waitFor({ timeout: FIRST_LOAD_MS });
    // 12,000,000 bytes are three parts of at most 4 MiB.
    expect(uploads.map((call) => call.split(' ')[0])).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST']);
    const fileUrl = await form.getByLabel(/URL del file/).inputValue();
    expect(fileUrl).toMatch(/^\/api\/material-files\/[0-9a-f-]{36}\/programma-e2e\.pdf$/);
    await form.getByLabel(/Titolo/).fill(title);
    await form.getByRole('button', { name: 'Aggiungi Materiale' }).click();
    await page.getByText('Materiale aggiunto', { exact: true }).first().waitFor({ timeout: FIRST_LOAD_MS });

    // A supporter downloads it from /materiale: the browser saves the very bytes that were uploaded.
    const visitor = await site.open();
    await visitor.page.goto(PAGE_ROUTES.materials.path);
    const card = visitor.page.getByRole('listitem').filter({ has: visitor.page.getByRole('heading', { name: title }) });
    await expect.poll(() => card.isVisible(), { timeout: FIRST_LOAD_MS }).toBe(true);
    expect(await card.getByText('12 MB').isVisible()).toBe(true);
    // An attachment opened in a new tab: Chromium closes the tab and the download belongs to the page.
    const [saved] = await Promise.all([
      visitor.page.waitForEvent('download', { timeout: FIRST_LOAD_MS }),
      card.getByRole('link', { name: `Scarica ${title} (si apre in una nuova scheda)` }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('programma-e2e.pdf');
    expect((await readFile((await saved.path())!)).equals(bytes)).toBe(true);

    // Deleting the material deletes its file.
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await item.getByRole('button', { name: /Elimina/ }).click();
    await page.getByText('Materiale rimosso', { exact: true }).first().waitFor({ timeout: FIRST_LOAD_MS });
    expect((await page.request.get(fileUrl)).status()).toBe(404);
  });
});
