import { apiPaths, profileActivityPageSchema, userProfileSchema, userStatsSchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, WHO, agentOf, type Cast, type World } from '../comments/work-items.test-support';

let t: TestApp;
let c: Cast;
let w: World;
const items: Record<string, string> = {};

const stateOf = async (projectId: string, group: string) =>
  (await t.query<{ id: string }>('SELECT id FROM states WHERE project_id = $1 AND "group" = $2 LIMIT 1', [projectId, group]))[0].id;

async function item(key: string, input: { createdBy: string; group?: string | null; priority?: string; assignee?: string; subscriber?: string; other?: boolean; name?: string }) {
  const projectId = input.other ? w.otherProject.id : w.project.id;
  const stateId = input.group ? await stateOf(projectId, input.group) : null;
  const row = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy: input.createdBy, stateId, name: input.name ?? key });
  await t.query('UPDATE work_items SET priority = $2 WHERE id = $1', [row.id, input.priority ?? 'none']);
  if (input.assignee) await t.query('INSERT INTO work_item_assignees (workspace_id, project_id, work_item_id, assignee_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, projectId, row.id, input.assignee]);
  if (input.subscriber) await t.query('INSERT INTO work_item_subscribers (workspace_id, project_id, work_item_id, subscriber_id) VALUES ($1, $2, $3, $4)', [w.workspaceId, projectId, row.id, input.subscriber]);
  items[key] = row.id;
  return row;
}

async function activity(key: string, actor: string, at: string, values: { field?: string; new_value?: string; comment?: string } = {}) {
  const [row] = await t.query<{ project_id: string }>('SELECT project_id FROM work_items WHERE id = $1', [items[key]]);
  await t.query(
    'INSERT INTO work_item_activities (workspace_id, project_id, work_item_id, actor_id, verb, field, new_value, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [w.workspaceId, row.project_id, items[key], actor, 'updated', values.field ?? 'name', values.new_value ?? null, values.comment ?? '', at],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  c = await newCast(t);
  // Guests see only the items they created: the guest caller sees fewer numbers.
  w = await seedWorld(t, c, { guestViewAll: false });
  const m = c.projMember.id;
  await item('i1', { createdBy: m, group: 'completed', priority: 'high', assignee: m });
  await item('i2', { createdBy: c.wsAdmin.id, group: 'started', priority: 'urgent', assignee: m });
  await item('i3', { createdBy: c.wsAdmin.id, group: 'cancelled', assignee: m });
  await item('i4', { createdBy: c.projGuest.id, group: 'backlog', priority: 'low', assignee: m, subscriber: m, name: 'Guest, "quoted" item' });
  await item('i5', { createdBy: c.wsAdmin.id, group: 'started', subscriber: m });
  await item('i6', { createdBy: m, group: null, assignee: m, other: true });
  // Deleted and archived items never count.
  await item('i7', { createdBy: m, group: 'started', assignee: m });
  await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [items.i7]);
  await item('i8', { createdBy: m, group: 'started', assignee: m });
  await t.query('UPDATE work_items SET archived_at = now() WHERE id = $1', [items.i8]);
  await activity('i1', m, '2026-01-01T10:00:00Z');
  await activity('i2', m, '2026-01-02T10:00:00Z', { field: 'state', new_value: '=HYPERLINK("http://evil")' });
  await activity('i4', m, '2026-01-03T10:00:00Z', { field: 'comment', comment: '+1, "agreed"\nnext line' });
  await activity('i7', m, '2026-01-04T10:00:00Z');
  await activity('i2', c.wsAdmin.id, '2026-01-05T10:00:00Z');
}, 120_000);
afterAll(async () => {
  await t.close();
});

const stats = (who: keyof Cast, userId = c.projMember.id, slug = w.slug) => agentOf(c, who as never).get(apiPaths.userStats(slug, userId));

describe('user-stats', () => {
  it('counts the member’s items by hand for a caller who sees everything (numbers in SQL)', async () => {
    const res = await stats('wsAdmin');
    expect(res.statusCode).toBe(200);
    const s = userStatsSchema.strict().parse(res.json());
    expect(s).toMatchObject({ assigned: 5, created: 2, subscribed: 2, completed: 1, pending: 3 });
    expect(Object.fromEntries(s.state_distribution.map((d) => [d.state_group, d.count]))).toEqual({ backlog: 2, unstarted: 0, started: 1, completed: 1, cancelled: 1 });
    expect(Object.fromEntries(s.priority_distribution.map((d) => [d.priority, d.count]))).toEqual({ none: 2, low: 1, medium: 0, high: 1, urgent: 1 });
  });

  it('counts only what the caller may see: a guest sees their own items, a member outside every project sees none', async () => {
    const guest = userStatsSchema.parse((await stats('projGuest')).json());
    expect(guest).toMatchObject({ assigned: 1, created: 0, subscribed: 1, completed: 0, pending: 1 });
    const outside = userStatsSchema.parse((await stats('wsMemberOut')).json());
    expect(outside).toMatchObject({ assigned: 0, created: 0, subscribed: 0, completed: 0, pending: 0 });
  });

  it('refuses outsiders, anonymous callers, non-members and foreign workspaces', async () => {
    const expected: Record<string, number> = { anonymous: 401, outsider: 404, wsMemberOut: 200, projGuest: 200, projMember: 200, projAdmin: 200, wsAdmin: 200 };
    for (const who of WHO) expect([who, (await agentOf(c, who).get(apiPaths.userStats(w.slug, c.projMember.id))).statusCode]).toEqual([who, expected[who]]);
    const notMember = await stats('wsAdmin', c.outsider.id);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error).toBe('Member not found');
    expect((await stats('projMember', c.projMember.id, w.foreign.slug)).statusCode).toBe(404);
    expect((await stats('wsAdmin', '00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await c.wsAdmin.agent.get(apiPaths.userStats(w.slug, 'not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('user-profile', () => {
  it('answers the member, their role and the projects shared with the caller with counts', async () => {
    const res = await c.wsAdmin.agent.get(apiPaths.userProfile(w.slug, c.projMember.id));
    expect(res.statusCode).toBe(200);
    const p = userProfileSchema.strict().parse(res.json());
    expect(p).toMatchObject({ id: c.projMember.id, role: 15 });
    const byId = Object.fromEntries(p.projects.map((x) => [x.id, x]));
    expect(byId[w.project.id]).toMatchObject({ assigned: 4, completed: 1 });
    expect(byId[w.otherProject.id]).toMatchObject({ assigned: 1, completed: 0 });
    const outside = userProfileSchema.parse((await c.wsMemberOut.agent.get(apiPaths.userProfile(w.slug, c.projMember.id))).json());
    expect(outside.projects).toEqual([]);
    expect((await c.outsider.agent.get(apiPaths.userProfile(w.slug, c.projMember.id))).statusCode).toBe(404);
    expect((await c.projMember.agent.get(apiPaths.userProfile(w.slug, c.outsider.id))).statusCode).toBe(404);
  });
});

describe('user-activity', () => {
  it('lists the member’s activities newest first on items the caller sees, with the item to link, in pages', async () => {
    const res = await c.wsAdmin.agent.get(`${apiPaths.userActivity(w.slug, c.projMember.id)}?per_page=2`);
    expect(res.statusCode).toBe(200);
    const page = profileActivityPageSchema.strict().parse(res.json());
    expect(page.total_count).toBe(3);
    expect(page.results.map((r) => r.work_item.id)).toEqual([items.i4, items.i2]);
    expect(page.results[0].work_item).toMatchObject({ project_identifier: w.project.identifier, name: 'Guest, "quoted" item' });
    expect(page).toMatchObject({ next_page_results: true, next_cursor: '2:1:0' });
    const next = profileActivityPageSchema.parse((await c.wsAdmin.agent.get(`${apiPaths.userActivity(w.slug, c.projMember.id)}?cursor=2:1:0`)).json());
    expect(next.results.map((r) => r.work_item.id)).toEqual([items.i1]);
    const guest = profileActivityPageSchema.parse((await c.projGuest.agent.get(apiPaths.userActivity(w.slug, c.projMember.id))).json());
    expect(guest.results.map((r) => r.work_item.id)).toEqual([items.i4]);
    expect((await c.wsAdmin.agent.get(`${apiPaths.userActivity(w.slug, c.projMember.id)}?cursor=x`)).statusCode).toBe(400);
    expect((await c.wsAdmin.agent.get(`${apiPaths.userActivity(w.slug, c.projMember.id)}?per_page=1000`)).statusCode).toBe(400);
    expect((await c.outsider.agent.get(apiPaths.userActivity(w.slug, c.projMember.id))).statusCode).toBe(404);
  });

  it('exports the same rows as a CSV attachment with RFC 4180 quoting and the formula guard', async () => {
    const res = await c.wsAdmin.agent.get(apiPaths.userActivityExport(w.slug, c.projMember.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('created_at,work_item,work_item_name,project,verb,field,old_value,new_value,comment');
    expect(lines).toHaveLength(3 + 2);
    expect(res.body).toContain('"Guest, ""quoted"" item"');
    expect(res.body).toContain(`"'+1, ""agreed""\nnext line"`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const guest = await c.projGuest.agent.get(apiPaths.userActivityExport(w.slug, c.projMember.id));
    expect(guest.body).not.toContain('HYPERLINK');
    expect((await c.outsider.agent.get(apiPaths.userActivityExport(w.slug, c.projMember.id))).statusCode).toBe(404);
    expect((await agentOf(c, 'anonymous').get(apiPaths.userActivityExport(w.slug, c.projMember.id))).statusCode).toBe(401);
  });

  it('users/me/activities/ answers the caller’s own activity across their workspaces', async () => {
    const mine = profileActivityPageSchema.parse((await c.projMember.agent.get(apiPaths.myActivities())).json());
    expect(mine.results.map((r) => r.work_item.id)).toEqual([items.i4, items.i2, items.i1]);
    expect(mine.results[0].workspace_slug).toBe(w.slug);
    const admin = profileActivityPageSchema.parse((await c.wsAdmin.agent.get(apiPaths.myActivities())).json());
    expect(admin.results.map((r) => r.work_item.id)).toEqual([items.i2]);
    expect((await c.outsider.agent.get(apiPaths.myActivities())).json().results).toEqual([]);
  });
});
