import { apiPaths, deployBoardSchema, PROJECT_TEXT, PUBLISH_ANCHOR_PATTERN, PUBLISH_TEXT, type DeployBoard } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import type { SeededProject } from '../projects/projects.test-support';
import { resolveAnchor } from '../public-boards/public-anchor';
import { eventsOf } from '../views/views.test-support';
import { boardsOf, freshProject, seedBoard } from './publishing.test-support';

// The project's own board (issue 20; spec §4 Project publish, §7 project-deploy-boards/): publish, read, update,
// unpublish; the layout and intake rules; 409 on a second publish; the anchor stops at once; events.

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
const boards = (p: SeededProject) => apiPaths.projectDeployBoards(w.slug, p.id);
const board = (p: SeededProject, id: string) => apiPaths.projectDeployBoard(w.slug, p.id, id);
/** The project's update events about its anchor. */
const anchorEvents = async (p: SeededProject) => (await eventsOf(t, p.id)).filter((e) => e.entity_type === 'project' && e.action === 'updated' && 'anchor' in e.changes);
async function publish(p: SeededProject, body: Record<string, unknown> = {}): Promise<DeployBoard> {
  const res = await admin().post(boards(p), body);
  expect(res.statusCode).toBe(201);
  return deployBoardSchema.strict().parse(res.json());
}

describe('project publish', () => {
  it('publishes under a fresh anchor with list and board on; everyone in the project reads it; records deploy_board and project events', async () => {
    const p = await freshProject(t, cast, w);
    expect((await cast.projGuest.agent.get(boards(p))).json()).toBeNull();
    const b = await publish(p, { is_comments_enabled: true, is_votes_enabled: true, view_props: { calendar: true } });
    expect(b.anchor).toMatch(PUBLISH_ANCHOR_PATTERN);
    expect(b).toMatchObject({
      workspace_id: w.workspaceId, project_id: p.id, view_id: null, entity_name: 'project', created_by: cast.projAdmin.id,
      is_comments_enabled: true, is_votes_enabled: true, is_reactions_enabled: false, is_intake_enabled: false, is_activity_enabled: true, is_indexable: false,
      view_props: { list: true, kanban: true, calendar: true, spreadsheet: false, gantt: false },
    });
    for (const who of ['projGuest', 'projMember', 'wsAdmin'] as const) expect((await cast[who].agent.get(boards(p))).json()).toEqual(b);
    const [boardEvent] = await eventsOf(t, b.id);
    expect(boardEvent).toMatchObject({ entity_type: 'deploy_board', action: 'created', project_id: p.id });
    expect(boardEvent.changes).toMatchObject({ anchor: { old: null, new: b.anchor }, is_comments_enabled: { old: null, new: true } });
    expect(await anchorEvents(p)).toEqual([expect.objectContaining({ project_id: p.id, changes: { anchor: { old: null, new: b.anchor } } })]);
    expect((await resolveAnchor(t.db, b.anchor)).board.id).toBe(b.id);
  });

  it('answers 409 to a second publish, also to two at once, and keeps one board', async () => {
    const p = await freshProject(t, cast, w);
    const first = await publish(p);
    const again = await admin().post(boards(p), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PUBLISH_TEXT.alreadyPublished);
    const q = await freshProject(t, cast, w);
    const both = await Promise.all([admin().post(boards(q), {}), cast.wsAdmin.agent.post(boards(q), {})]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await boardsOf(t, q.id)).toHaveLength(1);
    expect((await boardsOf(t, p.id)).map((r) => r.anchor)).toEqual([first.anchor]);
  });

  it('a publish that loses a race to the unique index answers 409, not 500 (the check inside the transaction missed it)', async () => {
    const p = await freshProject(t, cast, w);
    // A trigger plays the other publisher: it slips a board of the same project in just before the insert.
    await t.query(`CREATE FUNCTION race_publish() RETURNS trigger AS $$ BEGIN
      IF NEW.anchor <> 'racer-racer-racer-racer-racer-12' THEN
        INSERT INTO deploy_boards (workspace_id, project_id, anchor) VALUES (NEW.workspace_id, NEW.project_id, 'racer-racer-racer-racer-racer-12');
      END IF;
      RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.query(`CREATE TRIGGER race_publish BEFORE INSERT ON deploy_boards FOR EACH ROW WHEN (NEW.project_id = '${p.id}') EXECUTE FUNCTION race_publish()`);
    try {
      const res = await admin().post(boards(p), {});
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(PUBLISH_TEXT.alreadyPublished);
    } finally {
      await t.query('DROP TRIGGER race_publish ON deploy_boards');
      await t.query('DROP FUNCTION race_publish()');
    }
    expect(await boardsOf(t, p.id)).toEqual([]);
  });

  it('refuses a board without any layout (400 layoutRequired), on publish and on update', async () => {
    const p = await freshProject(t, cast, w);
    const res = await admin().post(boards(p), { view_props: { list: false, kanban: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PUBLISH_TEXT.layoutRequired, details: { view_props: [PUBLISH_TEXT.layoutRequired] } });
    expect(await boardsOf(t, p.id)).toEqual([]);
    const b = await publish(p, { view_props: { list: false } });
    expect(b.view_props).toMatchObject({ list: false, kanban: true });
    expect((await admin().patch(board(p, b.id), { view_props: { kanban: false } })).statusCode).toBe(400);
    const ok = await admin().patch(board(p, b.id), { view_props: { kanban: false, gantt: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().view_props).toEqual({ list: false, kanban: false, calendar: false, spreadsheet: false, gantt: true });
  });

  it('turns on public intake only when the project has Intake on (400 intakeNeedsProjectIntake)', async () => {
    const p = await freshProject(t, cast, w);
    const res = await admin().post(boards(p), { is_intake_enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PUBLISH_TEXT.intakeNeedsProjectIntake, details: { is_intake_enabled: [PUBLISH_TEXT.intakeNeedsProjectIntake] } });
    const b = await publish(p);
    expect((await admin().patch(board(p, b.id), { is_intake_enabled: true })).statusCode).toBe(400);
    await t.query('UPDATE projects SET inbox_view = true WHERE id = $1', [p.id]);
    const ok = await admin().patch(board(p, b.id), { is_intake_enabled: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().is_intake_enabled).toBe(true);
    // Intake turned off later: other changes still save (the public form checks the project at request time).
    await t.query('UPDATE projects SET inbox_view = false WHERE id = $1', [p.id]);
    expect((await admin().patch(board(p, b.id), { is_indexable: true })).statusCode).toBe(200);
  });

  it('updates switches and layouts (view_props merged), records the change; an update that changes nothing records nothing', async () => {
    const p = await freshProject(t, cast, w);
    const b = await publish(p);
    const res = await cast.wsAdmin.agent.patch(board(p, b.id), { is_reactions_enabled: true, is_activity_enabled: false, view_props: { spreadsheet: true } });
    expect(res.statusCode).toBe(200);
    const after = deployBoardSchema.strict().parse(res.json());
    expect(after).toMatchObject({ anchor: b.anchor, is_reactions_enabled: true, is_activity_enabled: false, view_props: { list: true, kanban: true, spreadsheet: true } });
    const events = await eventsOf(t, b.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(events[1].changes).toEqual({
      is_reactions_enabled: { old: false, new: true }, is_activity_enabled: { old: true, new: false },
      view_props: { old: expect.objectContaining({ spreadsheet: false }), new: expect.objectContaining({ spreadsheet: true }) },
    });
    expect((await admin().patch(board(p, b.id), { is_reactions_enabled: true })).json()).toEqual(after);
    expect(await eventsOf(t, b.id)).toHaveLength(2);
    // Only the project's own update event (the anchor), none for switch changes.
    expect(await anchorEvents(p)).toHaveLength(1);
  });

  it('unpublishes: 204, the old anchor is 404 at once, events recorded; publishing again gives a new anchor', async () => {
    const p = await freshProject(t, cast, w);
    const b = await publish(p);
    expect((await admin().delete(board(p, b.id))).statusCode).toBe(204);
    await expect(resolveAnchor(t.db, b.anchor)).rejects.toMatchObject({ status: 404, message: PUBLISH_TEXT.notPublished });
    expect((await admin().get(boards(p))).json()).toBeNull();
    expect((await eventsOf(t, b.id)).map((e) => [e.entity_type, e.action])).toEqual([['deploy_board', 'created'], ['deploy_board', 'deleted']]);
    expect((await anchorEvents(p)).map((e) => e.changes)).toEqual([
      { anchor: { old: null, new: b.anchor } },
      { anchor: { old: b.anchor, new: null } },
    ]);
    expect((await admin().delete(board(p, b.id))).statusCode).toBe(404);
    expect((await admin().patch(board(p, b.id), { is_indexable: true })).statusCode).toBe(404);
    const again = await publish(p);
    expect(again.anchor).not.toBe(b.anchor);
    expect(again.id).not.toBe(b.id);
  });

  it('refuses to publish or change an archived project (400) and still lets an admin unpublish it', async () => {
    const p = await freshProject(t, cast, w);
    const b = await publish(p);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [p.id]);
    const res = await admin().patch(board(p, b.id), { is_indexable: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PROJECT_TEXT.archivedProject);
    expect((await admin().delete(board(p, b.id))).statusCode).toBe(204);
    expect((await admin().post(boards(p), {})).statusCode).toBe(400);
    expect(await boardsOf(t, p.id)).toEqual([]);
  });

  it('the project list and the project carry the anchor (null when not published)', async () => {
    const p = await freshProject(t, cast, w);
    const anchorIn = async () => (await cast.projGuest.agent.get(apiPaths.projects(w.slug))).json().find((x: { id: string }) => x.id === p.id).anchor;
    expect(await anchorIn()).toBeNull();
    const b = await publish(p);
    expect(await anchorIn()).toBe(b.anchor);
    expect((await cast.projMember.agent.get(apiPaths.project(w.slug, p.id))).json().anchor).toBe(b.anchor);
  });

  it('deleting the project removes its board', async () => {
    const p = await freshProject(t, cast, w);
    const b = await publish(p);
    expect((await cast.wsAdmin.agent.delete(apiPaths.project(w.slug, p.id))).statusCode).toBe(204);
    expect(await t.query('SELECT id FROM deploy_boards WHERE id = $1', [b.id])).toEqual([]);
    await expect(resolveAnchor(t.db, b.anchor)).rejects.toMatchObject({ status: 404 });
  });

  it('foreign ids: another project\'s or workspace\'s board id, another workspace\'s project → 404 and nothing changed', async () => {
    const p = await freshProject(t, cast, w);
    const q = await freshProject(t, cast, w);
    const bq = await seedBoard(t, { workspaceId: w.workspaceId, projectId: q.id, createdBy: cast.wsAdmin.id });
    const foreign = await seedBoard(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id });
    await publish(p);
    const before = [await boardsOf(t, p.id), await boardsOf(t, q.id), await boardsOf(t, w.foreign.project.id)];
    for (const id of [bq.id, foreign.id]) {
      expect((await admin().patch(board(p, id), { is_indexable: true })).statusCode).toBe(404);
      expect((await admin().delete(board(p, id))).statusCode).toBe(404);
    }
    const other = apiPaths.projectDeployBoards(w.slug, w.foreign.project.id);
    expect((await cast.wsAdmin.agent.get(other)).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.post(other, {})).statusCode).toBe(404);
    expect((await cast.wsAdmin.agent.delete(apiPaths.projectDeployBoard(w.slug, w.foreign.project.id, foreign.id))).statusCode).toBe(404);
    expect([await boardsOf(t, p.id), await boardsOf(t, q.id), await boardsOf(t, w.foreign.project.id)]).toEqual(before);
  });

  it('bad input: unknown fields, wrong types, bad uuids, NUL bytes and huge strings → 400', async () => {
    const p = await freshProject(t, cast, w);
    for (const body of [{ anchor: 'mine' }, { is_indexable: 'yes' }, { view_props: { list: 'x' } }, { view_props: 'a'.repeat(100_000) }, { is_votes_enabled: true, extra: '\u0000' }]) {
      expect((await admin().post(boards(p), body)).statusCode).toBe(400);
    }
    expect((await admin().patch(board(p, 'not-a-uuid'), {})).statusCode).toBe(400);
    expect((await admin().get(apiPaths.projectDeployBoards(w.slug, 'x\u0000'))).statusCode).toBe(400);
    expect(await boardsOf(t, p.id)).toEqual([]);
  });
});
