// The lint that keeps the house's shape: one-way imports between layers and features, no cycles, the rules of
// hooks and accessible JSX. `npm run lint` runs it with Prettier's check and knip.
import { readdirSync } from 'node:fs';
import css from '@eslint/css';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { houseRules } from './eslint-rules.js';

const CODE = ['**/*.{js,mjs,cjs,ts,tsx}'];
/**
 * A source file at most this long, whatever its language: past it no reader takes the file in at once. This is the
 * ceiling, not the guide: a file past about 250 lines is worth a look, and is split where its meaning splits, never
 * where a count falls (docs/architecture.md, "Files").
 */
const MAX_LINES = 400;

const features = readdirSync('web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of ARCHITECTURE.md: `core` (shared by browser and server) imports nothing above it; `server` (the
 * server's settings and secrets: its environment, the mail settings, password hashing) imports only `core`; `db`
 * never imports the functions or the web app; `functions` never import the web app; the web app never imports the
 * server; inside the web app `lib` → `components` → `app` → `features` → `routes`/`main` is one-way and features
 * never import each other. Scripts and benchmarks reach only public entry points: endpoints, the database client, seed and
 * test database, and the few web modules that are the inputs of generated assets.
 */
const layerZones = [
  { target: './core', from: ['./web', './server', './db', './functions', './e2e', './bench', './scripts'] },
  { target: './server', from: ['./web', './db', './functions', './e2e', './bench', './scripts'] },
  { target: './db', from: ['./web', './functions', './e2e', './bench', './scripts'] },
  { target: './functions', from: ['./web', './e2e', './bench', './scripts'] },
  { target: './web', from: ['./server', './db', './functions', './e2e', './bench', './scripts'] },
  {
    target: './web/lib',
    from: [
      './web/components',
      './web/app',
      './web/features',
      './web/routes.tsx',
      './web/main.tsx',
      './web/app-start.tsx',
    ],
  },
  {
    target: './web/components',
    from: ['./web/app', './web/features', './web/routes.tsx', './web/main.tsx', './web/app-start.tsx'],
    message: 'A shared component is built from web/lib and core only: the shell and the features use it, not it them.',
  },
  { target: './web/app', from: ['./web/features', './web/routes.tsx', './web/main.tsx', './web/app-start.tsx'] },
  { target: './web/features', from: ['./web/routes.tsx', './web/main.tsx', './web/app-start.tsx'] },
  ...features.map((name) => ({
    target: `./web/features/${name}`,
    from: './web/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: share it through web/components or web/lib, compose in routes.tsx.',
  })),
  {
    target: './test/web',
    from: ['./server', './db', './functions', './test/server', './test/browser', './e2e', './bench', './scripts'],
    message: "The components' test support is the web app's: it answers as the API does, never through the server.",
  },
  {
    target: ['./scripts', './bench'],
    from: './functions/_lib',
    // The list of the public read functions, which the functions bench marks and a test holds to their diet.
    except: ['./public-reads.ts'],
    message: 'Scripts and benchmarks reach only public entry points (endpoints, db/client, db/seed, core).',
  },
  {
    target: ['./scripts', './bench'],
    from: './db/queries',
    message: 'Scripts and benchmarks reach only public entry points (endpoints, db/client, db/seed, core).',
  },
  {
    target: ['./scripts', './bench'],
    from: './web',
    except: [
      './components/candidate-images.ts',
      './components/veneto-map-data.ts',
      './features/photo-booth/layout.ts',
      './features/photo-booth/font-wait.ts',
    ],
    message: 'Scripts and benchmarks reach only the web modules that are the inputs of generated assets.',
  },
];

/**
 * Test support lives under `test/`: `test/server/` (the functions' and the database's), `test/web/` (the
 * components') and `test/browser/` (the browser tests'). Production code (core, server, db, functions, web) never
 * imports it, so nothing made for a test ships. Tests import it.
 */
const testSupportZone = {
  target: ['./core', './server', './db', './functions', './web'],
  from: ['./test'],
  message: 'Production code never imports test support (test/): only tests do.',
};

/** Globals one runtime has and the other has not. */
const BROWSER_ONLY = Object.keys(globals.browser).filter((name) => !(name in globals.node));
const NODE_ONLY = Object.keys(globals.node).filter((name) => !(name in globals.browser));
const restrictedGlobals = (names, runtime) =>
  names.map((name) => ({
    name,
    message: `${name} is not there in this layer's runtime: its code runs in ${runtime}.`,
  }));

export default tseslint.config(
  // web/lib/lint-scratch-*: the files eslint.config.test.ts writes for a moment to lint a real import cycle; the
  // lint of `npm test`, running beside it, must not find them half gone.
  {
    ignores: [
      'dist/**',
      '.netlify/**',
      'node_modules/**',
      'e2e/.artifacts/**',
      'coverage/**',
      'web/lib/lint-scratch-*/**',
    ],
  },
  { ...js.configs.recommended, files: CODE },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? CODE })),
  {
    files: CODE,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, house: houseRules },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Parse TypeScript dependencies too, so no-cycle follows imports through .ts and .tsx files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'house/unique-file-name': 'error',
      'house/max-file-lines': ['error', { max: MAX_LINES }],
    },
  },
  {
    // The style sheets: the same two house rules, through ESLint's CSS language.
    files: ['**/*.css'],
    language: 'css/css',
    plugins: { css, house: houseRules },
    rules: { 'house/unique-file-name': 'error', 'house/max-file-lines': ['error', { max: MAX_LINES }] },
  },
  {
    // The production files of the layers: the layer rules and the test-support zone (a rule's options are replaced,
    // not merged, by a later block, so the layer zones are repeated here).
    files: ['{core,server,db,functions,web}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, testSupportZone] }] },
  },
  {
    // Each layer may use only its runtime's globals: the browser's in the web app and its tests' support, the
    // server's in server/, functions, db, scripts and tests of the server, neither's in the kernel, which both run.
    // TypeScript knows both runtimes (one tsconfig), so the lint says which is whose.
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    ignores: ['web/prerender/**'],
    rules: { 'no-restricted-globals': ['error', ...restrictedGlobals(NODE_ONLY, 'the browser')] },
  },
  {
    files: ['server/**/*.ts', 'functions/**/*.ts', 'db/**/*.ts', 'web/prerender/**/*.ts', 'test/server/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...restrictedGlobals(BROWSER_ONLY, 'the server')] },
  },
  {
    files: ['core/**/*.ts'],
    // Its tests run on the server, in the server project.
    ignores: ['core/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...restrictedGlobals(BROWSER_ONLY, 'both the browser and the server'),
        ...restrictedGlobals(NODE_ONLY, 'both the browser and the server'),
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests may type what they parse loosely; production code may not.
    files: ['**/*.test.{ts,tsx}', '{test,e2e}/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
