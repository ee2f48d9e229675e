export { initI18n, setLanguage, getLanguage, isValidLanguage, translate, browserLanguage, ensureEnglishComplete, isEnglishComplete } from './i18n';
export { intlLocaleOf } from './intl-locale';
export { translateServerText } from './server-text';
export { actorName, notificationSentence, workItemKeyOf, workItemNameOf } from './notification-text';
export type { I18nInstance, InitI18nOptions, TranslateVars } from './i18n';
export { useT, I18nProvider } from './react';
export type { TFunction } from './react';
export { SUPPORTED_LANGUAGES } from './languages';
