/** Prefixes served by other apps of the same origin; reaching them needs a full page load. */
const OTHER_APP_PREFIXES = ['/god-mode', '/spaces'];

/**
 * Keeps a `next_path` only when it is a same-origin relative path: it must start with one "/" (never "//" or "/\"),
 * and hold no control characters or backslashes, which browsers may read as another origin.
 */
export function sanitizeNextPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = 'http://cairn.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** True when the path belongs to another app of this origin (admin or spaces), so the router cannot handle it. */
export function isOtherAppPath(path: string): boolean {
  return OTHER_APP_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/** Sign-in routes: a 401 met there must not redirect again. */
export function isSignInRoute(pathname: string): boolean {
  return pathname === '/' || pathname === '/sign-up' || pathname.startsWith('/accounts/');
}
