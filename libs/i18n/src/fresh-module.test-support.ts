/** The i18n module as a test sees it: `typeof import('./index')`. */
export type I18nModule = typeof import('./index');

/** A fresh copy of the i18n module, so its one-time init and stored language do not leak between tests. */
export function freshModule(): I18nModule {
  let mod: I18nModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<I18nModule>('./index');
  });
  return mod as I18nModule;
}
