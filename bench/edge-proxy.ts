/**
 * A stand-in for Netlify's CDN on 127.0.0.1, in front of a local site (`netlify serve` compresses nothing and caches
 * nothing): it brotli-compresses text answers for clients that accept it, as the CDN does, and, unless told not to,
 * keeps what the CDN would keep, by the rules `npm run bench:spike` models (bench/cdn-model.ts):
 * - a static file or page: until the next deploy (the proxy's life), keyed without its query string;
 * - a function's answer: for the `s-maxage` (plus `stale-while-revalidate`) of its `Netlify-CDN-Cache-Control`,
 *   keyed by its path and the query parameters its `Netlify-Vary` names;
 * - never a request other than GET, an answer other than 200 or 404, one that sets a cookie, or one the origin marks
 *   `private` or `no-store`.
 * A kept answer is kept compressed: the CDN compresses once, not at every visit.
 */
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { cdnCacheKey } from '../core/cdn-cache-key';
import { cdnLifetime, isFunction } from './cdn-model';
import { forwardWhole, listenLocally } from './local-proxy';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

interface Kept {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** Date.now() until which it is served; Infinity for static files. */
  until: number;
}

export interface EdgeProxy {
  url: string;
  /** Requests answered from what the proxy kept, and those it passed to the site. */
  counts: () => { hits: number; origin: number };
  close: () => void;
}

/** How long the CDN keeps this answer of the origin (ms), or 0 when it does not keep it. */
function keptFor(method: string, path: string, status: number, headers: IncomingHttpHeaders): number {
  if (method !== 'GET' || (status !== 200 && status !== 404) || headers['set-cookie']) return 0;
  const browser = String(headers['cache-control'] ?? '');
  if (/\b(private|no-store)\b/.test(browser)) return 0;
  if (!isFunction(path)) return status === 200 ? Infinity : 0;
  const control = String(headers['netlify-cdn-cache-control'] ?? headers['cdn-cache-control'] ?? '');
  if (/\b(private|no-store)\b/.test(control)) return 0;
  const { maxAge, swr } = cdnLifetime(control);
  return maxAge > 0 ? (maxAge + swr) * 1000 : 0;
}

/** `cache`: false passes every request to the site (compressing each answer), as before the edge kept any. */
export function startEdgeProxy(target: string, { cache = true } = {}): Promise<EdgeProxy> {
  const upstream = new URL(target);
  const kept = new Map<string, Kept>();
  /** The Netlify-Vary each function path answered with, to find its key before asking the origin. */
  const varies = new Map<string, string | null>();
  let hits = 0;
  let origin = 0;

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0];
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const key = () =>
      `${brotli ? 'br' : 'identity'} ${isFunction(path) ? cdnCacheKey(url, varies.get(path) ?? null) : path}`;
    const found = cache && req.method === 'GET' ? kept.get(key()) : undefined;
    if (found && found.until > Date.now()) {
      hits += 1;
      res.writeHead(found.status, found.headers);
      res.end(found.body);
      return;
    }
    origin += 1;
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    forwardWhole(upstream, req, res, { path: url, headers }, (answer, whole) => {
      let body = whole;
      const outHeaders: OutgoingHttpHeaders = { ...answer.headers };
      const type = String(answer.headers['content-type'] ?? '');
      if (brotli && COMPRESSIBLE.test(type) && body.length > 0) {
        body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        outHeaders['content-encoding'] = 'br';
        outHeaders.vary = 'Accept-Encoding';
      }
      delete outHeaders['transfer-encoding'];
      outHeaders['content-length'] = String(body.length);
      const status = answer.statusCode ?? 502;
      const keepMs = cache ? keptFor(req.method ?? 'GET', path, status, answer.headers) : 0;
      if (keepMs > 0) {
        if (isFunction(path)) {
          const vary = answer.headers['netlify-vary'];
          varies.set(path, typeof vary === 'string' ? vary : null);
        }
        kept.set(key(), { status, headers: outHeaders, body, until: Date.now() + keepMs });
      }
      res.writeHead(status, outHeaders);
      res.end(body);
    });
  });
  return listenLocally(server).then((address) => ({
    url: address,
    counts: () => ({ hits, origin }),
    close: () => server.close(),
  }));
}
