import type { Config } from '@netlify/functions';
import { tourStopPath } from '../../core/page-routes';
import { htmlFile, PAGES } from '../../core/pages';
import { SECURITY_HEADERS } from '../../core/security-headers';
import { PUBLIC_LISTS } from '../../core/public-lists';
import { getDb } from '../../db/client';
import { onDevelopmentServer } from '../../server/env';
import { readPublicData } from '../../db/public-data';
import { CACHE_TAGS, CDN_NOT_FOUND_MAX_AGE, publicCacheHeaders } from '../_lib/cache';
import { parseId } from '../_lib/http';
import { stopPageRenderer } from './stop-page-renderer';
import { tourStopPage } from './tour-stop-html';

/** The shell the build writes for /tappe/{id} (tappa.html); the dev server has only its index page. */
const SHELLS = [`/${htmlFile(PAGES.tourStop)}`, PAGES.home.path];

const NOT_FOUND_FALLBACK = `<!doctype html><html lang="it"><head><meta charset="utf-8" /><title>Pagina non trovata</title>
<meta name="viewport" content="width=device-width, initial-scale=1" /></head>
<body><main><h1>Pagina non trovata</h1><p><a href="/">Torna alla home</a></p></main></body></html>`;

const SERVER_ERROR = `<!doctype html><html lang="it"><head><meta charset="utf-8" /><title>Errore</title>
<meta name="viewport" content="width=device-width, initial-scale=1" /></head>
<body><main><h1>Si è verificato un errore</h1><p>Riprova più tardi. <a href="/">Torna alla home</a></p></main></body></html>`;

/** One copy per function instance: the shell changes only with a deploy, which starts new instances. */
const shells = new Map<string, Promise<string | null>>();

async function fetchText(url: string): Promise<string | null> {
  try {
    const res = await fetch(url);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

function pageShell(origin: string): Promise<string | null> {
  let shell = shells.get(origin);
  if (!shell) {
    shell = (async () => {
      for (const path of SHELLS) {
        const text = await fetchText(`${origin}${path}`);
        if (text?.includes('<div id="root"')) return text;
      }
      return null;
    })();
    shells.set(origin, shell);
    // A failed fetch is not kept: the next request tries again.
    void shell.then((text) => text ?? shells.delete(origin));
  }
  return shell;
}

/**
 * An HTML answer with the security headers the static pages get from `_headers`, which does not reach a
 * function. The development server's pages run Vite's inline preamble, which the policy would refuse: there
 * alone, known from the environment and never from the page's text (which carries an admin's words), the
 * answer goes without the Content-Security-Policy, as the dev server's own pages do.
 */
const html = (body: string, status: number, headers?: HeadersInit) => {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) merged.set(name, value);
  if (onDevelopmentServer()) merged.delete('Content-Security-Policy');
  merged.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers: merged });
};

/**
 * The site's own 404 page, with a real 404 status, kept briefly by the CDN under the tour's tag: a burst of
 * requests for a stop that does not exist (or not yet: creating one purges the tag) reaches the database once.
 */
async function notFound(origin: string): Promise<Response> {
  return html(
    (await fetchText(`${origin}/${htmlFile(PAGES.notFound)}`)) ?? NOT_FOUND_FALLBACK,
    404,
    publicCacheHeaders(CACHE_TAGS.tourEvents, { maxAge: CDN_NOT_FOUND_MAX_AGE }),
  );
}

/**
 * /tappe/{id}: a tour stop's page, rendered per request with the app's own renderer into the build's shell (the
 * same inlined CSS, font and preloads as the prerendered pages), with that stop's preview tags, and cached at the
 * CDN under the tags of what it shows (a write to a stop, a city or the content purges it). Unknown, deleted or
 * malformed ids get the 404 page with a 404 status.
 */
export default async (req: Request, context: { params?: Record<string, string> }): Promise<Response> => {
  const origin = new URL(req.url).origin;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  let id: number;
  try {
    id = parseId(context.params?.id);
  } catch {
    return notFound(origin);
  }
  try {
    // What the page shows: the stop, the stops around it, its city on the map, the header and footer's content.
    const data = await readPublicData(getDb(), { materials: false });
    const stop = data[PUBLIC_LISTS.tourEvents].find((event) => event.id === id);
    if (!stop) return notFound(origin);
    const [shell, render] = await Promise.all([pageShell(origin), stopPageRenderer()]);
    if (!shell) return notFound(origin);
    const appHtml = render ? await render(tourStopPath(id), data) : undefined;
    const page = tourStopPage(shell, stop, origin, appHtml === undefined ? undefined : { appHtml, data });
    if (!page) return notFound(origin);
    // Purged by any change to what it shows: the stops, the cities on the map, the site content.
    const tags = [CACHE_TAGS.tourEvents, CACHE_TAGS.visitedCities, CACHE_TAGS.content];
    return html(req.method === 'HEAD' ? '' : page, 200, publicCacheHeaders(tags));
  } catch (error) {
    // The message only: a database error's detail could carry row data.
    console.error(`GET ${tourStopPath(id)} failed:`, error instanceof Error ? error.message : String(error));
    return html(SERVER_ERROR, 500, { 'Cache-Control': 'no-store' });
  }
};

// A literal, as Netlify reads it from the source (decision 0008); the test checks it is the page table's.
export const config: Config = { path: '/tappe/:id' };
