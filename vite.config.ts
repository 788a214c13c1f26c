import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticPages } from './web/build/static-pages';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), staticPages()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    port: Number(process.env.VITE_PORT) || 5173,
    strictPort: true,
  },
});
