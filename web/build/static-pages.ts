import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { API, type PrerenderData } from '../../core/api-paths';
import type { TourEvent } from '../../core/schema/tour-event';
import { homeStructuredData, jsonLdScript } from '../../core/structured-data';
import { INLINED_STYLESHEETS_META } from '../lib/inlined-stylesheets';
import { PRERENDER_DATA_ID } from '../lib/swr';
import { NOT_FOUND_TITLE, PRIVATE_PAGES, PUBLIC_PAGES, SHARE_IMAGE_SIZE, type PageMeta } from '../lib/seo';
import { siteConfig } from '../../core/site-config';

/**
 * Link previews (WhatsApp, Facebook, X) read the HTML and never run JavaScript, so every route gets its own
 * HTML file with its own title, description, canonical URL, Open Graph and Twitter tags. The dev server injects
 * the same tags per request; the build writes `<route>.html` (Netlify serves /chi-sono from chi-sono.html),
 * preloads the route's own chunk and stylesheet, and prints what each public route costs on first load.
 *
 * The build also prerenders every public route and the 404 page (web/entry-server.tsx) into its HTML, with the
 * data it rendered as a JSON block that main.tsx hands to SWR before hydrating. So that a phone paints the page
 * from the first bytes: the page's CSS is inlined, the first screen's image and display font are preloaded.
 */

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface HeadPage {
  path: string;
  title: string;
  description?: string;
  image?: string;
  imageAlt?: string;
  module?: string;
  index: boolean;
}

const NOT_FOUND: HeadPage = { path: '/404', title: NOT_FOUND_TITLE, index: false };

const ALL_PAGES: HeadPage[] = [
  ...PUBLIC_PAGES.map((page: PageMeta): HeadPage => ({ ...page, index: true })),
  ...PRIVATE_PAGES.map((page): HeadPage => ({ ...page, index: false })),
];

export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || env.URL || siteConfig.siteUrl).replace(/\/+$/, '');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function pageForPath(pathname: string): HeadPage {
  const clean = pathname
    .split(/[?#]/)[0]
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/');
  const normalised = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return ALL_PAGES.find((page) => page.path === normalised) ?? NOT_FOUND;
}

/** The head tags of one page, as HTML. */
export function headTags(page: HeadPage, origin: string): string {
  const tags: string[] = [`<title>${escapeHtml(page.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`);
  if (page.description) meta('name', 'description', page.description);
  if (!page.index) {
    meta('name', 'robots', 'noindex');
    return tags.join('\n    ');
  }
  const url = `${origin}${page.path === '/' ? '/' : page.path}`;
  const image = `${origin}${page.image}`;
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:locale', 'it_IT');
  meta('property', 'og:site_name', `${siteConfig.candidate.fullName} Presidente`);
  meta('property', 'og:title', page.title);
  meta('property', 'og:description', page.description ?? '');
  meta('property', 'og:url', url);
  meta('property', 'og:image', image);
  meta('property', 'og:image:type', 'image/jpeg');
  meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width));
  meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height));
  meta('property', 'og:image:alt', page.imageAlt ?? page.title);
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', page.title);
  meta('name', 'twitter:description', page.description ?? '');
  meta('name', 'twitter:image', image);
  meta('name', 'twitter:image:alt', page.imageAlt ?? page.title);
  return tags.join('\n    ');
}

/** Replaces index.html's own title and description with the page's tags, plus any extra head HTML. */
export function withHead(html: string, page: HeadPage, origin: string, extra = ''): string {
  const stripped = html.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta\s+name="description"[^>]*>/, '');
  // Right after the viewport tag: crawlers that read only the first bytes still find title and preview tags.
  const anchor = /<meta name="viewport"[^>]*>/;
  const block = `\n    ${headTags(page, origin)}${extra}`;
  return anchor.test(stripped)
    ? stripped.replace(anchor, (tag) => `${tag}${block}`)
    : stripped.replace('</head>', `${block}\n  </head>`);
}

function chunkFor(bundle: OutputBundle, root: string, module: string): OutputChunk | undefined {
  const target = path.join(root, module);
  return Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && item.facadeModuleId === target,
  );
}

/** A chunk and everything it imports statically: what the browser must fetch before the chunk runs. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The chunks these chunks import dynamically, with what those import statically, and so on, leaving out the
 * screens: what a screen loads after hydration (the home page's part below the fold, and the sign-up that part
 * loads when the visitor nears it).
 */
function deferredChunks(bundle: OutputBundle, from: OutputChunk[]): OutputChunk[] {
  const screens = new Set(ALL_PAGES.map((page) => page.module).filter((module): module is string => Boolean(module)));
  const found = new Map<string, OutputChunk>();
  let frontier = from;
  while (frontier.length > 0) {
    frontier = frontier
      .flatMap((chunk) => chunk.dynamicImports)
      .map((name) => bundle[name])
      .filter((item): item is OutputChunk => item?.type === 'chunk')
      .filter((chunk) => ![...screens].some((module) => chunk.facadeModuleId?.endsWith(module)))
      .flatMap((chunk) => staticClosure(bundle, chunk))
      .filter((chunk) => !found.has(chunk.fileName));
    for (const chunk of frontier) found.set(chunk.fileName, chunk);
  }
  return [...found.values()];
}

/**
 * The modules a prerendered page loads while the visitor reads it, not all of them at once: the footer and the
 * cookie banner as it hydrates (app/PublicLayout.tsx, every page), the home page's part below the fold when the
 * visitor scrolls near it (HomePage.tsx).
 */
const LOADED_SOON: { paths: string[] | '*'; modules: string[] }[] = [
  { paths: '*', modules: ['app/SiteFooter.tsx', 'app/CookieBanner.tsx'] },
  { paths: ['/'], modules: ['features/home/BelowTheFold.tsx'] },
];

/**
 * The chunks of LOADED_SOON for a page, with what they import, less what the page loads first anyway. The HTML
 * preloads them, at low priority: the browser fetches them after what the first screen needs, the code is
 * there when asked for, and no script asks the network for them (Vite's loader finds their links already
 * there), since a request a script starts costs main-thread time just while the page hydrates.
 */
function soonChunks(bundle: OutputBundle, root: string, pagePath: string, loaded: OutputChunk[]): OutputChunk[] {
  const modules = LOADED_SOON.filter(({ paths }) => paths === '*' || paths.includes(pagePath)).flatMap(
    ({ modules: list }) => list,
  );
  const chunks = modules.map((module) => {
    const chunk = chunkFor(bundle, root, module);
    if (!chunk) throw new Error(`static-pages: no chunk for ${module}, named in LOADED_SOON`);
    return chunk;
  });
  const closure = new Map(chunks.flatMap((chunk) => staticClosure(bundle, chunk)).map((c) => [c.fileName, c]));
  return [...closure.values()].filter((chunk) => !loaded.includes(chunk));
}

function cssOf(chunks: OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}

function gzipSize(bundle: OutputBundle, fileName: string): number {
  const item = bundle[fileName];
  const source = item.type === 'chunk' ? item.code : item.source;
  return gzipSync(typeof source === 'string' ? Buffer.from(source) : Buffer.from(source), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

interface RouteCost {
  path: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

function manifest(): string {
  return JSON.stringify(
    {
      name: `${siteConfig.candidate.fullName} Presidente – ${siteConfig.election.name}`,
      short_name: `${siteConfig.candidate.lastName} Presidente`,
      description: PUBLIC_PAGES[0].description,
      lang: 'it',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b3d91',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

function sitemap(origin: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin}${page.path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** Files made from the site configuration rather than kept in web/public: the build writes them, the dev server answers them. */
function generatedFiles(origin: string): { fileName: string; contentType: string; source: string }[] {
  return [
    { fileName: 'manifest.webmanifest', contentType: 'application/manifest+json', source: manifest() },
    { fileName: 'sitemap.xml', contentType: 'application/xml', source: sitemap(origin) },
    { fileName: 'robots.txt', contentType: 'text/plain; charset=utf-8', source: robots(origin) },
  ];
}

/** Head links every page shares; the manifest and icons come from web/public. */
const SHARED_HEAD = `
    <meta name="theme-color" content="#0b3d91" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />`;

/**
 * The dev server's URL of the display font, as Vite serves the stylesheet's url() to it (outside the Vite root:
 * /@fs/ and the real path). Preloaded like in the build, so `font-display: optional` finds it in time and the
 * development pages, the 404 too, paint in the site's own font.
 */
const devDisplayFont = () =>
  `/@fs${realpathSync(createRequire(import.meta.url).resolve('@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2'))}`;

type RenderPage = (pathname: string, data: PrerenderData) => Promise<string>;

/** Loads web/entry-server.tsx through a throwaway Vite server (SSR transform); `close` when done. */
async function loadRenderer(root: string): Promise<{ render: RenderPage; close: () => Promise<void> }> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const entry = (await server.ssrLoadModule('/entry-server.tsx')) as { renderPage: RenderPage };
  return { render: entry.renderPage, close: () => server.close() };
}

/** JSON safe inside a script element: "<" never closes it. */
function jsonForScript(data: PrerenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A preload for the rendered page's priority image (CandidatePicture with `priority`), taken from its own
 * markup so the preload always asks for the file the <picture> will choose.
 */
export function lcpImagePreload(appHtml: string): string {
  const picture =
    /<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)"\/?>\s*<img[^>]*fetchpriority="high"/i.exec(appHtml);
  if (!picture) {
    // An admin's own hero image (the content editor's heroImagePath): one file, preloaded as it is.
    const single = /<img(?=[^>]*fetchpriority="high")[^>]*\ssrc="([^"]+)"/i.exec(appHtml);
    return single ? `\n    <link rel="preload" as="image" href="${single[1]}" fetchpriority="high" />` : '';
  }
  const [, srcset, sizes] = picture;
  return `\n    <link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`;
}

interface StaticPagesOptions {
  /** The site content and lists to render the public pages with (from the database when the build reaches one). */
  prerenderData?: () => Promise<PrerenderData>;
}

export function staticPages({ prerenderData }: StaticPagesOptions = {}): Plugin {
  let config: ResolvedConfig;
  let costs: RouteCost[] = [];
  const origin = siteOrigin();
  const files = generatedFiles(origin);

  return {
    name: 'static-pages',
    // After Vite's HTML plugin has written index.html with the hashed entry script.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0];
        const file = files.find(({ fileName }) => url === `/${fileName}`);
        if (!file) return next();
        res.setHeader('Content-Type', file.contentType);
        res.end(file.source);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // In the build, generateBundle writes each route's file; here only the dev server's per-request page.
        if (ctx.bundle) return html;
        const fontPreload = `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${devDisplayFont()}" />`;
        return withHead(html, pageForPath(ctx.originalUrl ?? ctx.path), origin, fontPreload + SHARED_HEAD);
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const template = String(index.source);
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
      if (!entry) return;
      const entryChunks = staticClosure(bundle, entry);
      costs = [];

      const data = prerenderData ? await prerenderData() : {};
      const renderer = await loadRenderer(config.root);
      const rendered = new Map<HeadPage, string>();
      try {
        for (const page of [...ALL_PAGES.filter((candidate) => candidate.index), NOT_FOUND]) {
          rendered.set(page, await renderer.render(page.path, data));
        }
      } finally {
        await renderer.close();
      }
      const cssSource = (fileName: string) => String((bundle[fileName] as Rollup.OutputAsset).source);
      // The latin subset only: the titles are Italian; other subsets load by unicode-range if ever needed.
      const displayFont = Object.keys(bundle).find((name) => /barlow-condensed-latin-700-normal.*\.woff2$/.test(name));

      const emitPage = (fileName: string, page: HeadPage) => {
        const routeChunk = page.module ? chunkFor(bundle, config.root, page.module) : undefined;
        const routeChunks = routeChunk
          ? staticClosure(bundle, routeChunk).filter((chunk) => !entryChunks.includes(chunk))
          : [];
        const entryCss = cssOf(entryChunks);
        const routeCss = cssOf(routeChunks).filter((file) => !entryCss.includes(file));
        const base = config.base;
        const appHtml = rendered.get(page);
        const soon = appHtml ? soonChunks(bundle, config.root, page.path, [...entryChunks, ...routeChunks]) : [];
        const modulePreload = (chunk: OutputChunk, attributes = '') =>
          `\n    <link rel="modulepreload" crossorigin href="${base}${chunk.fileName}"${attributes} />`;
        const preload = [
          ...routeChunks.map((chunk) => modulePreload(chunk)),
          // Not needed for the first paint: after the page's image, font and own code.
          ...soon.map((chunk) => modulePreload(chunk, ' fetchpriority="low"')),
          // A prerendered page inlines its CSS instead: no stylesheet request stands between the HTML and paint.
          ...(appHtml
            ? []
            : routeCss.map((file) => `\n    <link rel="stylesheet" crossorigin href="${base}${file}" />`)),
        ].join('');
        // The first screen's image and font are asked for before anything else in the page.
        const firstScreen = appHtml
          ? lcpImagePreload(appHtml) +
            (displayFont
              ? `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${displayFont}" />`
              : '')
          : '';
        // Search engines read the candidate and her upcoming stops from the home page (stops: their own pages).
        const structured =
          page.path === '/'
            ? `\n    ${jsonLdScript(homeStructuredData((data[API.tourEvents] as TourEvent[] | undefined) ?? [], origin))}`
            : '';
        let source = withHead(template, page, origin, firstScreen + SHARED_HEAD + preload + structured);
        if (appHtml) {
          // Also the CSS of what the page loads after hydration (below the fold, the cookie banner): the HTML
          // already shows those parts.
          const deferredCss = cssOf(deferredChunks(bundle, [entry, ...(routeChunk ? [routeChunk] : [])]));
          const inlined = [...new Set([...entryCss, ...routeCss, ...deferredCss])];
          const css = inlined.map(cssSource).join('\n');
          // Named for main.tsx, so that loading the page's chunks does not fetch and apply them a second time.
          const names = inlined.map((file) => `${base}${file}`).join(' ');
          source = source
            .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
            .replace(
              '</head>',
              `    <meta name="${INLINED_STYLESHEETS_META}" content="${names}" />\n    <style>${css}</style>\n  </head>`,
            )
            .replace(
              '<div id="root"></div>',
              `<div id="root">${appHtml}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(data)}</script>`,
            );
        }
        if (soon.length > 0) {
          // Those chunks import the entry, and Vite's loader adds a preload link for each import the page does
          // not already link. The entry's script element streams and compiles it off the main thread; a preload
          // link ahead of it would fetch it in its place and compile it on the main thread. Placed after the
          // script, the link fetches nothing more: it is there for the loader to find.
          const script = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
          if (!source.includes(script)) throw new Error(`static-pages: no entry script in ${fileName}`);
          source = source.replace(script, `${script}${modulePreload(entry)}`);
        }
        if (fileName === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName, source });

        if (page.index || page === NOT_FOUND) {
          const js = [...entryChunks, ...routeChunks].map((chunk) => chunk.fileName);
          const css = [...entryCss, ...routeCss];
          costs.push({
            path: page === NOT_FOUND ? '(404)' : page.path,
            jsGzip: js.reduce((sum, file) => sum + gzipSize(bundle, file), 0),
            cssGzip: css.reduce((sum, file) => sum + gzipSize(bundle, file), 0),
            files: [...js, ...css],
          });
        }
      };

      for (const page of ALL_PAGES) emitPage(page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`, page);
      emitPage('404.html', NOT_FOUND);
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
    closeBundle() {
      if (costs.length === 0) return;
      const width = Math.max(...costs.map((cost) => cost.path.length));
      const lines = costs.map(
        (cost) =>
          `  ${cost.path.padEnd(width)}  JS ${kb(cost.jsGzip).padStart(9)}  CSS ${kb(cost.cssGzip).padStart(8)}`,
      );
      config.logger.info(`\nFirst load per public route (gzip, level 9):\n${lines.join('\n')}\n`);
    },
  };
}
