/**
 * The files a meta tag of the page's head names, space-separated: the build writes such lists for the browser
 * (web/prerender/page-html.ts `listMeta`: the stylesheets it inlined, the modules to fetch after the load).
 */
export function metaList(name: string): string[] {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
}
