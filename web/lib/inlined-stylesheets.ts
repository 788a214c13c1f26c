import { metaList } from './meta-list';

/**
 * The meta tag in which the build names the stylesheets it inlined into a prerendered page
 * (web/prerender/page-html.ts).
 */
export const INLINED_STYLESHEETS_META = 'inlined-stylesheets';

/**
 * Vite's chunk loader fetches and applies the stylesheets of each chunk it loads unless the page already links
 * them. A prerendered page carries them inline instead, so each would arrive a second time while the page loads,
 * each recalculating the style and layout of the whole page. Linked as disabled stylesheets, which the browser
 * neither fetches nor applies, they count as already there. It runs as this module is evaluated, before any chunk
 * is loaded: main.tsx imports it first.
 */
function markInlinedStylesheets(): void {
  for (const href of metaList(INLINED_STYLESHEETS_META)) {
    // disabled before href: the browser never fetches it.
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', disabled: true, href }));
  }
}

// Also read by the build (for the meta tag's name), where there is no document.
if (typeof document !== 'undefined') markInlinedStylesheets();
