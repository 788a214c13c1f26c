import type { PrerenderData } from './api-paths';

/** The id of the `<script type="application/json">` element that carries the PrerenderData into the page. */
export const PRERENDER_DATA_ID = 'prerender-data';

/** JSON safe inside a script element: "<" never closes it. */
function jsonForScript(data: PrerenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Marks the root of a page that loads no app (core/pages.ts `withoutApp`): web/main.tsx reads it. */
export const WITHOUT_APP_ATTRIBUTE = 'data-without-app';

/** Marks the root of a page whose app starts at once (core/pages.ts `appAtLoad`): web/main.tsx reads it. */
export const APP_AT_LOAD_ATTRIBUTE = 'data-app-at-load';

/**
 * Set on the root once the page's code has run (web/main.tsx): its app has been asked to hydrate or render, or, on a
 * page without the app, its own script has kept it current. The page is live.
 */
export const PAGE_LIVE_ATTRIBUTE = 'data-live';

/**
 * How a rendered page's code starts, which web/main.tsx reads from its root: at the visitor's first sign of use
 * (web/lib/first-use.ts), at once (core/pages.ts `appAtLoad`), or never, its HTML being the page (`withoutApp`).
 */
type RootStart = 'first-use' | 'at-load' | 'without-app';

/**
 * A page's root as the server writes it: the app rendered into it, then the data it was rendered with, which
 * main.tsx hands to SWR before hydrating (none for a page without the app). Written by the build for the
 * prerendered pages and by a function for the tour stops' pages.
 */
export function renderedRoot(appHtml: string, data: PrerenderData, start: RootStart = 'first-use'): string {
  if (start === 'without-app') return `<div id="root" ${WITHOUT_APP_ATTRIBUTE}>${appHtml}</div>`;
  const marker = start === 'at-load' ? ` ${APP_AT_LOAD_ATTRIBUTE}` : '';
  return `<div id="root"${marker}>${appHtml}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(data)}</script>`;
}

/**
 * What the build renders into the shell of a page a function renders per request (tappa.html, with the inlined
 * CSS, font and preloads of a prerendered page); the function finds `FUNCTION_RENDERS_HERE` there and writes its
 * page in its place, `renderedRoot(html, data)`.
 */
export const FUNCTION_RENDERED_APP = '<!--rendered per request-->';
export const FUNCTION_RENDERS_HERE = renderedRoot(FUNCTION_RENDERED_APP, {});

/**
 * The renderer the tour stops' function renders their pages with: web/entry-server.tsx built by `vite build --ssr`
 * (the second step of `npm run build`) into one file, relative to the project (the function's working directory),
 * which netlify.toml's `included_files` ships beside the function.
 */
export const STOP_PAGE_RENDERER = '.netlify/stop-page-renderer/entry-server.js';
