import { withDOM } from '@lexical/headless/dom';
import * as Y from 'yjs';
import { $getHtml, $setHtml } from '../internal/html';
import { applyStateToBoundEditor, createHeadlessBoundEditor, type HeadlessBoundEditor } from './headless-binding';

/** HTML of an empty document. */
export const EMPTY_DOC_HTML = '<p></p>';

// FNV-1a over the HTML: the same HTML always seeds the same Yjs client id, so two processes that seed one page at
// the same time produce identical updates (merging them is a no-op instead of doubling the content).
function seedClientId(html: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function withBoundEditor<T>(clientID: number | undefined, fn: (bound: HeadlessBoundEditor) => T): T {
  return withDOM(() => {
    const bound = createHeadlessBoundEditor(clientID);
    try {
      return fn(bound);
    } finally {
      bound.dispose();
    }
  });
}

function setContent(bound: HeadlessBoundEditor, html: string): void {
  const { editor } = bound;
  editor.update(() => $setHtml(editor, html), { discrete: true });
}

function readHtml(bound: HeadlessBoundEditor): string {
  const { editor } = bound;
  return editor.read(() => $getHtml(editor)) || EMPTY_DOC_HTML;
}

/** A Yjs update of a fresh document whose content is the given HTML (deterministic for a given HTML). */
export function htmlToDocState(html: string): Uint8Array {
  const source = typeof html === 'string' ? html : '';
  return withBoundEditor(seedClientId(source), (bound) => {
    setContent(bound, source);
    return Y.encodeStateAsUpdate(bound.doc);
  });
}

/** The editor's HTML (RichTextEditor's contract) of a document state; an empty document is `<p></p>`. */
export function docStateToHtml(state: Uint8Array): string {
  return withBoundEditor(undefined, (bound) => {
    applyStateToBoundEditor(bound, state);
    return readHtml(bound);
  });
}

/**
 * An update that, applied on top of `state`, makes the document's content equal to `html` (the old blocks are
 * deleted and the new ones inserted, so it merges with concurrent edits like any client's edit). When the document
 * already exports exactly `html`, the update is empty (applying it changes nothing).
 */
export function replaceContentUpdate(state: Uint8Array, html: string): Uint8Array {
  const source = typeof html === 'string' ? html : '';
  return withBoundEditor(undefined, (bound) => {
    applyStateToBoundEditor(bound, state);
    const before = Y.encodeStateVector(bound.doc);
    if (readHtml(bound) !== source) setContent(bound, source);
    return Y.encodeStateAsUpdate(bound.doc, before);
  });
}
