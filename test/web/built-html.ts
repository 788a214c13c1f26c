/** Reading the HTML the build writes, as a link preview or a browser without JavaScript would. */
import { FIRST_MODULES_META, SOON_MODULES_META } from '../../core/page-module-metas';

/** The content of a `<meta name|property="key">` tag, as written. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

/** The page's visible text as a browser without JavaScript shows it: tags and React's markers removed. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/**
 * The modules a built page fetches for its first load: those a page the build does not render links (its entry's
 * script, module preloads), and those a rendered page's after-first-paint script adds from the head's metas
 * (core/after-first-paint.ts); `soon`, those it adds at low priority, which only a rendered page has.
 */
export function pageModules(html: string): { first: string[]; soon: string[] } {
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const named = (key: string) => metaContent(html, key)?.split(' ').filter(Boolean) ?? [];
  return {
    first: [
      ...hrefs(/<script type="module" crossorigin src="([^"]+)">/g),
      ...hrefs(/<link rel="modulepreload" crossorigin href="([^"]+)" \/?>/g),
      ...named(FIRST_MODULES_META),
    ],
    soon: named(SOON_MODULES_META),
  };
}
