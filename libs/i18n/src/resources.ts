import type { Resource, ResourceLanguage } from 'i18next';
import type { LanguageCode } from '@cairn/types';
import en from './locales/en.json';

/** The bundled resources: English only — the fallback of every language and the texts before any locale loads. */
export const resources: Resource = { en: { translation: en } };

type LocaleModule = { default: ResourceLanguage[string] };

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
