import { useSyncExternalStore, type ReactNode } from 'react';
import { intlLocaleOf } from './intl-locale';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@cairn/types';
import { ensureInstance, isValidLanguage, type TranslateVars } from './i18n';

/** A translate function bound to the current language. */
export type TFunction = (key: string, vars?: TranslateVars) => string;

/** Texts with variables kept per language before the cache starts over (dates, names and counts vary). */
const MAX_CACHED_WITH_VARS = 2000;

const translators = new Map<string, TFunction>();
let watchingBundles = false;

/**
 * The translate function of a language, one per language for the app's life: i18next resolves a key (path walk,
 * fallbacks, interpolation) on every call, and a list page asks for hundreds of texts per render — profiled at ~40 ms
 * of a 50-row list's first render, plus ~16 ms for react-i18next's per-component hook. A language's texts change only
 * when its locale chunk arrives (loadLocale, before the switch), so (language, key, vars) → text is cached and the
 * cache of a language is dropped when a bundle is added to it.
 */
function translatorFor(language: string): TFunction {
  if (!watchingBundles) {
    watchingBundles = true;
    ensureInstance().store.on('added', (lng: string) => translators.delete(lng));
  }
  const known = translators.get(language);
  if (known) return known;
  const fixed = ensureInstance().getFixedT(language, 'translation');
  const plain = new Map<string, string>();
  const withVars = new Map<string, string>();
  const t: TFunction = (key, vars) => {
    if (!vars) {
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = String(fixed(key))));
      return text;
    }
    const cacheKey = `${key}\u0000${JSON.stringify(vars)}`;
    let text = withVars.get(cacheKey);
    if (text === undefined) {
      if (withVars.size >= MAX_CACHED_WITH_VARS) withVars.clear();
      withVars.set(cacheKey, (text = String(fixed(key, vars as never))));
    }
    return text;
  };
  translators.set(language, t);
  return t;
}

// Bumped when texts are added to a language (a locale chunk, or the rest of a split English): the snapshot changes, so
// components that rendered before the texts arrived render again with them.
let textsVersion = 0;
let countingTexts = false;

function subscribe(onChange: () => void): () => void {
  const instance = ensureInstance();
  if (!countingTexts) {
    countingTexts = true;
    instance.store.on('added', () => {
      textsVersion += 1;
    });
  }
  instance.on('languageChanged', onChange);
  instance.store.on('added', onChange);
  return () => {
    instance.off('languageChanged', onChange);
    instance.store.off('added', onChange);
  };
}

const currentSnapshot = () => `${ensureInstance().language}\u0000${textsVersion}`;

/**
 * Translation hook for components: `t(key, vars)`, the current language (one of the 19 codes) and `locale`, the BCP 47
 * locale to give Intl for dates, numbers and relative times (the same code, except 'uk' for the spec's 'ua');
 * re-renders on language change.
 */
export function useT(): { t: TFunction; language: LanguageCode; locale: string } {
  useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
  const current = ensureInstance().language;
  const language = isValidLanguage(current) ? current : 'en';
  return { t: translatorFor(language), language, locale: intlLocaleOf(language) };
}

/** Provides the Cairn i18n instance to the React tree (place it once near the root). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={ensureInstance()}>{children}</I18nextProvider>;
}
