import react from '@vitejs/plugin-react';
import { realpathSync } from 'node:fs';
import { defineConfig, searchForWorkspaceRoot } from 'vite';
import { securityHeaders } from './web/build/security-headers';
import { staticPages } from './web/build/static-pages';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), staticPages(), securityHeaders()],
  build: {
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
