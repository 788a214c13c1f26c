import type { Rollup } from 'vite';
import { API, type PrerenderData } from '../../core/api-paths';
import { headTags, withHeadTags } from '../../core/head-tags';
import { pageHead, type Page } from '../../core/pages';
import type { TourEvent } from '../../core/schema/tour-event.schema';
import { AFTER_FIRST_PAINT_SCRIPT } from '../../core/after-first-paint';
import { FIRST_MODULES_META, LATER_MODULES_META, SOON_MODULES_META } from '../../core/page-module-metas';
import { homeStructuredData } from '../../core/structured-data';
import { renderedRoot } from '../../core/rendered-root';
import { INLINED_STYLESHEETS_META } from '../lib/inlined-stylesheets';
import {
  chunkFor,
  cssOf,
  deferredChunks,
  entryClosure,
  entryClosureWithoutApp,
  laterChunks,
  soonChunks,
  staticClosure,
} from './chunk-graph';

type OutputChunk = Rollup.OutputChunk;

/** Head links every page shares; the manifest and icons come from web/public. */
export const SHARED_HEAD = `
    <meta name="theme-color" content="#0b3d91" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />`;

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

/** A meta tag naming files for the browser, which reads it with web/lib/meta-list.ts. */
const listMeta = (name: string, hrefs: string[]) => `<meta name="${name}" content="${hrefs.join(' ')}" />`;

/** What every page's HTML is made from: the build's bundle, its index.html and its entry. */
export interface BuiltSite {
  bundle: Rollup.OutputBundle;
  /** Vite's root (web/) and base URL. */
  root: string;
  base: string;
  /** index.html as Vite wrote it, with the hashed entry script. */
  template: string;
  entry: OutputChunk;
  /** The display font's file, preloaded by every rendered page. */
  displayFont?: string;
  origin: string;
}

/**
 * One page's HTML file: its head tags, its own screen's modules and what it loads soon, and, for a page the build
 * rendered, the rendered page with its CSS inlined, the data it rendered for SWR and the script that starts its
 * code after the first paint (named in metas, not linked: core/after-first-paint.ts). Also the JavaScript
 * and CSS files of its first load, for the printed costs.
 */
export function pageHtml(
  site: BuiltSite,
  page: Page,
  rendered?: { appHtml: string; data: PrerenderData },
): { html: string; js: string[]; css: string[] } {
  const { bundle, root, base, entry } = site;
  // A page without the app loads the entry alone, which starts its listeners and nothing else (web/main.tsx).
  const entryChunks = page.withoutApp ? entryClosureWithoutApp(bundle, root, entry) : entryClosure(bundle, entry);
  const routeChunk = page.screen ? chunkFor(bundle, root, page.screen) : undefined;
  const routeChunks = routeChunk
    ? staticClosure(bundle, routeChunk).filter((chunk) => !entryChunks.includes(chunk))
    : [];
  const entryCss = cssOf(entryChunks);
  const routeCss = cssOf(routeChunks).filter((file) => !entryCss.includes(file));
  const appHtml = rendered?.appHtml;
  // Its screen's chunks still give a page without the app its CSS (inlined below); it fetches none of them.
  const firstChunks = page.withoutApp ? [] : routeChunks;
  const soon = appHtml ? soonChunks(bundle, root, page, [...entryChunks, ...firstChunks]) : [];
  const later = appHtml ? laterChunks(bundle, root, page, [...entryChunks, ...routeChunks, ...soon]) : [];
  const modulePreload = (chunk: OutputChunk) =>
    `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}" />`;
  const hrefs = (chunks: OutputChunk[]) => chunks.map((chunk) => `${base}${chunk.fileName}`);
  const preload = (
    appHtml
      ? [
          // A rendered page starts its code after its first paint (core/after-first-paint.ts): its entry and own
          // chunks, then, at low priority, what it loads while it is read.
          listMeta(
            FIRST_MODULES_META,
            hrefs([entry, ...entryChunks.filter((chunk) => chunk !== entry), ...firstChunks]),
          ),
          ...(soon.length > 0 ? [listMeta(SOON_MODULES_META, hrefs(soon))] : []),
          // Fetched once the page has loaded (web/lib/later-modules.ts).
          ...(later.length > 0 ? [listMeta(LATER_MODULES_META, hrefs(later))] : []),
        ]
      : [
          ...routeChunks.map((chunk) => modulePreload(chunk)),
          ...routeCss.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}" />`),
        ]
  )
    .map((tag) => `\n    ${tag}`)
    .join('');
  // The first screen's image and font are asked for before anything else in the page.
  const firstScreen = appHtml
    ? lcpImagePreload(appHtml) +
      (site.displayFont
        ? `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${site.displayFont}" />`
        : '')
    : '';
  const head = pageHead(page, site.origin);
  // Search engines read the candidate and her upcoming stops from the home page (stops: their own pages).
  const structuredData =
    page.id === 'home'
      ? homeStructuredData((rendered?.data[API.tourEvents] as TourEvent[] | undefined) ?? [], site.origin)
      : undefined;
  let html = withHeadTags(site.template, headTags({ ...head, structuredData }), firstScreen + SHARED_HEAD + preload);
  if (rendered) {
    // Also the CSS of what the page loads after hydration (below the fold, the cookie banner): the HTML already
    // shows those parts.
    const deferredCss = cssOf(deferredChunks(bundle, [entry, ...(routeChunk ? [routeChunk] : [])]));
    const inlined = [...new Set([...entryCss, ...routeCss, ...deferredCss])];
    const css = inlined.map((file) => String((bundle[file] as Rollup.OutputAsset).source)).join('\n');
    // Named for main.tsx, so that loading the page's chunks does not fetch and apply them a second time.
    const inlinedMeta = listMeta(
      INLINED_STYLESHEETS_META,
      inlined.map((file) => `${base}${file}`),
    );
    html = html
      // Its stylesheets are inlined, its modules named for the script below.
      .replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
      .replace('</head>', () => `    ${inlinedMeta}\n    <style>${css}</style>\n  </head>`)
      .replace('<div id="root"></div>', () =>
        renderedRoot(
          rendered.appHtml,
          rendered.data,
          page.withoutApp ? 'without-app' : page.appAtLoad ? 'at-load' : 'first-use',
        ),
      );
    // Its code starts after the first paint, from the one inline script the CSP allows.
    const script = `<script type="module" crossorigin src="${base}${entry.fileName}"></script>`;
    if (!html.includes(script)) throw new Error(`prerender: no entry script in ${page.path}'s HTML`);
    html = html
      .replace(script, '')
      .replace(/\s*<\/body>/, () => `\n    <script type="module">${AFTER_FIRST_PAINT_SCRIPT}</script>\n  </body>`);
  }
  return {
    html,
    js: [...entryChunks, ...firstChunks].map((chunk) => chunk.fileName),
    css: [...entryCss, ...routeCss],
  };
}
