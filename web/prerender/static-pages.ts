import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { PrerenderData } from '../../core/api-paths';
import { headTags, withHeadTags } from '../../core/head-tags';
import { htmlFile, PAGE_LIST, pageForPath, pageHead } from '../../core/pages';
import { FUNCTION_RENDERED_APP } from '../../core/rendered-root';
import { pageHtml, SHARED_HEAD, type BuiltSite } from './page-html';
import { costReport, routeCost, type RouteCost } from './route-costs';
import { generatedFiles, siteOrigin } from './site-files';

/**
 * Link previews (WhatsApp, Facebook, X) read the HTML and never run JavaScript, so every page of the page table
 * (core/pages.ts) gets its own HTML file with its own title, description, canonical URL, Open Graph and Twitter
 * tags. The dev server injects the same tags per request; the build writes `<route>.html` (Netlify serves
 * /chi-sono from chi-sono.html), preloads the route's own chunk and stylesheet, and prints what each prerendered
 * route costs on first load.
 *
 * The build also prerenders every public route and the 404 page (web/entry-server.tsx) into its HTML, with the
 * data it rendered as a JSON block that app-start.tsx hands to SWR before hydrating. So that a phone paints the page
 * from the first bytes: the page's CSS is inlined, the first screen's image and display font are preloaded.
 */

type OutputChunk = Rollup.OutputChunk;

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

interface StaticPagesOptions {
  /** The site content and lists to render the public pages with (from the database when the build reaches one). */
  prerenderData?: () => Promise<PrerenderData>;
}

/** The pages whose HTML the build renders, each with the path it is rendered at (the 404 at its file's). */
const PRERENDERED = PAGE_LIST.filter((page) => page.html === 'prerender').map((page) => ({
  page,
  at: page.path === '*' ? `/${htmlFile(page).replace(/\.html$/, '')}` : page.path,
}));

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
        const tags = headTags(pageHead(pageForPath(ctx.originalUrl ?? ctx.path), origin));
        return withHeadTags(html, tags, fontPreload + SHARED_HEAD);
      },
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
      if (!entry) return;
      const site: BuiltSite = {
        bundle,
        root: config.root,
        base: config.base,
        template: String(index.source),
        entry,
        // The latin subset only: the titles are Italian; other subsets load by unicode-range if ever needed.
        displayFont: Object.keys(bundle).find((name) => /barlow-condensed-latin-700-normal.*\.woff2$/.test(name)),
        origin,
      };
      costs = [];

      const data = prerenderData ? await prerenderData() : {};
      const renderer = await loadRenderer(config.root);
      const rendered = new Map<string, string>();
      try {
        for (const { page, at } of PRERENDERED) rendered.set(page.id, await renderer.render(at, data));
      } finally {
        await renderer.close();
      }

      for (const page of PAGE_LIST) {
        // A page a function renders gets the same frame, with a mark where the function puts the page.
        const perRequest = page.html === 'function';
        const appHtml = perRequest ? FUNCTION_RENDERED_APP : rendered.get(page.id);
        const { html, js, css } = pageHtml(
          site,
          page,
          appHtml === undefined ? undefined : { appHtml, data: perRequest ? {} : data },
        );
        const fileName = htmlFile(page);
        if (fileName === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName, source: html });
        if (page.html === 'prerender') costs.push(routeCost(bundle, page.path === '*' ? '(404)' : page.path, js, css));
      }
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
    closeBundle() {
      if (costs.length > 0) config.logger.info(costReport(costs));
    },
  };
}
