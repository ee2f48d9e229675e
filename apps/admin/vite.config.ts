import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../../tools/vite/precompress-plugin';

// The API server serves this build under /god-mode/; in dev, Vite forwards API and auth calls to it.
export default defineConfig({
  plugins: [react(), precompressPlugin()],
  base: '/god-mode/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 4201,
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  preview: { port: 4301 },
});
