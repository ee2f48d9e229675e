import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PARTIAL_LOCALE_MARKER, splitLocale, type LocaleTree } from '@cairn/i18n/locale-split';

/**
 * English in two parts for the members app (issue 11, B8): `@cairn/i18n` imports `locales/en.json` (bundled) and
 * `english-rest.json` (a lazy chunk; `{}` on disk). This plugin answers the first with the texts under `corePaths` —
 * what the shell and a project's work-item list show — plus the marker that tells i18n English is partial, and the
 * second with every other text. Other builds (god-mode, spaces, Storybook) bundle en.json whole and never load the
 * empty rest.
 */
export function localeSplitPlugin(options: { englishFile: string; restFile: string; corePaths: readonly string[] }): Plugin {
  const englishFile = resolve(options.englishFile);
  const restFile = resolve(options.restFile);
  let parts: { core: LocaleTree; rest: LocaleTree } | null = null;
  const split = () => (parts ??= splitLocale(JSON.parse(readFileSync(englishFile, 'utf8')) as LocaleTree, options.corePaths));
  return {
    name: 'cairn-locale-split',
    enforce: 'pre',
    buildStart() {
      parts = null;
      this.addWatchFile(englishFile);
    },
    load(id) {
      if (id.includes('?')) return null;
      const file = resolve(id);
      if (file === englishFile) return JSON.stringify({ ...split().core, [PARTIAL_LOCALE_MARKER]: true });
      if (file === restFile) return JSON.stringify(split().rest);
      return null;
    },
  };
}
