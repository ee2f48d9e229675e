import type * as Headless from '@cairn/editor/headless';

// The editor's headless entry (Lexical, happy-dom and the Yjs binding) takes seconds to load, and only page content
// needs it: it is imported on first use, not when the server module graph loads (every API test file builds a server).
// main.ts warms it once the server listens.

let loading: Promise<typeof Headless> | undefined;

/** The editor's headless entry (HTML ⇄ collaborative document), loaded once. */
export function loadHeadless(): Promise<typeof Headless> {
  loading ??= import('@cairn/editor/headless');
  return loading;
}
