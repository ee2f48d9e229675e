import { apiPaths, ROLE } from '@cairn/types';
import { findEventCursor, pruneEvents } from '../data/repositories/events.repository';
import { activityOf, newCast, seedWorkItem, seedWorld, type Cast, type World } from '../modules/comments/work-items.test-support';
import { createAgent, createTestApp, signUp, type TestApp } from '../test/test-app';
import { diffFields } from './record-event';

// Every write path records its event (old → new) in its own transaction.

let t: TestApp;
let cast: Cast;
let w: World;

jest.setTimeout(30_000);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
});

interface Ev {
  version: number;
  project_id: string | null;
  entity_type: string;
  entity_id: string;
  work_item_id: string | null;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  actor_id: string | null;
}

/** Events of the world's workspace after `after`, oldest first. */
async function eventsAfter(after: number): Promise<Ev[]> {
  const rows = await t.query<Ev & { version: string }>(
    'SELECT version, project_id, entity_type, entity_id, work_item_id, action, changes, actor_id FROM events WHERE workspace_id = $1 AND version > $2 ORDER BY version',
    [w.workspaceId, after],
  );
  return rows.map((r) => ({ ...r, version: Number(r.version) }));
}
const cursor = async () => (await findEventCursor(t.db, w.workspaceId)).version;

/** Runs a write and returns the events it recorded. */
async function recorded(write: () => Promise<{ statusCode: number }>, status?: number): Promise<Ev[]> {
  const before = await cursor();
  const res = await write();
  if (status !== undefined) expect(res.statusCode).toBe(status);
  return eventsAfter(before);
}

const item = () => seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, stateId: w.project.defaultStateId });
const member = () => cast.projMember.agent;
const p = () => w.project.id;

describe('recordEvent on every write path', () => {
  it('work item create, update (state, priority, assignees, labels, estimate, sort order) and delete — from the same diff as the activity', async () => {
    const [created] = await recorded(() => member().post(apiPaths.workItems(w.slug, p()), { name: 'New' }), 201);
    expect(created).toMatchObject({ entity_type: 'work_item', action: 'created', project_id: p(), actor_id: cast.projMember.id });
    expect(created.work_item_id).toBe(created.entity_id);

    const row = await item();
    const events = await recorded(
      () =>
        member().patch(apiPaths.workItem(w.slug, p(), row.id), {
          state_id: w.project.extraStateId,
          priority: 'high',
          assignee_ids: [cast.projAdmin.id],
          label_ids: [w.project.labelId],
          estimate_point: w.project.pointId,
          sort_order: 12345,
        }),
      200,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      entity_type: 'work_item',
      entity_id: row.id,
      action: 'updated',
      changes: {
        state_id: { old: w.project.defaultStateId, new: w.project.extraStateId },
        priority: { old: 'none', new: 'high' },
        assignee_ids: { old: [], new: [cast.projAdmin.id] },
        label_ids: { old: [], new: [w.project.labelId] },
        estimate_point: { old: null, new: w.project.pointId },
        sort_order: { old: row.sort_order, new: 12345 },
      },
    });
    // The activity rows of the same change: display values for the feed.
    expect((await activityOf(t, row.id)).map((a) => a.field).sort()).toEqual(['assignees', 'estimate_point', 'labels', 'priority', 'state']);

    const [deleted] = await recorded(() => member().delete(apiPaths.workItem(w.slug, p(), row.id)), 204);
    expect(deleted).toMatchObject({ entity_type: 'work_item', action: 'deleted', changes: { deleted_at: { old: null, new: expect.any(String) } } });
  });

  it('a refused write records nothing (the event rolls back with it)', async () => {
    const row = await item();
    expect(await recorded(() => member().patch(apiPaths.workItem(w.slug, p(), row.id), { state_id: w.foreign.project.defaultStateId }))).toEqual([]);
    expect(await recorded(() => cast.projGuest.agent.patch(apiPaths.workItem(w.slug, p(), row.id), { name: 'x' }))).toEqual([]);
  });

  it('comments, reactions, links and relations carry the work item they belong to', async () => {
    const row = await item();
    const other = await item();
    const [comment] = await recorded(() => member().post(apiPaths.comments(w.slug, p(), row.id), { comment_html: '<p>Hi</p>' }), 201);
    expect(comment).toMatchObject({ entity_type: 'comment', action: 'created', work_item_id: row.id, changes: { comment_html: { old: null, new: '<p>Hi</p>' } } });
    const [edited] = await recorded(() => member().patch(apiPaths.comment(w.slug, p(), row.id, comment.entity_id), { comment_html: '<p>Bye</p>' }), 200);
    expect(edited.changes.comment_html).toEqual({ old: '<p>Hi</p>', new: '<p>Bye</p>' });
    const [reaction] = await recorded(() => member().post(apiPaths.reactions(w.slug, p(), row.id), { reaction: '👍' }), 201);
    expect(reaction).toMatchObject({ entity_type: 'reaction', action: 'created', work_item_id: row.id, changes: { reaction: { old: null, new: '👍' } } });
    const [unreacted] = await recorded(() => member().delete(apiPaths.reaction(w.slug, p(), row.id, '👍')), 204);
    expect(unreacted).toMatchObject({ entity_type: 'reaction', action: 'deleted', entity_id: reaction.entity_id });
    const [link] = await recorded(() => member().post(apiPaths.links(w.slug, p(), row.id), { url: 'https://example.com' }), 201);
    expect(link).toMatchObject({ entity_type: 'link', work_item_id: row.id, changes: { url: { old: null, new: 'https://example.com' } } });
    const [relation] = await recorded(() => member().post(apiPaths.relations(w.slug, p(), row.id), { relation_type: 'blocking', issues: [other.id] }), 201);
    expect(relation).toMatchObject({ entity_type: 'relation', action: 'created', changes: { relation_type: { old: null, new: 'blocked_by' } } });
    const [unrelated] = await recorded(() => member().post(apiPaths.removeRelation(w.slug, p(), row.id), { relation_type: 'blocking', related_issue: other.id }), 204);
    expect(unrelated).toMatchObject({ entity_type: 'relation', action: 'deleted', entity_id: relation.entity_id });
    const [gone] = await recorded(() => member().delete(apiPaths.comment(w.slug, p(), row.id, comment.entity_id)), 204);
    expect(gone).toMatchObject({ entity_type: 'comment', action: 'deleted' });
  });

  it('states, labels, estimates and the project', async () => {
    const [state] = await recorded(() => member().post(apiPaths.states(w.slug, p()), { name: 'QA', color: '#123456', group: 'started' }), 201);
    expect(state).toMatchObject({ entity_type: 'state', action: 'created', changes: { name: { old: null, new: 'QA' } } });
    const [renamed] = await recorded(() => member().patch(apiPaths.state(w.slug, p(), state.entity_id), { name: 'Testing' }), 200);
    expect(renamed.changes).toEqual({ name: { old: 'QA', new: 'Testing' } });
    expect((await recorded(() => member().delete(apiPaths.state(w.slug, p(), state.entity_id)), 204))[0]).toMatchObject({ entity_type: 'state', action: 'deleted' });

    const [label] = await recorded(() => member().post(apiPaths.labels(w.slug, p()), { name: 'Bug' }), 201);
    expect(label).toMatchObject({ entity_type: 'label', action: 'created' });
    const [recoloured] = await recorded(() => member().patch(apiPaths.label(w.slug, p(), label.entity_id), { color: '#ff0000' }), 200);
    expect(recoloured.changes.color).toMatchObject({ new: '#ff0000' });

    const admin = cast.projAdmin.agent;
    const [estimate] = await recorded(() => admin.patch(apiPaths.estimate(w.slug, p(), w.project.estimateId), { name: 'Sizes' }), 200);
    expect(estimate).toMatchObject({ entity_type: 'estimate', changes: { name: { old: expect.any(String), new: 'Sizes' } } });

    const [project] = await recorded(() => admin.patch(apiPaths.project(w.slug, p()), { name: 'Renamed project', guest_view_all_features: false }), 200);
    expect(project).toMatchObject({ entity_type: 'project', action: 'updated', changes: { name: { old: expect.any(String), new: 'Renamed project' }, guest_view_all_features: { old: true, new: false } } });
    expect((await recorded(() => admin.post(apiPaths.projectArchive(w.slug, p())), 200))[0]).toMatchObject({ entity_type: 'project', action: 'archived' });
    expect((await recorded(() => admin.delete(apiPaths.projectArchive(w.slug, p())), 200))[0]).toMatchObject({ entity_type: 'project', action: 'restored' });
  });

  it('memberships of projects and of the workspace, the workspace itself and drafts', async () => {
    const admin = cast.projAdmin.agent;
    const [added] = await recorded(() => admin.post(apiPaths.projectMembers(w.slug, w.project.id), { members: [{ member_id: cast.wsMemberOut.id, role: ROLE.MEMBER }] }), 201);
    expect(added).toMatchObject({ entity_type: 'project_member', action: 'created', changes: { member: { new: cast.wsMemberOut.id }, role: { old: null, new: ROLE.MEMBER } } });
    const [demoted] = await recorded(() => admin.patch(apiPaths.projectMember(w.slug, p(), added.entity_id), { role: ROLE.GUEST }), 200);
    expect(demoted.changes.role).toEqual({ old: ROLE.MEMBER, new: ROLE.GUEST });
    expect((await recorded(() => admin.delete(apiPaths.projectMember(w.slug, p(), added.entity_id)), 204))[0]).toMatchObject({ action: 'deleted', changes: { role: { old: ROLE.GUEST, new: null } } });

    const [m] = await t.query<{ id: string }>('SELECT id FROM workspace_members WHERE workspace_id = $1 AND member = $2', [w.workspaceId, cast.wsMemberOut.id]);
    const [role] = await recorded(() => cast.wsAdmin.agent.patch(apiPaths.member(w.slug, m.id), { role: ROLE.GUEST }), 200);
    expect(role).toMatchObject({ entity_type: 'member', project_id: null, changes: { role: { old: ROLE.MEMBER, new: ROLE.GUEST } } });
    const [ws] = await recorded(() => cast.wsAdmin.agent.patch(apiPaths.workspace(w.slug), { name: 'New name' }), 200);
    expect(ws).toMatchObject({ entity_type: 'workspace', changes: { name: { new: 'New name' } } });
    const [draft] = await recorded(() => member().post(`/api/workspaces/${w.slug}/draft-issues/`, { name: 'Draft' }), 201);
    expect(draft).toMatchObject({ entity_type: 'draft', action: 'created', project_id: null, actor_id: cast.projMember.id });
  });

  it('invitations, and joining by one (a member created by the invitee)', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const [invited] = await recorded(() => cast.wsAdmin.agent.post(apiPaths.invitations(w.slug), { emails: [{ email, role: ROLE.MEMBER }] }), 201);
    expect(invited).toMatchObject({ entity_type: 'invitation', action: 'created', project_id: null, changes: { email: { new: email }, role: { old: null, new: ROLE.MEMBER } } });
    const invitee = createAgent(t.app);
    const user = await signUp(invitee, email);
    const [joined] = await recorded(() => invitee.post(apiPaths.invitationJoin(w.slug, invited.entity_id), { accepted: true }), 200);
    expect(joined).toMatchObject({ entity_type: 'member', action: 'created', actor_id: user.id, changes: { member: { old: null, new: user.id }, role: { new: ROLE.MEMBER } } });
  });

  it('pruning deletes a contiguous old tail and raises pruned_through', async () => {
    const row = await item();
    for (const name of ['a', 'b', 'c']) await member().patch(apiPaths.workItem(w.slug, p(), row.id), { name });
    const last = await cursor();
    expect(await pruneEvents(t.db, w.workspaceId, new Date(Date.now() - 60_000))).toBe(0);
    expect(await pruneEvents(t.db, w.workspaceId, new Date(Date.now() + 60_000))).toBe(last);
    expect(await findEventCursor(t.db, w.workspaceId)).toEqual({ version: last, pruned_through: last });
    expect(await eventsAfter(0)).toEqual([]);
  });
});

describe('diffFields', () => {
  it('keeps only changed keys, Dates as ISO text, missing sides as null', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(diffFields({ a: 1, b: 'x', c: at, d: [1] }, { a: 1, b: 'y', c: null, d: [1] }, ['a', 'b', 'c', 'd'])).toEqual({
      b: { old: 'x', new: 'y' },
      c: { old: at.toISOString(), new: null },
    });
    expect(diffFields(null, { a: 1 }, ['a'])).toEqual({ a: { old: null, new: 1 } });
  });
});
