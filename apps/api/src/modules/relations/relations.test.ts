import { randomUUID } from 'node:crypto';
import { apiPaths, relationsResponseSchema, type RelationType } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activityOf, callAs, newCast, readers, seedWorkItem, seedWorld, WHO, writers, type Cast, type Who, type World } from '../comments/work-items.test-support';
import { seedProject } from '../projects/projects.test-support';

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

const item = (projectId = w.project.id, workspaceId = w.workspaceId, createdBy = cast.wsAdmin.id) => seedWorkItem(t, { workspaceId, projectId, createdBy });
const relations = (id: string, projectId = w.project.id) => apiPaths.relations(w.slug, projectId, id);
const remove = (id: string, projectId = w.project.id) => apiPaths.removeRelation(w.slug, projectId, id);
const relate = (id: string, relation_type: RelationType, issues: string[], projectId = w.project.id) =>
  cast.projMember.agent.post(relations(id, projectId), { relation_type, issues });
type Rel = Record<RelationType, Array<{ id: string; relation_type: string }>>;
const seen = async (id: string, projectId = w.project.id): Promise<Record<RelationType, string[]>> => {
  const res = await cast.projMember.agent.get(relations(id, projectId));
  expect(res.statusCode).toBe(200);
  const body: Rel = relationsResponseSchema.parse(res.json()) as Rel;
  return {
    blocked_by: body.blocked_by.map((r) => r.id),
    blocking: body.blocking.map((r) => r.id),
    relates_to: body.relates_to.map((r) => r.id),
    duplicate: body.duplicate.map((r) => r.id),
  };
};
const none = { blocked_by: [], blocking: [], relates_to: [], duplicate: [] };

describe('relations: roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'list', expect: readers(200), run: async (who) => (await callAs(cast, who, { method: 'GET', url: relations((await item()).id) })).statusCode },
    {
      name: 'create',
      expect: writers(201),
      run: async (who) => {
        const [a, b] = [await item(), await item()];
        return (await callAs(cast, who, { method: 'POST', url: relations(a.id), body: { relation_type: 'relates_to', issues: [b.id] } })).statusCode;
      },
    },
    {
      name: 'remove',
      expect: writers(204),
      run: async (who) => {
        const [a, b] = [await item(), await item()];
        expect((await relate(a.id, 'blocking', [b.id])).statusCode).toBe(201);
        return (await callAs(cast, who, { method: 'POST', url: remove(a.id), body: { relation_type: 'blocking', related_issue: b.id } })).statusCode;
      },
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('relations: storage and symmetry', () => {
  const cases: Array<{ type: RelationType; stored: (a: string, b: string) => [string, string, string]; fromB: RelationType }> = [
    { type: 'blocked_by', stored: (a, b) => [a, b, 'blocked_by'], fromB: 'blocking' },
    { type: 'blocking', stored: (a, b) => [b, a, 'blocked_by'], fromB: 'blocked_by' },
    { type: 'relates_to', stored: (a, b) => [a, b, 'relates_to'], fromB: 'relates_to' },
    { type: 'duplicate', stored: (a, b) => [a, b, 'duplicate'], fromB: 'duplicate' },
  ];
  it.each(cases)('A $type B is stored once and seen from B as $fromB; removable from either side', async ({ type, stored, fromB }) => {
    const a = await item();
    const b = await item(w.otherProject.id);
    const res = await relate(a.id, type, [b.id]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual([expect.objectContaining({ id: b.id, relation_type: type, project_id: w.otherProject.id, sequence_id: b.sequence_id })]);
    const rows = await t.query<{ work_item_id: string; related_work_item_id: string; relation_type: string }>(
      'SELECT work_item_id, related_work_item_id, relation_type FROM work_item_relations WHERE work_item_id = ANY($1::uuid[])',
      [[a.id, b.id]],
    );
    expect(rows.map((r) => [r.work_item_id, r.related_work_item_id, r.relation_type])).toEqual([stored(a.id, b.id)]);
    expect(await seen(a.id)).toEqual({ ...none, [type]: [b.id] });
    expect(await seen(b.id, w.otherProject.id)).toEqual({ ...none, [fromB]: [a.id] });

    // Activity on both items, each with the type as seen from it.
    expect(await activityOf(t, a.id)).toEqual([expect.objectContaining({ verb: 'created', field: type, new_identifier: b.id, new_value: `${w.otherProject.identifier}-${b.sequence_id}` })]);
    expect(await activityOf(t, b.id)).toEqual([expect.objectContaining({ verb: 'created', field: fromB, new_identifier: a.id, new_value: `${w.project.identifier}-${a.sequence_id}` })]);

    // The same relation again, from either side, is ignored.
    expect((await relate(a.id, type, [b.id])).json()).toEqual([]);
    expect((await relate(b.id, fromB, [a.id], w.otherProject.id)).json()).toEqual([]);
    expect(await t.query('SELECT id FROM work_item_relations WHERE work_item_id = ANY($1::uuid[])', [[a.id, b.id]])).toHaveLength(1);

    // Removing from B's side (with B's view of the type) removes the one row and records it on both.
    const removed = await cast.projMember.agent.post(remove(b.id, w.otherProject.id), { relation_type: fromB, related_issue: a.id });
    expect(removed.statusCode).toBe(204);
    expect(await seen(a.id)).toEqual(none);
    expect(await seen(b.id, w.otherProject.id)).toEqual(none);
    expect((await activityOf(t, a.id)).map((r) => [r.verb, r.field])).toContainEqual(['deleted', type]);
    expect((await activityOf(t, b.id)).map((r) => [r.verb, r.field])).toContainEqual(['deleted', fromB]);
    expect((await cast.projMember.agent.post(remove(a.id), { relation_type: type, related_issue: b.id })).statusCode).toBe(404);
  });

  it('relates several items at once, skipping those already related; a different type is a different relation', async () => {
    const [a, b, c] = [await item(), await item(), await item()];
    expect((await relate(a.id, 'relates_to', [b.id])).statusCode).toBe(201);
    const res = await relate(a.id, 'relates_to', [b.id, c.id, c.id]);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([c.id]);
    expect((await relate(a.id, 'duplicate', [b.id])).json()).toHaveLength(1);
    expect(await seen(a.id)).toEqual({ ...none, relates_to: [b.id, c.id], duplicate: [b.id] });
  });
});

describe('relations: foreign ids', () => {
  it('self → 400 relationSelf; other workspace, unknown, deleted or invisible → 400; nothing written', async () => {
    const a = await item();
    const foreign = await item(w.foreign.project.id, w.foreign.workspaceId, cast.outsider.id);
    const deleted = await item();
    await t.query('UPDATE work_items SET deleted_at = now() WHERE id = $1', [deleted.id]);
    // A project of the workspace the member is not in.
    const closed = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
    const unseen = await item(closed.id);

    const self = await relate(a.id, 'blocked_by', [a.id]);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'A work item cannot be related to itself', error_code: 'RELATION_SELF' });
    for (const id of [foreign.id, randomUUID(), deleted.id, unseen.id]) {
      const res = await relate(a.id, 'relates_to', [(await item()).id, id]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Work item not found', details: { issues: ['Work item not found'] } });
    }
    expect((await relate(a.id, 'relates_to', [])).statusCode).toBe(400);
    expect(await t.query('SELECT id FROM work_item_relations WHERE work_item_id = $1 OR related_work_item_id = $1', [a.id])).toEqual([]);
    expect(await activityOf(t, a.id)).toEqual([]);
    // A workspace admin sees every project, so the closed project's item is fine for them.
    expect((await cast.wsAdmin.agent.post(relations(a.id), { relation_type: 'relates_to', issues: [unseen.id] })).statusCode).toBe(201);
    // But the member does not see it in the list.
    expect(await seen(a.id)).toEqual(none);
  });

  it('a guest who sees only their own items cannot list relations of hidden items; the URL item of another project → 404', async () => {
    const a = await item();
    const other = await item(w.otherProject.id);
    expect((await cast.projMember.agent.get(relations(other.id))).json()).toMatchObject({ error: 'Work item not found' });
    expect((await relate(other.id, 'relates_to', [a.id])).statusCode).toBe(404);
    expect((await cast.projMember.agent.post(remove(randomUUID()), { relation_type: 'relates_to', related_issue: a.id })).statusCode).toBe(404);

    const guestOwn = await item(w.project.id, w.workspaceId, cast.projGuest.id);
    expect((await relate(guestOwn.id, 'blocking', [a.id])).statusCode).toBe(201);
    await t.query('UPDATE projects SET guest_view_all_features = false WHERE id = $1', [w.project.id]);
    try {
      const res = await cast.projGuest.agent.get(relations(guestOwn.id));
      expect(res.json()).toEqual(none);
      expect((await cast.projGuest.agent.get(relations(a.id))).statusCode).toBe(404);
    } finally {
      await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    }
    expect((await cast.projGuest.agent.get(relations(guestOwn.id))).json().blocking.map((r: { id: string }) => r.id)).toEqual([a.id]);
  });
});
