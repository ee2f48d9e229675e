import type { Resource, ResourceLanguage } from 'i18next';
import type { LanguageCode } from '@cairn/types';
import en from './locales/en.json';
import { PARTIAL_LOCALE_MARKER } from './locale-split';

const bundled = en as Record<string, unknown>;

/**
 * True when the app's build bundled only English's start-up texts (apps/web's locale split, B8): the rest arrives with
 * loadEnglishRest(). Tests, the server and builds without the split bundle all of en.json.
 */
export const englishIsPartial = bundled[PARTIAL_LOCALE_MARKER] === true;

/** The bundled resources: English only — the fallback of every language and the texts before any locale loads. */
export const resources: Resource = { en: { translation: Object.fromEntries(Object.entries(bundled).filter(([key]) => key !== PARTIAL_LOCALE_MARKER)) } };

type LocaleModule = { default: ResourceLanguage[string] };

/**
 * The English texts the split left out of the start-up JS (only asked for when englishIsPartial). english-rest.json is
 * an empty object on disk — builds without the split bundle it as an empty chunk they never load — and the members
 * app's build answers it with the rest of en.json (apps/web/build/locale-split-plugin.ts).
 */
export const loadEnglishRest = (): Promise<LocaleModule> => import('./english-rest.json');

/**
 * The other 18 locales, each its own chunk loaded when chosen: the list route's start-up JS (B8) carried all 19 while
 * a user sees one. Literal import() calls so the bundler emits one file per locale.
 */
export const localeLoaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<LocaleModule>> = {
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  ja: () => import('./locales/ja.json'),
  'zh-CN': () => import('./locales/zh-CN.json'),
  'zh-TW': () => import('./locales/zh-TW.json'),
  ru: () => import('./locales/ru.json'),
  it: () => import('./locales/it.json'),
  cs: () => import('./locales/cs.json'),
  sk: () => import('./locales/sk.json'),
  de: () => import('./locales/de.json'),
  ua: () => import('./locales/ua.json'),
  pl: () => import('./locales/pl.json'),
  ko: () => import('./locales/ko.json'),
  'pt-BR': () => import('./locales/pt-BR.json'),
  id: () => import('./locales/id.json'),
  ro: () => import('./locales/ro.json'),
  'vi-VN': () => import('./locales/vi-VN.json'),
  'tr-TR': () => import('./locales/tr-TR.json'),
};
