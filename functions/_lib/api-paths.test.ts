import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { ROUTED_METHODS } from './method-routes';

// Test files live under _lib: a .ts file at the top of functions/ would be deployed as a function.
const functionsDir = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const endpoints = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

interface Served {
  name: string;
  path: string;
  /** The methods Netlify routes to it: config.method, or every method when it names none. */
  methods: readonly string[] | undefined;
}

async function servedPaths(): Promise<Served[]> {
  const served: Served[] = [];
  for (const name of endpoints) {
    const module = (await import(`../${name}/${name}.ts`)) as { config: Config };
    // A scheduled function (the retention job) has no URL; it must then have a schedule.
    if (module.config.path === undefined) expect(module.config.schedule, name).toBeTruthy();
    else {
      const methods = module.config.method === undefined ? undefined : [module.config.method].flat();
      for (const route of [module.config.path].flat()) served.push({ name, path: route, methods });
    }
  }
  return served;
}

describe('the API path table', () => {
  it('names exactly the paths the functions serve', async () => {
    const paths = new Set((await servedPaths()).map((served) => served.path));
    // Pages a function builds (a tour stop's, /tappe/{id}) are not API paths.
    expect([...paths].filter((path) => path.startsWith('/api/')).sort()).toEqual(Object.values(API).sort());
  });

  it('routes each method of a path to exactly one function (docs/decisions/0020)', async () => {
    const byPath = new Map<string, Served[]>();
    for (const served of await servedPaths()) byPath.set(served.path, [...(byPath.get(served.path) ?? []), served]);
    for (const [route, functions] of byPath) {
      if (functions.length === 1) continue;
      // Two functions on one path split Netlify's routed methods between them: none is left to fall through to a
      // 404, and none reaches both, whose winner Netlify does not document.
      const methods = functions.flatMap((served) => served.methods ?? ['(every method)']);
      expect(methods.toSorted(), `${route}: ${functions.map((served) => served.name).join(', ')}`).toEqual(
        [...ROUTED_METHODS].sort(),
      );
    }
  });
});
