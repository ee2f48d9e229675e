import { randomUUID } from 'node:crypto';
import { apiPaths, labelSchema, labelSortOrder, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, snapshotProjects, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let admin: Actor;
let member: Actor;
let slug: string;
let workspaceId: string;
let project: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newActor(t, 'admin');
  member = await newActor(t, 'member');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { workspace } = await seedWorkspace(t, admin.id, [
    [admin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, admin.id);
  await addProjectMembers(t, workspaceId, project.id, [[member.id, ROLE.MEMBER]]);
});

type LabelJson = { id: string; name: string; parent: string | null; sort_order: number };
const create = async (body: Record<string, unknown>) => member.agent.post(apiPaths.labels(slug, project.id), body);
const created = async (body: Record<string, unknown>): Promise<LabelJson> => {
  const res = await create(body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const patch = (id: string, body: Record<string, unknown>) => member.agent.patch(apiPaths.label(slug, project.id, id), body);
const byName = async () => {
  const rows: LabelJson[] = (await member.agent.get(apiPaths.labels(slug, project.id))).json();
  return Object.fromEntries(rows.map((l) => [l.name, l]));
};

describe('POST issue-labels/', () => {
  it('places a new label after its last sibling (65535 when alone) and nests under a parent', async () => {
    // The seeded project holds Area (65535) with child Frontend (65535).
    const bug = await created({ id: randomUUID(), name: 'Bug', color: '#ff0000' });
    labelSchema.strict().parse(bug);
    expect(bug).toMatchObject({ parent: null, sort_order: 75535, color: '#ff0000', project_id: project.id, workspace_id: workspaceId });
    const backend = await created({ name: 'Backend', parent: project.labelId });
    expect(backend).toMatchObject({ parent: project.labelId, sort_order: 75535, color: '#858e96' });
    const lone = await created({ name: 'Web', parent: backend.id });
    expect(lone.sort_order).toBe(65535);
    const placed = await created({ name: 'Top', sort_order: 10 });
    expect(placed.sort_order).toBe(10);
    const list: LabelJson[] = (await member.agent.get(apiPaths.labels(slug, project.id))).json();
    expect(list.map((l) => l.name)).toEqual(['Top', 'Area', 'Frontend', 'Web', 'Backend', 'Bug']);
  });

  it('names are unique among siblings only (any case)', async () => {
    expect((await create({ name: 'frontend', parent: project.labelId })).json()).toEqual({ error: 'A label with this name already exists here', error_code: 'LABEL_NAME_TAKEN' });
    expect((await create({ name: 'AREA' })).statusCode).toBe(409);
    expect((await create({ name: 'Frontend' })).statusCode).toBe(201);
  });

  it('refuses a parent from another project and invalid input, creating nothing', async () => {
    const other = await seedProject(t, workspaceId, admin.id);
    const before = await snapshotProjects(t, workspaceId);
    const res = await create({ name: 'X', parent: other.labelId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Parent label not found', details: { parent: ['Parent label not found'] } });
    expect((await create({ name: 'X', parent: randomUUID() })).statusCode).toBe(400);
    expect((await create({ name: 'X', color: 'javascript:1' })).statusCode).toBe(400);
    expect((await create({ name: 'X', project_id: other.id })).statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });
});

describe('PATCH issue-labels/{id}/', () => {
  it('renames and moves with sort orders from labelSortOrder', async () => {
    const a = await created({ name: 'A' });
    const b = await created({ name: 'B' });
    // Move B between Area (65535) and A (75535), then A first.
    const between = labelSortOrder({ before: 65535, after: a.sort_order });
    expect((await patch(b.id, { sort_order: between, name: 'Bee', color: '#00ff00' })).json()).toMatchObject({ sort_order: 70535, name: 'Bee', color: '#00ff00' });
    expect((await patch(a.id, { sort_order: labelSortOrder({ after: 65535 }) })).json().sort_order).toBe(32767.5);
    // Move Frontend to the top level, then under A.
    expect((await patch(project.childLabelId, { parent: null })).json().parent).toBeNull();
    expect((await patch(project.childLabelId, { parent: a.id, sort_order: labelSortOrder({}) })).json()).toMatchObject({ parent: a.id, sort_order: 65535 });
    expect((await byName()).Frontend.parent).toBe(a.id);
  });

  it("refuses loops: a label under itself or under one of its descendants", async () => {
    const grandchild = await created({ name: 'Grand', parent: project.childLabelId });
    const before = await snapshotProjects(t, workspaceId);
    for (const parent of [project.labelId, project.childLabelId, grandchild.id]) {
      const res = await patch(project.labelId, { parent });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'A label cannot be its own ancestor', error_code: 'LABEL_LOOP' });
    }
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    // Moving a descendant up is fine.
    expect((await patch(grandchild.id, { parent: null })).statusCode).toBe(200);
  });

  it('refuses a name taken among the new siblings and a parent from another project', async () => {
    await created({ name: 'Frontend' });
    const other = await seedProject(t, workspaceId, admin.id);
    const before = await snapshotProjects(t, workspaceId);
    expect((await patch(project.childLabelId, { parent: null })).statusCode).toBe(409);
    expect((await patch(project.childLabelId, { parent: other.labelId })).statusCode).toBe(400);
    expect((await patch(project.labelId, { name: 'frontend' })).statusCode).toBe(409);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
    expect((await patch(project.childLabelId, { name: 'Frontend' })).statusCode).toBe(200);
  });
});

describe('DELETE issue-labels/{id}/', () => {
  it("moves the label's children up to its parent", async () => {
    const grandchild = await created({ name: 'Grand', parent: project.childLabelId });
    expect((await member.agent.delete(apiPaths.label(slug, project.id, project.childLabelId))).statusCode).toBe(204);
    expect((await byName()).Grand.parent).toBe(project.labelId);
    expect((await member.agent.delete(apiPaths.label(slug, project.id, project.labelId))).statusCode).toBe(204);
    const rest = await byName();
    expect(Object.keys(rest)).toEqual(['Grand']);
    expect(rest.Grand).toMatchObject({ id: grandchild.id, parent: null });
  });

  it('refuses (409, nothing deleted) when a child would clash with a new sibling', async () => {
    await created({ name: 'Frontend' });
    const before = await snapshotProjects(t, workspaceId);
    expect((await member.agent.delete(apiPaths.label(slug, project.id, project.labelId))).statusCode).toBe(409);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });

  it('unknown id → 404', async () => {
    expect((await member.agent.delete(apiPaths.label(slug, project.id, randomUUID()))).json()).toEqual({ error: 'Label not found', error_code: 'NOT_FOUND' });
  });
});

describe('GET labels/ (workspace)', () => {
  it('lists labels of the projects the caller has a role in (all for workspace admins)', async () => {
    const other = await seedProject(t, workspaceId, admin.id);
    const mine: LabelJson[] = (await member.agent.get(apiPaths.workspaceLabels(slug))).json();
    expect(new Set(mine.map((l) => l.id))).toEqual(new Set([project.labelId, project.childLabelId]));
    const all: LabelJson[] = (await admin.agent.get(apiPaths.workspaceLabels(slug))).json();
    expect(new Set(all.map((l) => l.id))).toEqual(new Set([project.labelId, project.childLabelId, other.labelId, other.childLabelId]));
  });
});
