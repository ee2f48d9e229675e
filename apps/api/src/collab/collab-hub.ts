import { randomUUID } from 'node:crypto';
import { AsyncResource } from 'node:async_hooks';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import type { Database, Db } from '../data/db';
import type { StopListening } from '../data/notify-listener';
import {
  appendPageDocUpdate,
  findPageDocUpdate,
  notifyChannel,
  PAGE_COLLAB_CHANNEL,
  PAGE_DOC_CHANNEL,
} from '../data/repositories/page-doc.repository';
import { decideCollabAccess, type CollabTarget } from './collab-access';
import { CollabConnection, WS_CLOSE } from './collab-connection';
import { CollabDoc, REMOTE, type CollabDocHost } from './collab-doc';
import { compactStoredDocument, loadStoredState } from './page-doc-state';

// This process's open pages. One CollabDoc per page with connections (refcounted), loaded from binary + log; updates
// from other processes arrive by NOTIFY on 'page_doc' (`${pageId}:${id}:${instance}`: the row is read by id, or the
// whole state when it was compacted away meanwhile) and presence on 'page_collab' (`a:${pageId}:${instance}:${b64}`,
// dropped over ~6 KB); 'r:${pageId}' asks every process to re-check its connections to the page.

/** Tuning; tests shorten the timers. */
export interface CollabHubOptions {
  /** Compaction this long after the last update. */
  debounceMs?: number;
  /** …and at most this long after the first of a stream of updates. */
  maxGapMs?: number;
  /** Ping every connection this often; one that did not answer the previous ping is cut. */
  pingMs?: number;
}

/** An awareness update larger than this (base64) does not cross processes (NOTIFY payloads are bounded to 8,000 bytes). */
const MAX_AWARENESS_NOTIFY = 6 * 1024;

/** The collaboration relay of one process. */
export class CollabHub {
  readonly instanceId = randomUUID();
  private readonly docs = new Map<string, { entry?: CollabDoc; loading: Promise<CollabDoc>; queued: number[] }>();
  private readonly stops: StopListening[] = [];
  private ping: NodeJS.Timeout | undefined;
  private listening = false;
  private stopped = false;
  private readonly host: CollabDocHost;

  constructor(
    readonly db: Db,
    private readonly log: { error(obj: unknown, msg?: string): void },
    private readonly options: CollabHubOptions = {},
  ) {
    this.host = {
      append: (pageId, update) => appendPageDocUpdate(this.db, pageId, update, this.instanceId).then(() => undefined),
      compact: async (pageId, actorId, live) => {
        await compactStoredDocument(this.db, pageId, { actorId, live });
      },
      publishAwareness: (pageId, update) => this.publishAwareness(pageId, update),
      onError: (error) => this.log.error({ err: error }, 'page collaboration: write failed'),
      debounceMs: options.debounceMs,
      maxGapMs: options.maxGapMs,
    };
  }

  /** LISTENs for other processes' updates and presence; starts the keepalive. Bound to a request-free context. */
  async start(listen?: Database['listen']): Promise<void> {
    this.ping = setInterval(
      AsyncResource.bind(() => this.onPing()),
      this.options.pingMs ?? 30_000,
    );
    this.ping.unref();
    if (!listen) return;
    this.stops.push(await listen(PAGE_DOC_CHANNEL, AsyncResource.bind((p: string) => this.onDocNotify(p))));
    this.stops.push(await listen(PAGE_COLLAB_CHANNEL, AsyncResource.bind((p: string) => this.onCollabNotify(p))));
    this.listening = true;
  }

  /** Open connections (tests, diagnostics). */
  get openConnections(): number {
    let n = 0;
    for (const d of this.docs.values()) n += d.entry?.connections.size ?? 0;
    return n;
  }

  /** The open document of a page in this process, if any. */
  openDoc(pageId: string): CollabDoc | undefined {
    return this.docs.get(pageId)?.entry;
  }

  /** Opens (or shares) the page's document; the caller adds a connection at once or calls release(). */
  private acquire(pageId: string): Promise<CollabDoc> {
    const known = this.docs.get(pageId);
    if (known) return known.loading;
    const slot: { entry?: CollabDoc; loading: Promise<CollabDoc>; queued: number[] } = { loading: Promise.resolve(null as never), queued: [] };
    slot.loading = (async () => {
      const entry = new CollabDoc(pageId, this.host);
      try {
        Y.applyUpdate(entry.doc, await loadStoredState(this.db, pageId), REMOTE);
      } catch (error) {
        this.docs.delete(pageId);
        entry.destroy();
        throw error;
      }
      slot.entry = entry;
      // Updates NOTIFY'd while the state was read: apply them now (idempotent when already in the state).
      for (const id of slot.queued.splice(0)) void this.fetchRemote(entry, id);
      return entry;
    })();
    this.docs.set(pageId, slot);
    return slot.loading;
  }

  /** Attaches an accepted socket to the page (the page's document loaded first; frames that arrive meanwhile wait). */
  async attach(ws: WebSocket, target: CollabTarget, userId: string, readOnly: boolean): Promise<void> {
    const early: Array<[Buffer, boolean]> = [];
    const hold = (data: Buffer, isBinary: boolean) => early.push([data, isBinary]);
    ws.on('message', hold);
    let entry: CollabDoc;
    try {
      entry = await this.acquire(target.pageId);
      // The document may have been freed while we waited (its last connection left and it was stored): open it again.
      while (this.docs.get(target.pageId)?.entry !== entry && !this.stopped) entry = await this.acquire(target.pageId);
    } finally {
      ws.off('message', hold);
    }
    if (this.stopped) {
      ws.close(WS_CLOSE.goingAway);
      return;
    }
    const conn = new CollabConnection(ws, entry, userId, target, readOnly, (c) => this.detach(c));
    entry.connections.add(conn);
    if (ws.readyState !== ws.OPEN) {
      // The client left while the document loaded.
      conn.close(WS_CLOSE.goingAway);
      return;
    }
    conn.start();
    for (const [data, isBinary] of early) conn.receive(data, isBinary);
  }

  private detach(conn: CollabConnection): void {
    const entry = conn.entry;
    entry.connections.delete(conn);
    if (entry.connections.size > 0) return;
    // The last one left: store now, then free the document unless someone came back meanwhile.
    void entry.compact().then(() => {
      const slot = this.docs.get(entry.pageId);
      if (entry.connections.size === 0 && !entry.dirty && slot?.entry === entry) {
        this.docs.delete(entry.pageId);
        entry.destroy();
      }
    });
  }

  private onDocNotify(payload: string): void {
    const [pageId, id, instance] = payload.split(':');
    if (instance === this.instanceId) return;
    const slot = this.docs.get(pageId);
    if (!slot) return;
    if (!slot.entry) slot.queued.push(Number(id));
    else void this.fetchRemote(slot.entry, Number(id));
  }

  private async fetchRemote(entry: CollabDoc, id: number): Promise<void> {
    try {
      const update = await findPageDocUpdate(this.db, entry.pageId, id);
      // Compacted away already: its content is in the binary now; take the whole state (a no-op for what we have).
      Y.applyUpdate(entry.doc, update ?? (await loadStoredState(this.db, entry.pageId)), REMOTE);
    } catch (error) {
      this.log.error({ err: error }, 'page collaboration: remote update failed');
    }
  }

  private publishAwareness(pageId: string, update: Uint8Array): void {
    if (!this.listening) return;
    const b64 = Buffer.from(update).toString('base64');
    if (b64.length > MAX_AWARENESS_NOTIFY) return;
    notifyChannel(this.db, PAGE_COLLAB_CHANNEL, `a:${pageId}:${this.instanceId}:${b64}`).catch(() => undefined);
  }

  private onCollabNotify(payload: string): void {
    const [kind, pageId, instance, b64] = payload.split(':');
    const entry = this.docs.get(pageId)?.entry;
    if (!entry) return;
    if (kind === 'r') void this.recheck(entry);
    else if (kind === 'a' && instance !== this.instanceId && b64) {
      try {
        awarenessProtocol.applyAwarenessUpdate(entry.awareness, Buffer.from(b64, 'base64'), REMOTE);
      } catch {
        // A malformed payload is dropped.
      }
    }
  }

  /** Asks every process (this one included) to re-check its connections to the page. */
  async refresh(pageId: string): Promise<void> {
    if (this.listening) await notifyChannel(this.db, PAGE_COLLAB_CHANNEL, `r:${pageId}`);
    else {
      const entry = this.docs.get(pageId)?.entry;
      if (entry) await this.recheck(entry);
    }
  }

  private async recheck(entry: CollabDoc): Promise<void> {
    for (const conn of [...entry.connections]) {
      try {
        const access = await decideCollabAccess(this.db, conn.target, conn.userId, false);
        if (!access.ok) conn.close(access.code);
        else conn.readOnly = access.readOnly;
      } catch (error) {
        this.log.error({ err: error }, 'page collaboration: access check failed');
      }
    }
  }

  private onPing(): void {
    for (const slot of this.docs.values()) {
      // Access changes that do not call refreshPageConnections (a member removed from the project, a role changed)
      // reach open connections at the next keepalive.
      if (slot.entry) void this.recheck(slot.entry);
      for (const conn of slot.entry?.connections ?? []) {
        if (!conn.alive) {
          conn.ws.terminate();
          continue;
        }
        conn.alive = false;
        try {
          conn.ws.ping();
        } catch {
          conn.ws.terminate();
        }
      }
    }
  }

  /** Closes every connection, stores every open document and stops listening (server shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.ping);
    const entries = [...this.docs.values()].map((s) => s.entry).filter((e): e is CollabDoc => Boolean(e));
    for (const entry of entries) for (const conn of [...entry.connections]) conn.close(WS_CLOSE.goingAway);
    await Promise.all(entries.map((e) => e.compact()));
    for (const entry of entries) entry.destroy();
    this.docs.clear();
    for (const stop of this.stops.splice(0)) await stop().catch(() => undefined);
  }
}
