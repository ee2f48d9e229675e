import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PARTIAL_LOCALE_MARKER, splitLocale, type LocaleTree } from '@cairn/i18n/locale-split';

/**
 * English in two parts for the members app (issue 11, B8): `@cairn/i18n` imports `locales/en.json` (bundled) and
 * `locales/en.json?part=rest` (a lazy chunk). This plugin answers the first with the texts under `corePaths` — what
 * the shell and a project's work-item list show — plus the marker that tells i18n English is partial, and the second
 * with every other text.
 */
export function localeSplitPlugin(options: { englishFile: string; corePaths: readonly string[] }): Plugin {
  const englishFile = resolve(options.englishFile);
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
      const [file, query] = id.split('?', 2);
      if (resolve(file) !== englishFile) return null;
      if (query === undefined) return JSON.stringify({ ...split().core, [PARTIAL_LOCALE_MARKER]: true });
      // With a query the bundler no longer sees a .json file: a module that parses the texts (faster than an object literal).
      if (query === 'part=rest') return `export default JSON.parse(${JSON.stringify(JSON.stringify(split().rest))});`;
      return null;
    },
  };
}
