import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatShortDate } from '../core/dates';
import { dayInItaly } from '../core/rome-time';
import { PAGE_ROUTES } from '../core/page-routes';
import { openAdminPanel } from '../test/browser/admin-api';
import { seriousViolations } from '../test/browser/axe';
import { useBrowser } from '../test/browser/browser';
import { FIRST_LOAD_MS } from '../test/patience';

/*
 * The issue "Every screen true and usable on a phone", item 4: /trasparenza lists the documents the owner publishes.
 * The page is prerendered with the site content (/api/content, which the build reads and the publication rebuilds
 * through the build hook) and refreshes it once in the browser: here, on the dev site, the refresh is what shows it.
 */

const site = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true };

/** `size` bytes of noise behind a PDF's magic number. */
function pdfOf(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

const sidewaysWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('/trasparenza keeps its promise', () => {
  it('the owner uploads the CV as a PDF on a phone, and a visitor finds it listed with its date', async () => {
    const { page } = await site.open(PHONE);
    await openAdminPanel(page, site.baseURL);
    const form = page.getByRole('form', { name: 'Curriculum vitae' });
    const name = `cv-e2e-${Date.now()}.pdf`;
    await form.getByLabel('Carica file').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfOf(3000) });
    await form.getByText(`File caricato: ${name} (3 kB)`).waitFor({ timeout: FIRST_LOAD_MS });
    // Measured before the toast, which slides in from the side.
    expect(await sidewaysWidth(page)).toBeLessThanOrEqual(360);
    await form.getByRole('button', { name: 'Pubblica curriculum vitae' }).click();
    await page.getByText('Curriculum vitae pubblicato', { exact: true }).first().waitFor({ timeout: FIRST_LOAD_MS });
    const checklist = page.getByRole('list', { name: 'Obblighi di legge' });
    await checklist.getByText(/^Fatto: Curriculum vitae su \/trasparenza/).waitFor();
    const published = dayInItaly(new Date());

    const { page: visitor, problems } = await site.open(PHONE);
    await visitor.goto(PAGE_ROUTES.transparency.path);
    const documents = visitor.getByRole('region', { name: 'Documenti' });
    const link = documents.getByRole('link', { name: /Curriculum vitae/ });
    await link.waitFor({ timeout: FIRST_LOAD_MS });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/api/material-files/[0-9a-f-]{36}/${name.replace(/\./g, '\\.')}$`));
    const item = documents.getByRole('listitem').filter({ hasText: 'Curriculum vitae' });
    expect(await item.textContent()).toContain(`pubblicato il ${formatShortDate(published)}`);
    const file = await visitor.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(await sidewaysWidth(visitor)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(visitor)).toEqual([]);
    expect(problems).toEqual([]);
    await visitor.context().close();
    await page.context().close();
  });
});
