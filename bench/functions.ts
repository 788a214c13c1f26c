/**
 * `npm run bench:functions`: every function bundled as Netlify bundles it (zip-it-and-ship-it, as
 * `netlify functions:build` does; functions with a default export and `config` are always traced with nft, their
 * own code bundled by esbuild with the packages left as files in node_modules), then per function:
 * - its size: the bytes of every file Netlify would zip (unzipped), and of its bundled main module;
 * - the packages its main module imports as it loads (the static imports; a dynamic import() of a package
 *   stays a call that loads it when it runs);
 * - its cold import: the median of BENCH_RUNS (5) fresh Node processes, each timing with process.hrtime a
 *   dynamic import() of the bundled main module (the file Netlify's entry point hands to its bootstrap). Import
 *   only: no request, no database. One unmeasured round first warms the disk cache. The database driver is imported
 *   at a function's first query (db/client.ts): its own cold import is timed the same way.
 * The public reads (what a visitor's page calls) are marked, with their totals.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { PUBLIC_READ_FUNCTIONS } from '../functions/_lib/public-reads';
import { median } from './median';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const run = promisify(execFile);
/** The database drivers db/client.ts chooses between. */
const DRIVERS = ['pg', '@neondatabase/serverless'];

/** Times one import of `url` in this fresh process and prints the milliseconds. */
const TIME_IMPORT = `const start = process.hrtime.bigint();
await import(process.env.BENCH_MODULE);
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e6));`;

interface Bundle {
  name: string;
  publicRead: boolean;
  files: number;
  bytes: number;
  mainBytes: number;
  root: string;
  mainUrl: string;
  packages: string[];
  times: number[];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The packages a bundled module imports as it loads: its top-level `import … from "x"` and `import "x"`. */
function staticPackages(code: string): string[] {
  const names = new Set<string>();
  for (const [, specifier] of code.matchAll(/^import\s(?:[^;"]*?\sfrom\s*)?"([^"]+)"/gms)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || !/^[@a-z]/.test(specifier)) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!['module', 'url', 'path'].includes(name)) names.add(name);
  }
  return [...names].sort();
}

async function bundleAll(out: string): Promise<Bundle[]> {
  const results = await zipFunctions([path.join(ROOT, 'functions')], out, {
    archiveFormat: 'none',
    basePath: ROOT,
    // netlify.toml's node_bundler; zip-it-and-ship-it uses nft for every function written as ours are.
    config: { '*': { nodeBundler: 'esbuild' } },
  });
  const bundles: Bundle[] = [];
  for (const result of results) {
    if (!result.path || !result.mainFile) continue;
    const files = await filesUnder(result.path);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    const main = path.join(result.path, path.relative(ROOT, result.mainFile)).replace(/\.ts$/, '.mjs');
    const code = await readFile(main, 'utf8');
    bundles.push({
      name: result.name,
      publicRead: PUBLIC_READ_FUNCTIONS.includes(result.name),
      files: files.length,
      bytes: sizes.reduce((sum, size) => sum + size, 0),
      mainBytes: Buffer.byteLength(code),
      root: result.path,
      mainUrl: pathToFileURL(main).href,
      packages: staticPackages(code),
      times: [],
    });
  }
  return bundles.sort((a, b) => Number(b.publicRead) - Number(a.publicRead) || a.name.localeCompare(b.name));
}

/** One cold import of `module` (a URL, or a package name resolved from `cwd`) in a fresh process. */
async function timeImport(module: string, cwd = os.tmpdir()): Promise<number> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', TIME_IMPORT], {
    cwd,
    env: { ...process.env, BENCH_MODULE: module },
  });
  return Number(stdout);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function print(bundles: Bundle[]): void {
  const rows = bundles.map((bundle) => [
    `${bundle.name}${bundle.publicRead ? ' *' : ''}`,
    String(bundle.files),
    kB(bundle.bytes),
    kB(bundle.mainBytes),
    ms(median(bundle.times)),
    bundle.packages.join(', ') || '—',
  ]);
  const reads = bundles.filter((bundle) => bundle.publicRead);
  const medians = reads.map((bundle) => median(bundle.times));
  rows.push([
    `public reads (${reads.length})`,
    String(reads.reduce((sum, bundle) => sum + bundle.files, 0)),
    kB(reads.reduce((sum, bundle) => sum + bundle.bytes, 0)),
    kB(reads.reduce((sum, bundle) => sum + bundle.mainBytes, 0)),
    `${ms(medians.reduce((sum, value) => sum + value, 0))} total, ${ms(median(medians))} median`,
    '',
  ]);
  const header = [
    'function',
    'files',
    'bundle',
    'main module',
    `cold import (median of ${RUNS})`,
    'packages at import',
  ];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log('\n* public read. bundle: every file Netlify zips, unzipped; main module: the bundled function file.');
}

const out = await mkdtemp(path.join(os.tmpdir(), 'bench-functions-'));
try {
  console.log('Bundling the functions as Netlify does…');
  const bundles = await bundleAll(out);
  // What a public read loads at its first query, when its driver is imported then rather than at load.
  const reader = bundles.find((bundle) => bundle.publicRead)!;
  const drivers = DRIVERS.map((name) => ({ name, times: [] as number[] }));
  for (let round = 0; round <= RUNS; round++) {
    console.log(round === 0 ? 'Warming the disk cache…' : `Round ${round} of ${RUNS}…`);
    // One function after the other in each round, so a busy moment of the machine spreads over all of them.
    for (const bundle of bundles) {
      const time = await timeImport(bundle.mainUrl);
      if (round > 0) bundle.times.push(time);
    }
    for (const driver of drivers) {
      const time = await timeImport(driver.name, reader.root);
      if (round > 0) driver.times.push(time);
    }
  }
  console.log();
  print(bundles);
  const loads = drivers.map((driver) => `${driver.name} ${ms(median(driver.times))}`).join(', ');
  console.log(`A read's first query also imports its one driver, from ${reader.name}'s bundle: ${loads}.`);
} finally {
  await rm(out, { recursive: true, force: true });
}
