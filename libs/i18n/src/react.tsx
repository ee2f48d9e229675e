import { useCallback, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { LanguageCode } from '@cairn/types';
import { ensureInstance, isValidLanguage, type TranslateVars } from './i18n';

/** A translate function bound to the current language. */
export type TFunction = (key: string, vars?: TranslateVars) => string;

/** Translation hook for components: `t(key, vars)` and the current language; re-renders on language change. */
export function useT(): { t: TFunction; language: LanguageCode } {
  const instance = ensureInstance();
  const { t: rawT, i18n } = useTranslation('translation', { i18n: instance });
  const t = useCallback<TFunction>((key, vars) => String(rawT(key, vars as never)), [rawT]);
  const language = isValidLanguage(i18n.language) ? i18n.language : 'en';
  return { t, language };
}

/** Provides the Cairn i18n instance to the React tree (place it once near the root). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={ensureInstance()}>{children}</I18nextProvider>;
}
