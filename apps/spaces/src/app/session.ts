import { isAppRootPath, redirectOnUnauthorized as applyUnauthorizedRule, signInHrefFor, type RedirectLocation } from '@cairn/services';

/** Prefix this app is served under. */
export const APP_PREFIX = '/spaces';

/** The 401 rule for this app; its landing page is its own sign-in prompt, so a 401 there stays put. */
export function redirectOnUnauthorized(location: RedirectLocation): void {
  applyUnauthorizedRule(location, (pathname) => isAppRootPath(APP_PREFIX, pathname));
}

/** Link to the members app's sign-in screen that comes back here afterwards. */
export function signInHref(search: string): string {
  return signInHrefFor(APP_PREFIX, search);
}

/** Sign-in link that comes back to this exact page: `pathAndQuery` is the app-relative path with its query (router location). */
export function signInHrefBackTo(pathAndQuery: string): string {
  return signInHref(`?next_path=${encodeURIComponent(pathAndQuery)}`);
}
