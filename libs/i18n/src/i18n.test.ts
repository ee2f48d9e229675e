/**
 * @jest-environment jsdom
 */
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY } from '@cairn/types';
import { freshModule, type I18nModule } from './fresh-module.test-support';

// Each test gets a fresh module (fresh-module.test-support.ts).

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('fallback chain', () => {
  it('uses the language when it has the key', async () => {
    const i18n = freshModule();
    await i18n.initI18n({ language: 'fr', storage: null });
    expect(i18n.translate('sidebar.projects')).toBe('Projets');
  });

  it('falls back to English when the language lacks the key at run time (a locale file shipped without it)', async () => {
    jest.doMock('./locales/fr.json', () => {
      const real = jest.requireActual<{ auth: { reset_password: Record<string, string> } }>('./locales/fr.json');
      const copy = JSON.parse(JSON.stringify(real)) as typeof real;
      delete copy.auth.reset_password.title;
      return { __esModule: true, default: copy };
    });
    try {
      const i18n = freshModule();
      await i18n.initI18n({ language: 'fr', storage: null });
      expect(i18n.translate('auth.reset_password.title')).toBe('Set new password');
      expect(i18n.translate('sidebar.projects')).toBe('Projets');
    } finally {
      jest.dontMock('./locales/fr.json');
    }
  });

  it('uses the Ukrainian plural forms for the spec code ua (Intl knows it as uk)', async () => {
    const i18n = freshModule();
    await i18n.initI18n({ language: 'ua', storage: null });
    const forms = [1, 3, 5, 21].map((count) => i18n.translate('settings.workspace.members.count', { count }));
    expect(new Set(forms).size).toBeGreaterThan(2);
  });

  it('falls back to the key itself when English lacks it too', async () => {
    const i18n = freshModule();
    await i18n.initI18n({ language: 'fr', storage: null });
    expect(i18n.translate('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('interpolates variables', () => {
    const i18n = freshModule();
    expect(i18n.translate('auth.unique_code.resend_in', { seconds: 12 })).toBe('Resend code in 12s');
  });

  it('pluralises with count', () => {
    const i18n = freshModule();
    expect(i18n.translate('settings.workspace.members.count', { count: 1 })).toBe('1 member');
    expect(i18n.translate('settings.workspace.members.count', { count: 3 })).toBe('3 members');
  });

  it('translates before initI18n is called, in English', () => {
    const i18n = freshModule();
    expect(i18n.translate('common.save')).toBe('Save');
    expect(i18n.getLanguage()).toBe('en');
  });
});

describe('setLanguage', () => {
  it("rejects an unknown code with 'Invalid language' and keeps the current language", async () => {
    const i18n = freshModule();
    await i18n.initI18n();
    await expect(i18n.setLanguage('xx')).rejects.toThrow(new Error('Invalid language'));
    await expect(i18n.setLanguage('EN')).rejects.toThrow('Invalid language');
    expect(i18n.getLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('changes the language, stores it and sets <html lang>', async () => {
    const i18n = freshModule();
    await i18n.initI18n();
    await i18n.setLanguage('de');
    expect(i18n.getLanguage()).toBe('de');
    expect(i18n.translate('common.save')).toBe('Speichern');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('does not persist when storage is null', async () => {
    const i18n = freshModule();
    await i18n.initI18n({ storage: null });
    await i18n.setLanguage('ja');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.lang).toBe('ja');
  });
});

describe('initI18n', () => {
  it('defaults to English and sets <html lang>', async () => {
    const i18n = freshModule();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('restores the stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-BR');
    const i18n = freshModule();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.translate('sidebar.home')).toBe('Início');
  });

  it('ignores an invalid stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    const i18n = freshModule();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('en');
  });

  it('prefers an explicit valid language over the stored one', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const i18n = freshModule();
    await i18n.initI18n({ language: 'ko' });
    expect(i18n.getLanguage()).toBe('ko');
  });

  it('is idempotent: later calls return the same instance and ignore their options', async () => {
    const i18n = freshModule();
    const first = await i18n.initI18n({ language: 'it', storage: null });
    const second = await i18n.initI18n({ language: 'ru' });
    expect(second).toBe(first);
    expect(i18n.getLanguage()).toBe('it');
  });

  it('bundles English only and loads each other language when it is chosen', async () => {
    const i18n = freshModule();
    const instance = await i18n.initI18n({ storage: null });
    expect(i18n.SUPPORTED_LANGUAGES).toHaveLength(19);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(true);
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      expect(instance.hasResourceBundle(code, 'translation')).toBe(false);
      expect(i18n.isValidLanguage(code)).toBe(true);
      await i18n.setLanguage(code);
      expect(instance.hasResourceBundle(code, 'translation')).toBe(true);
      expect(i18n.getLanguage()).toBe(code);
    }
    expect(i18n.isValidLanguage('xx')).toBe(false);
  });

  it('has the stored language loaded when initI18n resolves (no English first)', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const i18n = freshModule();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('fr');
    expect(i18n.translate('common.save')).toBe('Enregistrer');
  });
});

describe('a locale that cannot be fetched', () => {
  function moduleWithFailingFrench(): I18nModule {
    let mod: I18nModule | undefined;
    jest.isolateModules(() => {
      jest.doMock('./resources', () => {
        const actual = jest.requireActual<typeof import('./resources')>('./resources');
        return { ...actual, localeLoaders: { ...actual.localeLoaders, fr: () => Promise.reject(new Error('chunk failed')) } };
      });
      mod = jest.requireActual<I18nModule>('./index');
    });
    jest.dontMock('./resources');
    return mod as I18nModule;
  }

  it('still initialises, with the English texts', async () => {
    const i18n = moduleWithFailingFrench();
    await i18n.initI18n({ language: 'fr', storage: null });
    expect(i18n.translate('common.save')).toBe('Save');
  });

  it('rejects setLanguage and keeps the current language', async () => {
    const i18n = moduleWithFailingFrench();
    await i18n.initI18n({ language: 'de', storage: null });
    await expect(i18n.setLanguage('fr')).rejects.toThrow('chunk failed');
    expect(i18n.getLanguage()).toBe('de');
    expect(i18n.translate('common.save')).toBe('Speichern');
  });
});

describe('browser language', () => {
  it('picks the first of the browser languages that is one of the 19, by region or by language', () => {
    const i18n = freshModule();
    expect(i18n.browserLanguage(['xx', 'de-AT', 'fr'])).toBe('de');
    expect(i18n.browserLanguage(['pt'])).toBe('pt-BR');
    expect(i18n.browserLanguage(['zh-Hant-TW'])).toBe('zh-TW');
    expect(i18n.browserLanguage(['zh'])).toBe('zh-CN');
    expect(i18n.browserLanguage(['uk-UA'])).toBe('ua');
    expect(i18n.browserLanguage(['tr'])).toBe('tr-TR');
    expect(i18n.browserLanguage(['ja-JP'])).toBe('ja');
    expect(i18n.browserLanguage(['xx', 'yy'])).toBeNull();
  });

  it('starts in the browser language when nothing is stored, and the stored choice wins over it', async () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    try {
      const first = freshModule();
      await first.initI18n({ storage: null });
      expect(first.getLanguage()).toBe('de');
      expect(document.documentElement.lang).toBe('de');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
      const second = freshModule();
      await second.initI18n();
      expect(second.getLanguage()).toBe('fr');
    } finally {
      languages.mockRestore();
    }
  });
});
