import { useCallback, useEffect, useRef } from 'react';
import type { Provider } from '@lexical/yjs';
import * as Y from 'yjs';
import type { CollabPeer, CollabProvider, CollabProviderFactory, CollabStatus } from './collab-provider';

export interface CollabSessionCallbacks {
  onStatusChange?(status: CollabStatus): void;
  onSynced?(): void;
  onPresenceChange?(users: CollabPeer[]): void;
  onClose?(code: number): void;
}

interface AwarenessEntry {
  name?: unknown;
  color?: unknown;
  awarenessData?: { userId?: unknown } | null;
}

/** Other users in the document, one entry per user (several tabs count once), without the current user. */
export function peersFromAwareness(states: Map<number, unknown>, ownClientId: number, ownUserId: string): CollabPeer[] {
  const peers = new Map<string, CollabPeer>();
  for (const [clientId, raw] of states) {
    if (clientId === ownClientId || !raw || typeof raw !== 'object') continue;
    const state = raw as AwarenessEntry;
    if (typeof state.name !== 'string' || !state.name) continue;
    const userId = state.awarenessData && typeof state.awarenessData.userId === 'string' ? state.awarenessData.userId : `client-${clientId}`;
    if (userId === ownUserId || peers.has(userId)) continue;
    peers.set(userId, { id: userId, name: state.name, color: typeof state.color === 'string' ? state.color : '' });
  }
  return [...peers.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

const STATUSES: readonly string[] = ['connecting', 'connected', 'disconnected'];

/**
 * The provider factory CollaborationPlugin calls, wired to the editor's callbacks (status, first sync, presence,
 * terminal close). The Y.Doc lives as long as the editor (kept across reconnects); the provider and the doc are
 * destroyed when the editor unmounts (deferred a tick so that React StrictMode's remount keeps them).
 */
export function useCollabSession(
  createProvider: CollabProviderFactory,
  userId: string,
  callbacks: CollabSessionCallbacks,
): (id: string, yjsDocMap: Map<string, Y.Doc>) => Provider {
  const callbacksRef = useRef(callbacks);
  const userIdRef = useRef(userId);
  const session = useRef<{ provider: CollabProvider; doc: Y.Doc; stop(): void } | null>(null);
  const pendingDestroy = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    callbacksRef.current = callbacks;
    userIdRef.current = userId;
  });

  const providerFactory = useCallback(
    (id: string, yjsDocMap: Map<string, Y.Doc>): Provider => {
      session.current?.stop();
      let doc = yjsDocMap.get(id);
      if (!doc) {
        doc = new Y.Doc();
        yjsDocMap.set(id, doc);
      }
      const ownDoc = doc;
      const provider = createProvider(id, ownDoc);
      let synced = false;
      let lastPeers = '';
      const onStatus = (event: { status: string }) => {
        if (STATUSES.includes(event.status)) callbacksRef.current.onStatusChange?.(event.status as CollabStatus);
      };
      const onSync = (isSynced: boolean) => {
        if (!isSynced || synced) return;
        synced = true;
        callbacksRef.current.onSynced?.();
      };
      const onClosed = (event: { code: number }) => callbacksRef.current.onClose?.(event.code);
      const onAwareness = () => {
        const peers = peersFromAwareness(provider.awareness.getStates(), ownDoc.clientID, userIdRef.current);
        const key = JSON.stringify(peers);
        if (key === lastPeers) return;
        lastPeers = key;
        callbacksRef.current.onPresenceChange?.(peers);
      };
      provider.on('status', onStatus);
      provider.on('sync', onSync);
      provider.on('closed', onClosed);
      provider.awareness.on('update', onAwareness);
      session.current = {
        provider,
        doc: ownDoc,
        stop: () => {
          provider.off('status', onStatus);
          provider.off('sync', onSync);
          provider.off('closed', onClosed);
          provider.awareness.off('update', onAwareness);
          provider.disconnect();
          provider.destroy?.();
          ownDoc.destroy();
          yjsDocMap.delete(id);
        },
      };
      return provider as unknown as Provider;
    },
    [createProvider],
  );

  useEffect(() => {
    if (pendingDestroy.current) clearTimeout(pendingDestroy.current);
    pendingDestroy.current = null;
    return () => {
      pendingDestroy.current = setTimeout(() => {
        pendingDestroy.current = null;
        session.current?.stop();
        session.current = null;
      }, 0);
    };
  }, []);

  return providerFactory;
}
