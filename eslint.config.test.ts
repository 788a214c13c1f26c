import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints the fixtures wherever they are, the cycle's scratch folder too (the project's own lint ignores it).
const eslint = new ESLint({ ignore: false });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath` (which need not exist). */
async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

// ESLint's first lint loads the config, its plugins and the import resolver: seconds on a busy machine, paid
// here under the hook's timeout rather than by whichever test comes first.
beforeAll(async () => {
  await ruleIds('core/warm-up.ts', 'export const warm = 1;\n');
});

describe('the layering lint', () => {
  it.each([
    [
      'a feature importing another feature',
      'web/features/home/Scratch.tsx',
      "import { ContactForm } from '../contact/ContactForm';",
    ],
    [
      'the web app importing a query',
      'web/features/home/Scratch.tsx',
      "import { getSiteContent } from '../../../db/queries/site-content.queries';",
    ],
    ['the web app importing a function', 'web/lib/scratch.ts', "import { json } from '../../functions/_lib/http';"],
    ['web/lib importing the app layout', 'web/lib/scratch.ts', "import { NotFound } from '../app/NotFound';"],
    [
      'a shared component importing the app shell',
      'web/components/Scratch.tsx',
      "import { NotFound } from '../app/NotFound';",
    ],
    [
      'a shared component importing a feature',
      'web/components/Scratch.tsx',
      "import { HomePage } from '../features/home/HomePage';",
    ],
    [
      'web/lib importing a shared component',
      'web/lib/scratch.ts',
      "import { VenetoMap } from '../components/VenetoMap';",
    ],
    ['web/app importing a feature', 'web/app/Scratch.tsx', "import { HomePage } from '../features/home/HomePage';"],
    ['the kernel importing the web app', 'core/scratch.ts', "import { apiGet } from '../web/lib/api';"],
    ['the kernel importing the database', 'core/scratch.ts', "import { getDb } from '../db/client';"],
    ['the database importing a function helper', 'db/scratch.ts', "import { json } from '../functions/_lib/http';"],
    ['the server settings importing the database', 'server/scratch.ts', "import { getDb } from '../db/client';"],
    ['the kernel importing the server settings', 'core/scratch.ts', "import { siteUrl } from '../server/env';"],
    ['the web app importing the server settings', 'web/lib/scratch.ts', "import { siteUrl } from '../../server/env';"],
    ['a function importing the web app', 'functions/contact/scratch.ts', "import { apiGet } from '../../web/lib/api';"],
    [
      'a script reaching into query internals',
      'scripts/scratch.ts',
      "import { getSiteContent } from '../db/queries/site-content.queries';",
    ],
    [
      'a benchmark reaching into a function helper',
      'bench/scratch.ts',
      "import { json } from '../functions/_lib/http';",
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it.each([
    [
      'a feature importing the kernel, lib and app',
      'web/features/home/Scratch.tsx',
      "import { API } from '../../../core/api-paths';\nimport { apiGet } from '../../lib/api';\nimport { NotFound } from '../../app/NotFound';\nexport const used = [API, apiGet, NotFound];",
    ],
    [
      'a feature and the shell importing a shared component',
      'web/features/home/Scratch.tsx',
      "import { VenetoMap } from '../../components/VenetoMap';\nexport const used = [VenetoMap];",
    ],
    [
      'a shared component importing lib and the kernel',
      'web/components/Scratch.tsx',
      "import { apiGet } from '../lib/api';\nimport { API } from '../../core/api-paths';\nexport const used = [apiGet, API];",
    ],
    [
      'a feature importing its own module',
      'web/features/home/Scratch.tsx',
      "import { HomePage } from './HomePage';\nexport const used = [HomePage];",
    ],
    [
      'the database importing the server settings and core',
      'db/scratch.ts',
      "import { databaseEnv } from '../server/env';\nimport { API } from '../core/api-paths';\nexport const used = [databaseEnv, API];",
    ],
    [
      'a function importing db and core',
      'functions/contact/scratch.ts',
      "import { getDb } from '../../db/client';\nimport { API } from '../../core/api-paths';\nexport const used = [getDb, API];",
    ],
    [
      'a benchmark reading the list of the public reads',
      'bench/scratch.ts',
      "import { PUBLIC_READ_FUNCTIONS } from '../functions/_lib/public-reads';\nexport const used = [PUBLIC_READ_FUNCTIONS];",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, code)).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a function importing server test support',
      'functions/contact/scratch.ts',
      "import { call } from '../../test/server/function-calls';",
    ],
    [
      'the database importing the test database',
      'db/scratch.ts',
      "import { useTestDatabase } from '../test/server/test-database';",
    ],
    [
      'the server settings importing test support',
      'server/scratch.ts',
      "import { TEST_ADMIN } from '../test/server/function-calls';",
    ],
    [
      'the kernel importing test support',
      'core/scratch.ts',
      "import { TEST_ADMIN } from '../test/server/function-calls';",
    ],
    [
      'a web module importing web test support',
      'web/lib/scratch.ts',
      "import { renderRoute } from '../../test/web/render';",
    ],
    [
      'the prerender importing web test support',
      'web/prerender/scratch.ts',
      "import { parseHeaders } from '../../test/web/netlify-headers';",
    ],
    [
      'the web app importing browser test support',
      'web/lib/scratch.ts',
      "import { LANDING_ROUTES } from '../../test/browser/routes';",
    ],
    ['web test support importing the database', 'test/web/scratch.ts', "import { getDb } from '../../db/client';"],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)![1]}];\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it.each([
    [
      'a function test importing server test support',
      'functions/contact/scratch.test.ts',
      "import { call } from '../../test/server/function-calls';\nexport const used = [call];",
    ],
    [
      'a web test importing web test support',
      'web/lib/scratch.test.ts',
      "import { renderRoute } from '../../test/web/render';\nexport const used = [renderRoute];",
    ],
    [
      'web test support importing the app',
      'test/web/scratch.tsx',
      "import { NotFound } from '../../web/app/NotFound';\nexport const used = [NotFound];",
    ],
    [
      'a benchmark importing the memory database',
      'bench/scratch.ts',
      "import { startMemoryDatabase } from '../test/server/memory-database';\nexport const used = [startMemoryDatabase];",
    ],
    [
      'a browser test importing browser test support',
      'e2e/scratch.test.ts',
      "import { useBrowser } from '../test/browser/browser';\nimport { startPreview } from '../test/browser/site';\nexport const used = [useBrowser, startPreview];",
    ],
    [
      'a benchmark importing browser test support',
      'bench/scratch.ts',
      "import { startPreview } from '../test/browser/site';\nexport const used = [startPreview];",
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, code)).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'a function using the browser',
      'functions/contact/scratch.ts',
      'export const here = window.location.href;\n',
      'window',
    ],
    ['the database using the browser', 'db/scratch.ts', 'export const cookie = document.cookie;\n', 'document'],
    ['the server settings using the browser', 'server/scratch.ts', 'export const here = location.href;\n', 'location'],
    ['the web app using the server', 'web/lib/scratch.ts', 'export const mode = process.env.NODE_ENV;\n', 'process'],
    [
      'the kernel using the browser',
      'core/scratch.ts',
      'export const width = document.body.clientWidth;\n',
      'document',
    ],
    ['the kernel using the server', 'core/scratch.ts', "export const bytes = Buffer.from('a');\n", 'Buffer'],
  ])('refuses %s (%s)', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('no-restricted-globals');
  });

  it('lets each runtime use its own globals, and both the ones they share', async () => {
    expect(await ruleIds('functions/contact/scratch.ts', 'export const env = process.env.URL;\n')).toEqual([]);
    expect(await ruleIds('web/lib/scratch.ts', 'export const here = window.location.href;\n')).toEqual([]);
    expect(await ruleIds('core/scratch.ts', "export const site = new URL('https://example.it');\n")).toEqual([]);
  });

  it('refuses an import cycle, and keeps the rules of hooks and accessible JSX on', async () => {
    const dir = await mkdtemp(path.join('web', 'lib', 'lint-scratch-'));
    try {
      await writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      await writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(
      await ruleIds('web/app/Scratch.tsx', 'export function Scratch() {\n  return <label>Nome</label>;\n}\n'),
    ).toContain('jsx-a11y/label-has-associated-control');
    const hookInCondition =
      "import { useState } from 'react';\nexport function useScratch(on: boolean) {\n  if (on) useState(0);\n}\n";
    expect(await ruleIds('web/app/scratch.ts', hookInCondition)).toContain('react-hooks/rules-of-hooks');
  });
});

describe('the house rules', () => {
  const lines = (count: number, line: string) => Array.from({ length: count }, (_, i) => line.replaceAll('#', `${i}`));

  it.each([
    ['a module named like the kernel’s API table', 'web/lib/api-paths.ts', 'export const used = 1;\n'],
    ['a style sheet named like the home page’s', 'web/app/home.css', '.scratch {\n  color: red;\n}\n'],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain('house/unique-file-name');
  });

  it('allows a name no other file has, and a file linted as itself', async () => {
    expect(await ruleIds('web/lib/scratch-unique.ts', 'export const used = 1;\n')).toEqual([]);
    expect(await ruleIds('core/api-paths.ts', 'export const used = 1;\n')).not.toContain('house/unique-file-name');
  });

  it.each([
    ['TypeScript', 'web/lib/scratch-long.ts', 'export const value# = #;'],
    ['CSS', 'web/lib/scratch-long.css', '.scratch-# { order: #; }'],
  ])('refuses %s past 400 lines and allows 400, well past the guide of 250', async (_language, filePath, line) => {
    expect(await ruleIds(filePath, `${lines(401, line).join('\n')}\n`)).toContain('house/max-file-lines');
    expect(await ruleIds(filePath, `${lines(400, line).join('\n')}\n`)).not.toContain('house/max-file-lines');
  });
});
