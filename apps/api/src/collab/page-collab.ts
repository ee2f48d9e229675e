import { PAGE_DOC_PERSIST_DEBOUNCE_MS } from '@cairn/types';
import * as Y from 'yjs';
import type { Db } from '../data/db';
import { appendPageDocUpdate, notifyChannel, PAGE_COLLAB_CHANNEL } from '../data/repositories/page-doc.repository';
import type { CollabHub } from './collab-hub';
import { ServerOrigin } from './collab-doc';
import { compactStoredDocument, loadStoredState } from './page-doc-state';
import { loadHeadless } from './headless';

// The collaboration relay's entry points for the REST module (modules/pages). Each takes the database handle; the
// process's hub on that database (registered by collab.routes.ts) holds the open documents. Without a hub (a script, a
// test without the server) the same writes go to the database directly and compaction runs at once.

const hubs = new WeakMap<Db, CollabHub[]>();

/** Registers a process's hub for its database (collab.routes.ts). */
export function registerCollabHub(db: Db, hub: CollabHub): void {
  hubs.set(db, [...(hubs.get(db) ?? []), hub]);
}

/** Forgets a hub (server close). */
export function unregisterCollabHub(db: Db, hub: CollabHub): void {
  hubs.set(
    db,
    (hubs.get(db) ?? []).filter((h) => h !== hub),
  );
}

/** The (first) hub of this process on the database, if the server runs (tests, diagnostics). */
export function collabHubOf(db: Db): CollabHub | undefined {
  return hubs.get(db)?.[0];
}
const hubOf = collabHubOf;

const DETACHED_INSTANCE = 'server';
const detachedTimers = new Map<string, NodeJS.Timeout>();

/** The page's complete current document (description_binary + the log merged; seeded from the HTML when empty). */
export async function loadPageState(db: Db, pageId: string): Promise<Uint8Array> {
  return loadStoredState(db, pageId);
}

/** Applies an update as the server (like a client's edit): log + NOTIFY + open documents + compaction scheduled. */
export async function applyServerUpdate(db: Db, pageId: string, update: Uint8Array, actorId: string | null): Promise<void> {
  const entry = hubOf(db)?.openDoc(pageId);
  if (entry) {
    Y.applyUpdate(entry.doc, update, new ServerOrigin(actorId));
    await entry.flushed();
    return;
  }
  await appendPageDocUpdate(db, pageId, update, DETACHED_INSTANCE);
  // Nobody has the page open here: compact after the usual quiet time (processes holding it applied the NOTIFY).
  clearTimeout(detachedTimers.get(pageId));
  const timer = setTimeout(() => {
    detachedTimers.delete(pageId);
    void compactPageDocument(db, pageId, actorId).catch(() => undefined);
  }, PAGE_DOC_PERSIST_DEBOUNCE_MS);
  timer.unref();
  detachedTimers.set(pageId, timer);
}

/** Replaces the page's content with the HTML (for connected editors too) and compacts at once. */
export async function replacePageContentFromHtml(db: Db, pageId: string, html: string, actorId: string | null): Promise<{ html: string }> {
  const entry = hubOf(db)?.openDoc(pageId);
  let state = await loadStoredState(db, pageId);
  // The open document may hold edits not yet in the log: replace what the editors see too.
  if (entry) state = Y.mergeUpdates([state, Y.encodeStateAsUpdate(entry.doc)]);
  const update = (await loadHeadless()).replaceContentUpdate(state, html);
  if (update.byteLength > 2) await applyServerUpdate(db, pageId, update, actorId);
  return compactPageDocument(db, pageId, actorId);
}

/** Merges binary + log into description_binary and derives HTML, text, mentions and an auto version. */
export async function compactPageDocument(db: Db, pageId: string, actorId?: string | null): Promise<{ html: string }> {
  const entry = hubOf(db)?.openDoc(pageId);
  if (entry) {
    if (actorId) entry.lastEditor = actorId;
    await entry.compact();
  }
  return compactStoredDocument(db, pageId, { actorId: actorId ?? null });
}

/** Tells every process to re-check its open connections to the page (access, lock, archive, move, delete). */
export async function refreshPageConnections(db: Db, pageId: string): Promise<void> {
  const hub = hubOf(db);
  if (hub) await hub.refresh(pageId);
  else await notifyChannel(db, PAGE_COLLAB_CHANNEL, `r:${pageId}`);
}
