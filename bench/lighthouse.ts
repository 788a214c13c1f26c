/**
 * `npm run bench:lighthouse`: Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown) on every public
 * route of the production build, as a first-time visitor on a phone would get it. It starts `npm run preview` in a
 * fresh copy of the project, as the browser tests do (set BENCH_URL to measure a site already running instead),
 * puts a brotli-compressing proxy in front as Netlify's CDN compresses, runs Lighthouse three times per route
 * (BENCH_RUNS to change; BENCH_ROUTES=/,/contatti measures only those routes) and prints the medians.
 */
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser';
import { startPreview } from '../e2e/site';
import { LISTED_PAGES } from '../core/pages';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const PAGES = ROUTES ? LISTED_PAGES.filter((page) => ROUTES.includes(page.path)) : LISTED_PAGES;
if (PAGES.length === 0) throw new Error(`BENCH_ROUTES names no public route: ${process.env.BENCH_ROUTES}`);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** A proxy on 127.0.0.1 that brotli-compresses text responses for clients that accept it, as the CDN does. */
function startBrotliProxy(target: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(target);
  const server = createHttpServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const outHeaders = { ...answer.headers };
          const type = String(answer.headers['content-type'] ?? '');
          if (
            /\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
            COMPRESSIBLE.test(type) &&
            body.length > 0
          ) {
            body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
            outHeaders['content-encoding'] = 'br';
            outHeaders.vary = 'Accept-Encoding';
          }
          delete outHeaders['transfer-encoding'];
          outHeaders['content-length'] = String(body.length);
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(body);
        });
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** How often a run that Lighthouse could not complete (a runtime error, a metric it could not compute) is retried. */
const ATTEMPTS = 3;

async function measureOnce(url: string): Promise<Sample | { failed: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) return { failed: `${runtimeError.code}: ${runtimeError.message}` };
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const sample = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
    const missing = Object.entries(sample).filter(([, number]) => !Number.isFinite(number));
    return missing.length ? { failed: `no value for ${missing.map(([key]) => key).join(', ')}` } : sample;
  } finally {
    chrome.kill();
  }
}

/** One run's sample; a run Lighthouse could not complete is run again rather than counted as a number. */
async function measure(url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await measureOnce(url);
    if (!('failed' in sample)) return sample;
    console.error(`  ${url}: run failed (${sample.failed}), attempt ${attempt} of ${ATTEMPTS}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url}: ${sample.failed}`);
  }
}

const preview = process.env.BENCH_URL ? undefined : await startPreview();
const proxy = await startBrotliProxy(process.env.BENCH_URL ?? preview!.url);
try {
  const rows: string[] = [
    '| route | performance | FCP | LCP | TBT | CLS | bytes | a11y / best practices / SEO |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const page of PAGES) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(`${proxy.url}${page.path}`));
    const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    const row =
      `| ${page.path} | ${m('performance')} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s ` +
      `| ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('bytes') / 1024).toFixed(1)} kB ` +
      `| ${m('accessibility')} / ${m('bestPractices')} / ${m('seo')} |`;
    rows.push(row);
    console.error(row);
  }
  console.log(
    `\nLighthouse mobile, median of ${RUNS} (brotli proxy in front of ${process.env.BENCH_URL ?? 'npm run preview'}):\n`,
  );
  console.log(rows.join('\n'));
} finally {
  proxy.close();
  await preview?.stop();
}
