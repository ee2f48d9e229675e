import { AsyncResource } from 'node:async_hooks';
import { STREAM_EVENT, type StreamEvent } from '@cairn/types';
import type { Db } from '../data/db';
import type { NotifyHandler, StopListening } from '../data/notify-listener';
import { EVENTS_CHANNEL, findEventCursor, findStreamAccessRows, listEventsAfter } from '../data/repositories/events.repository';
import type { EventRow } from '../data/schema/events.schema';
import { CARRIES_ITEM, prepareBatch, sseMessage, wireEvent, type Batch } from './event-batch';
import { ACCESS_CHANGING, mayReceive, streamAccess, type StreamAccess } from './stream-access';

/** Where a stream's bytes go (the raw HTTP response); `buffered` is what the socket has not taken yet. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
  buffered(): number;
}

/** Tuning; the defaults suit production, tests shorten them. */
export interface EventHubOptions {
  /** Each workspace feed re-reads new events this often even without NOTIFY (a lost notification costs at most this). */
  pollMs?: number;
  /** A comment line keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** A stream reloads its access (memberships, roles) at least this often. */
  accessTtlMs?: number;
  /** Open streams per user across workspaces; one more is refused (429). */
  maxStreamsPerUser?: number;
  /** A stream whose socket holds more unsent bytes than this is closed (the client resumes with Last-Event-ID). */
  maxBufferedBytes?: number;
  /** Open anonymous project watchers (public boards' live pings) per client key (IP); one more is refused (429). */
  maxWatchersPerClient?: number;
  /** Open anonymous project watchers in this process; one more is refused (429). */
  maxWatchers?: number;
  /** A watcher's stream sends a heartbeat comment this often (its route does; the hub only keeps the setting). */
  watcherHeartbeatMs?: number;
  /** A watcher's stream pings at most once per this many ms (changes in between are coalesced into one ping). */
  watcherPingGapMs?: number;
}

/**
 * An anonymous watcher of one project (the public board's live pings): it gets the project's committed event rows as
 * the feed reads them — no per-user access, nothing presented — and decides itself what to send. `end` is called when
 * the hub stops or the workspace is gone.
 */
export interface ProjectWatcher {
  projectId: string;
  onEvents(rows: EventRow[]): void;
  end(): void;
}

interface Subscriber {
  userId: string;
  workspaceId: string;
  sink: StreamSink;
  access: StreamAccess;
  accessAt: number;
  /** Highest version handled (sent or filtered out). */
  sent: number;
  /** While replaying from the table, live batches wait here. */
  pending: Batch[] | null;
  /** Serialises deliveries to this stream. */
  queue: Promise<void>;
  reloadAccess: boolean;
  closed: boolean;
}

interface Feed {
  last: number;
  subs: Set<Subscriber>;
  watchers: Set<ProjectWatcher>;
  running: boolean;
  again: boolean;
}

const BATCH = 500;
/** Refusal to open one more stream for a user. */
export class TooManyStreamsError extends Error {}

/**
 * Fans committed events out to the open streams of this process. Each workspace with a stream has a feed that reads
 * new events by version — once per batch for all its streams — when a NOTIFY '<workspace>:<version>' arrives and every
 * `pollMs` anyway; each stream filters by its own access (stream-access.ts) and keeps its own cursor. A new stream
 * replays from its cursor out of the table while live batches wait, so nothing is lost or sent twice.
 */
export class EventHub {
  private readonly feeds = new Map<string, Feed>();
  private readonly perUser = new Map<string, number>();
  private readonly perClient = new Map<string, number>();
  private watching = 0;
  private readonly opts: Required<EventHubOptions>;
  private timer: NodeJS.Timeout | undefined;
  private beat = 0;
  private polled = 0;
  private stopListening: StopListening | undefined;

  constructor(
    private readonly db: Db,
    options: EventHubOptions = {},
  ) {
    this.opts = {
      pollMs: 5000,
      heartbeatMs: 15000,
      accessTtlMs: 30000,
      maxStreamsPerUser: 8,
      maxBufferedBytes: 1 << 20,
      maxWatchersPerClient: 5,
      maxWatchers: 2000,
      watcherHeartbeatMs: 25000,
      watcherPingGapMs: 1000,
      ...options,
    };
  }

  /**
   * Starts the hub's timer and, when given, LISTENs for commits. Both callbacks are bound to this (request-free) async
   * context, so the hub's reads never queue as part of whichever request happened to deliver a notification.
   */
  async start(listen?: (channel: string, onPayload: NotifyHandler) => Promise<StopListening>): Promise<void> {
    const tick = Math.min(this.opts.pollMs, this.opts.heartbeatMs, 1000);
    this.timer = setInterval(
      AsyncResource.bind(() => this.onTick(tick)),
      tick,
    );
    this.timer.unref();
    if (listen) this.stopListening = await listen(EVENTS_CHANNEL, AsyncResource.bind((payload: string) => this.onNotify(payload)));
  }

  /** Ends every stream and stops listening. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const feed of this.feeds.values()) {
      for (const sub of [...feed.subs]) this.close(sub);
      for (const watcher of [...feed.watchers]) this.endWatcher(feed, watcher);
    }
    await this.stopListening?.();
  }

  /** Open streams (tests, diagnostics). */
  get openStreams(): number {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.subs.size;
    return n;
  }

  /** Reserves a stream slot for the user before any byte is written; throws TooManyStreamsError when full. */
  reserve(userId: string): void {
    const n = this.perUser.get(userId) ?? 0;
    if (n >= this.opts.maxStreamsPerUser) throw new TooManyStreamsError();
    this.perUser.set(userId, n + 1);
  }

  /** Gives back a slot reserved but never opened. */
  release(userId: string): void {
    const n = (this.perUser.get(userId) ?? 1) - 1;
    if (n <= 0) this.perUser.delete(userId);
    else this.perUser.set(userId, n);
  }

  /** The timing of watchers' streams (heartbeat and coalescing gap). */
  get watcherTiming(): { heartbeatMs: number; pingGapMs: number } {
    return { heartbeatMs: this.opts.watcherHeartbeatMs, pingGapMs: this.opts.watcherPingGapMs };
  }

  /** Reserves an anonymous watcher slot for a client key (its IP); throws TooManyStreamsError past either bound. */
  reserveWatcher(clientKey: string): void {
    const n = this.perClient.get(clientKey) ?? 0;
    if (n >= this.opts.maxWatchersPerClient || this.watching >= this.opts.maxWatchers) throw new TooManyStreamsError();
    this.perClient.set(clientKey, n + 1);
    this.watching += 1;
  }

  /** Gives back an anonymous watcher slot (once per reserveWatcher, whether the watcher opened or not). */
  releaseWatcher(clientKey: string): void {
    const n = (this.perClient.get(clientKey) ?? 1) - 1;
    if (n <= 0) this.perClient.delete(clientKey);
    else this.perClient.set(clientKey, n);
    this.watching = Math.max(0, this.watching - 1);
  }

  /**
   * Watches a project's committed events from now on (public boards): the workspace's feed reads them once for every
   * stream and watcher, so a watcher holds no database connection. Returns the function that stops watching.
   */
  async watchProject(workspaceId: string, watcher: ProjectWatcher): Promise<() => void> {
    const feed = await this.feedOf(workspaceId);
    feed.watchers.add(watcher);
    return () => {
      feed.watchers.delete(watcher);
      this.dropIfIdle(workspaceId, feed);
    };
  }

  private async feedOf(workspaceId: string): Promise<Feed> {
    const cursor = await findEventCursor(this.db, workspaceId);
    let feed = this.feeds.get(workspaceId);
    if (!feed) {
      feed = { last: cursor.version, subs: new Set(), watchers: new Set(), running: false, again: false };
      this.feeds.set(workspaceId, feed);
    }
    return feed;
  }

  private dropIfIdle(workspaceId: string, feed: Feed): void {
    if (feed.subs.size === 0 && feed.watchers.size === 0 && this.feeds.get(workspaceId) === feed) this.feeds.delete(workspaceId);
  }

  private notifyWatcher(feed: Feed, watcher: ProjectWatcher, rows: EventRow[]): void {
    try {
      watcher.onEvents(rows);
    } catch {
      this.endWatcher(feed, watcher);
    }
  }

  private endWatcher(feed: Feed, watcher: ProjectWatcher): void {
    feed.watchers.delete(watcher);
    try {
      watcher.end();
    } catch {
      // The watcher's socket is gone already.
    }
  }

  /**
   * Opens a reserved stream: from `after` (replaying what was missed; `resync` when it is older than what is kept, or
   * unknown) or, without one, from now. Returns the function that closes it (call it when the client goes away).
   */
  async open(userId: string, workspaceId: string, after: number | undefined, sink: StreamSink): Promise<() => void> {
    const sub: Subscriber = {
      userId,
      workspaceId,
      sink,
      access: streamAccess(userId, await findStreamAccessRows(this.db, workspaceId, userId)),
      accessAt: Date.now(),
      sent: 0,
      pending: [],
      queue: Promise.resolve(),
      reloadAccess: false,
      closed: false,
    };
    const cursor = await findEventCursor(this.db, workspaceId);
    let feed = this.feeds.get(workspaceId);
    if (!feed) {
      feed = { last: cursor.version, subs: new Set(), watchers: new Set(), running: false, again: false };
      this.feeds.set(workspaceId, feed);
    }
    feed.subs.add(sub);
    const close = () => this.close(sub);
    if (after === undefined) sub.sent = cursor.version;
    else if (after < cursor.pruned_through || after > cursor.version) {
      sink.write(sseMessage(STREAM_EVENT.resync, { after, version: cursor.version }));
      sub.sent = cursor.version;
    } else sub.sent = after;
    // The cursor this stream goes on from: a client that loads its data after this message misses nothing.
    sink.write(sseMessage(STREAM_EVENT.ready, { version: sub.sent }));
    sub.queue = sub.queue.then(() => this.replay(sub)).catch(() => close());
    return close;
  }

  private async replay(sub: Subscriber): Promise<void> {
    for (;;) {
      const rows = await listEventsAfter(this.db, sub.workspaceId, sub.sent, BATCH);
      if (rows.length) await this.deliver(sub, await prepareBatch(this.db, sub.workspaceId, rows));
      if (rows.length < BATCH || sub.closed) break;
    }
    const pending = sub.pending ?? [];
    sub.pending = null;
    for (const batch of pending) await this.deliver(sub, batch);
  }

  private close(sub: Subscriber): void {
    if (sub.closed) return;
    sub.closed = true;
    const feed = this.feeds.get(sub.workspaceId);
    if (feed) {
      feed.subs.delete(sub);
      this.dropIfIdle(sub.workspaceId, feed);
    }
    this.release(sub.userId);
    try {
      sub.sink.end();
    } catch {
      // The socket is gone already.
    }
  }

  private onNotify(payload: string): void {
    const [workspaceId, version] = payload.split(':');
    const feed = this.feeds.get(workspaceId);
    if (!feed) return;
    if (version === 'gone') {
      for (const sub of [...feed.subs]) this.close(sub);
      for (const watcher of [...feed.watchers]) this.endWatcher(feed, watcher);
      this.dropIfIdle(workspaceId, feed);
      return;
    }
    if (Number(version) > feed.last) void this.pump(workspaceId);
  }

  private onTick(tick: number): void {
    this.beat += tick;
    this.polled += tick;
    const heartbeat = this.beat >= this.opts.heartbeatMs;
    if (heartbeat) this.beat = 0;
    const poll = this.polled >= this.opts.pollMs;
    if (poll) this.polled = 0;
    const now = Date.now();
    for (const [workspaceId, feed] of this.feeds) {
      for (const sub of feed.subs) {
        if (heartbeat) this.write(sub, ': ping\n\n');
        if (now - sub.accessAt >= this.opts.accessTtlMs) {
          sub.accessAt = now;
          sub.queue = sub.queue.then(() => this.refreshAccess(sub)).catch(() => this.close(sub));
        }
      }
      if (poll) void this.pump(workspaceId);
    }
  }

  /** Reads the workspace's new events once and hands each batch to every stream of the feed. */
  private async pump(workspaceId: string): Promise<void> {
    const feed = this.feeds.get(workspaceId);
    if (!feed) return;
    if (feed.running) {
      feed.again = true;
      return;
    }
    feed.running = true;
    try {
      do {
        feed.again = false;
        for (;;) {
          const rows = await listEventsAfter(this.db, workspaceId, feed.last, BATCH);
          if (rows.length === 0) break;
          feed.last = rows[rows.length - 1].version!;
          // Watchers need only the rows; the presented batch is read when some stream needs it.
          for (const watcher of [...feed.watchers]) {
            const mine = rows.filter((r) => r.project_id === watcher.projectId);
            if (mine.length) this.notifyWatcher(feed, watcher, mine);
          }
          if (feed.subs.size > 0) {
            const batch = await prepareBatch(this.db, workspaceId, rows);
            for (const sub of feed.subs) {
              if (sub.pending) sub.pending.push(batch);
              else sub.queue = sub.queue.then(() => this.deliver(sub, batch)).catch(() => this.close(sub));
            }
          }
          if (rows.length < BATCH) break;
        }
      } while (feed.again);
    } catch {
      // A failed read is retried by the next notification or poll; feed.last did not move past it.
    } finally {
      feed.running = false;
    }
  }

  private async refreshAccess(sub: Subscriber): Promise<void> {
    if (sub.closed) return;
    sub.access = streamAccess(sub.userId, await findStreamAccessRows(this.db, sub.workspaceId, sub.userId));
    sub.accessAt = Date.now();
    sub.reloadAccess = false;
    if (sub.access.role === null) this.close(sub);
  }

  private async deliver(sub: Subscriber, batch: Batch): Promise<void> {
    for (const row of batch.rows) {
      if (sub.closed) return;
      const version = row.version!;
      if (version <= sub.sent) continue;
      if (sub.reloadAccess) await this.refreshAccess(sub);
      if (sub.closed) return;
      if (mayReceive(sub.access, row, batch.creators, batch.intake)) {
        const data: StreamEvent = wireEvent(row);
        const item = row.work_item_id && CARRIES_ITEM.has(row.entity_type) ? batch.items.get(row.work_item_id) : undefined;
        if (item && row.action !== 'deleted') data.work_item = item;
        this.write(sub, sseMessage(STREAM_EVENT.change, data, version));
      }
      sub.sent = version;
      // Memberships or projects changed: decide the next events with fresh access (this one went by the old).
      if (ACCESS_CHANGING.has(row.entity_type)) sub.reloadAccess = true;
    }
    // …and at once, so a stream whose user left the workspace ends now rather than at the next event.
    if (sub.reloadAccess) await this.refreshAccess(sub);
  }

  private write(sub: Subscriber, chunk: string): void {
    if (sub.closed) return;
    if (sub.sink.buffered() > this.opts.maxBufferedBytes) {
      this.close(sub);
      return;
    }
    try {
      sub.sink.write(chunk);
    } catch {
      this.close(sub);
    }
  }
}
