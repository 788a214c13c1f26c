import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot, type UserConfig } from 'vite';
import { STOP_PAGE_RENDERER } from './core/rendered-root';
import { readPrerenderData } from './db/prerender-data';
import { securityHeaders } from './web/prerender/headers-file';
import { shortRenderSlices } from './web/prerender/short-render-slices';
import { staticPages } from './web/prerender/static-pages';

const REACT_ROUTER_PRODUCTION = './node_modules/react-router/dist/production';

/** `vite build`: the site, for browsers. */
const siteBuild = {
  // Not worth its bytes in every page: a browser without modulepreload only fetches the chunks a little later.
  modulePreload: { polyfill: false },
  outDir: '../dist',
  emptyOutDir: true,
  // ES2022 (Safari 15.4, Chrome 94): class fields ship as they are, with no helpers in the shared entry.
  target: 'es2022',
  // `BENCH_TRACE=1 npm run bench:lighthouse` names the functions of a trace through them; no script links them.
  sourcemap: process.env.BENCH_SOURCEMAPS === 'hidden' ? 'hidden' : false,
} satisfies UserConfig['build'];

/**
 * `vite build --ssr entry-server.tsx` (the second step of `npm run build`): the renderer the tour stops' function
 * renders their pages with, one self-contained file (React and the app in it, production builds), which
 * netlify.toml's `included_files` puts beside the function.
 */
const stopPageRenderer = {
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: `../${path.dirname(STOP_PAGE_RENDERER)}`,
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    minify: true,
    rollupOptions: { output: { codeSplitting: false } },
  },
} satisfies UserConfig;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  // The browser tests give each copy of the site its own (test/browser/site.ts); otherwise node_modules/.vite.
  cacheDir: process.env.VITE_CACHE_DIR || undefined,
  plugins: isSsrBuild
    ? [react()]
    : [react(), shortRenderSlices(), staticPages({ prerenderData: readPrerenderData }), securityHeaders()],
  resolve: {
    alias: [
      // Build only (the dev server's dependency pre-bundling stays as it was): react-router's package exports
      // name only its development build, though it ships a production one beside it; SWR imports React 17's
      // useSyncExternalStore shim, which React 19 makes redundant.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL(`${REACT_ROUTER_PRODUCTION}/index.mjs`, import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL(`${REACT_ROUTER_PRODUCTION}/dom-export.mjs`, import.meta.url)),
            },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: fileURLToPath(new URL('./web/prerender/use-sync-external-store-shim.ts', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  ...(isSsrBuild ? stopPageRenderer : { build: siteBuild }),
  server: {
    port: Number(process.env.VITE_PORT) || 5173,
    strictPort: true,
    fs: {
      // The browser tests run a copy of the project whose node_modules is a link to this one: let Vite serve
      // files (fonts, CSS) from where that link really points.
      allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')],
    },
  },
}));
