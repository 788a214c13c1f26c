import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT, AFTER_FIRST_PAINT_SCRIPT_HASH } from '../../core/after-first-paint';
import { escapeHtml } from '../../core/html';
import { htmlFile, LISTED_PAGES, PAGE_LIST } from '../../core/pages';
import {
  APP_AT_LOAD_ATTRIBUTE,
  FUNCTION_RENDERS_HERE,
  PRERENDER_DATA_ID,
  WITHOUT_APP_ATTRIBUTE,
} from '../../core/rendered-root';
import { defaultSiteContent } from '../../core/site-content-defaults';
import { votePhase } from '../../core/vote-calendar';
import { PHASE_WORDS } from '../../core/vote-phase-words';
import { paragraphs } from '../lib/text';
import { metaContent, pageModules, visibleText } from '../../test/web/built-html';
import { parseHeaders } from '../../test/web/netlify-headers';
import { siteOrigin } from './site-files';
import { LONG_TEST_MS } from '../../test/patience';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'web', 'public');

describe('npm run build', () => {
  let outDir: string;
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'campagna-build-'));
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  }, LONG_TEST_MS);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('writes every page of the table with its own tags, its own screen preloaded, rendered when the table says so', async () => {
    const origin = siteOrigin();
    const sitemap = await read('sitemap.xml');
    for (const page of PAGE_LIST) {
      const html = await read(htmlFile(page));
      expect(html, page.id).toContain(`<title>${escapeHtml(page.title)}</title>`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (page.index && page.html !== 'function') {
        expect(metaContent(html, 'description'), page.id).toBe(escapeHtml(page.description!));
        expect(canonical, page.id).toBe(`${origin}${page.path}`);
        expect(metaContent(html, 'og:title'), page.id).toBe(escapeHtml(page.title));
        expect(metaContent(html, 'og:image'), page.id).toBe(`${origin}${page.preview!.image}`);
        expect(metaContent(html, 'robots'), page.id).toBeUndefined();
      } else {
        // The admin area, the 404 and the stop pages' shell (each stop's page gets its own tags from its function).
        expect(metaContent(html, 'robots'), page.id).toBe('noindex');
        expect([canonical, metaContent(html, 'og:title')], page.id).toEqual([undefined, undefined]);
      }
      expect(sitemap.includes(`<loc>${origin}${page.path}</loc>`), page.id).toBe(page.sitemap);
      const root = /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<(?:script|noscript)/.exec(html)![1];
      // A page a function renders gets the frame of a rendered page, marked where the function writes the page.
      if (page.html === 'function') expect(html, page.id).toContain(FUNCTION_RENDERS_HERE);
      else expect(root !== '', page.id).toBe(page.html === 'prerender');
      // core/pages.ts names each screen's module apart from routes.tsx: a wrong name would silently lose the preload.
      const { first, soon } = pageModules(html);
      const preloads = [...first, ...soon];
      const screen = page.screen && path.basename(page.screen, '.tsx');
      // A page without the app loads no screen: its HTML is the page (decision 0049).
      if (screen)
        expect(
          preloads.some((href) => href.includes(`/${screen}-`)),
          page.id,
        ).toBe(!page.withoutApp);
      // No page loads the panel's or the generator's code but its own; the admin pages share the sign-in gate.
      const own = (href: string) =>
        Boolean(screen && href.includes(screen)) || (page.layout === 'alone' && href.includes('/AdminGate-'));
      expect(preloads.filter((href) => /Admin|PhotoBooth/.test(href) && !own(href))).toEqual([]);
    }
  });

  it("names at low priority what a page loads while it is read, and starts a rendered page's code after its first paint", async () => {
    const preloads = (html: string, chunk: string) =>
      pageModules(html).soon.some((href) => href.includes(`/${chunk}-`));
    const home = await read('index.html');
    for (const chunk of ['SiteFooter', 'CookieBanner', 'BelowTheFold']) expect(preloads(home, chunk)).toBe(true);
    // The map and the stops' actions, in whichever chunks the bundler put them (the stop page shares them).
    const homeSoon = (await Promise.all(pageModules(home).soon.map((href) => read(href.slice(1))))).join('\n');
    for (const part of ['veneto-map__pins', 'tour-stop-actions__action']) expect(homeSoon, part).toContain(part);
    const contact = await read('contatti.html');
    expect(preloads(contact, 'SiteFooter')).toBe(true);
    expect(preloads(contact, 'BelowTheFold')).toBe(false);
    // A page without the app reads nothing more than the measurement's beacon.
    const bio = await read('chi-sono.html');
    expect(pageModules(bio).soon.every((href) => /\/(beacon|measurement)-/.test(href))).toBe(true);
    expect(preloads(bio, 'beacon')).toBe(true);
    // A rendered page links no code: its one script, last in the body, adds the entry (first in its list) and its
    // chunks after the first paint (core/after-first-paint.ts).
    const admin = await read('admin.html');
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(admin)![1];
    for (const html of [home, contact, bio, await read('tappa.html')]) {
      expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]* src=/);
      expect(pageModules(html).first[0]).toBe(entry);
      expect(html).toContain(`<script type="module">${AFTER_FIRST_PAINT_SCRIPT}</script>\n  </body>`);
    }
    // A page the build does not render (the admin area) starts its code at once: it has nothing to paint before.
    expect(pageModules(admin).first.some((href) => href.includes('/AdminPage-'))).toBe(true);
    expect(admin).not.toContain(AFTER_FIRST_PAINT_SCRIPT);
  });

  it('prerenders each public route: header, footer and its own heading and main text in the HTML', async () => {
    const mainContent: Record<string, string[]> = {
      // The hero's line is the phase's the build ran in (core/vote-phase-words.ts): the content's call to action only
      // during the campaign.
      '/': [
        defaultSiteContent.heroTitle,
        PHASE_WORDS[votePhase(Date.now())].hero,
        'Prossime Tappe',
        'Seguici sui social',
      ],
      '/chi-sono': [defaultSiteContent.bioTitle, paragraphs(defaultSiteContent.bioText)[0]],
      '/materiale': ['Materiale di campagna'],
      // The form is in the HTML; its code waits for the visitor's first touch of it.
      '/volontari': ['Diventa volontario', 'Cosa fanno i volontari', 'Nome e cognome', 'Offri la tua disponibilità'],
      '/contatti': ['Contatti', 'Invia un messaggio', 'Invia messaggio'],
      '/come-si-vota': ['Come si vota', 'Cosa portare', 'Fac-simile della scheda'],
      '/trasparenza': ['Trasparenza', 'Come chiede la legge', 'Contributi alla campagna', 'Paolo Fabris'],
      '/privacy': ['Titolare del trattamento', 'Ultimo aggiornamento: Novembre 2025'],
      '/apertura-campagna-elettorale': ['Apertura della campagna elettorale', "Genera l'immagine", 'Scatta una foto'],
    };
    expect(Object.keys(mainContent)).toEqual(LISTED_PAGES.map((page) => page.path));
    for (const page of LISTED_PAGES) {
      const html = await read(htmlFile(page));
      // Followed by the data it was rendered with, or, on a page without the app, by the template's noscript.
      const root =
        /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<(?:script type="application\/json" id="prerender-data"|noscript)>/.exec(
          html,
        );
      expect(root, page.path).not.toBeNull();
      const text = visibleText(root![1]);
      for (const expected of [
        'Vai al contenuto',
        'Chi Sono',
        'Privacy policy e cookie policy',
        ...mainContent[page.path],
      ]) {
        expect(text, `${page.path}: ${expected}`).toContain(expected);
      }
      expect(html).toMatch(/<h1[ >]/);
      expect(html).toContain('<footer class="site-footer"');
    }
    expect(await read('chi-sono.html')).toContain(paragraphs(defaultSiteContent.bioText)[0].replace(/'/g, '&#x27;'));
    expect(await read('contatti.html')).toContain('Invia un messaggio');
    expect(await read('privacy.html')).toContain('Ultimo aggiornamento: Novembre 2025');
    expect(visibleText(await read('404.html'))).toContain('Pagina non trovata');
  });

  it("hands SWR the content it rendered, as data only (the one inline script that runs is the CSP's, by its hash)", async () => {
    for (const page of LISTED_PAGES.filter((each) => !each.withoutApp)) {
      const html = await read(htmlFile(page));
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, body] of scripts) {
        // Data blocks (JSON, and JSON-LD for search engines), which browsers never run, and the one script the CSP
        // allows by its hash.
        if (body === AFTER_FIRST_PAINT_SCRIPT) expect(attributes).toBe(' type="module"');
        else if (body.trim()) expect(attributes).toMatch(/^ type="application\/(ld\+)?json"/);
        else expect(attributes).toMatch(/type="module"[^>]* src="\/assets\//);
      }
      const data = /<script type="application\/json" id="prerender-data">([\s\S]*?)<\/script>/.exec(html);
      expect(JSON.parse(data![1])['/api/content']).toMatchObject({ heroTitle: defaultSiteContent.heroTitle });
    }
  });

  it('names the candidate for search engines on the home page (schema.org Person, JSON-LD)', async () => {
    const html = await read('index.html');
    const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)!;
    const [person] = JSON.parse(json);
    expect(person).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: 'Giulia Venturini' });
    expect(await read('chi-sono.html')).not.toContain('application/ld+json');
  });

  it('preloads the first screen: the LCP image with high priority, the display font, the CSS inlined', async () => {
    const lcpImages: Record<string, string | undefined> = {
      '/': '/images/candidata-hero-480.avif 480w',
      '/chi-sono': '/images/candidata-ritratto-320.avif 320w',
    };
    for (const page of LISTED_PAGES) {
      const html = await read(htmlFile(page));
      const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*fetchpriority="high"[^>]*>/g)].map(
        (match) => match[0],
      );
      const expected = lcpImages[page.path];
      if (expected) {
        expect(imagePreloads, page.path).toHaveLength(1);
        expect(imagePreloads[0]).toContain(`imagesrcset="${expected}`);
        expect(imagePreloads[0]).toContain('fetchpriority="high"');
        // The preload asks for the same file the <picture> picks: same candidates, same sizes.
        const sizes = /imagesizes="([^"]+)"/.exec(imagePreloads[0])![1];
        expect(html).toMatch(
          new RegExp(`<source type="image/avif" srcSet="${expected}[^"]*" sizes="${sizes.replace(/[()]/g, '\\$&')}"`),
        );
      } else {
        // Its largest paint is a heading: no image competes with the font and CSS.
        expect(imagePreloads, page.path).toHaveLength(0);
      }
      expect(html).toMatch(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/barlow-condensed-latin-700-normal-[^"]+\.woff2" \/>/,
      );
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).toMatch(/<style>[\s\S]*\.site-header[\s\S]*<\/style>/);
    }
  });

  it('writes _headers that give every page a CSP with frame-ancestors and one inline script by its hash, HSTS, COOP and the usual headers', async () => {
    const rules = parseHeaders(await readFile(path.join(outDir, '_headers'), 'utf8'));
    const all = rules.get('/*');
    expect(all).toBeDefined();
    const csp = all!['content-security-policy'];
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", AFTER_FIRST_PAINT_SCRIPT_HASH]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(all!['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(all!['cross-origin-opener-policy']).toBe('same-origin');
    expect(all!['x-content-type-options']).toBe('nosniff');
    expect(all!['x-frame-options']).toBe('DENY');
    expect(all!['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves the content security policy to the _headers file, with no second copy in the pages', async () => {
    for (const file of ['index.html', 'contatti.html', 'apertura-campagna-elettorale.html', 'admin.html', '404.html']) {
      expect(await read(file)).not.toContain('Content-Security-Policy');
    }
    expect(await read('_headers')).toContain(
      `Content-Security-Policy: default-src 'self'; script-src 'self' ${AFTER_FIRST_PAINT_SCRIPT_HASH};`,
    );
  });

  it('keeps form, cropper and admin code out of what the home page loads', async () => {
    const html = await read('index.html');
    const { first, soon } = pageModules(html);
    const scripts = [...first, ...soon].map((href) => href.slice(1));
    const code = (await Promise.all(scripts.map((file) => read(file)))).join('\n');
    expect(scripts.length).toBeGreaterThan(0);
    expect(code).not.toMatch(/cropperjs|Cropper\(|formik|Formik/);
    expect(code).not.toContain('Aggiungi Pin');
  });

  it('writes how each rendered page starts: without the app, its app at first use, or at once for a link page', async () => {
    for (const page of PAGE_LIST.filter((each) => each.html === 'prerender')) {
      const html = await read(htmlFile(page));
      const root = /<div id="root"([^>]*)>/.exec(html)![1];
      const { first, soon } = pageModules(html);
      const code = (await Promise.all([...first, ...soon].map((href) => read(href.slice(1))))).join('\n');
      if (page.withoutApp) {
        expect(root, page.path).toBe(` ${WITHOUT_APP_ATTRIBUTE}`);
        // No React: not its DOM renderer, not the router, not the app.
        expect(code, page.path).not.toMatch(/react-dom|__reactContainer|createBrowserRouter|useNavigate/);
        expect(html, page.path).not.toContain(PRERENDER_DATA_ID);
      } else {
        expect(root, page.path).toBe(page.appAtLoad ? ` ${APP_AT_LOAD_ATTRIBUTE}` : '');
        expect(code, page.path).toContain('__reactContainer');
      }
    }
  });

  it('writes the sitemap, robots.txt and a web app manifest whose icons exist', async () => {
    const sitemap = await read('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>/g)]).toHaveLength(LISTED_PAGES.length);
    expect(sitemap).not.toContain('/admin');
    expect(await read('robots.txt')).toMatch(/Disallow: \/admin[\s\S]*Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const manifest = JSON.parse(await read('manifest.webmanifest')) as {
      lang: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.lang).toBe('it');
    for (const icon of manifest.icons) {
      const { width, height } = await sharp(path.join(PUBLIC_DIR, icon.src)).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(existsSync(path.join(PUBLIC_DIR, 'icons', 'apple-touch-icon.png'))).toBe(true);
    expect(await readdir(outDir)).toContain('favicon.svg');
  });
});
