import type { ProviderAwareness } from '@lexical/yjs';
import { WebsocketProvider } from 'y-websocket';
import type * as Y from 'yjs';

/** Connection state reported by `onStatusChange`. */
export type CollabStatus = 'connecting' | 'connected' | 'disconnected';

/** Someone else in the document (from the awareness of their client). */
export interface CollabPeer {
  id: string;
  name: string;
  color: string;
}

type Listener = (...args: never[]) => void;

/**
 * What CollaborativeEditor needs of a provider: Lexical's collaboration Provider (awareness, connect/disconnect,
 * `sync` and `status` events) plus y-websocket's `closed` event ({ code, reason }: the server refused reconnection).
 * y-websocket's WebsocketProvider is one; tests and stories use `createMemoryCollabRoom`.
 */
export interface CollabProvider {
  awareness: ProviderAwareness;
  connect(): void;
  disconnect(): void;
  /** Frees the provider for good (called when the editor unmounts). */
  destroy?(): void;
  on(type: string, listener: Listener): void;
  off(type: string, listener: Listener): void;
}

/** Creates the provider of a document: the editor passes the page id (the room) and the Y.Doc it keeps. */
export type CollabProviderFactory = (documentId: string, doc: Y.Doc) => CollabProvider;

/**
 * The production provider: y-websocket to `${serverUrl}/${documentId}`. It connects when the editor asks, reconnects
 * by itself with back-off (the Y.Doc is kept, so offline edits merge on reconnect) except after a 4400–4499 close,
 * which it reports as `closed`. Cross-tab BroadcastChannel sync is off: the server is the only source of truth.
 */
export function createWebsocketProvider(serverUrl: string, documentId: string, doc: Y.Doc): CollabProvider {
  const provider = new WebsocketProvider(serverUrl.replace(/\/+$/, ''), documentId, doc, { connect: false, disableBc: true });
  return provider as unknown as CollabProvider;
}
