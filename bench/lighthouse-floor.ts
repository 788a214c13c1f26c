/**
 * `npm run bench:lighthouse-floor`: what a page's document costs without any of its code. It measures, as
 * `bench:lighthouse` does (the production build behind the CDN model, Lighthouse's mobile defaults, five runs, the
 * default 4× and the two calibrated phones), each public route's prerendered HTML with every module script and
 * module preload taken out, and a near-empty page. What blocks then is the browser's own work on the document (its
 * parsing, style, layout, images, fonts) and the measuring machine's noise: the floor under which no change to the
 * page's code can bring its TBT. BENCH_ROUTES and BENCH_RUNS as for bench:lighthouse.
 */
import { createServer } from 'node:http';
import { startPreview } from '../test/browser/site';
import { LISTED_PAGES } from '../core/pages';
import { PHONES } from './cpu-calibration';
import { startEdgeProxy } from './edge-proxy';
import { forwardWhole, listenLocally } from './local-proxy';
import { measure, medianOf, READINGS, type Run } from './lighthouse-run';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const PATHS = LISTED_PAGES.map((page) => page.path).filter((path) => !ROUTES || ROUTES.includes(path));
/** Where the document-only copy of a route is served: this prefix, then the route. */
const PREFIX = '/__documento__';
const EMPTY = '/__vuota__';
const EMPTY_PAGE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Pagina vuota</title>' +
  '<meta name="description" content="Una pagina quasi vuota, per misurare il banco."></head>' +
  '<body><main><h1>Pagina vuota</h1><p>Nessuno stile, nessuno script.</p></main></body></html>';

/** The document without its code: no module script (inline or not), no module preload. */
const withoutCode = (html: string): string =>
  html.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/** An origin in front of the site that serves the document-only copies and passes everything else through. */
async function startDocumentOrigin(site: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(site);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === EMPTY) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(EMPTY_PAGE);
      return;
    }
    const document = url.startsWith(PREFIX);
    const path = document ? url.slice(PREFIX.length) || '/' : url;
    forwardWhole(upstream, req, res, { path, headers: { ...req.headers, host: upstream.host } }, (answer, whole) => {
      const body = document ? Buffer.from(withoutCode(whole.toString('utf8'))) : whole;
      const headers = { ...answer.headers, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      res.writeHead(answer.statusCode ?? 502, headers);
      res.end(body);
    });
  });
  return { url: await listenLocally(server), close: () => server.close() };
}

const preview = process.env.BENCH_URL ? undefined : await startPreview();
const origin = await startDocumentOrigin(process.env.BENCH_URL ?? preview!.url);
const proxy = await startEdgeProxy(origin.url);
try {
  const rows: string[] = [];
  const pages = [...PATHS.map((path) => ({ name: `${path}, without code`, path: `${PREFIX}${path}` }))];
  pages.push({ name: 'an empty page', path: EMPTY });
  for (const page of pages) {
    await measure(`${proxy.url}${page.path}`);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${proxy.url}${page.path}`));
    const cells = READINGS.map((reading) => {
      const tbts = runs.map((run) => Math.round(run.samples[reading].tbt)).join(', ');
      return `${Math.round(medianOf(runs, reading, 'tbt'))} ms (${tbts})`;
    });
    rows.push(`| ${page.name} | ${cells.join(' | ')} |`);
    console.error(rows.at(-1));
  }
  console.log(
    `\nTBT of the documents alone, median of ${RUNS} (each run's in brackets), behind the CDN model:\n\n` +
      `| page | 4× | ${PHONES.midTier.label} | ${PHONES.lowTier.label} |\n|---|---|---|---|\n${rows.join('\n')}`,
  );
} finally {
  proxy.close();
  origin.close();
  await preview?.stop();
}
