import { randomUUID } from 'node:crypto';
import { apiPaths, historyEntrySchema } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorkItem, seedWorld, WHO, type Cast, type World } from '../comments/work-items.test-support';

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
afterEach(() => {
  t.clock.reset();
});

const history = (id: string, query = '', projectId = w.project.id) => `${apiPaths.history(w.slug, projectId, id)}${query}`;

/** An item with, in time order: a link (activity), a comment (comment + activity), a relation (activity). */
async function busyItem(isEpic = false) {
  const it = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, isEpic });
  const other = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id });
  const start = Math.floor(Date.now() / 1000) * 1000;
  t.clock.set(new Date(start));
  expect((await cast.projMember.agent.post(apiPaths.links(w.slug, w.project.id, it.id), { url: 'https://example.com' })).statusCode).toBe(201);
  t.clock.set(new Date(start + 1000));
  const comment = (await cast.projGuest.agent.post(apiPaths.comments(w.slug, w.project.id, it.id), { comment_html: '<p>hello</p>' })).json();
  t.clock.set(new Date(start + 2000));
  expect((await cast.projMember.agent.post(apiPaths.relations(w.slug, w.project.id, it.id), { relation_type: 'relates_to', issues: [other.id] })).statusCode).toBe(201);
  t.clock.reset();
  return { it, comment };
}

describe('history: roles', () => {
  it.each(WHO)('read as %s', async (who) => {
    const it0 = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id });
    expect((await callAs(cast, who, { method: 'GET', url: history(it0.id) })).statusCode).toBe(readers(200)[who]);
  });
});

describe('history', () => {
  it('merges activity and comments by created_at, oldest first', async () => {
    const { it, comment } = await busyItem();
    const res = await cast.projGuest.agent.get(history(it.id));
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    for (const e of entries) historyEntrySchema.parse(e);
    expect(entries.map((e: { activity_type: string; field?: string; verb?: string; id: string }) => [e.activity_type, e.field ?? e.id])).toEqual([
      ['issue-property', 'link'],
      ['issue-property', 'comment'],
      ['issue-comment', comment.id],
      ['issue-property', 'relates_to'],
    ]);
    expect(entries[2]).toMatchObject({ comment_html: '<p>hello</p>', actor: cast.projGuest.id, comment_reactions: [] });
  });

  it('filters by activity_type (comma list) and labels epics as epic-*', async () => {
    const { it } = await busyItem();
    const types = async (q: string, id = it.id) => (await cast.projMember.agent.get(history(id, q))).json().map((e: { activity_type: string }) => e.activity_type);
    expect(await types('?activity_type=issue-comment')).toEqual(['issue-comment']);
    expect(await types('?activity_type=issue-property')).toEqual(['issue-property', 'issue-property', 'issue-property']);
    expect(await types('?activity_type=issue-property,issue-comment')).toHaveLength(4);
    expect(await types('?activity_type=')).toHaveLength(4);
    expect((await cast.projMember.agent.get(history(it.id, '?activity_type=issue-property,bogus'))).statusCode).toBe(400);

    const epic = await busyItem(true);
    expect(await types('?activity_type=epic-comment,epic-property', epic.it.id)).toEqual(['epic-property', 'epic-property', 'epic-comment', 'epic-property']);
  });

  it('an item of another project, unknown or hidden → 404', async () => {
    const other = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.otherProject.id, createdBy: cast.wsAdmin.id });
    for (const id of [other.id, randomUUID()]) expect((await cast.projMember.agent.get(history(id))).json()).toMatchObject({ error: 'Work item not found' });
    const hidden = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id });
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      expect((await cast.projGuest.agent.get(history(hidden.id))).statusCode).toBe(404);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
  });

  it('answers every property change with old → new display values and their ids (names filled in for id-only rows)', async () => {
    const it = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, stateId: w.project.defaultStateId });
    const parent = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id });
    const patch = (body: Record<string, unknown>) => cast.projMember.agent.patch(apiPaths.workItem(w.slug, w.project.id, it.id), body);
    expect((await patch({ state_id: w.project.extraStateId, priority: 'high', estimate_point: w.project.pointId, assignee_ids: [cast.projAdmin.id] })).statusCode).toBe(200);
    expect((await patch({ label_ids: [w.project.labelId], start_date: '2026-03-01', parent_id: parent.id, name: 'Renamed' })).statusCode).toBe(200);
    // A row that carries only ids (as older rows and seeds do): the presenter names them.
    await t.query(
      `INSERT INTO work_item_activities (workspace_id, project_id, work_item_id, actor_id, verb, field, old_identifier, new_identifier, comment)
       VALUES ($1, $2, $3, $4, 'updated', 'state', $5, $6, 'updated state')`,
      [w.workspaceId, w.project.id, it.id, cast.projMember.id, w.project.extraStateId, w.project.defaultStateId],
    );
    const entries = (await cast.projMember.agent.get(history(it.id, '?activity_type=issue-property'))).json() as Array<Record<string, unknown>>;
    const byField = (field: string) => entries.filter((e) => e.field === field).map((e) => [e.old_value, e.new_value]);
    const [states] = await t.query<{ id: string; name: string }>('SELECT id, name FROM states WHERE id = $1', [w.project.extraStateId]);
    const [def] = await t.query<{ name: string }>('SELECT name FROM states WHERE id = $1', [w.project.defaultStateId]);
    expect(byField('state')).toEqual([
      [def.name, states.name],
      [states.name, def.name],
    ]);
    expect(byField('priority')).toEqual([['none', 'high']]);
    expect(byField('estimate_point')[0][0]).toBeNull();
    expect(typeof byField('estimate_point')[0][1]).toBe('string');
    expect(byField('assignees')[0]).toEqual([null, expect.any(String)]);
    expect(byField('labels')).toEqual([[null, 'Area']]);
    expect(byField('start_date')).toEqual([[null, '2026-03-01']]);
    expect(byField('parent')).toEqual([[null, `${w.project.identifier}-${parent.sequence_id}`]]);
    expect(byField('name')).toEqual([['Work item', 'Renamed']]);
    expect(entries.find((e) => e.field === 'state')).toMatchObject({ old_identifier: w.project.defaultStateId, new_identifier: w.project.extraStateId });
  });
});
