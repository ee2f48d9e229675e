import { isAppRootPath, redirectOnUnauthorized as applyUnauthorizedRule, signInHrefFor, type RedirectLocation } from '@cairn/services';

/** Prefix this app is served under (the router's basename). */
export const APP_PREFIX = '/god-mode';

/** The console page shown after sign-in when no next_path is given. */
export const DEFAULT_CONSOLE_PATH = '/general';

/** The 401 rule for this app; its landing page is its own sign-in form, so a 401 there stays put. */
export function redirectOnUnauthorized(location: RedirectLocation): void {
  applyUnauthorizedRule(location, (pathname) => isAppRootPath(APP_PREFIX, pathname));
}

/** Link to the members app's sign-in screen that comes back here afterwards. */
export function signInHref(search: string): string {
  return signInHrefFor(APP_PREFIX, search);
}

/**
 * The app-relative path to open after sign-in: the `next_path` of the query when it is a plain path of this app
 * (one leading "/", no "//", backslashes or control characters), else the default console page.
 */
export function nextPathAfterSignIn(search: string): string {
  const raw = new URLSearchParams(search).get('next_path');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_CONSOLE_PATH;
  if (raw === '/' || isAppRootPath('', raw)) return DEFAULT_CONSOLE_PATH;
  return raw;
}
