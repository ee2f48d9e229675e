/** Protocols a link may use; anything else (javascript:, data:, vbscript:, relative paths…) is refused. */
export const ALLOWED_LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

// C0 controls, DEL and whitespace are ignored by browsers when they read a scheme ("java\tscript:").
const IGNORED_IN_SCHEME = /[\u0000-\u001F\u007F\s]/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LOOKS_LIKE_HOST = /^[^\s/:@]+\.[^\s/:@]{2,}(?:[/?#].*)?$/;
const LOOKS_LIKE_EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * Returns the URL when its protocol is http, https or mailto, else null. Input without a scheme that looks like a
 * host ("example.com/x") gets https://, one that looks like an address gets mailto:.
 */
export function sanitizeLinkUrl(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (!trimmed) return null;
  const compact = trimmed.replace(IGNORED_IN_SCHEME, '');
  let candidate = trimmed;
  if (!HAS_SCHEME.test(compact)) {
    if (LOOKS_LIKE_EMAIL.test(trimmed)) candidate = `mailto:${trimmed}`;
    else if (LOOKS_LIKE_HOST.test(trimmed)) candidate = `https://${trimmed}`;
    else return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_LINK_PROTOCOLS.includes(parsed.protocol)) return null;
  // The raw scheme must match too: "java\nscript:" parses differently across engines.
  const rawScheme = compact.match(HAS_SCHEME)?.[0].toLowerCase();
  if (rawScheme && !ALLOWED_LINK_PROTOCOLS.includes(rawScheme)) return null;
  return candidate;
}

/** True when the URL is an allowed link target exactly as written (no scheme added). */
export function isAllowedLinkUrl(url: string): boolean {
  const clean = sanitizeLinkUrl(url);
  return clean !== null && clean === url.trim();
}
