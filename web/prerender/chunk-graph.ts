import path from 'node:path';
import type { Rollup } from 'vite';
import { BEACON_MODULE, PAGE_LIST, PUBLIC_LAYOUT_SOON, type Page } from '../../core/pages';

/** What the browser fetches for a page, read from the build's chunk graph and the page table's first-load facts. */

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk whose facade is a module under the Vite root (`features/home/HomePage.tsx`). */
export function chunkFor(bundle: OutputBundle, root: string, module: string): OutputChunk | undefined {
  const target = path.join(root, module);
  return Object.values(bundle).find(
    (item): item is OutputChunk => item.type === 'chunk' && item.facadeModuleId === target,
  );
}

/** A chunk and everything it imports statically: what the browser must fetch before the chunk runs. */
export function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The modules web/main.tsx imports one after another as the app starts; its other dynamic import, the measurement's
 * beacon, waits for the page to be idle and is no part of the first load.
 */
const ENTRY_STEPS = ['/react-dom/client.js', '/web/app-start.tsx'];

/**
 * What the entry loads before the app runs: its own static closure, and the modules it imports dynamically one after
 * another (web/main.tsx: React, the router, the app, each evaluated in a task of its own) with theirs. The first
 * load of every page the build renders.
 */
export function entryClosure(bundle: OutputBundle, entry: OutputChunk): OutputChunk[] {
  const steps = entry.dynamicImports
    .map((name) => bundle[name])
    .filter((item): item is OutputChunk => item?.type === 'chunk')
    .filter((chunk) => ENTRY_STEPS.some((module) => chunk.facadeModuleId?.endsWith(module)));
  const closure = new Map(
    [entry, ...steps].flatMap((chunk) => staticClosure(bundle, chunk)).map((c) => [c.fileName, c]),
  );
  return [...closure.values()];
}

/** The module web/main.tsx imports on a page without the app, in place of the app (core/pages.ts `withoutApp`). */
const WITHOUT_APP_STEP = 'lib/page-without-app.ts';

/** What the entry loads on a page without the app: its own static closure and the module that keeps it current. */
export function entryClosureWithoutApp(bundle: OutputBundle, root: string, entry: OutputChunk): OutputChunk[] {
  const step = chunkFor(bundle, root, WITHOUT_APP_STEP);
  if (!step) throw new Error(`prerender: no chunk for ${WITHOUT_APP_STEP}`);
  const closure = new Map([entry, step].flatMap((chunk) => staticClosure(bundle, chunk)).map((c) => [c.fileName, c]));
  return [...closure.values()];
}

/**
 * The chunks these chunks import dynamically, with what those import statically, and so on, leaving out the
 * screens: what a screen loads after hydration (the home page's part below the fold, and the sign-up that part
 * loads when the visitor nears it).
 */
export function deferredChunks(bundle: OutputBundle, from: OutputChunk[]): OutputChunk[] {
  const screens = PAGE_LIST.map((page) => page.screen).filter((module): module is string => Boolean(module));
  const found = new Map<string, OutputChunk>();
  let frontier = from;
  while (frontier.length > 0) {
    frontier = frontier
      .flatMap((chunk) => chunk.dynamicImports)
      .map((name) => bundle[name])
      .filter((item): item is OutputChunk => item?.type === 'chunk')
      .filter((chunk) => !screens.some((module) => chunk.facadeModuleId?.endsWith(module)))
      .flatMap((chunk) => staticClosure(bundle, chunk))
      .filter((chunk) => !found.has(chunk.fileName));
    for (const chunk of frontier) found.set(chunk.fileName, chunk);
  }
  return [...found.values()];
}

/**
 * The chunks a prerendered page loads while the visitor reads it (the public layout's footer, cookie banner and
 * beacon, the page's own `soon` modules), with what they import, less what the page loads first anyway. The HTML
 * preloads them, at low priority: the browser fetches them after what the first screen needs, the code is there
 * when asked for, and no script asks the network for them (Vite's loader finds their links already there), since
 * a request a script starts costs main-thread time just while the page hydrates.
 */
export function soonChunks(bundle: OutputBundle, root: string, page: Page, loaded: OutputChunk[]): OutputChunk[] {
  // A page without the app loads only the measurement's beacon while it is read.
  const layout = page.withoutApp ? [BEACON_MODULE] : page.layout === 'public' ? PUBLIC_LAYOUT_SOON : [];
  const modules = [...layout, ...(page.soon ?? [])];
  return closureOf(bundle, root, modules, loaded);
}

/**
 * The chunks of a page's `later` modules (a part most visitors never use), with what they import, less what the
 * page loads first or soon: the HTML names them for web/lib/later-modules.ts, which fetches them once the page has
 * loaded.
 */
export function laterChunks(bundle: OutputBundle, root: string, page: Page, loaded: OutputChunk[]): OutputChunk[] {
  return closureOf(bundle, root, page.later ?? [], loaded);
}

function closureOf(bundle: OutputBundle, root: string, modules: readonly string[], loaded: OutputChunk[]) {
  const chunks = modules.map((module) => {
    const chunk = chunkFor(bundle, root, module);
    if (!chunk) throw new Error(`prerender: no chunk for ${module}, named in core/pages.ts`);
    return chunk;
  });
  const closure = new Map(chunks.flatMap((chunk) => staticClosure(bundle, chunk)).map((c) => [c.fileName, c]));
  return [...closure.values()].filter((chunk) => !loaded.includes(chunk));
}

/** The stylesheets these chunks import. */
export function cssOf(chunks: OutputChunk[]): string[] {
  return [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
}
