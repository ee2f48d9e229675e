import { randomUUID } from 'node:crypto';
import { timeLogSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, seedWorld, WHO, writers, type Cast, type Who, type World } from '../comments/work-items.test-support';
import { seedTimeItem, seedTimeLog, setTimeTracking, timePaths } from './time-logs.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let p: ReturnType<typeof timePaths>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  p = timePaths(w);
  await setTimeTracking(t, w.project.id, true);
  await setTimeTracking(t, w.otherProject.id, true);
}, 60_000);
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.clock.reset();
});

const item = (projectId = w.project.id) => seedTimeItem(t, cast, w, projectId);
/** Logs 30 minutes as the project member; returns the log id. */
const logAsMember = async (itemId: string, body: Record<string, unknown> = { minutes: 30 }): Promise<string> => {
  const res = await cast.projMember.agent.post(p.logs(itemId), body);
  expect(res.statusCode).toBe(201);
  return res.json().id;
};
const today = () => new Date().toISOString().slice(0, 10);

// Guests neither log nor read time (403), like outsiders of the project (wsMemberOut: 403), workspace outsiders 404.
const members = (ok: number): Record<Who, number> => writers(ok);

describe('time logs: roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list', expect: members(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: p.logs((await item()).id) })).statusCode },
    { name: 'totals', expect: members(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: p.totals((await item()).id) })).statusCode },
    { name: 'summary', expect: members(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: p.summary() })).statusCode },
    {
      name: 'create',
      expect: members(201),
      run: async (who) => (await callAs(cast, who, { method: 'POST', url: p.logs((await item()).id), body: { minutes: 15 } })).statusCode,
    },
    {
      // Someone else's log: only a project admin (workspace admins are project admins) may edit it.
      name: "patch another's log",
      expect: { ...members(403), projMember: 200, projAdmin: 200, wsAdmin: 200 },
      run: async (who) => {
        const it = await item();
        return (await callAs(cast, who, { method: 'PATCH', url: p.log(it.id, await logAsMember(it.id)), body: { minutes: 45 } })).statusCode;
      },
    },
    {
      name: "delete another's log",
      expect: { ...members(403), projMember: 204, projAdmin: 204, wsAdmin: 204 },
      run: async (who) => {
        const it = await item();
        return (await callAs(cast, who, { method: 'DELETE', url: p.log(it.id, await logAsMember(it.id)) })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }

  it('a guest gets 403 even on items they created, and receives nothing', async () => {
    const own = await t.query<{ id: string }>('SELECT id FROM work_items WHERE project_id = $1 LIMIT 1', [w.project.id]);
    const res = await cast.projGuest.agent.post(p.logs(own[0].id), { minutes: 5 });
    expect(res.statusCode).toBe(403);
  });
});

describe('time logs: behaviour', () => {
  it('logs, lists newest day first with the user, edits and deletes, each with a time_log event and no activity row', async () => {
    const it0 = await item();
    const id = randomUUID();
    const created = await cast.projMember.agent.post(p.logs(it0.id), { id, hours: 1, minutes: 30, logged_on: '2026-01-02', description: '  Review  ' });
    expect(created.statusCode).toBe(201);
    expect(timeLogSchema.strict().parse(created.json())).toMatchObject({
      id,
      issue: it0.id,
      project_id: w.project.id,
      user_id: cast.projMember.id,
      minutes: 90,
      logged_on: '2026-01-02',
      description: 'Review',
    });
    expect(created.json().user).toMatchObject({ id: cast.projMember.id });
    const second = await logAsMember(it0.id, { minutes: 5 });
    const list = (await cast.projAdmin.agent.get(p.logs(it0.id))).json() as Array<{ id: string; logged_on: string }>;
    expect(list.map((l) => [l.id, l.logged_on])).toEqual([
      [second, today()],
      [id, '2026-01-02'],
    ]);
    const patched = await cast.projMember.agent.patch(p.log(it0.id, id), { minutes: 20, description: 'Shorter' });
    expect(patched.json()).toMatchObject({ minutes: 20, description: 'Shorter', logged_on: '2026-01-02' });
    expect((await cast.projMember.agent.patch(p.log(it0.id, id), { logged_on: '2026-01-03' })).json()).toMatchObject({ minutes: 20, logged_on: '2026-01-03' });
    expect((await cast.projMember.agent.delete(p.log(it0.id, id))).statusCode).toBe(204);
    const events = await t.query<{ action: string; entity_id: string; work_item_id: string; changes: Record<string, { old: unknown; new: unknown }> }>(
      "SELECT action, entity_id, work_item_id, changes FROM events WHERE entity_type = 'time_log' AND entity_id = $1 ORDER BY id",
      [id],
    );
    expect(events.map((e) => [e.action, e.work_item_id])).toEqual([
      ['created', it0.id],
      ['updated', it0.id],
      ['updated', it0.id],
      ['deleted', it0.id],
    ]);
    expect(events[1].changes).toEqual({ minutes: { old: 90, new: 20 }, description: { old: 'Review', new: 'Shorter' } });
    expect(await t.query('SELECT id FROM work_item_activities WHERE work_item_id = $1', [it0.id])).toEqual([]);
  });

  it('sums an item per member and a project per member and item (hand-built set), scoped by cycle, module, member and days', async () => {
    const a = await item();
    const b = await item();
    const gone = await item();
    const [cycle] = await t.query<{ id: string }>('INSERT INTO cycles (workspace_id, project_id, name) VALUES ($1, $2, $3) RETURNING id', [w.workspaceId, w.project.id, 'C']);
    const [mod] = await t.query<{ id: string }>('INSERT INTO modules (workspace_id, project_id, name) VALUES ($1, $2, $3) RETURNING id', [w.workspaceId, w.project.id, 'M']);
    // A fresh project so earlier tests' logs do not count.
    await t.query('UPDATE work_items SET cycle_id = $2 WHERE id = $1', [a.id, cycle.id]);
    await t.query('INSERT INTO work_item_modules (workspace_id, project_id, work_item_id, module_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, w.project.id, b.id, mod.id]);
    const m = cast.projMember.id;
    const ad = cast.projAdmin.id;
    await seedTimeLog(t, w, { itemId: a.id, userId: m, minutes: 60, day: '2025-03-01' });
    await seedTimeLog(t, w, { itemId: a.id, userId: m, minutes: 30, day: '2025-03-02' });
    await seedTimeLog(t, w, { itemId: a.id, userId: ad, minutes: 15, day: '2025-03-02' });
    await seedTimeLog(t, w, { itemId: b.id, userId: ad, minutes: 120, day: '2025-03-05' });
    await seedTimeLog(t, w, { itemId: gone.id, userId: ad, minutes: 999, day: '2025-03-05' });
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [gone.id]);

    expect((await cast.projMember.agent.get(p.totals(a.id))).json()).toEqual({
      total_minutes: 105,
      by_member: [
        { user_id: m, minutes: 90 },
        { user_id: ad, minutes: 15 },
      ],
    });
    const range = '?from=2025-03-01&to=2025-03-31';
    const all = (await cast.projMember.agent.get(p.summary(range))).json();
    expect(all.total_minutes).toBe(225);
    expect(all.by_member).toEqual([
      { user_id: ad, minutes: 135 },
      { user_id: m, minutes: 90 },
    ]);
    expect(all.by_item.map((r: { work_item_id: string; minutes: number }) => [r.work_item_id, r.minutes])).toEqual([
      [b.id, 120],
      [a.id, 105],
    ]);
    const inCycle = (await cast.projMember.agent.get(p.summary(`?cycle_id=${cycle.id}`))).json();
    expect([inCycle.total_minutes, inCycle.by_member]).toEqual([105, [{ user_id: m, minutes: 90 }, { user_id: ad, minutes: 15 }]]);
    const inModule = (await cast.projMember.agent.get(p.summary(`?module_id=${mod.id}`))).json();
    expect([inModule.total_minutes, inModule.by_member]).toEqual([120, [{ user_id: ad, minutes: 120 }]]);
    const mine = (await cast.projMember.agent.get(p.summary(`?user_id=${m}&from=2025-03-02&to=2025-03-02`))).json();
    expect([mine.total_minutes, mine.by_member, mine.by_item.length]).toEqual([30, [{ user_id: m, minutes: 30 }], 1]);
    const none = (await cast.projMember.agent.get(p.summary(`?cycle_id=${randomUUID()}`))).json();
    expect(none).toEqual({ total_minutes: 0, by_member: [], by_item: [] });
  });

  it('with time tracking off: 403 TIME_TRACKING_DISABLED on reads and writes, nothing written', async () => {
    const it0 = await item();
    const logId = await logAsMember(it0.id);
    await setTimeTracking(t, w.project.id, false);
    try {
      for (const req of [
        { method: 'GET', url: p.logs(it0.id) },
        { method: 'GET', url: p.totals(it0.id) },
        { method: 'GET', url: p.summary() },
        { method: 'POST', url: p.logs(it0.id), body: { minutes: 10 } },
        { method: 'PATCH', url: p.log(it0.id, logId), body: { minutes: 10 } },
        { method: 'DELETE', url: p.log(it0.id, logId) },
      ] as const) {
        const res = await callAs(cast, 'projAdmin', req);
        expect([req.method, req.url, res.statusCode, res.json().error_code]).toEqual([req.method, req.url, 403, 'TIME_TRACKING_DISABLED']);
        expect(res.json().error).toMatch(/Time tracking is off/);
      }
      expect(await t.query('SELECT minutes FROM work_item_time_logs WHERE work_item_id = $1', [it0.id])).toEqual([{ minutes: 30 }]);
    } finally {
      await setTimeTracking(t, w.project.id, true);
    }
  });

  it('only the logger or a project admin may edit: a member editing another member\'s log gets 403 TIME_LOG_NOT_YOURS', async () => {
    const it0 = await item();
    const res = await cast.projAdmin.agent.post(p.logs(it0.id), { minutes: 40 });
    const adminLog = res.json().id as string;
    const denied = await cast.projMember.agent.patch(p.log(it0.id, adminLog), { minutes: 1 });
    expect([denied.statusCode, denied.json().error_code]).toEqual([403, 'TIME_LOG_NOT_YOURS']);
    expect((await cast.projMember.agent.delete(p.log(it0.id, adminLog))).statusCode).toBe(403);
    expect(await t.query('SELECT minutes FROM work_item_time_logs WHERE id = $1', [adminLog])).toEqual([{ minutes: 40 }]);
  });

  it.each([
    ['0 minutes', { minutes: 0 }],
    ['1441 minutes', { minutes: 1441 }],
    ['24h 1m', { hours: 24, minutes: 1 }],
    ['no duration', { description: 'x' }],
    ['fractional minutes', { minutes: 1.5 }],
    ['negative hours', { hours: -1, minutes: 90 }],
    ['minutes as text', { minutes: '30' }],
    ['NUL in the note', { minutes: 5, description: 'a\u0000b' }],
    ['a huge note', { minutes: 5, description: 'x'.repeat(1001) }],
    ['a bad date', { minutes: 5, logged_on: '2026-02-30' }],
    ['a date in another format', { minutes: 5, logged_on: '02/03/2026' }],
    ['a day after tomorrow', { minutes: 5, logged_on: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }],
    ['an unknown key', { minutes: 5, user_id: randomUUID() }],
    ['a huge number', { minutes: 1e308 }],
  ])('refuses %s with 400 and writes nothing', async (name, body) => {
    const it0 = await item();
    const res = await cast.projMember.agent.post(p.logs(it0.id), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
    const id = await logAsMember(it0.id);
    // The same body as an edit is refused too (without a duration it is a valid edit of the note).
    if (name !== 'no duration') expect((await cast.projMember.agent.patch(p.log(it0.id, id), body)).statusCode).toBe(400);
    expect(await t.query('SELECT minutes, description FROM work_item_time_logs WHERE work_item_id = $1', [it0.id])).toEqual([{ minutes: 30, description: '' }]);
  });

  it('accepts tomorrow (a logger ahead of UTC) and exactly 24h; refuses a summary range that ends before it starts', async () => {
    const it0 = await item();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await cast.projMember.agent.post(p.logs(it0.id), { hours: 24, logged_on: tomorrow })).json()).toMatchObject({ minutes: 1440, logged_on: tomorrow });
    expect((await cast.projMember.agent.get(p.summary('?from=2025-03-02&to=2025-03-01'))).statusCode).toBe(400);
    expect((await cast.projMember.agent.get(p.summary('?from=yesterday'))).statusCode).toBe(400);
  });
});

describe('time logs: foreign ids', () => {
  it('an item of another project, another workspace or unknown → 404 Work item not found', async () => {
    const other = await item(w.otherProject.id);
    for (const id of [other.id, randomUUID()]) {
      expect((await cast.projMember.agent.get(p.logs(id))).json()).toMatchObject({ error: 'Work item not found' });
      expect((await cast.projMember.agent.get(p.totals(id))).statusCode).toBe(404);
      expect((await cast.projMember.agent.post(p.logs(id), { minutes: 5 })).statusCode).toBe(404);
    }
    const foreign = timePaths({ ...w, slug: w.foreign.slug }, w.foreign.project.id);
    expect((await cast.projMember.agent.get(foreign.summary())).statusCode).toBe(404);
  });

  it('a log of another item or project → 404 Time log not found, nothing changes', async () => {
    const a = await item();
    const b = await item();
    const other = await item(w.otherProject.id);
    const onB = await logAsMember(b.id);
    const onOther = (await cast.projMember.agent.post(timePaths(w, w.otherProject.id).logs(other.id), { minutes: 30 })).json().id as string;
    for (const logId of [onB, onOther, randomUUID()]) {
      expect((await cast.projMember.agent.patch(p.log(a.id, logId), { minutes: 1 })).json()).toMatchObject({ error: 'Time log not found' });
      expect((await cast.projMember.agent.delete(p.log(a.id, logId))).statusCode).toBe(404);
    }
    expect(await t.query('SELECT minutes FROM work_item_time_logs WHERE id = ANY($1::uuid[])', [[onB, onOther]])).toEqual([{ minutes: 30 }, { minutes: 30 }]);
  });
});
