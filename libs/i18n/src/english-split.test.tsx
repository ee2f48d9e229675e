/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { PARTIAL_LOCALE_MARKER } from './locale-split';

// The members app's build bundles only part of English (apps/web/build/locale-split-plugin.ts): the start-up texts
// with a marker, and the rest as `english-rest.json`. These tests give the i18n module such a pair.
type I18nModule = typeof import('./index');
type Rtl = typeof import('@testing-library/react/pure');

const CORE = { common: { save: 'Save' }, [PARTIAL_LOCALE_MARKER]: true };
const REST = { projects: { title: 'Projects' }, server_text: { api: { not_found: 'Not found.' } } };

function partialModule(restLoad: () => unknown): I18nModule & { rtl: Rtl } {
  jest.doMock('./locales/en.json', () => ({ __esModule: true, default: CORE }));
  jest.doMock('./english-rest.json', () => ({ __esModule: true, default: restLoad() }));
  let mod: I18nModule | undefined;
  let rtl: Rtl | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<I18nModule>('./index');
    // The same React as the isolated module's hooks.
    rtl = jest.requireActual<Rtl>('@testing-library/react/pure');
  });
  return Object.assign(mod as I18nModule, { rtl: rtl as Rtl });
}

afterEach(() => {
  jest.dontMock('./locales/en.json');
  jest.dontMock('./english-rest.json');
});

describe('a split English', () => {
  it('shows the start-up texts at once, a blank for the others until the rest is added, then the texts', async () => {
    const i18n = partialModule(() => REST);
    expect(i18n.translate('common.save')).toBe('Save');
    expect(i18n.translate('projects.title')).toBe('');
    expect(i18n.isEnglishComplete()).toBe(false);
    await i18n.ensureEnglishComplete();
    expect(i18n.isEnglishComplete()).toBe(true);
    expect(i18n.translate('projects.title')).toBe('Projects');
    expect(i18n.translate('common.save')).toBe('Save');
    // Complete: a key that exists nowhere shows as the key again.
    expect(i18n.translate('projects.nothing_here')).toBe('projects.nothing_here');
    // The marker is not a text (missing, so it shows as its key).
    expect(i18n.translate(PARTIAL_LOCALE_MARKER)).toBe(PARTIAL_LOCALE_MARKER);
  });

  it('renders components again when the rest arrives', async () => {
    const i18n = partialModule(() => REST);
    function Title() {
      // Rendered through the isolated module's React (createElement builds a plain element both accept).
      const { t } = i18n.useT();
      return <h1>{t('projects.title') || '…'}</h1>;
    }
    const { act, render, screen } = i18n.rtl;
    render(createElement(Title));
    expect(screen.getByRole('heading').textContent).toBe('…');
    await act(() => i18n.ensureEnglishComplete());
    expect(screen.getByRole('heading').textContent).toBe('Projects');
    i18n.rtl.cleanup();
  });

  it('knows the server texts once the rest arrives; before, a server message stays as it came', async () => {
    const i18n = partialModule(() => REST);
    expect(i18n.translateServerText('Not found.')).toBe('Not found.');
    await i18n.ensureEnglishComplete();
    await i18n.setLanguage('en');
    expect(i18n.translateServerText('Not found.')).toBe('Not found.');
  });

  it('completes English with another language (its fallback)', async () => {
    const i18n = partialModule(() => REST);
    await i18n.initI18n({ language: 'fr', storage: null });
    expect(i18n.isEnglishComplete()).toBe(true);
  });

  it('asks for the rest once however many ask', async () => {
    const i18n = partialModule(() => REST);
    const first = i18n.ensureEnglishComplete();
    expect(i18n.ensureEnglishComplete()).toBe(first);
    await Promise.all([first, i18n.initI18n({ language: 'de', storage: null })]);
    expect(i18n.isEnglishComplete()).toBe(true);
  });
});
