import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isTextNode,
  type LexicalEditor,
  type LexicalNode,
  type ParagraphNode,
} from 'lexical';

function isBlock(node: LexicalNode): boolean {
  return ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
}

/** Replaces the whole document with the parsed HTML; inline nodes at the top level are wrapped in paragraphs. */
export function $setHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    let paragraph: ParagraphNode | null = null;
    for (const node of nodes) {
      if (isBlock(node)) {
        paragraph = null;
        root.append(node);
        continue;
      }
      if (!paragraph) {
        if ($isTextNode(node) && !node.getTextContent().trim()) continue;
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** True when the document holds nothing but one empty paragraph. */
export function $isDocumentEmpty(): boolean {
  const root = $getRoot();
  if (root.getChildrenSize() > 1) return false;
  const first = root.getFirstChild();
  return first === null || ($isParagraphNode(first) && first.getChildrenSize() === 0);
}

/** The document as HTML; an empty document is the empty string. */
export function $getHtml(editor: LexicalEditor): string {
  if ($isDocumentEmpty()) return '';
  return $generateHtmlFromNodes(editor, null);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Ids of the users mentioned in editor HTML (`data-mention-id`), in document order, without duplicates. Work-item
 * mentions (`data-mention-kind="work_item"`) are not users and are left out.
 */
export function extractMentionIds(html: string): string[] {
  const ids: string[] = [];
  if (!html) return ids;
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll('[data-mention-id]').forEach((el) => {
      if (el.getAttribute('data-mention-kind') === 'work_item') return;
      const id = el.getAttribute('data-mention-id');
      if (id) ids.push(id);
    });
  } else {
    const tagPattern = /<[a-z][^>]*\sdata-mention-id\s*=[^>]*>/gi;
    const idPattern = /\sdata-mention-id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/i;
    const workItemPattern = /\sdata-mention-kind\s*=\s*(?:"work_item"|'work_item'|work_item(?=[\s>]))/i;
    for (const [tag] of html.matchAll(tagPattern)) {
      if (workItemPattern.test(tag)) continue;
      const match = idPattern.exec(tag);
      const id = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
      if (id) ids.push(id);
    }
  }
  return [...new Set(ids)];
}
