import { sanitizeNextPath } from '@cairn/types';

/** Prefixes served by other apps of the same origin; reaching them needs a full page load. */
const OTHER_APP_PREFIXES = ['/god-mode', '/spaces'];

export { sanitizeNextPath };

/** True when the path belongs to another app of this origin (admin or spaces), so the router cannot handle it. */
export function isOtherAppPath(path: string): boolean {
  return OTHER_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/** Sign-in routes: a 401 met there must not redirect again. */
export function isSignInRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/sign-up' || pathname.startsWith('/accounts/');
}
