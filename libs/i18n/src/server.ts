// Texts the API server renders itself (mails), in the reader's language: `@cairn/i18n/server`. The same instance and
// locale files as the apps; a locale is loaded once per process, on first use.
import { DEFAULT_LANGUAGE } from '@cairn/types';
import { ensureInstance, isValidLanguage, loadLocale, type TranslateVars } from './i18n';

export { notificationSentence } from './notification-text';

/** A translate function fixed to one language. */
export type FixedTranslate = (key: string, vars?: TranslateVars) => string;

/**
 * The translate function of a language (one of the 19; anything else is English). A locale that cannot be loaded
 * leaves English texts, as in the apps; missing keys fall back to English, then the key.
 */
export async function translatorIn(language: string | null | undefined): Promise<FixedTranslate> {
  const code = isValidLanguage(language) ? language : DEFAULT_LANGUAGE;
  await loadLocale(code).catch(() => undefined);
  const fixed = ensureInstance().getFixedT(code, 'translation');
  return (key, vars) => fixed(key, vars as Record<string, unknown>) as string;
}
