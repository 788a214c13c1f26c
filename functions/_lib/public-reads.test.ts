import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { zipFunction } from '@netlify/zip-it-and-ship-it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNeonHttpEndpoint, type NeonHttpEndpoint } from '../../test/server/neon-http-endpoint';
import { useTestDatabase } from '../../test/server/test-database';
import { PUBLIC_READ_FUNCTIONS } from './public-reads';
import { HOOK_MS, TEST_MS } from '../../test/patience';

/*
 * The public reads as Netlify deploys them (docs/decisions/0020): bundled by zip-it-and-ship-it, then run in a fresh
 * Node process that serves one GET and reports every package it loaded. A read path that imports requireAdmin, a
 * schema or the password helpers, or a database client that loads both drivers, fails here.
 */

useTestDatabase();

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const NOT_IN_A_READ = ['bcryptjs', 'jose', 'yup', '@netlify/database'];
const DRIVERS = ['pg', '@neondatabase/serverless'];
/** Nothing listens on port 9: the stop page's fetch of its shell fails at once, wherever the tests run. */
const ORIGIN = 'http://127.0.0.1:9';

const UNKNOWN_UPLOAD = '00000000-0000-4000-8000-000000000000';

/** One GET per public read, and the status it gives on an empty database. */
const REQUESTS: Record<string, { path: string; params?: Record<string, string>; status: number }> = {
  content: { path: '/api/content', status: 200 },
  'visited-cities': { path: '/api/visited-cities', status: 200 },
  'tour-events': { path: '/api/tour-events', status: 200 },
  'campaign-materials': { path: '/api/campaign-materials', status: 200 },
  'tour-calendar': { path: '/api/tour-events.ics', status: 200 },
  'tour-stop-page': { path: '/tappe/1', params: { id: '1' }, status: 404 },
  'tour-stop-image': { path: '/tappe/1/anteprima.png', params: { id: '1' }, status: 404 },
  'material-file': {
    path: `/api/material-files/${UNKNOWN_UPLOAD}/volantino.pdf`,
    params: { id: UNKNOWN_UPLOAD, name: 'volantino.pdf' },
    status: 404,
  },
};

/** Resolve hooks that tell the main thread every module URL the process loads (Node's module.register). */
const HOOKS = `let port;
export function initialize(data) {
  port = data.port;
  port.on('message', () => port.postMessage(null));
}
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;

/** Imports the bundle, serves one GET, prints its status and the packages loaded. */
const SERVE_ONE_GET = `import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
let flushed;
port1.on('message', (url) => (url === null ? flushed() : urls.push(url)));
register('data:text/javascript,' + encodeURIComponent(process.env.HOOKS), {
  data: { port: port2 },
  transferList: [port2],
});
const neon = process.env.NEON_ENDPOINT;
if (neon) {
  const fetchAnywhere = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    new URL(String(input)).hostname.endsWith('.neon.tech') ? fetchAnywhere(neon, init) : fetchAnywhere(input, init);
}
const { default: handler } = await import(process.env.BUNDLE_MODULE);
const res = await handler(new Request(process.env.REQUEST_URL), { params: JSON.parse(process.env.PARAMS), ip: '203.0.113.7' });
await new Promise((done) => { flushed = done; port1.postMessage('flush'); });
const packages = urls.map((url) => /.*\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url)?.[1]).filter(Boolean);
process.stdout.write(JSON.stringify({ status: res.status, packages: [...new Set(packages)].sort() }));
process.exit(0);`;

let out: string;
let neonEndpoint: NeonHttpEndpoint;
const mainModules = new Map<string, string>();

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'campagna-public-reads-'));
  for (const name of PUBLIC_READ_FUNCTIONS) {
    const result = await zipFunction(path.join(ROOT, 'functions', name), out, {
      archiveFormat: 'none',
      basePath: ROOT,
      config: { '*': { nodeBundler: 'esbuild' } },
    });
    if (!result?.path || !result.mainFile) throw new Error(`${name} did not bundle`);
    mainModules.set(name, path.join(result.path, path.relative(ROOT, result.mainFile)).replace(/\.ts$/, '.mjs'));
  }
  neonEndpoint = await startNeonHttpEndpoint(process.env.NETLIFY_DB_URL!);
}, HOOK_MS);
afterAll(async () => {
  await neonEndpoint?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

async function serveOneGet(name: string, env: Record<string, string>) {
  const request = REQUESTS[name];
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', SERVE_ONE_GET], {
    cwd: os.tmpdir(),
    env: {
      ...process.env,
      ...env,
      HOOKS,
      BUNDLE_MODULE: pathToFileURL(mainModules.get(name)!).href,
      REQUEST_URL: `${ORIGIN}${request.path}`,
      PARAMS: JSON.stringify(request.params ?? {}),
    },
  });
  return JSON.parse(stdout) as { status: number; packages: string[] };
}

/** The packages a bundled module imports as it loads: its top-level `import … from "x"` and `import "x"`. */
const importedAtLoad = (code: string) =>
  [...code.matchAll(/^import\s(?:[^;"]*?\sfrom\s*)?"([^"]+)"/gms)].map(([, specifier]) => specifier);

describe('the public read functions, bundled as Netlify deploys them', () => {
  it('are the functions the list names, each with a GET here', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual([...PUBLIC_READ_FUNCTIONS].sort());
  });

  describe.each(PUBLIC_READ_FUNCTIONS)('%s', (name) => {
    it('packs no bcryptjs, jose, yup or @netlify/database, and imports no database driver as it loads', async () => {
      const bundle = path.dirname(path.dirname(path.dirname(mainModules.get(name)!)));
      const packed = (await readdir(path.join(bundle, 'node_modules'), { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile() && entry.name === 'package.json')
        .map((entry) => path.relative(path.join(bundle, 'node_modules'), entry.parentPath));
      for (const forbidden of NOT_IN_A_READ) expect(packed, forbidden).not.toContain(forbidden);
      const atLoad = importedAtLoad(await readFile(mainModules.get(name)!, 'utf8'));
      for (const module of [...NOT_IN_A_READ, ...DRIVERS]) expect(atLoad, module).not.toContain(module);
    });

    it(
      'serves a GET from Postgres loading pg as its one driver',
      async () => {
        const { status, packages } = await serveOneGet(name, {});
        expect(status).toBe(REQUESTS[name].status);
        expect(packages.filter((found) => [...DRIVERS, ...NOT_IN_A_READ].includes(found))).toEqual(['pg']);
      },
      TEST_MS,
    );

    it(
      'serves a GET from Neon over HTTP loading @neondatabase/serverless as its one driver',
      async () => {
        const served = neonEndpoint.served();
        const { status, packages } = await serveOneGet(name, {
          NETLIFY_DB_URL: 'postgresql://sito:segreto@ep-prova-123456.eu-central-1.aws.neon.tech/neondb',
          NETLIFY_DB_DRIVER: 'serverless',
          NEON_ENDPOINT: neonEndpoint.url,
        });
        expect(status).toBe(REQUESTS[name].status);
        expect(neonEndpoint.served()).toBeGreaterThan(served);
        expect(packages.filter((found) => [...DRIVERS, ...NOT_IN_A_READ].includes(found))).toEqual([
          '@neondatabase/serverless',
        ]);
      },
      TEST_MS,
    );
  });
});
