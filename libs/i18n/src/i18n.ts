import i18next, { type i18n as I18nextInstance, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, SPEC_TEXT, type LanguageCode } from '@cairn/types';
import { intlLocaleOf } from './intl-locale';
import { englishIsPartial, loadEnglishRest, localeLoaders, resources } from './resources';

/** The i18next instance behind the helpers; apps should not need to touch it directly. */
export type I18nInstance = I18nextInstance;

/** Options for initI18n. `storage: null` turns persistence off (tests, server rendering). */
export interface InitI18nOptions {
  language?: string;
  storage?: Storage | null;
}

const instance: I18nInstance = i18next.createInstance();
instance.use(initReactI18next);

let storage: Storage | null = null;
let initPromise: Promise<I18nInstance> | null = null;
// A split English (apps/web): its rest, once asked for, and whether it has been added.
let englishRest: Promise<void> | null = null;
let englishRestAdded = false;

function defaultStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    // Some browsers throw a SecurityError on access when storage is blocked.
    return null;
  }
}

function applyDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/**
 * Initialises the instance synchronously (English is bundled), so components and translate() work even before
 * initI18n() ran — ui-kit stories and tests rely on that.
 */
export function ensureInstance(): I18nInstance {
  if (instance.isInitialized) return instance;
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    // Other locales are added when chosen (loadLocale); English is the only bundle at start.
    partialBundledLanguages: true,
    defaultNS: 'translation',
    ns: ['translation'],
    // Keys are dotted paths; ':' may appear in spec texts used as keys, so it must not split namespaces.
    nsSeparator: false,
    keySeparator: '.',
    returnNull: false,
    returnEmptyString: false,
    initAsync: false,
    // React escapes on render; escaping here would double-escape.
    interpolation: { escapeValue: false },
    // While a split English waits for its rest (apps/web, B8), a text outside the start-up part shows blank, not its
    // key; components render again when the rest arrives (useT). Once complete, a missing key shows the key.
    parseMissingKeyHandler: (key: string) => (englishIsPartial && !englishRestAdded ? '' : key),
    react: { useSuspense: false },
  });
  seedPluralRules(instance);
  return instance;
}

/**
 * Our Ukrainian is 'ua' (spec), which Intl does not know ('uk' is Ukrainian): i18next would pick English plural rules
 * for it (one/other) and never use the _few / _many forms. Its plural resolver caches one Intl.PluralRules per code;
 * give 'ua' Ukrainian's.
 */
function seedPluralRules(inst: I18nInstance): void {
  const resolver = inst.services.pluralResolver as unknown as { pluralRulesCache?: Record<string, Intl.PluralRules> };
  if (!resolver?.pluralRulesCache) return;
  for (const type of ['cardinal', 'ordinal'] as const) {
    resolver.pluralRulesCache[JSON.stringify({ cleanedCode: 'ua', type })] = new Intl.PluralRules(intlLocaleOf('ua'), { type });
  }
}

const loading = new Map<LanguageCode, Promise<void>>();

/**
 * Makes English complete where the app's build bundled only its start-up texts (apps/web, B8): fetches the rest once
 * and adds it (components re-render through useT). Resolves at once where English is bundled whole. A failed fetch
 * may be retried by the next call.
 */
export function ensureEnglishComplete(): Promise<void> {
  if (!englishIsPartial) return Promise.resolve();
  const inst = ensureInstance();
  englishRest ??= loadEnglishRest().then(
    (mod) => {
      inst.addResourceBundle(DEFAULT_LANGUAGE, 'translation', mod.default, true, true);
      englishRestAdded = true;
    },
    (error: unknown) => {
      englishRest = null;
      throw error;
    },
  );
  return englishRest;
}

/** False until the texts of a split English have all arrived (always true where English is bundled whole). */
export function isEnglishComplete(): boolean {
  return !englishIsPartial || englishRestAdded;
}

/**
 * Makes `code`'s texts available: English is bundled, the others are fetched (one chunk each) once and added to the
 * instance. Callers await it before switching, so a chosen language is never shown in English first.
 */
export function loadLocale(code: LanguageCode): Promise<void> {
  const inst = ensureInstance();
  // English (DEFAULT_LANGUAGE) is the bundled one.
  if (code === 'en' || inst.hasResourceBundle(code, 'translation')) return Promise.resolve();
  const known = loading.get(code);
  if (known) return known;
  // English is every language's fallback (and server_text's index): a split English is completed alongside.
  const pending = Promise.all([localeLoaders[code](), ensureEnglishComplete().catch(() => undefined)]).then(
    ([mod]) => {
      inst.addResourceBundle(code, 'translation', mod.default, true, true);
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next switch.
      loading.delete(code);
      throw error;
    },
  );
  loading.set(code, pending);
  return pending;
}

/** True when `code` is one of the 19 interface languages. */
export function isValidLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

function readStoredLanguage(): LanguageCode | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isValidLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The first of the browser's preferred languages (navigator.languages) that is one of the 19: an exact code, else the
 * same language in another region ('de-AT' → 'de', 'pt' → 'pt-BR', 'zh-Hant' / 'zh-HK' → 'zh-TW', 'uk' → 'ua');
 * null when none is.
 */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])): LanguageCode | null {
  for (const raw of preferred) {
    if (typeof raw !== 'string' || raw === '') continue;
    const tag = raw.trim();
    if (isValidLanguage(tag)) return tag;
    const exact = LANGUAGE_CODES.find((c) => c.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const [base, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (base === 'uk') return 'ua';
    if (base === 'zh') return rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo' || p === 'hant') ? 'zh-TW' : 'zh-CN';
    const sameLanguage = LANGUAGE_CODES.find((c) => c.toLowerCase().split('-')[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/**
 * Initialises i18n once: language from options (the signed-in user's profile), else the stored choice, else the
 * browser's language when it is one of the 19, else English. Later calls return the same promise and ignore their
 * options.
 */
export function initI18n(options: InitI18nOptions = {}): Promise<I18nInstance> {
  if (initPromise) return initPromise;
  storage = options.storage === undefined ? defaultStorage() : options.storage;
  initPromise = (async () => {
    ensureInstance();
    const language = isValidLanguage(options.language) ? options.language : (readStoredLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE);
    // The app renders after this promise: a locale that cannot be fetched shows English texts (the fallback) rather
    // than no app at all.
    await loadLocale(language).catch(() => undefined);
    await instance.changeLanguage(language);
    applyDocumentLanguage(language);
    return instance;
  })();
  return initPromise;
}

/** Switches the interface language, remembers it in storage and sets <html lang>; rejects 'Invalid language'. */
export async function setLanguage(code: string): Promise<void> {
  if (!isValidLanguage(code)) throw new Error(SPEC_TEXT.invalidLanguage);
  ensureInstance();
  if (!initPromise) storage = defaultStorage();
  await loadLocale(code);
  await instance.changeLanguage(code);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Persisting is best effort: a full or blocked storage must not block the switch.
  }
  applyDocumentLanguage(code);
}

/** The current interface language code. */
export function getLanguage(): LanguageCode {
  const current = ensureInstance().language;
  return isValidLanguage(current) ? current : DEFAULT_LANGUAGE;
}

/** Variables interpolated into a translation ({{name}}), plus i18next options such as `count`. */
export type TranslateVars = Record<string, unknown>;

/** Translates outside React (stores, services' callers, non-component code). */
export function translate(key: string, vars?: TranslateVars): string {
  return String(ensureInstance().t(key, vars as TOptions));
}
