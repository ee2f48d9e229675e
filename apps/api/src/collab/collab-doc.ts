import { PAGE_DOC_PERSIST_DEBOUNCE_MS } from '@cairn/types';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { CollabConnection } from './collab-connection';
import { encodeAwarenessFrame, encodeSyncUpdate } from './collab-protocol';

// One open page in this process: its Y.Doc and Awareness, the local connections, and the write-behind of accepted
// updates (appended to the log in order, bursts merged into one row) and the debounced compaction.

/** Origin of updates that came from another process (or the database): applied and relayed, never logged again. */
export const REMOTE = Symbol('remote');
/** Origin of an update applied by the server (REST edits): logged like a client's, with its actor. */
export class ServerOrigin {
  constructor(readonly actorId: string | null) {}
}

/** How an open page talks to its hub (the database side). */
export interface CollabDocHost {
  /** Appends an update to the log (and NOTIFYs it). */
  append(pageId: string, update: Uint8Array): Promise<void>;
  /** Compacts the stored document, merging `live`. */
  compact(pageId: string, actorId: string | null, live: Uint8Array): Promise<void>;
  /** Sends an awareness update to the other processes. */
  publishAwareness(pageId: string, update: Uint8Array): void;
  /** Called when a write-behind step fails (logged; the next compaction merges the live document anyway). */
  onError(error: unknown): void;
  debounceMs?: number;
  maxGapMs?: number;
}

/** Compaction runs at most this long after the first of a stream of edits, even while they keep coming. */
export const COMPACT_MAX_GAP_MS = 10_000;

/** An open page. */
export class CollabDoc {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly connections = new Set<CollabConnection>();
  /** The last local editor (updated_by of the next compaction). */
  lastEditor: string | null = null;
  private pending: Uint8Array[] = [];
  private writing: Promise<void> | null = null;
  private compactTimer: NodeJS.Timeout | undefined;
  private dirtySince: number | undefined;
  private compacting: Promise<void> = Promise.resolve();

  constructor(
    readonly pageId: string,
    private readonly host: CollabDocHost,
  ) {
    // The server has no presence of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onUpdate(update, origin));
    this.awareness.on('update', (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => this.onAwareness(changes, origin));
  }

  private onUpdate(update: Uint8Array, origin: unknown): void {
    const frame = encodeSyncUpdate(update);
    for (const conn of this.connections) if (conn !== origin) conn.send(frame);
    if (origin === REMOTE) return;
    if (origin instanceof ServerOrigin) this.lastEditor = origin.actorId ?? this.lastEditor;
    else if (origin && typeof origin === 'object' && 'userId' in origin) this.lastEditor = (origin as CollabConnection).userId;
    this.pending.push(update);
    if (!this.writing) this.writing = this.drain();
    this.scheduleCompaction();
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length) {
        const batch = this.pending;
        this.pending = [];
        try {
          await this.host.append(this.pageId, batch.length === 1 ? batch[0] : Y.mergeUpdates(batch));
        } catch (error) {
          this.host.onError(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }

  private onAwareness({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void {
    const changed = [...added, ...updated, ...removed];
    if (changed.length === 0) return;
    const conn = origin && typeof origin === 'object' && 'controls' in origin ? (origin as CollabConnection) : undefined;
    if (conn) {
      for (const id of [...added, ...updated]) conn.controls.add(id);
      for (const id of removed) conn.controls.delete(id);
    }
    const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
    const frame = encodeAwarenessFrame(update);
    for (const c of this.connections) c.send(frame);
    if (origin !== REMOTE) this.host.publishAwareness(this.pageId, update);
  }

  /** Resolves when every accepted update so far is in the log. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private scheduleCompaction(): void {
    const now = Date.now();
    this.dirtySince ??= now;
    clearTimeout(this.compactTimer);
    const debounce = this.host.debounceMs ?? PAGE_DOC_PERSIST_DEBOUNCE_MS;
    const wait = Math.max(0, Math.min(debounce, this.dirtySince + (this.host.maxGapMs ?? COMPACT_MAX_GAP_MS) - now));
    this.compactTimer = setTimeout(() => void this.compact(), wait);
    this.compactTimer.unref();
  }

  /** Compacts now (after the pending log writes); compactions of one page in this process run one after another. */
  compact(): Promise<void> {
    clearTimeout(this.compactTimer);
    this.compactTimer = undefined;
    this.dirtySince = undefined;
    this.compacting = this.compacting
      .then(async () => {
        await this.flushed();
        await this.host.compact(this.pageId, this.lastEditor, Y.encodeStateAsUpdate(this.doc));
      })
      .catch((error: unknown) => this.host.onError(error));
    return this.compacting;
  }

  /** True while a compaction is due (edits since the last one). */
  get dirty(): boolean {
    return this.dirtySince !== undefined;
  }

  /** Frees the document (after the last connection left and the last compaction ran). */
  destroy(): void {
    clearTimeout(this.compactTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
