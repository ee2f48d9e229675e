import { apiPaths } from '@cairn/types';
import { EventHub, TooManyStreamsError } from '../../events/event-hub';
import { listen, settle } from '../../events/events.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';
import { openPublicStream, seedPublicWorld, type PublicSseClient, type PublicWorld } from './public-boards.test-support';

// The public board's live pings over a real listening server.

// Real sockets and timers on a shared machine: more room than jest's 5 s.
jest.setTimeout(60_000);

let t: TestApp;
let base: string;
let pw: PublicWorld;
const open: PublicSseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ events: { pollMs: 200, watcherHeartbeatMs: 300, watcherPingGapMs: 400, maxWatchersPerClient: 2 } });
  base = await listen(t);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});
beforeEach(async () => {
  for (const s of open.splice(0)) s.close();
  await settle(50);
  await t.reset();
  pw = await seedPublicWorld(t);
});

async function stream(anchor = pw.anchor) {
  const s = await openPublicStream(base, anchor);
  open.push(s);
  if (s.status === 200) await s.waitFor((m) => m.some((x) => x.event === 'ready'));
  return s;
}

const rename = (id: string, name: string, projectId = pw.w.project.id) => pw.cast.projAdmin.agent.patch(apiPaths.workItem(pw.w.slug, projectId, id), { name });
const changes = (s: PublicSseClient) => s.messages.filter((m) => m.event === 'change');

describe('GET /api/public/anchor/{anchor}/events/', () => {
  it('sends ready, then an empty change ping after a work item of the project changes, and heartbeats', async () => {
    const s = await stream();
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(s.headers['cache-control']).toContain('no-store');
    expect((await rename(pw.items.a.id, 'Renamed')).statusCode).toBe(200);
    await s.waitFor((m) => m.some((x) => x.event === 'change'));
    // No entity data, no ids.
    expect(changes(s).every((m) => m.data === '{}')).toBe(true);
    await settle(400);
    expect(s.comments).toBeGreaterThan(0);
  });

  it('coalesces a burst of changes into at most one ping per gap', async () => {
    const s = await stream();
    for (const name of ['One', 'Two', 'Three', 'Four']) await rename(pw.items.a.id, name);
    await s.waitFor((m) => m.some((x) => x.event === 'change'));
    await settle(1000);
    const n = changes(s).length;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(3);
  });

  it('sends nothing for changes of another project', async () => {
    const s = await stream();
    const other = await seedWorkItem(t, { workspaceId: pw.w.workspaceId, projectId: pw.w.otherProject.id, createdBy: pw.cast.projAdmin.id });
    expect((await rename(other.id, 'Elsewhere', pw.w.otherProject.id)).statusCode).toBe(200);
    await settle(800);
    expect(changes(s)).toHaveLength(0);
  });

  it('sends gone and ends when the board is unpublished', async () => {
    const s = await stream();
    const res = await pw.cast.wsAdmin.agent.delete(apiPaths.projectDeployBoard(pw.w.slug, pw.w.project.id, pw.boardId));
    expect(res.statusCode).toBe(204);
    await s.waitFor((m) => m.some((x) => x.event === 'gone'));
    await s.ended;
  });

  it('answers 404 for an unpublished anchor and 429 past the per-IP bound', async () => {
    expect((await stream('A'.repeat(32))).status).toBe(404);
    const two = [await stream(), await stream()];
    expect(two.map((s) => s.status)).toEqual([200, 200]);
    expect((await stream()).status).toBe(429);
    two[0].close();
    await settle(200);
    expect((await stream()).status).toBe(200);
  });

  it('bounds anonymous watchers per client and per process (the hub refuses one more; released slots count again)', () => {
    const hub = new EventHub(t.db, { maxWatchersPerClient: 2, maxWatchers: 3 });
    hub.reserveWatcher('ip:a');
    hub.reserveWatcher('ip:a');
    expect(() => hub.reserveWatcher('ip:a')).toThrow(TooManyStreamsError);
    hub.reserveWatcher('ip:b');
    expect(() => hub.reserveWatcher('ip:c')).toThrow(TooManyStreamsError);
    hub.releaseWatcher('ip:a');
    hub.reserveWatcher('ip:c');
  });
});
