import type { Resource } from 'i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import zh_CN from './locales/zh-CN.json';
import zh_TW from './locales/zh-TW.json';
import ru from './locales/ru.json';
import it from './locales/it.json';
import cs from './locales/cs.json';
import sk from './locales/sk.json';
import de from './locales/de.json';
import ua from './locales/ua.json';
import pl from './locales/pl.json';
import ko from './locales/ko.json';
import pt_BR from './locales/pt-BR.json';
import id from './locales/id.json';
import ro from './locales/ro.json';
import vi_VN from './locales/vi-VN.json';
import tr_TR from './locales/tr-TR.json';

/** Every locale bundled, keyed by language code, all in the default 'translation' namespace. */
export const resources: Resource = {
  en: { translation: en },
  fr: { translation: fr },
  es: { translation: es },
  ja: { translation: ja },
  'zh-CN': { translation: zh_CN },
  'zh-TW': { translation: zh_TW },
  ru: { translation: ru },
  it: { translation: it },
  cs: { translation: cs },
  sk: { translation: sk },
  de: { translation: de },
  ua: { translation: ua },
  pl: { translation: pl },
  ko: { translation: ko },
  'pt-BR': { translation: pt_BR },
  id: { translation: id },
  ro: { translation: ro },
  'vi-VN': { translation: vi_VN },
  'tr-TR': { translation: tr_TR },
};
