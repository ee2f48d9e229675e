import { redirectOnUnauthorized as applyUnauthorizedRule, type RedirectLocation } from '@cairn/services';
import { isSignInRoute } from '../features/auth/hooks/next-path';

/** The 401 rule: leave for the sign-in screen with the current path as next_path, unless already signing in. */
export function redirectOnUnauthorized(location: RedirectLocation): void {
  applyUnauthorizedRule(location, isSignInRoute);
}
