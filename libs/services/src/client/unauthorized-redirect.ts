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
