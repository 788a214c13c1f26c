/**
 * Netlify's CDN keys a function's cached response on its path and, unless the response's `Netlify-Vary` narrows
 * it, the whole query string: every `?fbclid=…` or `utm_*` link would be a new entry and a call to the function.
 * This is that rule, once: the functions' headers are built from it and the tests and the spike benchmark use it
 * as the CDN's model.
 */

/**
 * The `Netlify-Vary` of an answer that depends on `params` only. Netlify has no "no query parameter" form: an
 * answer that depends on none names one no link carries, so every variant of the URL shares one entry.
 */
export function netlifyVary(params: readonly string[]): string {
  return `query=${params.length > 0 ? params.join('|') : NO_PARAMETER}`;
}

const NO_PARAMETER = 'no-query-parameter';

/** The CDN's cache key for a URL answered with that `Netlify-Vary` (or none): path plus the varied parameters. */
export function cdnCacheKey(url: string, vary: string | null): string {
  const { pathname, searchParams } = new URL(url, 'https://cdn.invalid');
  const query = vary
    ?.split(',')
    .map((part) => part.trim())
    .find((part) => part === 'query' || part.startsWith('query='));
  if (!query || query === 'query') {
    const all = [...searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return all.length ? `${pathname}?${new URLSearchParams(all)}` : pathname;
  }
  const names = query.slice('query='.length).split('|');
  const kept = names
    .sort()
    .filter((name) => searchParams.has(name))
    .map((name) => [name, searchParams.get(name)!]);
  return kept.length ? `${pathname}?${new URLSearchParams(kept)}` : pathname;
}
