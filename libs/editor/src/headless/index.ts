/**
 * @cairn/editor/headless — the editor's document conversions for Node (the API server) and tests: no React DOM,
 * no CSS, no browser globals at import time (a happy-dom window exists only during each call).
 */
export { docStateToHtml, EMPTY_DOC_HTML, htmlToDocState, replaceContentUpdate } from './doc-state';
export { DOC_ROOT_NAME, InvalidDocStateError } from './headless-binding';
export { extractWorkItemMentionIds, htmlToPlainText } from './html-text';
