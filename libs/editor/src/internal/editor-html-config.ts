import { AutoLinkNode, LinkNode } from '@lexical/link';
import { TableCellNode, TableNode } from '@lexical/table';
import type { DOMExportOutput, DOMExportOutputMap, HTMLConfig, LexicalEditor, LexicalNode } from 'lexical';
import { isAllowedLinkUrl } from './link-url';

/**
 * TableNode's export finishes the <table> in place and then asks the exporter to replace the element with itself.
 * happy-dom (the DOM of the headless converter) removes a node replaced by itself, which dropped every table; the
 * export is already in place, so the self-replacement is skipped.
 */
function exportTableDOM(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const output = node.exportDOM(editor);
  const { after } = output;
  if (!after) return output;
  return {
    ...output,
    after: (element) => {
      const next = after.call(node, element);
      return next === element ? null : next;
    },
  };
}

/**
 * Table cells are exported without Lexical's inline styles (a black 1px border, a 75px width, a grey header
 * background): the editor's CSS styles tables with tokens, and the styles came back in as paragraph alignment, which
 * made export → import → export unstable.
 */
function exportTableCellDOM(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const output = node.exportDOM(editor);
  const { element } = output;
  if (element && 'removeAttribute' in element) element.removeAttribute('style');
  return output;
}

/**
 * Links that reach the document without the link-safety transform (another client's Yjs update skips transforms)
 * are exported without their href.
 */
function exportLinkDOM(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const output = node.exportDOM(editor);
  const { element } = output;
  if (element && 'getAttribute' in element) {
    const href = element.getAttribute('href');
    if (href !== null && !isAllowedLinkUrl(href)) element.removeAttribute('href');
  }
  return output;
}

const exportOverrides: DOMExportOutputMap = new Map();
exportOverrides.set(TableNode, exportTableDOM);
exportOverrides.set(TableCellNode, exportTableCellDOM);
exportOverrides.set(LinkNode, exportLinkDOM);
exportOverrides.set(AutoLinkNode, exportLinkDOM);

/** HTML import/export overrides shared by every editor (React and headless). */
export const EDITOR_HTML_CONFIG: HTMLConfig = { export: exportOverrides };
