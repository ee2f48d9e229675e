import { withDOM } from '@lexical/headless/dom';

const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2',
  'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'THEAD',
  'TFOOT', 'TR', 'UL',
]);
const CELL_TAGS = new Set(['TD', 'TH']);
const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'COLGROUP']);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function parse<T>(html: string, fn: (body: HTMLElement) => T): T {
  return withDOM((window) => {
    const doc = new window.DOMParser().parseFromString(html, 'text/html');
    return fn(doc.body);
  });
}

/**
 * Plain text of editor HTML for search and previews: blocks and `<br>` become line breaks, table cells are separated
 * by a space, runs of spaces collapse (not inside `<pre>`), blank lines are dropped.
 */
export function htmlToPlainText(html: string): string {
  if (typeof html !== 'string' || !html.trim()) return '';
  return parse(html, (body) => {
    const out: string[] = [];
    // Inside a table cell, blocks are separated by spaces so that a row stays on one line.
    const walk = (node: Node, inPre: boolean, inCell = false): void => {
      if (node.nodeType === TEXT_NODE) {
        const text = node.nodeValue ?? '';
        out.push(inPre ? text : text.replace(/[\s\u00a0]+/g, ' '));
        return;
      }
      if (node.nodeType !== ELEMENT_NODE) return;
      const tag = (node as Element).tagName.toUpperCase();
      if (SKIPPED_TAGS.has(tag)) return;
      if (tag === 'BR') {
        out.push('\n');
        return;
      }
      const cell = CELL_TAGS.has(tag);
      const separator = BLOCK_TAGS.has(tag) ? (inCell ? ' ' : '\n') : cell ? ' ' : '';
      out.push(separator);
      const pre = inPre || tag === 'PRE';
      node.childNodes.forEach((child) => walk(child, pre, inCell || cell));
      out.push(separator);
    };
    walk(body, false);
    return out
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .filter((line) => line.length > 0)
      .join('\n');
  });
}

/** Ids of the work items mentioned in editor HTML (`data-mention-kind="work_item"`), in order, without duplicates. */
export function extractWorkItemMentionIds(html: string): string[] {
  if (typeof html !== 'string' || !html.includes('data-mention-id')) return [];
  return parse(html, (body) => {
    const ids: string[] = [];
    body.querySelectorAll('[data-mention-id][data-mention-kind="work_item"]').forEach((element) => {
      const id = element.getAttribute('data-mention-id');
      if (id && !ids.includes(id)) ids.push(id);
    });
    return ids;
  });
}
