import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CONDITION_MS, HOOK_MS, TEST_MS } from './test/patience.ts';

/**
 * The browser tests that need the production build: they run against the one `npm run preview` their project
 * starts (its build is the run's only one), not against the development site.
 */
const PREVIEW_TESTS = [
  'e2e/preview.test.ts',
  'e2e/csp.test.ts',
  'e2e/restart.test.ts',
  'e2e/stop-page-preview.test.ts',
  'e2e/late-forms-preview.test.ts',
];

/** The test files under `dir` (`leaving` out those folders), as paths from the project's root. */
function testsUnder(dir: string, leaving: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return leaving.includes(path) ? [] : testsUnder(path, leaving);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Replaces a module, which a module graph shared with the files before would already hold. */
const MOCKS = /\bvi\.(do)?[mM]ock\(/;
/**
 * Sets the environment, which a module shared with the files before may have read already (useNativePostgres sets
 * the database's, test/server/native-postgres.ts).
 */
const SETS_ENV =
  /vi\.stubEnv|process\.env\.\w+ *=[^=]|process\.env\[[^\]]*\] *=[^=]|delete process\.env|useNativePostgres\(/;

/** Runs in an environment of its own (a `@vitest-environment` docblock), which a shared worker's files cannot mix. */
const OWN_ENVIRONMENT = /@vitest-environment /;

const matching = (paths: string[], rule: RegExp) => paths.filter((path) => rule.test(readFileSync(path, 'utf8')));

/**
 * The tests that replace a module (`vi.mock`) or set the environment: they run isolated, each file on modules of
 * its own. The others share one module graph per worker (and, for the web, one jsdom), which spares each file a
 * fresh import of what it tests (alone, the web tests took 210 s isolated and 67 s sharing, the server's 208 s and
 * 171 s); test/web/dom-setup.ts resets the document between files, and every server file empties its database
 * first.
 */
const ISOLATED_WEB_TESTS = matching(
  [...testsUnder('web', [join('web', 'prerender')]), ...testsUnder(join('test', 'web'))],
  MOCKS,
);
const ISOLATED_SERVER_TESTS = matching(
  ['core', 'server', 'functions', 'db', join('web', 'prerender')].flatMap((dir) => testsUnder(dir)),
  new RegExp(`${MOCKS.source}|${SETS_ENV.source}|${OWN_ENVIRONMENT.source}`),
);

const serverProject = {
  environment: 'node' as const,
  // One migrated PGlite server per worker, started once for the run (test/server/database-setup.ts).
  // And one emulated Netlify Blobs store (test/server/blob-store-setup.ts).
  globalSetup: ['test/server/database-setup.ts', 'test/server/blob-store-setup.ts'],
  // Admin sessions hashed at bcrypt's lowest cost, in Vitest workers only (server/passwords.ts): production keeps 12.
  env: { BCRYPT_TEST_COST: '4' },
  // Limits, not expectations (test/patience.ts): a busy machine must not fail a test that only waited.
  testTimeout: TEST_MS,
  hookTimeout: HOOK_MS,
};

const webProject = {
  environment: 'jsdom' as const,
  setupFiles: ['test/web/dom-setup.ts'],
  testTimeout: TEST_MS,
};

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './.ci/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          ...serverProject,
          name: 'server',
          include: [
            'eslint.config.test.ts',
            'core/**/*.test.ts',
            'server/**/*.test.ts',
            'functions/**/*.test.ts',
            'db/**/*.test.ts',
            'web/prerender/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ISOLATED_SERVER_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...serverProject, name: 'server-isolated', include: ISOLATED_SERVER_TESTS },
      },
      {
        extends: true,
        test: {
          ...webProject,
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}', 'test/web/**/*.test.{ts,tsx}'],
          exclude: ['web/prerender/**', ...ISOLATED_WEB_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...webProject, name: 'web-isolated', include: ISOLATED_WEB_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: PREVIEW_TESTS,
          environment: 'node',
          // One development site (`npm start`) for every file of the project, one file at a time.
          globalSetup: ['test/browser/site-setup.ts'],
          // After the server and web projects when one `vitest run` runs them all, one file at a time across the
          // group (`npm test` runs the projects side by side instead, each in a Vitest process of its own:
          // .ci/test.ts).
          sequence: { groupOrder: 1 },
          // The dev site's first call to a function bundles it; a screen may take seconds to settle.
          expect: { poll: { timeout: CONDITION_MS, interval: 100 } },
          fileParallelism: false,
          testTimeout: TEST_MS,
          hookTimeout: HOOK_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-preview',
          include: PREVIEW_TESTS,
          environment: 'node',
          // One `npm run preview` (the production build, its functions and headers) for every file of the project.
          globalSetup: ['test/browser/preview-setup.ts'],
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: CONDITION_MS, interval: 100 } },
          fileParallelism: false,
          testTimeout: TEST_MS,
          hookTimeout: HOOK_MS,
        },
      },
    ],
  },
});
