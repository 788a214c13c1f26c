import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { readPrerenderData } from './db/prerender-data';
import { staticPages } from './web/build/static-pages';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), staticPages({ prerenderData: readPrerenderData })],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./web/build/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Not worth its bytes in every page: a browser without modulepreload only fetches the chunks a little later.
    modulePreload: { polyfill: false },
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    port: Number(process.env.VITE_PORT) || 5173,
    strictPort: true,
    fs: {
      // The browser tests run a copy of the project whose node_modules is a link to this one: let Vite serve
      // files (fonts, CSS) from where that link really points.
      allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')],
    },
  },
});
