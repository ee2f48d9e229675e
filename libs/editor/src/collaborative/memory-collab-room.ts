import type { ProviderAwareness, UserState } from '@lexical/yjs';
import * as Y from 'yjs';
import type { CollabProvider, CollabProviderFactory } from './collab-provider';

type Listener = (...args: never[]) => void;
const ROOM_ORIGIN = Symbol('memory-collab-room');

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  off(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  emit(type: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) (listener as (...a: unknown[]) => void)(...args);
  }

  clear(): void {
    this.listeners.clear();
  }
}

export interface MemoryCollabRoom {
  /** Give this to CollaborativeEditor's `createProvider`. */
  createProvider: CollabProviderFactory;
  /** The room's own copy of the document (what a server would hold). */
  doc: Y.Doc;
  /** Providers created so far, in order. */
  providers: MemoryCollabProvider[];
  /** Closes every connection with a code (like the server's PAGE_COLLAB_CLOSE); no reconnection. */
  close(code: number, reason?: string): void;
}

export interface MemoryCollabProvider extends CollabProvider {
  readonly doc: Y.Doc;
  readonly connected: boolean;
}

/**
 * An in-memory collaboration "server" for tests and stories: every provider's Y.Doc syncs through the room's doc
 * while connected (full state exchange on connect, like y-websocket's sync steps, so offline edits merge), and
 * awareness states are shared between connected providers. `initialState` seeds the room (e.g. `htmlToDocState`).
 */
export function createMemoryCollabRoom(initialState?: Uint8Array): MemoryCollabRoom {
  const roomDoc = new Y.Doc();
  if (initialState && initialState.byteLength > 0) Y.applyUpdate(roomDoc, initialState, ROOM_ORIGIN);
  const awarenessStates = new Map<number, UserState>();
  const providers: Array<MemoryCollabProvider & { receive(update: Uint8Array): void; awarenessChanged(): void; connected: boolean }> = [];

  const connectedPeers = () => providers.filter((provider) => provider.connected);
  const notifyAwareness = () => connectedPeers().forEach((provider) => provider.awarenessChanged());

  roomDoc.on('update', (update: Uint8Array, origin: unknown) => {
    for (const provider of connectedPeers()) if (origin !== provider) provider.receive(update);
  });

  const createProvider: CollabProviderFactory = (_documentId, doc) => {
    const events = new Emitter();
    const awarenessEvents = new Emitter();
    let timer: ReturnType<typeof setTimeout> | null = null;

    const onLocalUpdate = (update: Uint8Array, origin: unknown) => {
      if (origin === ROOM_ORIGIN || !provider.connected) return;
      Y.applyUpdate(roomDoc, update, provider);
    };
    doc.on('update', onLocalUpdate);

    const awareness: ProviderAwareness = {
      getLocalState: () => awarenessStates.get(doc.clientID) ?? null,
      getStates: () => (provider.connected ? new Map(awarenessStates) : new Map([...awarenessStates].filter(([id]) => id === doc.clientID))),
      on: (type, listener) => awarenessEvents.on(type, listener),
      off: (type, listener) => awarenessEvents.off(type, listener),
      setLocalState: (state) => {
        if (state === null) awarenessStates.delete(doc.clientID);
        else awarenessStates.set(doc.clientID, state);
        if (provider.connected) notifyAwareness();
        else awarenessEvents.emit('update');
      },
      setLocalStateField: (field, value) => {
        const current = awarenessStates.get(doc.clientID);
        if (!current) return;
        awarenessStates.set(doc.clientID, { ...current, [field]: value });
        if (provider.connected) notifyAwareness();
      },
    };

    const provider = {
      doc,
      connected: false,
      awareness,
      receive: (update: Uint8Array) => Y.applyUpdate(doc, update, ROOM_ORIGIN),
      awarenessChanged: () => awarenessEvents.emit('update'),
      on: (type: string, listener: Listener) => events.on(type, listener),
      off: (type: string, listener: Listener) => events.off(type, listener),
      emit: (type: string, ...args: unknown[]) => events.emit(type, ...args),
      connect: () => {
        if (provider.connected || timer) return;
        events.emit('status', { status: 'connecting' });
        // Asynchronous like a network: the editor mounts first, then the state arrives.
        timer = setTimeout(() => {
          timer = null;
          provider.connected = true;
          events.emit('status', { status: 'connected' });
          Y.applyUpdate(roomDoc, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(roomDoc)), provider);
          Y.applyUpdate(doc, Y.encodeStateAsUpdate(roomDoc, Y.encodeStateVector(doc)), ROOM_ORIGIN);
          events.emit('sync', true);
          notifyAwareness();
        }, 0);
      },
      disconnect: () => {
        if (timer) clearTimeout(timer);
        timer = null;
        if (!provider.connected) return;
        provider.connected = false;
        events.emit('status', { status: 'disconnected' });
        notifyAwareness();
        awarenessEvents.emit('update');
      },
      destroy: () => {
        provider.disconnect();
        awarenessStates.delete(doc.clientID);
        notifyAwareness();
        doc.off('update', onLocalUpdate);
        events.clear();
        awarenessEvents.clear();
      },
    };
    providers.push(provider);
    return provider;
  };

  return {
    createProvider,
    doc: roomDoc,
    providers,
    close: (code, reason = '') => {
      for (const provider of connectedPeers()) {
        provider.disconnect();
        (provider as unknown as { emit(type: string, ...args: unknown[]): void }).emit('closed', { code, reason });
      }
    },
  };
}
