const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Plain text → safe HTML: every character escaped; blank lines start paragraphs, single line breaks become <br>. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para.length > 0)
    .map((para) => `<p>${para.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** A comment's HTML → the text to edit (paragraphs apart by a blank line, <br> as line breaks). Parsing runs no script. */
export function htmlToPlainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(doc.body.children).filter((el) => /^(P|DIV|LI|H[1-6]|BLOCKQUOTE|PRE)$/.test(el.tagName));
  if (blocks.length === 0) return (doc.body.textContent ?? '').trim();
  return blocks.map((el) => (el.textContent ?? '').trim()).filter(Boolean).join('\n\n');
}
