import { apiPaths, streamEventSchema, streamResyncSchema } from '@cairn/types';
import { pruneEvents } from '../data/repositories/events.repository';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../modules/comments/work-items.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { listen, openStream, settle, type SseClient } from './events.test-support';

// The live stream over a real listening server: an HTTP client reads the SSE body as it arrives.

// Real sockets and timers on a shared two-core machine: more room than jest's 5 s.
jest.setTimeout(30_000);

let t: TestApp;
let base: string;
let cast: Cast;
let w: World;
const open: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ events: { pollMs: 200, heartbeatMs: 400, maxStreamsPerUser: 3 } });
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
  cast = await newCast(t);
  // Guests see only the items they created (guest_view_all_features false).
  w = await seedWorld(t, cast, { guestViewAll: false });
});

async function stream(who: keyof Omit<Cast, 'anonymous'> | null, slug = w.slug, resume: { lastEventId?: string; after?: number } = {}) {
  const s = await openStream(base, who ? cast[who].agent : null, slug, resume);
  open.push(s);
  if (s.status === 200) await s.waitFor((m) => m.some((x) => x.event === 'ready'));
  return s;
}

const item = (createdBy: string, projectId = w.project.id) => seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy, stateId: w.project.defaultStateId });
const rename = (who: keyof Omit<Cast, 'anonymous'>, id: string, name: string, projectId = w.project.id) =>
  cast[who].agent.patch(apiPaths.workItem(w.slug, projectId, id), { name });

describe('GET /api/workspaces/{slug}/events/version/', () => {
  it('answers a member the latest version, refuses the signed-out (401) and outsiders (404)', async () => {
    const url = apiPaths.workspaceEventVersion(w.slug);
    expect((await cast.anonymous.get(url)).statusCode).toBe(401);
    expect((await cast.outsider.agent.get(url)).statusCode).toBe(404);
    expect((await cast.outsider.agent.get(apiPaths.workspaceEventVersion(w.foreign.slug))).statusCode).toBe(200);
    const before = (await cast.projGuest.agent.get(url)).json() as { version: number };
    expect(before.version).toBeGreaterThanOrEqual(0);
    const row = await item(cast.projAdmin.id);
    await rename('projAdmin', row.id, 'Counted');
    const after = (await cast.projMember.agent.get(url)).json() as { version: number };
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('a stream opened after a page loaded, from the version the page was loaded at, gets the change made in between', async () => {
    const row = await item(cast.projAdmin.id);
    const loadedAt = ((await cast.projMember.agent.get(apiPaths.workspaceEventVersion(w.slug))).json() as { version: number }).version;
    // The page renders; meanwhile someone renames the item; then the page opens its stream.
    await rename('projAdmin', row.id, 'Meanwhile');
    const s = await stream('projMember', w.slug, { after: loadedAt });
    await s.waitFor((m) => m.some((x) => x.event === 'change'));
    const data = streamEventSchema.parse(JSON.parse(s.messages.find((x) => x.event === 'change')!.data));
    expect(data.work_item?.name).toBe('Meanwhile');
  });
});

describe('GET /api/workspaces/{slug}/events/stream/', () => {
  it('refuses the signed-out (401), outsiders (404), bad cursors (400) and a stream past the per-user bound (429)', async () => {
    expect((await stream(null)).status).toBe(401);
    expect((await stream('outsider')).status).toBe(404);
    expect((await stream('projMember', 'no-such-workspace')).status).toBe(404);
    expect((await stream('projMember', w.slug, { after: -1 })).status).toBe(400);
    const three = [await stream('projMember'), await stream('projMember'), await stream('projMember')];
    expect(three.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(three[0].headers).toMatchObject({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store, no-transform', 'x-content-type-options': 'nosniff' });
    expect(three[0].headers['content-security-policy']).toContain("default-src 'self'");
    expect((await stream('projMember')).status).toBe(429);
    // Closing one gives the slot back.
    three[0].close();
    await three[0].ended;
    await settle(50);
    expect((await stream('projMember')).status).toBe(200);
  });

  it('sends another user’s change with its version as SSE id, old → new values and the item without per-user fields', async () => {
    const row = await item(cast.projAdmin.id);
    const s = await stream('projMember');
    expect((await rename('projAdmin', row.id, 'Renamed')).statusCode).toBe(200);
    await s.waitFor((m) => m.some((x) => x.event === 'change'));
    const msg = s.messages.find((x) => x.event === 'change')!;
    const data = streamEventSchema.parse(JSON.parse(msg.data));
    expect(msg.id).toBe(String(data.version));
    expect(data).toMatchObject({
      workspace_id: w.workspaceId,
      project_id: w.project.id,
      entity_type: 'work_item',
      entity_id: row.id,
      work_item_id: row.id,
      action: 'updated',
      actor_id: cast.projAdmin.id,
      changes: { name: { old: 'Work item', new: 'Renamed' } },
    });
    expect(data.work_item).toMatchObject({ id: row.id, name: 'Renamed', state_id: w.project.defaultStateId });
    expect(data.work_item).not.toHaveProperty('is_subscribed');
  });

  it('sends a member of another workspace nothing of this one', async () => {
    const row = await item(cast.projAdmin.id);
    const foreign = await stream('outsider', w.foreign.slug);
    const member = await stream('projMember');
    await rename('projAdmin', row.id, 'Inside');
    await member.waitFor((m) => m.some((x) => x.event === 'change'));
    await settle();
    expect(foreign.changes()).toEqual([]);
  });

  it('sends a guest (guest_view_all_features off) only events of items they created', async () => {
    const mine = await item(cast.projGuest.id);
    const theirs = await item(cast.projAdmin.id);
    const guest = await stream('projGuest');
    const admin = await stream('projAdmin');
    await rename('projAdmin', theirs.id, 'Hidden from the guest');
    await cast.projAdmin.agent.post(apiPaths.comments(w.slug, w.project.id, theirs.id), { comment_html: '<p>secret</p>' });
    await rename('projAdmin', mine.id, 'The guest’s own');
    await admin.waitFor((m) => m.filter((x) => x.event === 'change').length === 3);
    await guest.waitFor((m) => m.some((x) => x.event === 'change'));
    await settle();
    expect(guest.changes().map((c) => [c.entity_type, c.entity_id])).toEqual([['work_item', mine.id]]);
  });

  it('sends a secret project’s events only to its members; a public project’s own events to every member', async () => {
    await t.query('UPDATE projects SET network = 0 WHERE id = $1', [w.otherProject.id]);
    const outside = await stream('wsMemberOut');
    const member = await stream('projMember');
    const secretItem = await item(cast.projAdmin.id, w.otherProject.id);
    await rename('projAdmin', secretItem.id, 'Secret work', w.otherProject.id);
    await cast.projAdmin.agent.patch(apiPaths.project(w.slug, w.otherProject.id), { name: 'Secret renamed' });
    await cast.projAdmin.agent.patch(apiPaths.project(w.slug, w.project.id), { name: 'Public renamed' });
    await member.waitFor((m) => m.filter((x) => x.event === 'change').length === 3);
    await outside.waitFor((m) => m.some((x) => x.event === 'change'));
    await settle();
    expect(outside.changes().map((c) => [c.entity_type, c.entity_id, c.changes.name])).toEqual([['project', w.project.id, { old: expect.any(String), new: 'Public renamed' }]]);
  });

  it('stops sending a project’s events to a member removed from it, and ends the stream of one removed from the workspace', async () => {
    const row = await item(cast.projAdmin.id);
    const s = await stream('projMember');
    const [membership] = await t.query<{ id: string }>('SELECT id FROM project_members WHERE project_id = $1 AND member = $2', [w.project.id, cast.projMember.id]);
    expect((await cast.projAdmin.agent.delete(apiPaths.projectMember(w.slug, w.project.id, membership.id))).statusCode).toBe(204);
    await rename('projAdmin', row.id, 'After removal');
    const admin = await stream('projAdmin', w.slug, { after: 0 });
    await admin.waitFor(() => admin.changes().some((c) => c.changes.name?.new === 'After removal'));
    await settle();
    // Their own removal reaches them; nothing of the project after it.
    expect(s.changes().map((c) => [c.entity_type, c.action])).toEqual([['project_member', 'deleted']]);

    const [wsMember] = await t.query<{ id: string }>('SELECT id FROM workspace_members WHERE workspace_id = $1 AND member = $2', [w.workspaceId, cast.projMember.id]);
    expect((await cast.wsAdmin.agent.delete(apiPaths.member(w.slug, wsMember.id))).statusCode).toBe(204);
    await s.ended;
    expect((await stream('projMember')).status).toBe(404);
  });

  it('resumes after a disconnect with exactly the missed events (Last-Event-ID, or ?after=)', async () => {
    const row = await item(cast.projAdmin.id);
    const first = await stream('projMember');
    await rename('projAdmin', row.id, 'One');
    await first.waitFor((m) => m.some((x) => x.event === 'change'));
    const lastId = first.messages.find((x) => x.event === 'change')!.id!;
    first.close();
    await first.ended;
    await rename('projAdmin', row.id, 'Two');
    await rename('projAdmin', row.id, 'Three');
    const resumed = await stream('projMember', w.slug, { lastEventId: lastId });
    await resumed.waitFor((m) => m.filter((x) => x.event === 'change').length === 2);
    await rename('projAdmin', row.id, 'Four');
    await resumed.waitFor((m) => m.filter((x) => x.event === 'change').length === 3);
    await settle();
    const names = resumed.changes().map((c) => c.changes.name.new);
    expect(names).toEqual(['Two', 'Three', 'Four']);
    const versions = resumed.changes().map((c) => c.version);
    expect(versions).toEqual([Number(lastId) + 1, Number(lastId) + 2, Number(lastId) + 3]);

    const byQuery = await stream('projMember', w.slug, { after: Number(lastId) });
    await byQuery.waitFor((m) => m.filter((x) => x.event === 'change').length === 3);
  });

  it('asks for a resync when the cursor is older than what is kept, then goes on live', async () => {
    const row = await item(cast.projAdmin.id);
    await rename('projAdmin', row.id, 'Old');
    await rename('projAdmin', row.id, 'Older');
    expect(await pruneEvents(t.db, w.workspaceId, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const s = await stream('projMember', w.slug, { after: 0 });
    await s.waitFor((m) => m.some((x) => x.event === 'resync'));
    const resync = streamResyncSchema.parse(JSON.parse(s.messages[0].data));
    expect(resync).toEqual({ after: 0, version: expect.any(Number) });
    expect(s.messages[1]).toMatchObject({ event: 'ready', data: JSON.stringify({ version: resync.version }) });
    await rename('projAdmin', row.id, 'Live');
    await s.waitFor((m) => m.some((x) => x.event === 'change'));
    expect(s.changes().map((c) => c.changes.name.new)).toEqual(['Live']);
  });

  it('numbers concurrent writes without gaps, and every stream gets them in order', async () => {
    const rows = await Promise.all(Array.from({ length: 8 }, () => item(cast.projAdmin.id)));
    const s = await stream('projMember');
    await Promise.all(rows.map((r, i) => rename(i % 2 ? 'projAdmin' : 'wsAdmin', r.id, `Concurrent ${i}`)));
    const stored = await t.query<{ version: string }>('SELECT version FROM events WHERE workspace_id = $1 ORDER BY version', [w.workspaceId]);
    const versions = stored.map((r) => Number(r.version));
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    await s.waitFor((m) => m.filter((x) => x.event === 'change').length === 8);
    const got = s.changes().map((c) => c.version);
    expect(got).toEqual([...got].sort((a, b) => a - b));
    expect(new Set(got).size).toBe(8);
  });

  it('sends a heartbeat comment and forgets closed streams', async () => {
    const s = await stream('projMember');
    await new Promise((r) => setTimeout(r, 600));
    expect(s.body()).toContain(': ping');
    const before = t.app.eventHub.openStreams;
    s.close();
    await s.ended;
    await settle(100);
    expect(t.app.eventHub.openStreams).toBe(before - 1);
  });

  it('ends every stream of a deleted workspace', async () => {
    const s = await stream('projMember');
    expect((await cast.wsAdmin.agent.delete(apiPaths.workspace(w.slug))).statusCode).toBe(204);
    await s.ended;
    expect((await stream('projMember')).status).toBe(404);
  });

  it('sends drafts only to their creator', async () => {
    const member = await stream('projMember');
    const admin = await stream('projAdmin');
    expect((await cast.projAdmin.agent.post(`/api/workspaces/${w.slug}/draft-issues/`, { name: 'My draft' })).statusCode).toBe(201);
    await admin.waitFor((m) => m.some((x) => x.event === 'change'));
    await settle();
    expect(admin.changes().map((c) => c.entity_type)).toEqual(['draft']);
    expect(member.changes()).toEqual([]);
  });
});
