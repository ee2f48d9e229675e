import { apiPaths, listUserPropertiesSchema, SUB_WORK_ITEM_DISPLAY_PROPERTIES, WORK_ITEM_DISPLAY_PROPERTIES, WORKSPACE_LIST_VIEWS } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newWorkItemActors, seedWorkItemWorld, type WorkItemActors, type WorkItemWorld } from '../work-items/work-items.test-support';

// user-properties/: defaults, key-by-key merge, isolation per user / project / view, validation.

let t: TestApp;
let a: WorkItemActors;
let w: WorkItemWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await newWorkItemActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedWorkItemWorld(t, a);
});

const project = (projectId = w.project.id) => apiPaths.projectUserProperties(w.slug, projectId);
const view = (v: string) => apiPaths.workspaceUserProperties(w.slug, v);
const allOn = Object.fromEntries(WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true]));
const subAllOn = Object.fromEntries(SUB_WORK_ITEM_DISPLAY_PROPERTIES.map((k) => [k, true]));
/** A workspace view's answer has no sub-work-item part (no sub-items widget there). */
const viewDefaults = {
  filters: {},
  display_filters: {
    // No order_by until the user chooses one: the client's default decides (sort_order with its local cache on).
    layout: 'list', group_by: null, sub_group_by: null, sub_issue: true, type: null, show_empty_groups: true, calendar_layout: 'month', gantt_scale: 'month',
  },
  display_properties: allOn,
};
const projectDefaults = { ...viewDefaults, sub_issue_display_properties: subAllOn };

describe('defaults', () => {
  it('a project list: list layout, no order chosen, sub-items shown, every property and sub-item property on', async () => {
    const res = await a.member.agent.get(project());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(projectDefaults);
    listUserPropertiesSchema.strict().parse(res.json());
  });

  it.each(WORKSPACE_LIST_VIEWS as readonly string[])('workspace view %s', async (v) => {
    const body = (await a.guest.agent.get(view(v))).json();
    const layout = v.startsWith('profile-') ? 'list' : 'spreadsheet';
    expect(body).toEqual({ ...viewDefaults, display_filters: { ...viewDefaults.display_filters, layout } });
  });

  it('refuses an unknown view with 400', async () => {
    expect((await a.member.agent.get(view('everything'))).statusCode).toBe(400);
    expect((await a.member.agent.patch(view('everything'), { filters: {} })).statusCode).toBe(400);
  });
});

describe('PATCH merges key by key', () => {
  it('keeps what is not given, answers the whole, and a later GET agrees', async () => {
    const first = await a.member.agent.patch(project(), { filters: { priority: ['high', 'urgent'], labels: [w.project.labelId] }, display_filters: { layout: 'kanban', group_by: 'priority' } });
    expect(first.statusCode).toBe(200);
    const second = (await a.member.agent.patch(project(), { filters: { priority: ['low'] }, display_filters: { sub_group_by: 'labels' }, display_properties: { key: false } })).json();
    expect(second).toEqual({
      filters: { priority: ['low'], labels: [w.project.labelId] },
      display_filters: { ...projectDefaults.display_filters, layout: 'kanban', group_by: 'priority', sub_group_by: 'labels' },
      display_properties: { ...allOn, key: false },
      sub_issue_display_properties: subAllOn,
    });
    expect((await a.member.agent.get(project())).json()).toEqual(second);
    // null clears a nullable display filter; an empty list clears a filter.
    const cleared = (await a.member.agent.patch(project(), { filters: { priority: [] }, display_filters: { group_by: null, sub_group_by: null } })).json();
    expect(cleared.filters).toEqual({ labels: [w.project.labelId] });
    expect(cleared.display_filters).toMatchObject({ layout: 'kanban', group_by: null, sub_group_by: null });
    expect((await a.member.agent.patch(project(), {})).json()).toEqual(cleared);
  });

  it('loses nothing when PATCHes race', async () => {
    const keys = WORK_ITEM_DISPLAY_PROPERTIES.slice(0, 8);
    const results = await Promise.all(keys.map((k) => a.member.agent.patch(view('assigned'), { display_properties: { [k]: false } })));
    expect(results.map((r) => r.statusCode)).toEqual(keys.map(() => 200));
    const body = (await a.member.agent.get(view('assigned'))).json();
    expect(body.display_properties).toEqual({ ...allOn, ...Object.fromEntries(keys.map((k) => [k, false])) });
  });

  it('shares display_properties with issue-display-properties/ (unknown keys kept in storage, left out of the answer)', async () => {
    await a.member.agent.post(apiPaths.displayProperties(w.slug, w.project.id), { properties: { labels: false, sprints: false } });
    expect((await a.member.agent.get(project())).json().display_properties).toEqual({ ...allOn, labels: false });
    await a.member.agent.patch(project(), { display_properties: { state: false } });
    const old = (await a.member.agent.get(apiPaths.displayProperties(w.slug, w.project.id))).json().properties;
    expect(old).toMatchObject({ labels: false, sprints: false, state: false });
  });

  it('refuses invalid values with 400 and stores nothing', async () => {
    for (const body of [
      { display_filters: { layout: 'grid' } },
      { display_filters: { order_by: 'description_html' } },
      { display_filters: { group_by: 'name' } },
      { display_filters: { sub_issue: 'yes' } },
      { filters: { priority: 'high' } },
      { filters: { labels: [1, 2] } },
      { display_properties: { key: 'off' } },
      { sub_issue_display_properties: { labels: 'off' } },
      { sub_issue_display_properties: { state: null } },
      { sub_issue_display_properties: [true] },
      { sub_issue_display_properties: null },
    ]) {
      const res = await a.member.agent.patch(project(), body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
    expect((await a.member.agent.request({ method: 'PATCH', url: project(), body: '{"__proto__": {"x": 1}}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    expect(await t.query('SELECT * FROM project_user_properties WHERE project_id = $1', [w.project.id])).toEqual([]);
  });

  it('drops unknown keys instead of storing them', async () => {
    const body = (await a.member.agent.patch(view('created'), { filters: { sprint: ['x'] }, display_filters: { colour: 'red' }, extra: true })).json();
    expect(body).toEqual({ ...viewDefaults, display_filters: { ...viewDefaults.display_filters, layout: 'spreadsheet' } });
    const [row] = await t.query<{ filters: object; display_filters: object }>('SELECT filters, display_filters FROM workspace_user_properties WHERE view_key = $1', ['created']);
    expect(row).toEqual({ filters: {}, display_filters: {} });
  });
});

describe('isolation', () => {
  it('keeps settings per user, per project and per view', async () => {
    await a.member.agent.patch(project(), { display_filters: { layout: 'calendar' } });
    await a.guest.agent.patch(project(), { display_filters: { layout: 'gantt', gantt_scale: 'quarter' } });
    await a.admin.agent.patch(project(w.other.id), { display_filters: { layout: 'spreadsheet' } });
    await a.member.agent.patch(view('all-issues'), { display_filters: { order_by: 'priority' } });
    expect((await a.member.agent.get(project())).json().display_filters.layout).toBe('calendar');
    expect((await a.guest.agent.get(project())).json().display_filters).toMatchObject({ layout: 'gantt', gantt_scale: 'quarter' });
    expect((await a.admin.agent.get(project())).json()).toEqual(projectDefaults);
    expect((await a.admin.agent.get(project(w.other.id))).json().display_filters.layout).toBe('spreadsheet');
    expect((await a.member.agent.get(view('all-issues'))).json().display_filters.order_by).toBe('priority');
    expect((await a.member.agent.get(view('assigned'))).json().display_filters.order_by).toBeUndefined();
    expect((await a.admin.agent.get(view('all-issues'))).json().display_filters.order_by).toBeUndefined();
    // Another workspace's view of the same user is a separate row.
    const second = await seedWorkItemWorld(t, a);
    expect((await a.member.agent.get(apiPaths.workspaceUserProperties(second.slug, 'all-issues'))).json().display_filters.order_by).toBeUndefined();
  });
});

describe('sub-work-item display properties (project lists)', () => {
  const subProps = (res: { json(): { sub_issue_display_properties?: unknown } }) => res.json().sub_issue_display_properties;

  it('merges key by key, keeps the other parts, and is not the list display_properties', async () => {
    await a.member.agent.patch(project(), { filters: { priority: ['high'] }, display_filters: { layout: 'kanban' }, display_properties: { labels: false } });
    const first = await a.member.agent.patch(project(), { sub_issue_display_properties: { labels: false, due_date: false } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      filters: { priority: ['high'] },
      display_filters: { ...projectDefaults.display_filters, layout: 'kanban' },
      display_properties: { ...allOn, labels: false },
      sub_issue_display_properties: { ...subAllOn, labels: false, due_date: false },
    });
    const second = await a.member.agent.patch(project(), { sub_issue_display_properties: { labels: true, priority: false } });
    expect(subProps(second)).toEqual({ ...subAllOn, due_date: false, priority: false });
    // A change to another part keeps the sub-item part as stored.
    const third = await a.member.agent.patch(project(), { display_properties: { state: false }, display_filters: { layout: 'list' } });
    expect(subProps(third)).toEqual({ ...subAllOn, due_date: false, priority: false });
    expect((await a.member.agent.get(project())).json()).toEqual(third.json());
    listUserPropertiesSchema.strict().parse(third.json());
    const [row] = await t.query<{ sub_issue_display_properties: object }>(
      'SELECT sub_issue_display_properties FROM project_user_properties WHERE project_id = $1 AND user_id = $2',
      [w.project.id, a.member.id],
    );
    expect(row.sub_issue_display_properties).toEqual({ labels: true, due_date: false, priority: false });
  });

  it('is kept per user and per project: others see the defaults; guests choose their own', async () => {
    const mine = await a.guest.agent.patch(project(), { sub_issue_display_properties: { assignee: false, key: false } });
    expect(mine.statusCode).toBe(200);
    expect(subProps(mine)).toEqual({ ...subAllOn, assignee: false, key: false });
    expect(subProps(await a.guest.agent.get(project()))).toEqual({ ...subAllOn, assignee: false, key: false });
    expect(subProps(await a.member.agent.get(project()))).toEqual(subAllOn);
    expect(subProps(await a.admin.agent.get(project()))).toEqual(subAllOn);
    expect(subProps(await a.admin.agent.get(project(w.other.id)))).toEqual(subAllOn);
  });

  it('drops unknown keys, and stores nothing from an invalid body', async () => {
    const body = (await a.member.agent.patch(project(), { sub_issue_display_properties: { colour: false, state: false } })).json();
    expect(body.sub_issue_display_properties).toEqual({ ...subAllOn, state: false });
    const [row] = await t.query<{ sub_issue_display_properties: object }>('SELECT sub_issue_display_properties FROM project_user_properties WHERE project_id = $1', [w.project.id]);
    expect(row.sub_issue_display_properties).toEqual({ state: false });
    const bad = await a.member.agent.patch(project(), { display_filters: { layout: 'board' }, sub_issue_display_properties: { state: true } });
    expect(bad.statusCode).toBe(400);
    expect(subProps(await a.member.agent.get(project()))).toEqual({ ...subAllOn, state: false });
  });

  it('is not part of workspace views: a PATCH there leaves it out and stores nothing of it', async () => {
    const res = await a.member.agent.patch(view('all-issues'), { sub_issue_display_properties: { key: false }, display_properties: { key: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('sub_issue_display_properties');
    expect(res.json().display_properties).toEqual({ ...allOn, key: false });
    expect(subProps(await a.member.agent.get(project()))).toEqual(subAllOn);
  });
});
