import { randomUUID } from 'node:crypto';
import { apiPaths, estimateSchema, ROLE } from '@cairn/types';
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

type EstimateJson = { id: string; last_used: boolean; type: string; points: Array<{ id: string; key: number; value: string }> };
const list = async (): Promise<EstimateJson[]> => (await member.agent.get(apiPaths.estimates(slug, project.id))).json();
const createEstimate = (body: unknown) => admin.agent.post(apiPaths.estimates(slug, project.id), body);
const sizes = { estimate: { name: 'Sizes', description: 'T-shirt', type: 'Categories' }, estimate_points: [{ key: 1, value: 'M' }, { key: 0, value: 'S', description: 'small' }] };

describe('POST estimates/', () => {
  it('creates the estimate with its points, lower-cases the type and makes it the active one', async () => {
    t.clock.advance(1000);
    const res = await createEstimate(sizes);
    t.clock.reset();
    expect(res.statusCode).toBe(201);
    const estimate = estimateSchema.strict().parse(res.json());
    expect(estimate).toMatchObject({ name: 'Sizes', description: 'T-shirt', type: 'categories', last_used: true, project: project.id, workspace: workspaceId, created_by: admin.id });
    expect(estimate.points.map((p) => [p.key, p.value, p.description])).toEqual([
      [0, 'S', 'small'],
      [1, 'M', ''],
    ]);
    // last_used rule: exactly one active, newest first, the project's estimate follows.
    expect((await list()).map((e) => [e.id, e.last_used])).toEqual([
      [estimate.id, true],
      [project.estimateId, false],
    ]);
    expect((await member.agent.get(apiPaths.project(slug, project.id))).json().estimate).toBe(estimate.id);
  });

  it("takes the payload the seed system's client sends (estimate.last_used: true) and still refuses unknown keys", async () => {
    const res = await createEstimate({ estimate: { name: 'Points', type: 'points', last_used: true }, estimate_points: [{ key: 0, value: '1' }, { key: 1, value: '2' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Points', last_used: true });
    const unknown = await createEstimate({ estimate: { name: 'x', type: 'points', colour: 'red' }, estimate_points: [{ key: 0, value: '1' }] });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses repeated keys or values and an empty payload, creating nothing', async () => {
    const before = await snapshotProjects(t, workspaceId);
    const dupKey = await createEstimate({ estimate: { name: 'x', type: 'points' }, estimate_points: [{ key: 1, value: '1' }, { key: 1, value: '2' }] });
    expect(dupKey.json()).toMatchObject({ error: 'Estimate point keys and values must be unique', error_code: 'ESTIMATE_POINTS_DUPLICATE' });
    const dupValue = await createEstimate({ estimate: { name: 'x', type: 'points' }, estimate_points: [{ key: 1, value: 'a' }, { key: 2, value: 'A' }] });
    expect(dupValue.statusCode).toBe(400);
    expect((await createEstimate({ estimate: { name: 'x', type: 'points' }, estimate_points: [] })).statusCode).toBe(400);
    expect((await createEstimate({ estimate: { name: 'x', type: 'points' } })).statusCode).toBe(400);
    expect((await createEstimate({ estimate_points: [{ key: 1, value: '1' }] })).statusCode).toBe(400);
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });
});

describe('GET/PATCH/DELETE estimates/{id}/', () => {
  it('gets, renames and re-activates an archived estimate', async () => {
    const newer: EstimateJson = (await createEstimate(sizes)).json();
    const old = await member.agent.get(apiPaths.estimate(slug, project.id, project.estimateId));
    expect(old.json()).toMatchObject({ id: project.estimateId, last_used: false, points: [{ value: '1' }, { value: '2' }] });
    const res = await admin.agent.patch(apiPaths.estimate(slug, project.id, project.estimateId), { name: 'Story points', type: 'POINTS', last_used: true });
    expect(res.json()).toMatchObject({ name: 'Story points', type: 'points', last_used: true, updated_by: admin.id });
    expect(Object.fromEntries((await list()).map((e) => [e.id, e.last_used]))).toEqual({ [newer.id]: false, [project.estimateId]: true });
    expect((await admin.agent.get(apiPaths.project(slug, project.id))).json().estimate).toBe(project.estimateId);
    expect((await admin.agent.patch(apiPaths.estimate(slug, project.id, project.estimateId), { last_used: false })).statusCode).toBe(400);
  });

  it('deletes an estimate with its points; the project has no estimate then', async () => {
    expect((await admin.agent.delete(apiPaths.estimate(slug, project.id, project.estimateId))).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    expect(await t.query('SELECT id FROM estimate_points WHERE project_id = $1', [project.id])).toEqual([]);
    expect((await admin.agent.get(apiPaths.project(slug, project.id))).json().estimate).toBeNull();
  });

  it('unknown id → 404', async () => {
    expect((await member.agent.get(apiPaths.estimate(slug, project.id, randomUUID()))).json()).toEqual({ error: 'Estimate not found', error_code: 'NOT_FOUND' });
  });
});

describe('estimate points', () => {
  it('adds points (answering the whole estimate), updates and deletes them', async () => {
    const added = await admin.agent.post(apiPaths.estimatePoints(slug, project.id, project.estimateId), { estimate_points: [{ key: 2, value: '3' }, { key: 3, value: '5' }] });
    expect(added.statusCode).toBe(201);
    expect(added.json().points.map((p: { value: string }) => p.value)).toEqual(['1', '2', '3', '5']);
    const res = await admin.agent.patch(apiPaths.estimatePoint(slug, project.id, project.estimateId, project.pointId), { value: '0.5', description: 'tiny' });
    expect(res.json()).toMatchObject({ id: project.pointId, key: 0, value: '0.5', description: 'tiny', estimate: project.estimateId, updated_by: admin.id });
    expect((await admin.agent.delete(apiPaths.estimatePoint(slug, project.id, project.estimateId, project.pointId))).statusCode).toBe(204);
    expect((await list())[0].points.map((p) => p.value)).toEqual(['2', '3', '5']);
  });

  it('refuses keys or values already used in the estimate, and a missing payload', async () => {
    const before = await snapshotProjects(t, workspaceId);
    const points = apiPaths.estimatePoints(slug, project.id, project.estimateId);
    expect((await admin.agent.post(points, { estimate_points: [{ key: 0, value: '9' }] })).json().error_code).toBe('ESTIMATE_POINTS_DUPLICATE');
    expect((await admin.agent.post(points, { estimate_points: [{ key: 9, value: '2' }] })).statusCode).toBe(400);
    expect((await admin.agent.post(points, {})).statusCode).toBe(400);
    expect((await admin.agent.patch(apiPaths.estimatePoint(slug, project.id, project.estimateId, project.pointId), { key: 1 })).statusCode).toBe(400);
    expect((await admin.agent.patch(apiPaths.estimatePoint(slug, project.id, project.estimateId, randomUUID()), { value: 'x' })).json()).toEqual({
      error: 'Estimate point not found',
      error_code: 'NOT_FOUND',
    });
    expect(await snapshotProjects(t, workspaceId)).toBe(before);
  });
});

describe('GET estimates/ (workspace)', () => {
  it('lists estimates of the projects the caller has a role in', async () => {
    const other = await seedProject(t, workspaceId, admin.id);
    expect(((await member.agent.get(apiPaths.workspaceEstimates(slug))).json() as EstimateJson[]).map((e) => e.id)).toEqual([project.estimateId]);
    expect(new Set(((await admin.agent.get(apiPaths.workspaceEstimates(slug))).json() as EstimateJson[]).map((e) => e.id))).toEqual(new Set([project.estimateId, other.estimateId]));
  });
});
