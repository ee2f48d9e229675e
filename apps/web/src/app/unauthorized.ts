import { unauthorizedRedirectPath } from '@cairn/services';
import { isSignInRoute } from '../features/auth/hooks/next-path';

/** The 401 rule: leave for the sign-in screen with the current path as next_path, unless already signing in. */
export function redirectOnUnauthorized(location: Pick<Location, 'pathname' | 'search' | 'assign'>): void {
  if (isSignInRoute(location.pathname)) return;
  location.assign(unauthorizedRedirectPath(location.pathname + location.search));
}
