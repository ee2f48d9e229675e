import { unauthorizedRedirectPath, type Services } from '@cairn/services';
import type { User } from '@cairn/types';

/** Prefix this app is served under. */
export const APP_PREFIX = '/god-mode';

/** True on the app's own landing page, which doubles as its sign-in prompt (a redirect there would loop). */
export function isAppRoot(pathname: string): boolean {
  return pathname === APP_PREFIX || pathname === `${APP_PREFIX}/` || pathname === `${APP_PREFIX}/index.html`;
}

/** The 401 rule for this app: back to /god-mode/ with the rest of the path as next_path, unless already there. */
export function redirectOnUnauthorized(location: Pick<Location, 'pathname' | 'search' | 'assign'>): void {
  if (isAppRoot(location.pathname)) return;
  location.assign(unauthorizedRedirectPath(location.pathname + location.search));
}

/** Link to the members app's sign-in screen that comes back here afterwards (`/?next_path=/god-mode/…`). */
export function signInHref(search: string): string {
  const next = new URLSearchParams(search).get('next_path');
  const rest = next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
  return `/?next_path=${encodeURIComponent(APP_PREFIX + rest)}`;
}

/** Who is looking at the page. */
export type SessionState = { status: 'loading' } | { status: 'signed-in'; user: User } | { status: 'signed-out' } | { status: 'error' };

/** Asks the server for the signed-in user; 401 means signed out. */
export async function loadSession(services: Services): Promise<SessionState> {
  try {
    return { status: 'signed-in', user: await services.users.getMe() };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return status === 401 ? { status: 'signed-out' } : { status: 'error' };
  }
}
