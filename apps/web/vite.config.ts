import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeSplitPlugin } from './build/locale-split-plugin';
import { WEB_LOCALE_CORE_PATHS } from './build/locale-core';
import { startUpGuardPlugin } from './build/start-up-guard-plugin';
import { precompressPlugin } from '../../tools/vite/precompress-plugin';

/** @cairn/types, @cairn/state's test fixtures (its index exports them), and the web features' index.ts barrels. */
const SIDE_EFFECT_FREE = /[\\/]libs[\\/]types[\\/]|[\\/]libs[\\/]state[\\/]src[\\/]testing[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// The API server serves this build at `/`; in dev, Vite forwards API and auth calls to it.
export default defineConfig({
  plugins: [
    react(),
    // English split in two (B8): the shell's and the list route's texts at start-up, the rest a lazy chunk (build/).
    localeSplitPlugin({
      englishFile: fileURLToPath(new URL('../../libs/i18n/src/locales/en.json', import.meta.url)),
      restFile: fileURLToPath(new URL('../../libs/i18n/src/english-rest.json', import.meta.url)),
      corePaths: WEB_LOCALE_CORE_PATHS,
    }),
    // Packages of lazy screens only: the build fails if one reaches the entry chunk or its static imports (B8).
    startUpGuardPlugin({ forbidden: ['zod', '@dnd-kit/core', '@dnd-kit/sortable', 'lexical', '@lexical/react', 'yjs', '@visx/shape', '@visx/scale', '@journeyapps/wa-sqlite'] }),
    // Each file's .br and .gz beside it, which the API sends as they are.
    precompressPlugin(),
  ],
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
      // Modules with no side effects on import, so an unused export is dropped (B8, the start-up JS):
      // - @cairn/types: constants, types and zod schemas. Otherwise every schema's top-level z.object(…) call counts
      //   as a side effect, keeping all schemas and zod (~22 KB brotli) in the entry chunk;
      // - the features' index.ts barrels (export lists only): otherwise a barrel imported for one constant pulls
      //   every module it re-exports into the importer's chunk (the router's WORKSPACE_AREAS brought the onboarding
      //   form, its slug schema and so zod into the entry);
      // - @cairn/state's testing/ (fixtures and fake services, exported by its index for tests): ~5 KB of fixtures
      //   stayed in the entry.
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      // apps/web/src/shared (small pieces many screens use: Popover, ConfirmModal, FormModal, AreaPage…) in one chunk
      // of its own. Left to the default grouping, a piece lands in whichever chunk shares its set of importers — the
      // list toolbar's Popover rode in the 10 KB brotli work-item detail chunk once intake imported it too (B8).
      output: { codeSplitting: { groups: [{ name: 'shared', test: /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]/ }] } },
    },
  },
  server: {
    port: 4200,
    proxy: {
      // ws: the page collaboration WebSocket (/api/collab/…) goes through too.
      '/api': { target: 'http://localhost:3000', ws: true },
      '/auth': 'http://localhost:3000',
    },
  },
  preview: { port: 4300 },
});
