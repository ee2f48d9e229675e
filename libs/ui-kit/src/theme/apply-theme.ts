/** A theme choice as stored on the profile. */
export type ThemeChoice = 'light' | 'dark' | 'system';
/** A theme the CSS actually has. */
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
// Only one "system" subscription may exist: applying another theme must stop following the OS.
let stopFollowing: (() => void) | null = null;

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Resolves 'system' to the OS preference; light and dark stay as they are. */
export function resolveTheme(theme: ThemeChoice): ResolvedTheme {
  return theme === 'system' ? systemTheme() : theme;
}

function setDocumentTheme(theme: ResolvedTheme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/**
 * Sets data-theme on <html>. For 'system' it follows OS changes until another theme is applied or the returned
 * function is called.
 */
export function applyTheme(theme: ThemeChoice): () => void {
  stopFollowing?.();
  stopFollowing = null;
  if (typeof document === 'undefined') return () => undefined;
  setDocumentTheme(resolveTheme(theme));
  if (theme !== 'system' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => setDocumentTheme(event.matches ? 'dark' : 'light');
  query.addEventListener('change', onChange);
  const stop = () => {
    query.removeEventListener('change', onChange);
    if (stopFollowing === stop) stopFollowing = null;
  };
  stopFollowing = stop;
  return stop;
}
