import { openWorkspaceStream, type EventSourceLike } from './workspace-stream';

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data: string }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown): void {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) });
  }
  fail(readyState: number): void {
    this.readyState = readyState;
    this.onerror?.({});
  }
}

const change = (version: number) => ({
  workspace_id: 'w', version, project_id: 'p', entity_type: 'work_item', entity_id: 'i', work_item_id: 'i', action: 'updated',
  changes: {}, actor_id: 'u', created_at: '2026-01-01T00:00:00Z',
});

function setup() {
  const sources: FakeEventSource[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const seen = { ready: [] as number[], changes: [] as number[], resync: [] as number[], errors: [] as { closed: boolean; attempt: number }[] };
  const stream = openWorkspaceStream('acme', {
    onReady: (r) => seen.ready.push(r.version),
    onChange: (e) => seen.changes.push(e.version),
    onResync: (r) => seen.resync.push(r.version),
    onError: (info) => seen.errors.push(info),
  }, {
    eventSource: (url) => {
      const es = new FakeEventSource(url);
      sources.push(es);
      return es;
    },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => undefined,
  });
  return { sources, timers, seen, stream };
}

describe('openWorkspaceStream', () => {
  it('opens the workspace stream and hands ready, change and resync messages over', () => {
    const { sources, seen, stream } = setup();
    expect(sources[0].url).toBe('/api/workspaces/acme/events/stream/');
    sources[0].emit('ready', { version: 4 });
    sources[0].emit('change', change(5));
    sources[0].emit('change', 'not json {');
    sources[0].emit('resync', { after: 1, version: 9 });
    expect(seen).toMatchObject({ ready: [4], changes: [5], resync: [9] });
    expect(stream.lastVersion()).toBe(9);
  });

  it('leaves a passing drop to EventSource and reopens after a backoff from the last version when it gave up', () => {
    const { sources, timers, seen } = setup();
    sources[0].emit('ready', { version: 2 });
    sources[0].emit('change', change(3));
    sources[0].fail(0);
    expect(timers).toHaveLength(0);
    sources[0].fail(2);
    expect(sources[0].closed).toBe(true);
    expect(seen.errors).toEqual([{ closed: false, attempt: 1 }, { closed: true, attempt: 2 }]);
    expect(timers[0].ms).toBe(2_000);
    timers[0].fn();
    expect(sources[1].url).toBe('/api/workspaces/acme/events/stream/?after=3');
    // A message of the old source after the switch is ignored.
    sources[0].emit('change', change(4));
    expect(seen.changes).toEqual([3]);
    sources[1].emit('ready', { version: 3 });
    sources[1].fail(2);
    expect(timers[1].ms).toBe(1_000);
  });

  it('close ends the stream and stops reopening', () => {
    const { sources, timers, stream } = setup();
    sources[0].fail(2);
    stream.close();
    timers[0].fn();
    expect(sources).toHaveLength(1);
  });
});
