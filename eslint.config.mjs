// Lint enforces ARCHITECTURE.md: which way imports go (Nx tags) and one home per third-party dependency.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const homes = [
  { names: ['ky'], home: ['libs/services/**'] },
  { names: ['zustand', 'zustand/*', 'immer'], home: ['libs/state/**'] },
  { names: ['@journeyapps/wa-sqlite', '@journeyapps/wa-sqlite/*'], home: ['libs/local-db/**'] },
  { names: ['lexical', '@lexical/*'], home: ['libs/editor/**'] },
  { names: ['i18next', 'react-i18next'], home: ['libs/i18n/**'] },
  // The one chart library (issue 13, libs/ui-kit/CONTEXT.md "Charts"): only the kit's lazily loaded chart chunks.
  { names: ['@visx/*', 'd3-*'], home: ['libs/ui-kit/src/charts/**'] },
  { names: ['@dnd-kit/core', '@dnd-kit/utilities', '@tanstack/react-virtual'], home: ['apps/web/**'] },
  { names: ['autocannon'], home: ['tools/**'] },
  // The B4 comparator (tools/bench) is a bare react-virtual list by definition (BENCHMARKS.md); after tools/** so it wins there.
  { names: ['@tanstack/react-virtual'], home: ['tools/bench/browser/harness/**'] },
  // The spaces viewer's virtual list: one file (issue 20).
  { names: ['@tanstack/react-virtual'], home: ['apps/spaces/src/features/board/layouts/virtual.ts'] },
  { names: ['pg', '@electric-sql/pglite', '@electric-sql/pglite/*', 'drizzle-orm', 'drizzle-orm/*'], home: ['apps/api/src/data/**', 'apps/api/drizzle.config.ts'] },
];
const restrictedEverywhere = [...new Set(homes.flatMap((h) => h.names))];
// The editor's headless entry (Lexical + Yjs without React DOM: HTML ⇄ collaborative document) is a second public entry;
// so is i18n's server entry (the API writes mails in the reader's language, issue 21), and its locale split (the web
// app's build bundles part of English, issue 11 B8).
const deepLibImport = { group: ['@cairn/*/*', '!@cairn/editor/headless', '!@cairn/i18n/server', '!@cairn/i18n/locale-split'], message: 'Import libs by package name only (their index.ts lists the public API).' };

function restrictedExcept(allowed) {
  const names = restrictedEverywhere.filter((n) => !allowed.includes(n));
  return ['error', { patterns: [deepLibImport, ...names.map((n) => ({ group: [n], message: `${n} has one home (ARCHITECTURE.md): import it only there.` }))] }];
}

// Which libs each tag may import (ARCHITECTURE.md).
const depConstraints = [
  { sourceTag: 'scope:types', onlyDependOnLibsWithTags: ['scope:types'] },
  { sourceTag: 'scope:i18n', onlyDependOnLibsWithTags: ['scope:types'] },
  { sourceTag: 'scope:services', onlyDependOnLibsWithTags: ['scope:types'] },
  { sourceTag: 'scope:local-db', onlyDependOnLibsWithTags: ['scope:types'] },
  { sourceTag: 'scope:state', onlyDependOnLibsWithTags: ['scope:types', 'scope:services', 'scope:local-db'] },
  { sourceTag: 'scope:ui-kit', onlyDependOnLibsWithTags: ['scope:types', 'scope:i18n'] },
  { sourceTag: 'scope:editor', onlyDependOnLibsWithTags: ['scope:types', 'scope:i18n', 'scope:ui-kit'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:types', 'scope:i18n'] },
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: ['scope:types', 'scope:i18n', 'scope:ui-kit', 'scope:editor', 'scope:services', 'scope:state'] },
  { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:types'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:types'] },
];
/** The module-boundary rule's options; `allow` lists imports exempt from the tag constraints (see the overrides). */
const boundaries = (allow) => ({ enforceBuildableLibDependency: false, allow, depConstraints });

// Web features import each other only through their index.ts (ARCHITECTURE.md, apps/web/CONTEXT.md): from a file `depth`
// folders below its feature folder, `../` × depth reaches apps/web/src/features, so `../` × depth + `<feature>/<anything>`
// goes into a feature's internals (another's, or its own the long way round). `../` × depth + `<feature>` (its index) and
// one `../` more (src/shared, src/app, src/testing) stay allowed. The typescript-eslint twin of no-restricted-imports, so
// this does not replace the `homes` options above.
const featureDepths = [1, 2, 3, 4, 5];
const featureInternals = featureDepths.map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      patterns: [{
        regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/`,
        message: "Import another web feature through its index.ts ('../../<feature>'); a piece several features use belongs in src/shared (apps/web/CONTEXT.md).",
      }],
    }],
  },
}));

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.nx/**', 'storybook-static/**', '**/*.js', '**/*.cjs', '**/*.mjs', 'apps/api/src/data/migrations/**'] },
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaries([])],
      'no-restricted-imports': restrictedExcept([]),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...homes.map((h) => ({ files: h.home.map((g) => (g.endsWith('**') ? `${g}/*.{ts,tsx}` : g)), rules: { 'no-restricted-imports': restrictedExcept(h.names) } })),
  ...featureInternals,
  // The local-cache conformance suite (issue 6) runs the same list cases against the server and @cairn/local-db: only
  // that folder of the api may import the cache lib (wa-sqlite itself stays in libs/local-db): see the pages override below.
  // Pages (issue 15): the server derives a page's HTML from its collaborative document with the editor's headless entry
  // (never the React editor itself). The bench drives the same documents.
  { files: ['apps/api/src/**/*.ts', 'tools/bench/**/*.ts'], rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@cairn/editor/headless', '@cairn/i18n/server'])] } },
  { files: ['apps/api/src/conformance/**/*.ts'], rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@cairn/local-db', '@cairn/editor/headless', '@cairn/i18n/server'])] } },
  // The apps' builds share one build plugin (their files pre-compressed), a build-time file of tools/, not a runtime import.
  { files: ['apps/*/vite.config.ts'], rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['../../tools/vite/precompress-plugin'])] } },
  // The local-cache benchmark's floor page (B1–B3) runs @cairn/local-db in its own worker, as the app's worker does.
  { files: ['tools/bench/browser/local-db-harness/**/*.ts'], rules: { '@nx/enforce-module-boundaries': ['error', boundaries(['@cairn/local-db'])] } },
];
