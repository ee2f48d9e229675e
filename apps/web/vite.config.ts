import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves this build at `/`; in dev, Vite forwards API and auth calls to it.
export default defineConfig({
  plugins: [react()],
  base: '/',
  // The local-db worker code-splits (wa-sqlite and its VFS are imported lazily): module workers, not the default iife.
  worker: { format: 'es' },
  // manifest: the API server reads dist/.vite/manifest.json to preload a route's lazy chunks (modulepreload) in the HTML it serves.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // @cairn/types is constants, types and zod schemas, with no side effects on import: an unused export is
      // dropped. Without this every schema's top-level z.object(…) call counted as a side effect, keeping all
      // schemas and zod (~22 KB brotli) in the entry chunk even when no screen of the start-up parses with them (B8).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]types[\\/]/.test(id) },
    },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  preview: { port: 4300 },
});
