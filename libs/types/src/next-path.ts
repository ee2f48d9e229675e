/**
 * Keeps a `next_path` only when it is a same-origin relative path: one leading "/" (never "//" or "/\"), no backslash,
 * no control characters (browsers may read those as another origin), at most 2000 characters. The one rule of the web
 * app's sign-in screens and the server's single sign-on redirects.
 */
export function sanitizeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
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
