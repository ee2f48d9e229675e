const PREFIXED_APPS = ['/god-mode', '/spaces'] as const;

/**
 * Where a 401 sends the browser (spec §2): /god-mode/ or /spaces/ for paths under those apps, else /,
 * with the path minus that prefix as `next_path` (omitted when nothing is left).
 */
export function unauthorizedRedirectPath(pathname: string): string {
  for (const prefix of PREFIXED_APPS) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`) || pathname.startsWith(`${prefix}#`)) {
      return withNextPath(`${prefix}/`, pathname.slice(prefix.length));
    }
  }
  return withNextPath('/', pathname);
}

function withNextPath(base: string, rest: string): string {
  // A bare query or hash still belongs to the app's root page.
  const next = rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
  if (next === '' || next === '/') return base;
  return `${base}?next_path=${encodeURIComponent(next)}`;
}

/** The parts of `window.location` the 401 rule needs. */
export type RedirectLocation = Pick<Location, 'pathname' | 'search' | 'assign'>;

/**
 * Applies the 401 rule to the current page, unless `isExempt(pathname)` says the page is itself a sign-in
 * screen (redirecting there would loop).
 */
export function redirectOnUnauthorized(location: RedirectLocation, isExempt: (pathname: string) => boolean): void {
  if (isExempt(location.pathname)) return;
  location.assign(unauthorizedRedirectPath(location.pathname + location.search));
}

/** True on a prefixed app's own landing page (`/god-mode`, `/god-mode/`, `/god-mode/index.html`). */
export function isAppRootPath(appPrefix: string, pathname: string): boolean {
  return pathname === appPrefix || pathname === `${appPrefix}/` || pathname === `${appPrefix}/index.html`;
}

/**
 * Link from a prefixed app's landing page to the members app's sign-in screen that comes back afterwards:
 * the page's own `next_path` (relative to the app) is put back under the app's prefix.
 */
export function signInHrefFor(appPrefix: string, search: string): string {
  const next = new URLSearchParams(search).get('next_path');
  const rest = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return `/?next_path=${encodeURIComponent(appPrefix + rest)}`;
}
