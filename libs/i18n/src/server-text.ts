import { ensureInstance, translate } from './i18n';

// The server answers errors in English (its texts are the constants of @cairn/types: PROJECT_TEXT, PUBLISH_TEXT…, kept
// in en.json under `server_text`, each translated like every key). The apps show such a message through
// translateServerText, so a French user reads the French text; a message the server built on the fly (no constant)
// stays as it came.

let byText: Map<string, string> | null = null;
let watching = false;

function index(): Map<string, string> {
  if (byText) return byText;
  if (!watching) {
    watching = true;
    // The web app's start-up English leaves server_text out (B8); the index is built again once it arrives.
    ensureInstance().store.on('added', () => {
      byText = null;
    });
  }
  byText = new Map();
  const tree = ensureInstance().getResourceBundle('en', 'translation') as { server_text?: Record<string, Record<string, string>> } | undefined;
  for (const [group, texts] of Object.entries(tree?.server_text ?? {})) {
    for (const [name, text] of Object.entries(texts)) if (!byText.has(text)) byText.set(text, `server_text.${group}.${name}`);
  }
  return byText;
}

/** A server message in the current language when it is one of the server's known texts; otherwise unchanged. */
export function translateServerText(message: string): string;
export function translateServerText(message: string | undefined): string | undefined;
export function translateServerText(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = index().get(message);
  return key ? translate(key) : message;
}
