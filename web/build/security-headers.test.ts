import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_SECRET_MISSING } from '../../core/session-secret';
import { securityHeaders } from './security-headers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `_headers` as Netlify reads it: path lines, then indented "Name: value" lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const index = line.indexOf(':');
      current[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
    }
  }
  return rules;
}

describe('the built _headers', () => {
  let outDir: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'campagna-headers-'));
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('give every page a CSP with frame-ancestors and no inline scripts, HSTS, COOP and the usual headers', async () => {
    const rules = parseHeaders(await readFile(path.join(outDir, '_headers'), 'utf8'));
    const all = rules.get('/*');
    expect(all).toBeDefined();
    const csp = all!['content-security-policy'];
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(all!['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(all!['cross-origin-opener-policy']).toBe('same-origin');
    expect(all!['x-content-type-options']).toBe('nosniff');
    expect(all!['x-frame-options']).toBe('DENY');
    expect(all!['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('a production build on Netlify', () => {
  const start = (env: NodeJS.ProcessEnv) => () => {
    const plugin = securityHeaders(env);
    const hook = plugin.buildStart as (this: { error(message: string): never }) => void;
    hook.call({
      error(message: string): never {
        throw new Error(message);
      },
    });
  };

  it('fails early without a strong SESSION_SECRET', () => {
    expect(start({ CONTEXT: 'production' })).toThrow(SESSION_SECRET_MISSING);
    expect(start({ CONTEXT: 'production', SESSION_SECRET: 'short' })).toThrow(SESSION_SECRET_MISSING);
  });

  it('passes with one, and previews and local builds do not need it', () => {
    expect(start({ CONTEXT: 'production', SESSION_SECRET: 'x'.repeat(48) })).not.toThrow();
    expect(start({ CONTEXT: 'deploy-preview' })).not.toThrow();
    expect(start({})).not.toThrow();
  });
});
