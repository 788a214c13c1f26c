import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';

// Test files live under _lib: a .ts file at the top of functions/ would be deployed as a function.
const functionsDir = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const endpoints = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

describe('the API path table', () => {
  it('names exactly the paths the functions serve, one function per path', async () => {
    const served: string[] = [];
    for (const name of endpoints) {
      const module = (await import(`../${name}/${name}.ts`)) as { config: Config };
      // A scheduled function (the retention job) has no URL; it must then have a schedule.
      if (module.config.path === undefined) expect(module.config.schedule, name).toBeTruthy();
      else served.push(String(module.config.path));
    }
    // Pages a function builds (a tour stop's, /tappe/{id}) are not API paths.
    expect(served.filter((path) => path.startsWith('/api/')).sort()).toEqual(Object.values(API).sort());
  });
});
