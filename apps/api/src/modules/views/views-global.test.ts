import { randomUUID } from 'node:crypto';
import { apiPaths, issueViewSchema, ORGANISE_ERROR_CODE, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers } from '../projects/projects.test-support';
import { newListActors, qs, seedListWorld, type ListWorld } from '../work-item-lists/work-item-lists.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { eventsOf, seedView } from './views.test-support';

// Workspace (global) views: CRUD, defaults (spreadsheet, -created_at), lock and access, foreign ids, and their
// issues/ — the workspace-wide list narrowed by the view's filters (project included).

let t: TestApp;
let w: ListWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedListWorld(t, await newListActors(t));
}, 120_000);
afterAll(async () => {
  await t.close();
});

type Params = Record<string, string | number | undefined>;

async function page(actor: Actor, url: string) {
  const res = await actor.agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const workspaceList = (actor: Actor, params: Params) => page(actor, `${apiPaths.workspaceWorkItems(w.slug)}${qs(params)}`);
const viewList = (actor: Actor, viewId: string, params: Params) => page(actor, `${apiPaths.workspaceViewIssues(w.slug, viewId)}${qs(params)}`);
const view = async (filters: Record<string, string[]>, extra: { displayFilters?: Record<string, unknown>; ownedBy?: string } = {}) =>
  seedView(t, { workspaceId: w.workspaceId, ownedBy: extra.ownedBy ?? w.a.member.id, filters, displayFilters: extra.displayFilters });

describe('global views: CRUD and rules', () => {
  it('creates (member), answers spreadsheet and -created_at by default, lists, edits, deletes; records events without a project', async () => {
    const res = await w.a.member.agent.post(apiPaths.workspaceViews(w.slug), { name: 'Everything urgent', filters: { priority: ['urgent'], project: [w.project.id] } });
    expect(res.statusCode).toBe(201);
    const body = issueViewSchema.strict().parse(res.json());
    expect(body).toMatchObject({ project: null, teamspace: null, is_favorite: false, display_filters: { layout: 'spreadsheet', order_by: '-created_at' }, filters: { priority: ['urgent'] } });
    expect((await w.a.guest.agent.get(apiPaths.workspaceViews(w.slug))).json().map((v: { id: string }) => v.id)).toContain(body.id);
    const kanban = await w.a.member.agent.patch(apiPaths.workspaceView(w.slug, body.id), { display_filters: { layout: 'kanban', order_by: 'sort_order' } });
    expect(kanban.json().display_filters).toEqual({ layout: 'kanban', order_by: '-created_at' });
    expect((await w.a.admin.agent.delete(apiPaths.workspaceView(w.slug, body.id))).statusCode).toBe(204);
    expect((await eventsOf(t, body.id)).map((e) => [e.action, e.project_id])).toEqual([['created', null], ['updated', null], ['deleted', null]]);
  });

  it('guests do not create (403); a locked view refuses filter changes (409); a private view is its owner\'s only', async () => {
    expect((await w.a.guest.agent.post(apiPaths.workspaceViews(w.slug), { name: 'No' })).statusCode).toBe(403);
    const locked = await seedView(t, { workspaceId: w.workspaceId, ownedBy: w.a.member.id, isLocked: true });
    const refused = await w.a.member.agent.patch(apiPaths.workspaceView(w.slug, locked.id), { filters: { priority: ['low'] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_code).toBe(ORGANISE_ERROR_CODE.VIEW_LOCKED);
    // Sending back the display settings as the view answers them (defaults filled in) is no change.
    const shown = (await w.a.member.agent.get(apiPaths.workspaceView(w.slug, locked.id))).json().display_filters;
    expect((await w.a.member.agent.patch(apiPaths.workspaceView(w.slug, locked.id), { display_filters: shown })).statusCode).toBe(200);
    expect((await w.a.member.agent.patch(apiPaths.workspaceView(w.slug, locked.id), { display_filters: { ...shown, layout: 'list' } })).statusCode).toBe(409);
    const mine = await seedView(t, { workspaceId: w.workspaceId, ownedBy: w.a.member.id, access: 'private' });
    expect((await w.a.member.agent.get(apiPaths.workspaceView(w.slug, mine.id))).statusCode).toBe(200);
    for (const url of [apiPaths.workspaceView(w.slug, mine.id), apiPaths.workspaceViewIssues(w.slug, mine.id)]) {
      expect((await w.a.admin.agent.get(url)).statusCode).toBe(404);
    }
    expect((await w.a.admin.agent.delete(apiPaths.workspaceView(w.slug, mine.id))).statusCode).toBe(404);
    expect((await w.a.admin.agent.get(apiPaths.workspaceViews(w.slug))).json().map((v: { id: string }) => v.id)).not.toContain(mine.id);
  });

  it('foreign ids: a project view through the workspace path, another workspace\'s view → 404', async () => {
    const projectView = await seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: w.a.member.id });
    const other = await newActor(t, 'other');
    const { workspace } = await seedWorkspace(t, other.id, [[other.id, ROLE.ADMIN]]);
    const foreign = await seedView(t, { workspaceId: workspace.id, ownedBy: other.id });
    for (const id of [projectView.id, foreign.id, randomUUID()]) {
      expect((await w.a.admin.agent.get(apiPaths.workspaceView(w.slug, id))).statusCode).toBe(404);
      expect((await w.a.admin.agent.get(apiPaths.workspaceViewIssues(w.slug, id))).statusCode).toBe(404);
      expect((await w.a.admin.agent.patch(apiPaths.workspaceView(w.slug, id), { name: 'x' })).statusCode).toBe(404);
      expect((await w.a.admin.agent.delete(apiPaths.workspaceView(w.slug, id))).statusCode).toBe(404);
    }
    expect((await t.query('SELECT count(*)::int AS n FROM issue_views WHERE id = ANY($1::uuid[])', [[projectView.id, foreign.id]]))[0]).toEqual({ n: 2 });
    // And a global view is not found through a project's path.
    const global = await view({});
    expect((await w.a.admin.agent.get(apiPaths.view(w.slug, w.project.id, global.id))).statusCode).toBe(404);
    expect((await other.agent.get(apiPaths.workspaceView(w.slug, global.id))).statusCode).toBe(404);
  });
});

describe('global views: issues/', () => {
  it('equal the workspace list with the same filters, across projects, for each role (project filter included)', async () => {
    await addProjectMembers(t, w.workspaceId, w.other.id, [[w.a.member.id, ROLE.MEMBER]]);
    const cases: Array<{ stored: Record<string, string[]>; query: Params; same: Params }> = [
      { stored: { priority: ['urgent', 'high'] }, query: {}, same: { priority: 'urgent,high' } },
      { stored: { project: [w.other.id] }, query: {}, same: { project: w.other.id } },
      { stored: { project: [w.project.id, w.other.id] }, query: { project: w.project.id, labels: w.labels.A }, same: { project: w.project.id, labels: w.labels.A } },
      { stored: { assignees: [w.a.member.id] }, query: { group_by: 'project' }, same: { assignees: w.a.member.id, group_by: 'project' } },
    ];
    for (const c of cases) {
      const id = (await view(c.stored)).id;
      for (const actor of [w.a.admin, w.a.member, w.a.guest]) {
        for (const display of [{}, { group_by: 'state', per_page: 3 }, { order_by: 'priority', per_page: 5, cursor: '5:1:0' }]) {
          expect(await viewList(actor, id, { ...c.query, ...display })).toEqual(await workspaceList(actor, { ...c.same, ...display }));
        }
      }
    }
    // The project filter narrows to the other project's item (the admin sees it; the guest, not in that project, does not).
    const otherOnly = (await view({ project: [w.other.id] })).id;
    expect((await viewList(w.a.admin, otherOnly, {})).results.map((i: { id: string }) => i.id)).toEqual([w.hidden.foreign]);
    expect((await viewList(w.a.guest, otherOnly, {})).total_count).toBe(0);
  }, 60_000);

  it('order_by sort_order reads as -created_at (manual order means nothing across projects)', async () => {
    const id = (await view({})).id;
    expect(await viewList(w.a.member, id, { order_by: 'sort_order', per_page: 10 })).toEqual(await workspaceList(w.a.member, { order_by: '-created_at', per_page: 10 }));
    expect(await viewList(w.a.member, id, { order_by: '-sort_order', group_by: 'priority' })).toEqual(await workspaceList(w.a.member, { group_by: 'priority' }));
  });
});
