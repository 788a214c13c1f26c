import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_LOCAL_ADMIN } from '../db/seed';
import { parseHeaders } from '../test/web/netlify-headers';
import { launchBrowser, pageLive } from '../test/browser/browser';
import { LANDING_ROUTES } from '../test/browser/routes';
import { PAGE_ROUTES } from '../core/page-routes';
import { CONDITION_MS } from '../test/patience';

/**
 * The production build served with its own `_headers` (the CSP among them), as Netlify's CDN serves it; the
 * API calls go on to the preview's functions. Every public route and the admin must work with no CSP
 * violation: Chromium reports each one in the console and as a securitypolicyviolation event. The build is the
 * run's one production build, made by the preview (test/browser/preview-setup.ts).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.ico': 'image/x-icon',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file)
    .then((s) => s.isFile())
    .catch(() => false);
}

/** A static server for dist/ with Netlify's pretty URLs (/chi-sono → chi-sono.html) and 404.html. */
function serveBuild(dir: string, headers: [string, string][], apiBase: string): Server {
  const apiOrigin = new URL(apiBase).origin;
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith('/api/')) {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const forward = new Headers();
        for (const name of ['content-type', 'cookie', 'accept']) {
          const value = req.headers[name];
          if (typeof value === 'string') forward.set(name, value);
        }
        // A proxy on the same site: the functions see their own origin, as behind Netlify's CDN.
        if (req.headers.origin) forward.set('origin', apiOrigin);
        const upstream = await fetch(`${apiBase}${url.pathname}${url.search}`, {
          method: req.method,
          headers: forward,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const out: Record<string, string | string[]> = {};
        upstream.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie'].includes(name))
            out[name] = value;
        });
        const cookies = upstream.headers.getSetCookie();
        if (cookies.length > 0) out['set-cookie'] = cookies;
        res.writeHead(upstream.status, out);
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const clean = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, path.join(clean, 'index.html')];
      let file: string | undefined;
      for (const candidate of candidates) {
        const full = path.join(dir, candidate);
        if (full.startsWith(dir) && (await isFile(full))) {
          file = full;
          break;
        }
      }
      const status = file ? 200 : 404;
      file ??= path.join(dir, '404.html');
      for (const [name, value] of headers) res.setHeader(name, value);
      res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
      res.writeHead(status);
      res.end(await readFile(file));
    })().catch((error: unknown) => {
      res.writeHead(502);
      res.end(String(error));
    });
  });
}

const apiBase = inject('previewURL');
const outDir = inject('productionBuildDir');
let server: Server;
let baseURL: string;
let browser: Browser;
let cspHeader: string | undefined;

beforeAll(async () => {
  // The `/*` rule: the only one the build writes.
  const headers = Object.entries(parseHeaders(await readFile(path.join(outDir, '_headers'), 'utf8')).get('/*') ?? {});
  cspHeader = headers.find(([name]) => name === 'content-security-policy')?.[1];
  server = serveBuild(outDir, headers, apiBase);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A page recording every CSP violation, from the console and from the DOM event. */
async function openPage(): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT' });
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { page, violations };
}

describe('the built site under its Content-Security-Policy header', () => {
  it('is served with the CSP of _headers', async () => {
    expect(cspHeader).toContain("frame-ancestors 'none'");
    const res = await fetch(`${baseURL}/chi-sono`);
    expect(res.headers.get('content-security-policy')).toBe(cspHeader);
  });

  it('would notice a violation: an inline script is blocked and reported', async () => {
    const { page, violations } = await openPage();
    await page.goto(PAGE_ROUTES.privacy.path);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
    await page.context().close();
  });

  for (const { path: route, heading } of LANDING_ROUTES) {
    it(`renders ${route} with no CSP violation`, async () => {
      const { page, violations } = await openPage();
      await page.goto(route);
      // Its code runs under the policy: the app, started at the first sign of use, or a page without it.
      await pageLive(page);
      await expect.poll(() => page.locator('main h1').first().textContent({ timeout: CONDITION_MS })).toMatch(heading);
      await expect.poll(() => page.locator('.skeleton, .page-loading').count(), { timeout: CONDITION_MS }).toBe(0);
      await expect.poll(() => page.getByRole('navigation', { name: 'Menu principale' }).count()).toBe(1);
      expect(violations).toEqual([]);
      await page.context().close();
    });
  }

  it('logs the admin in at /admin-login and shows the panel with no CSP violation', async () => {
    const { page, violations } = await openPage();
    await page.goto(PAGE_ROUTES.adminLogin.path);
    await page.getByRole('heading', { name: 'Area Riservata' }).waitFor({ timeout: CONDITION_MS });
    await page.getByLabel(/Username/).fill(DEFAULT_LOCAL_ADMIN.username);
    await page.getByLabel(/Password/).fill(DEFAULT_LOCAL_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { name: 'Pannello Amministrazione' }).waitFor({ timeout: CONDITION_MS });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
