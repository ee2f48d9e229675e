import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves this build at `/`; in dev, Vite forwards API and auth calls to it.
export default defineConfig({
  plugins: [react()],
  base: '/',
  // The local-db worker code-splits (wa-sqlite and its VFS are imported lazily): module workers, not the default iife.
  worker: { format: 'es' },
  // manifest: the API server reads dist/.vite/manifest.json to preload a route's lazy chunks (modulepreload) in the HTML it serves.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 4200,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  preview: { port: 4300 },
});
