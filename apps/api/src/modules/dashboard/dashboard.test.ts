import { apiPaths, dashboardSchema, HOME_TEXT, HOME_WIDGET_KEYS, homeWidgetSchema } from '@cairn/types';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Actor } from '../workspaces/workspaces.test-support';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from './home.test-support';

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  w = await seedHomeWorld(t, a);
});

const dashboardOf = async (actor: Actor, slug = w.slug) => dashboardSchema.parse((await actor.agent.get(`${apiPaths.dashboard(slug)}?dashboard_type=home`)).json());
const prefs = async (actor: Actor) => z.array(homeWidgetSchema.strict()).parse((await actor.agent.get(apiPaths.homePreferences(w.slug))).json());
const countRows = async (table: string, userColumn: string, userId: string) =>
  (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${userColumn} = $1 AND workspace_id = $2`, [userId, w.workspaceId]))[0].n;
const NOT_FOUND = (error: string) => ({ error, error_code: 'NOT_FOUND' });

describe('home dashboard and preferences', () => {
  it('creates the dashboard on the first read with one widget per key, 10000 apart, all enabled; once', async () => {
    const first = await dashboardOf(a.member);
    expect(first.dashboard.type).toBe('home');
    expect(first.widgets.map((x) => [x.key, x.sort_order, x.is_enabled])).toEqual(HOME_WIDGET_KEYS.map((key, i) => [key, (i + 1) * 10000, true]));
    expect((await dashboardOf(a.member)).dashboard.id).toBe(first.dashboard.id);
    expect(await prefs(a.member)).toEqual(first.widgets);
    expect(await countRows('dashboards', 'owned_by', a.member.id)).toBe(1);
    expect((await t.query<{ n: number }>('SELECT count(*)::int AS n FROM dashboard_widgets WHERE dashboard_id = $1', [first.dashboard.id]))[0].n).toBe(5);
  });

  it('creates on home-preferences/ too, and gives guests their own', async () => {
    const widgets = await prefs(a.guest);
    expect(widgets.map((x) => x.key)).toEqual([...HOME_WIDGET_KEYS]);
    expect((await dashboardOf(a.guest)).widgets).toEqual(widgets);
    expect((await dashboardOf(a.admin)).dashboard.id).not.toBe((await dashboardOf(a.guest)).dashboard.id);
  });

  it('hides, reorders and filters a widget by key; unknown keys answer the spec text', async () => {
    const res = await a.member.agent.patch(apiPaths.homePreference(w.slug, 'recent_activity'), { is_enabled: false, sort_order: 5000 });
    expect(res.statusCode).toBe(200);
    expect(homeWidgetSchema.strict().parse(res.json())).toMatchObject({ key: 'recent_activity', is_enabled: false, sort_order: 5000 });
    await a.member.agent.patch(apiPaths.homePreference(w.slug, 'your_work'), { widget_filters: { tab: 'overdue' } });
    const widgets = await prefs(a.member);
    expect(widgets.map((x) => x.key)).toEqual(['recent_activity', 'quick_links', 'recents', 'my_stickies', 'your_work']);
    expect(widgets.find((x) => x.key === 'your_work')!.widget_filters).toEqual({ tab: 'overdue' });
    expect((await prefs(a.admin)).map((x) => x.key)).toEqual([...HOME_WIDGET_KEYS]);

    expect((await a.member.agent.patch(apiPaths.homePreference(w.slug, 'weather'), { is_enabled: false })).json()).toEqual(NOT_FOUND(HOME_TEXT.widgetNotFound));
    for (const body of [{ is_enabled: 'no' }, { sort_order: 'x' }, { color: 'red' }, { widget_filters: { tab: 'x'.repeat(20_000) } }, { widget_filters: { k: 'a\u0000' } }]) {
      expect((await a.member.agent.patch(apiPaths.homePreference(w.slug, 'your_work'), body)).statusCode).toBe(400);
    }
    expect((await a.member.agent.patch(apiPaths.homePreference(w.slug, 'x'.repeat(65)), {})).statusCode).toBe(400);
  });

  it('PATCH /api/dashboard/{id}/widgets/{widgetId}/ stores filters on the caller\'s own widget only', async () => {
    const mine = await dashboardOf(a.member);
    const theirs = await dashboardOf(a.admin);
    const widget = mine.widgets.find((x) => x.key === 'your_work')!;
    const res = await a.member.agent.patch(apiPaths.dashboardWidget(mine.dashboard.id, widget.id), { filters: { tab: 'created' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().widget_filters).toEqual({ tab: 'created' });
    expect((await a.admin.agent.patch(apiPaths.dashboardWidget(mine.dashboard.id, widget.id), { filters: {} })).json()).toEqual(NOT_FOUND(HOME_TEXT.dashboardNotFound));
    expect((await a.member.agent.patch(apiPaths.dashboardWidget(mine.dashboard.id, theirs.widgets[0].id), { filters: {} })).json()).toEqual(NOT_FOUND(HOME_TEXT.widgetNotFound));
    expect((await a.outsider.agent.patch(apiPaths.dashboardWidget(mine.dashboard.id, widget.id), { filters: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: apiPaths.dashboardWidget(mine.dashboard.id, widget.id), payload: { filters: {} } })).statusCode).toBe(401);
    // A member who left the workspace no longer reaches their dashboard there.
    await t.query('UPDATE workspace_members SET is_active = false WHERE workspace_id = $1 AND member = $2', [w.workspaceId, a.member.id]);
    expect((await a.member.agent.patch(apiPaths.dashboardWidget(mine.dashboard.id, widget.id), { filters: {} })).json()).toEqual(NOT_FOUND(HOME_TEXT.dashboardNotFound));
    expect((await t.query<{ widget_filters: unknown }>('SELECT widget_filters FROM dashboard_widgets WHERE id = $1', [widget.id]))[0].widget_filters).toEqual({ tab: 'created' });
  });

  it('GET dashboard/{id}/ answers the spec texts for another user\'s dashboard and unknown keys; outsiders 404', async () => {
    const mine = await dashboardOf(a.member);
    const data = (actor: Actor, id: string, key: string, slug = w.slug) => actor.agent.get(`${apiPaths.dashboardWidgetData(slug, id)}?widget_key=${key}`);
    expect((await data(a.admin, mine.dashboard.id, 'your_work')).json()).toEqual(NOT_FOUND(HOME_TEXT.dashboardNotFound));
    expect((await data(a.member, mine.dashboard.id, 'weather')).json()).toEqual(NOT_FOUND(HOME_TEXT.widgetNotFound));
    expect((await data(a.outsider, mine.dashboard.id, 'your_work')).json()).toEqual(NOT_FOUND('Workspace not found'));
    const foreign = await dashboardOf(a.outsider, w.foreign.slug);
    expect((await data(a.member, foreign.dashboard.id, 'your_work')).json()).toEqual(NOT_FOUND(HOME_TEXT.dashboardNotFound));
    expect((await data(a.outsider, mine.dashboard.id, 'your_work', w.foreign.slug)).json()).toEqual(NOT_FOUND(HOME_TEXT.dashboardNotFound));
    expect((await a.member.agent.get(apiPaths.dashboardWidgetData(w.slug, mine.dashboard.id))).statusCode).toBe(400);
    expect((await a.member.agent.get(`${apiPaths.dashboardWidgetData(w.slug, mine.dashboard.id)}?widget_key=your_work&tab=later`)).statusCode).toBe(400);
    expect((await a.member.agent.get(`${apiPaths.dashboard(w.slug)}?dashboard_type=project`)).statusCode).toBe(400);
  });

  it('answers the list widgets with the caller\'s own rows', async () => {
    const { dashboard } = await dashboardOf(a.member);
    await a.member.agent.post(apiPaths.quickLinks(w.slug), { url: 'https://example.com/a' });
    await a.member.agent.post(apiPaths.stickies(w.slug), { name: 'Note' });
    await a.member.agent.post(apiPaths.recentVisits(w.slug), { entity_name: 'project', entity_identifier: w.project.id });
    await a.admin.agent.post(apiPaths.stickies(w.slug), { name: 'Admin note' });
    const data = async (key: string) => (await a.member.agent.get(`${apiPaths.dashboardWidgetData(w.slug, dashboard.id)}?widget_key=${key}`)).json().results as Array<Record<string, unknown>>;
    expect((await data('quick_links')).map((x) => x.title)).toEqual(['example.com']);
    expect((await data('my_stickies')).map((x) => x.name)).toEqual(['Note']);
    expect((await data('recents')).map((x) => x.entity_identifier)).toEqual([w.project.id]);
  });
});
