import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { navLinks, PAGE_ROUTES, pageIdForPath } from './page-routes';
import { htmlFile, LISTED_PAGES, PAGE_LIST, PAGES, pageForPath, pageHead, SHARE_IMAGE, titleForPath } from './pages';

const ORIGIN = 'https://example.org';

describe('the page table', () => {
  it('gives every indexed page with an address of its own a description and a preview picture under /og/', () => {
    for (const page of PAGE_LIST.filter((entry) => entry.index && entry.html !== 'function')) {
      expect(page.description, page.id).toMatch(/^.{20,}$/);
      expect(page.preview?.image, page.id).toMatch(/^\/og\/[a-z-]+\.jpg$/);
      expect(page.preview?.alt, page.id).toBeTruthy();
    }
  });

  it('finds every preview picture it names drawn under web/public (npm run assets), 1200 × 630 JPEG', async () => {
    for (const page of PAGE_LIST.filter((entry) => entry.preview)) {
      const file = fileURLToPath(new URL(`../web/public${page.preview!.image}`, import.meta.url));
      const { format, width, height } = await sharp(file).metadata();
      expect([format, width, height], page.id).toEqual(['jpeg', SHARE_IMAGE.width, SHARE_IMAGE.height]);
    }
  });

  it('lists in the sitemap only indexed pages the build renders, each at one address', () => {
    expect(LISTED_PAGES.map((page) => page.id)).toEqual([
      'home',
      'bio',
      'materials',
      'volunteers',
      'contact',
      'howToVote',
      'transparency',
      'privacy',
      'photoBooth',
    ]);
    for (const page of LISTED_PAGES)
      expect([page.index, page.html, page.layout]).toEqual([true, 'prerender', 'public']);
  });

  it('names a different path, title and HTML file for every page', () => {
    for (const key of ['path', 'title'] as const) {
      expect(new Set(PAGE_LIST.map((page) => page[key])).size, key).toBe(PAGE_LIST.length);
    }
    expect(new Set(PAGE_LIST.map(htmlFile)).size).toBe(PAGE_LIST.length);
    expect(PAGE_LIST.map(htmlFile)).toEqual(
      expect.arrayContaining(['index.html', 'chi-sono.html', 'tappa.html', '404.html']),
    );
  });

  it('finds the page of a path or file, with or without a trailing slash or .html, and the 404 otherwise', () => {
    expect(pageForPath('/chi-sono').id).toBe('bio');
    expect(pageForPath('/chi-sono/').id).toBe('bio');
    expect(pageForPath('/chi-sono.html?x=1').id).toBe('bio');
    expect(pageForPath('/').id).toBe('home');
    expect(pageForPath('/index.html').id).toBe('home');
    expect(pageForPath('/tappa.html').id).toBe('tourStop');
    expect(pageForPath('/404').id).toBe('notFound');
    expect(pageForPath('/nessuna-pagina').id).toBe('notFound');
    expect(pageIdForPath('/tappe/12')).toBe('tourStop');
    expect(pageIdForPath('/tappe/')).toBe('notFound');
    expect(pageIdForPath('/admin/xyz')).toBe('notFound');
    expect(titleForPath('/contatti/')).toBe(PAGES.contact.title);
    expect(titleForPath('/non-esiste')).toMatch(/^Pagina non trovata/);
  });

  it('gives an indexed page its canonical URL and 1200×630 JPEG preview, the others noindex', () => {
    expect(pageHead(PAGES.materials, ORIGIN)).toEqual({
      title: PAGES.materials.title,
      description: PAGES.materials.description,
      listed: {
        url: 'https://example.org/materiale',
        image: {
          url: 'https://example.org/og/materiale.jpg',
          type: 'image/jpeg',
          width: 1200,
          height: 630,
          alt: PAGES.materials.preview!.alt,
        },
      },
    });
    for (const page of [PAGES.admin, PAGES.adminLogin, PAGES.notFound, PAGES.tourStop]) {
      expect(pageHead(page, ORIGIN).listed, page.id).toBeUndefined();
    }
  });
});

describe('the links of the header and footer', () => {
  it('come from the table, in its order', () => {
    expect(navLinks('header').map(({ to, label }) => [to, label])).toEqual([
      ['/', 'Home'],
      ['/chi-sono', 'Chi Sono'],
      ['/volontari', 'Volontari'],
      ['/contatti', 'Contatti'],
    ]);
    const footer = navLinks('footer');
    expect(footer.map((link) => link.to)).toEqual([
      '/',
      '/chi-sono',
      PAGE_ROUTES.tourStop.listedAt,
      '/materiale',
      '/volontari',
      '/contatti',
      '/come-si-vota',
      '/trasparenza',
      '/privacy',
      '/admin-login',
    ]);
    expect(footer.filter((link) => link.layout === 'alone').map((link) => link.label)).toEqual(['Area riservata']);
  });

  it('lead to the list of the stops on the home page for the stop pages', () => {
    expect(PAGE_ROUTES.tourStop.listedAt).toBe(`${PAGES.home.path}#territorio`);
  });
});
