import { isOtherAppPath, sanitizeNextPath } from './next-path';

/** Where the browser goes after signing in, and whether the router can take it there. */
export interface AfterSignInTarget {
  path: string;
  /** The path belongs to another app of this origin (admin, spaces) and needs a full page load. */
  fullReload: boolean;
}

/**
 * Not onboarded users finish onboarding first (keeping `next_path` for later); otherwise a safe `next_path` wins over the
 * post-login redirect (last workspace → fallback workspace → /create-workspace).
 */
export function afterSignInTarget(input: { isOnboarded: boolean; nextPath: string | null | undefined; postLoginPath: string }): AfterSignInTarget {
  const next = sanitizeNextPath(input.nextPath);
  if (!input.isOnboarded) {
    const query = next ? `?next_path=${encodeURIComponent(next)}` : '';
    return { path: `/onboarding${query}`, fullReload: false };
  }
  if (next && next !== '/') return { path: next, fullReload: isOtherAppPath(next) };
  return { path: input.postLoginPath, fullReload: false };
}
