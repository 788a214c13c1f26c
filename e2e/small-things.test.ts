import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../core/api-paths';
import type { SiteContent } from '../core/schema/site-content.schema';
import { logInAsAdmin, signInAdmin } from '../test/browser/admin-api';
import { useBrowser } from '../test/browser/browser';
import { fillPhotoBoothForm, quadrantJpeg } from '../test/browser/photo-booth-steps';
import { PAGE_ROUTES } from '../core/page-routes';
import { CONDITION_MS, FIRST_LOAD_MS } from '../test/patience';

/* The small things issue 13 asked for, each seen in a real browser. */

const site = useBrowser();
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'small-things-e2e-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the image generator', () => {
  it('crops 90 % of the width of a 16:9 photo by default, centred', async () => {
    const { page } = await site.open();
    await page.goto(PAGE_ROUTES.photoBooth.path);
    await page.getByLabel('Carica una foto').setInputFiles(await quadrantJpeg(path.join(dir, 'wide.jpg'), 1920, 1080));
    await expect.poll(() => page.getByRole('button', { name: 'Conferma ritaglio' }).isEnabled()).toBe(true);
    const [box, canvas] = await Promise.all(
      ['.cropper-crop-box', '.cropper-canvas'].map((selector) => page.locator(selector).boundingBox()),
    );
    expect(box!.width / canvas!.width).toBeCloseTo(0.9, 2);
    expect(box!.x - canvas!.x).toBeCloseTo(canvas!.x + canvas!.width - (box!.x + box!.width), 0);
    expect(box!.width / box!.height).toBeCloseTo(2000 / 1350, 2);
    // The box reaches past the photo's top and bottom; the crop keeps the photo inside it, full width.
    await page.getByRole('button', { name: 'Conferma ritaglio' }).click();
    const preview = page.getByRole('img', { name: 'Anteprima della foto ritagliata' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    const size = await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBe(819);
    expect(size[0] / size[1]).toBeCloseTo((0.9 * 1920) / 1080, 1);
  });

  it('does not compose the uncropped photo when Enter is pressed in a field while the crop is open', async () => {
    const { page } = await site.open();
    await page.goto(PAGE_ROUTES.photoBooth.path);
    await page.getByLabel('Carica una foto').setInputFiles(await quadrantJpeg(path.join(dir, 'enter.jpg'), 1200, 900));
    await expect.poll(() => page.getByRole('button', { name: 'Conferma ritaglio' }).isEnabled()).toBe(true);
    await fillPhotoBoothForm(page, {
      nomeCognome: 'Anna Rossi',
      citta: 'Padova',
      provincia: 'PD',
      email: 'anna@example.it',
      marketing: false,
    });
    await page.getByLabel('Email').press('Enter');
    await page.getByText("Conferma il ritaglio prima di generare l'immagine").waitFor({ timeout: CONDITION_MS });
    expect(await page.getByRole('button', { name: "Genera l'immagine" }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Scarica immagine' }).count()).toBe(0);
  });

  it('offers "Carica una foto" as an Italian button that opens the file chooser and is reached by the keyboard', async () => {
    const { page } = await site.open();
    await page.goto(PAGE_ROUTES.photoBooth.path);
    const label = page.locator('label[for="photo-booth-file"]');
    await expect.poll(() => label.isVisible()).toBe(true);
    expect(await label.textContent()).toBe('Carica una foto');
    const input = page.locator('#photo-booth-file');
    const inputBox = await input.boundingBox();
    expect(inputBox === null || (inputBox.width <= 1 && inputBox.height <= 1)).toBe(true);
    const byClick = page.waitForEvent('filechooser');
    await label.click();
    expect((await byClick).isMultiple()).toBe(false);
    // Reached by the keyboard: Tab lands on the input itself (the label shows its focus ring).
    await page.getByRole('button', { name: 'Scatta una foto' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('photo-booth-file');
  });
});

describe('the admin lists', () => {
  it('show no count "(0)" while they are still loading', async () => {
    const { page } = await site.open();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/visited-cities', async (route) => {
      await held;
      await route.continue();
    });
    await logInAsAdmin(page);
    const heading = page.getByRole('heading', { name: /^Città visitate/ });
    await heading.waitFor({ timeout: FIRST_LOAD_MS });
    expect(await heading.textContent()).toBe('Città visitate');
    // Released, the held request still goes through the development site's functions, slow on a busy machine.
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/visited-cities'), {
      timeout: FIRST_LOAD_MS,
    });
    release();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => heading.textContent()).toMatch(/^Città visitate \(\d+\)$/);
  });
});

describe('paths under /admin', () => {
  it('show the 404 page without the public header, footer and cookie banner', async () => {
    const { page } = await site.open();
    await page.goto('/admin/xyz');
    await expect.poll(() => page.getByRole('heading', { name: 'Pagina non trovata' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Informativa sui cookie' }).count()).toBe(0);
  });
});

describe('the images set in the content editor', () => {
  it('show on the home page after a reload: the hero image fetched first, the map image by the map', async () => {
    const admin = await signInAdmin(site.baseURL);
    const before = (await (await fetch(new URL(API.content, site.baseURL))).json()) as SiteContent;
    const { page, problems, inFlight } = await site.open();
    try {
      await page.goto('/');
      await page.getByRole('img', { name: /Illustrazione di/ }).waitFor({ timeout: CONDITION_MS });
      // Lists still loading would be aborted by the reload, and reported as failed requests.
      await expect.poll(inFlight).toBe(0);
      const images = { heroImagePath: '/og/home.jpg', mapImagePath: '/og/materiale.jpg' };
      expect((await admin(API.content, { method: 'PUT', body: JSON.stringify(images) })).status).toBe(200);

      await page.reload();
      const hero = page.locator('.hero img');
      await expect.poll(() => hero.getAttribute('src')).toBe(images.heroImagePath);
      // The running page asks for it first; the production build also preloads it (web/prerender/page-html.ts),
      // which only a build made with that content shows.
      expect(await hero.getAttribute('fetchpriority')).toBe('high');
      expect(await page.getByRole('img', { name: /Illustrazione di/ }).count()).toBe(0);
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const map = page.getByRole('img', { name: before.mapTitle });
      await expect.poll(() => map.getAttribute('src')).toBe(images.mapImagePath);
      expect(problems).toEqual([]);
    } finally {
      await admin(API.content, {
        method: 'PUT',
        body: JSON.stringify({ heroImagePath: before.heroImagePath, mapImagePath: before.mapImagePath }),
      });
      await page.context().close();
    }
    const after = (await (await fetch(new URL(API.content, site.baseURL))).json()) as SiteContent;
    expect([after.heroImagePath, after.mapImagePath]).toEqual([before.heroImagePath, before.mapImagePath]);
  });
});

describe('/materiale', () => {
  it('ends with a closing section whose links lead to /contatti and to /', async () => {
    const { page, problems } = await site.open();
    await page.goto(PAGE_ROUTES.materials.path);
    const closing = page.getByRole('region', { name: 'Vuoi dare una mano alla campagna?' });
    await closing.waitFor({ timeout: CONDITION_MS });
    // Last in the page's main content: nothing but the footer follows it.
    expect(
      await page.evaluate(() => {
        const sections = [...document.querySelectorAll('main section')];
        return sections.at(-1)?.querySelector('h2')?.textContent;
      }),
    ).toBe('Vuoi dare una mano alla campagna?');

    await closing.getByRole('link', { name: 'Contattaci' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(PAGE_ROUTES.contact.path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.goBack();
    await closing.getByRole('link', { name: 'Torna alla home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { name: 'Prossime Tappe' }).waitFor({ timeout: CONDITION_MS });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
