import { HOME_TEXT, assumeHttps } from '@cairn/types';

/** What the quick-link form holds. */
export interface QuickLinkValues {
  title: string;
  url: string;
}

/** The i18n key of the problem with a URL, or null when it is an http(s) link (one without a scheme is taken as https). */
export function quickLinkUrlError(value: string): string | null {
  const text = assumeHttps(value).trim();
  if (!text) return 'home.quick_link_url_required';
  if (text.length > 2048 || /[\s\u0000-\u001f]/.test(text)) return 'home.quick_link_url_invalid';
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'home.quick_link_url_invalid';
    return url.hostname ? null : 'home.quick_link_url_invalid';
  } catch {
    return 'home.quick_link_url_invalid';
  }
}

/** The body of a create / update from the form: trimmed, a title only when given. */
export function quickLinkBody(values: QuickLinkValues): { title?: string; url: string } {
  const title = values.title.trim().slice(0, 255);
  const url = assumeHttps(values.url).trim();
  return title ? { title, url } : { url };
}

/** What a link shows: its title, else its host and path. */
export function quickLinkLabel(link: { title: string; url: string }): string {
  if (link.title.trim()) return link.title;
  try {
    const url = new URL(link.url);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return link.url;
  }
}

/** The server's text for a refused URL (the same rule, kept in @cairn/types). */
export const QUICK_LINK_URL_TEXT = HOME_TEXT.quickLinkUrl;
