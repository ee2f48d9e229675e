import sanitizeHtml from 'sanitize-html';

// Rich text (descriptions, comments) is stored sanitised: the editor's tags and attributes only, links http(s) or
// mailto only, images from http(s) or our own asset paths. Everything else is removed, never escaped into view.

const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'span', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'input', 'label', 'sub', 'sup', 'mark',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-asset-id'],
    // data-mention-kind / data-href: a work-item mention (the editor's HTML contract; pages, issue 15).
    span: ['class', 'data-mention-id', 'data-mention-kind', 'data-href', 'data-lexical-text', 'style'],
    td: ['class', 'colspan', 'rowspan'],
    th: ['class', 'colspan', 'rowspan', 'scope'],
    li: ['class', 'value', 'data-checked', 'role', 'aria-checked'],
    ul: ['class', 'data-type'],
    ol: ['class', 'start'],
    code: ['class', 'data-language'],
    pre: ['class', 'data-language'],
    p: ['class', 'dir'],
    input: ['type', 'checked', 'disabled'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { span: { 'white-space': [/^pre-wrap$/] } },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
    input: (tagName, attribs) => (attribs.type === 'checkbox' ? { tagName, attribs } : { tagName: 'span', attribs: {} }),
  },
};

/** Sanitises editor HTML for storage. An empty result becomes `<p></p>`. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
  }).trim();
  return clean === '' ? '<p></p>' : clean;
}

/** Images come from http(s) or from our own asset paths (/api/assets/v2/files/{id}/). */
function isAllowedImageSource(src: string): boolean {
  return /^https?:\/\//i.test(src) || /^\/api\/assets\/v2\/files\/[0-9a-f-]{36}\/?$/i.test(src);
}

/** The plain text of rich text (for search and activity), whitespace collapsed. */
export function stripRichText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre|div|tr|td|th)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Ids of the members mentioned in rich text (`<span data-mention-id="…">`), unique, in order. */
export function mentionIds(html: string): string[] {
  const ids = new Set<string>();
  for (const tag of html.matchAll(/<span\b[^>]*>/gi)) {
    // A work-item mention (data-mention-kind="work_item") names an item, not a member.
    if (/data-mention-kind="work_item"/i.test(tag[0])) continue;
    const match = /data-mention-id="([0-9a-f-]{36})"/i.exec(tag[0]);
    if (match) ids.add(match[1].toLowerCase());
  }
  return [...ids];
}
