import { apiPaths, deployBoardSchema, PUBLISH_ANCHOR_PATTERN, PUBLISH_TEXT, type DeployBoard } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { resolveAnchor } from '../public-boards/public-anchor';
import { eventsOf, seedView, type SeedViewInput } from '../views/views.test-support';
import { boardsOf, seedBoard } from './publishing.test-support';

// A project view's board (issue 20; spec: View publish sets anchor, unpublish clears it): only public project views,
// the same switches and rules as the project's board; the view's anchor in the view answers; 'view' events.

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const admin = () => cast.projAdmin.agent;
const publishPath = (viewId: string) => apiPaths.viewPublish(w.slug, w.project.id, viewId);
const view = (extra: Partial<SeedViewInput> = {}) => seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id, ...extra });
async function publish(viewId: string, body: Record<string, unknown> = {}): Promise<DeployBoard> {
  const res = await admin().post(publishPath(viewId), body);
  expect(res.statusCode).toBe(201);
  return deployBoardSchema.strict().parse(res.json());
}

describe('view publish', () => {
  it('publishes a public view: a fresh anchor, view_id set; every project role reads it; deploy_board and view events', async () => {
    const v = await view();
    expect((await cast.projGuest.agent.get(publishPath(v.id))).json()).toBeNull();
    const b = await publish(v.id, { is_votes_enabled: true });
    expect(b.anchor).toMatch(PUBLISH_ANCHOR_PATTERN);
    expect(b).toMatchObject({ project_id: w.project.id, view_id: v.id, entity_name: 'view', is_votes_enabled: true, view_props: { list: true, kanban: true } });
    for (const who of ['projGuest', 'projMember', 'wsAdmin'] as const) expect((await cast[who].agent.get(publishPath(v.id))).json()).toEqual(b);
    expect((await resolveAnchor(t.db, b.anchor)).view?.id).toBe(v.id);
    expect(await eventsOf(t, b.id)).toEqual([expect.objectContaining({ entity_type: 'deploy_board', action: 'created', project_id: w.project.id })]);
    expect(await eventsOf(t, v.id)).toEqual([
      expect.objectContaining({ entity_type: 'view', action: 'updated', project_id: w.project.id, changes: { anchor: { old: null, new: b.anchor } } }),
    ]);
    // The project's own board is another one: the project stays unpublished.
    expect((await admin().get(apiPaths.projectDeployBoards(w.slug, w.project.id))).json()).toBeNull();
  });

  it('409 on a second publish; PATCH changes switches (same rules); 404 to PATCH or DELETE an unpublished view', async () => {
    const v = await view();
    expect((await admin().patch(publishPath(v.id), { is_indexable: true })).statusCode).toBe(404);
    expect((await admin().delete(publishPath(v.id))).statusCode).toBe(404);
    const b = await publish(v.id);
    const again = await cast.wsAdmin.agent.post(publishPath(v.id), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PUBLISH_TEXT.alreadyPublished);
    const res = await admin().patch(publishPath(v.id), { is_comments_enabled: true, view_props: { calendar: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, anchor: b.anchor, is_comments_enabled: true, view_props: { list: true, kanban: true, calendar: true } });
    expect((await admin().patch(publishPath(v.id), { view_props: { list: false, kanban: false, calendar: false } })).json().error).toBe(PUBLISH_TEXT.layoutRequired);
    expect((await admin().patch(publishPath(v.id), { is_intake_enabled: true })).json().error).toBe(PUBLISH_TEXT.intakeNeedsProjectIntake);
    expect((await eventsOf(t, b.id)).map((e) => e.action)).toEqual(['created', 'updated']);
    // Switch changes do not touch the view's anchor: one view event (the publish).
    expect(await eventsOf(t, v.id)).toHaveLength(1);
  });

  it('refuses private views: the caller\'s own 400 viewMustBePublic, another user\'s 404; nothing created', async () => {
    const own = await view({ ownedBy: cast.projAdmin.id, access: 'private' });
    const res = await admin().post(publishPath(own.id), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PUBLISH_TEXT.viewMustBePublic);
    const others = await view({ access: 'private' });
    expect((await admin().post(publishPath(others.id), {})).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.get(publishPath(others.id))).statusCode).toBe(404);
    expect(await t.query('SELECT id FROM deploy_boards WHERE view_id = ANY($1::uuid[])', [[own.id, others.id]])).toEqual([]);
  });

  it('a published view made private stops resolving; its board can be unpublished but not changed', async () => {
    const v = await view({ ownedBy: cast.projAdmin.id });
    const b = await publish(v.id);
    expect((await admin().patch(apiPaths.view(w.slug, w.project.id, v.id), { access: 'private' })).statusCode).toBe(200);
    await expect(resolveAnchor(t.db, b.anchor)).rejects.toMatchObject({ status: 404 });
    expect((await admin().patch(publishPath(v.id), { is_indexable: true })).json().error).toBe(PUBLISH_TEXT.viewMustBePublic);
    expect((await admin().delete(publishPath(v.id))).statusCode).toBe(204);
    // Private: no view event about the unpublish (only its owner sees the view).
    expect((await eventsOf(t, v.id)).filter((e) => 'anchor' in e.changes).map((e) => e.changes)).toEqual([{ anchor: { old: null, new: b.anchor } }]);
  });

  it('unpublishes: 204, the anchor is 404 at once, a view event clears the anchor; a new publish gives a new anchor', async () => {
    const v = await view();
    const b = await publish(v.id);
    expect((await admin().delete(publishPath(v.id))).statusCode).toBe(204);
    await expect(resolveAnchor(t.db, b.anchor)).rejects.toMatchObject({ status: 404, message: PUBLISH_TEXT.notPublished });
    expect((await eventsOf(t, v.id)).map((e) => e.changes)).toEqual([{ anchor: { old: null, new: b.anchor } }, { anchor: { old: b.anchor, new: null } }]);
    expect((await eventsOf(t, b.id)).map((e) => e.action)).toEqual(['created', 'deleted']);
    expect((await publish(v.id)).anchor).not.toBe(b.anchor);
  });

  it('the view list and the view carry the anchor (null when not published)', async () => {
    const published = await view();
    const plain = await view();
    const b = await publish(published.id);
    const list = (await cast.projGuest.agent.get(apiPaths.views(w.slug, w.project.id))).json() as Array<{ id: string; anchor: string | null }>;
    expect(list.find((x) => x.id === published.id)?.anchor).toBe(b.anchor);
    expect(list.find((x) => x.id === plain.id)?.anchor).toBeNull();
    expect((await cast.projMember.agent.get(apiPaths.view(w.slug, w.project.id, published.id))).json().anchor).toBe(b.anchor);
  });

  it('deleting the view removes its board', async () => {
    const v = await view();
    const b = await publish(v.id);
    expect((await cast.projMember.agent.delete(apiPaths.view(w.slug, w.project.id, v.id))).statusCode).toBe(204);
    expect(await t.query('SELECT id FROM deploy_boards WHERE id = $1', [b.id])).toEqual([]);
  });

  it('foreign ids: a view of another project, a workspace view, another workspace\'s view → 404 and nothing changed', async () => {
    const otherProjectView = await seedView(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, ownedBy: cast.projMember.id });
    const globalView = await seedView(t, { workspaceId: w.workspaceId, ownedBy: cast.projMember.id });
    const foreignView = await seedView(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, ownedBy: cast.outsider.id });
    const foreignBoard = await seedBoard(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, viewId: foreignView.id, createdBy: cast.outsider.id });
    const before = [await boardsOf(t, w.project.id), await boardsOf(t, w.otherProject.id), await boardsOf(t, w.foreign.project.id)];
    for (const id of [otherProjectView.id, globalView.id, foreignView.id]) {
      expect((await cast.wsAdmin.agent.get(publishPath(id))).statusCode).toBe(404);
      expect((await cast.wsAdmin.agent.post(publishPath(id), {})).statusCode).toBe(404);
      expect((await cast.wsAdmin.agent.patch(publishPath(id), { is_indexable: true })).statusCode).toBe(404);
      expect((await cast.wsAdmin.agent.delete(publishPath(id))).statusCode).toBe(404);
    }
    expect((await cast.wsAdmin.agent.delete(apiPaths.viewPublish(w.foreign.slug, w.foreign.project.id, foreignView.id))).statusCode).toBe(404);
    expect([await boardsOf(t, w.project.id), await boardsOf(t, w.otherProject.id), await boardsOf(t, w.foreign.project.id)]).toEqual(before);
    expect((await resolveAnchor(t.db, foreignBoard.anchor)).board.id).toBe(foreignBoard.id);
  });
});
