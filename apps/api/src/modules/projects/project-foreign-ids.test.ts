import { randomUUID } from 'node:crypto';
import { apiPaths, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { addProjectMembers, seedProject, snapshotProjects, type SeededProject } from './projects.test-support';

// Foreign-id pass (SECURITY.md): the caller is admin of workspace A and of its projects P and P2. Every id of another
// project (P2) or of another workspace (B, where the caller is admin too) put in P's path or body is refused with
// 404 (path) or 400 (body), and no row of either workspace changes.

let t: TestApp;
let caller: Actor;
let stranger: Actor;
let slugA: string;
let wsA: string;
let wsB: string;
let p: SeededProject;
let p2: SeededProject;
let q: SeededProject;
let p2MemberId: string;
let qMemberId: string;

beforeAll(async () => {
  t = await createTestApp();
  caller = await newActor(t, 'caller');
  stranger = await newActor(t, 'stranger');
  const a = await seedWorkspace(t, caller.id, [[caller.id, ROLE.ADMIN]]);
  const b = await seedWorkspace(t, caller.id, [
    [caller.id, ROLE.ADMIN],
    [stranger.id, ROLE.MEMBER],
  ]);
  slugA = a.workspace.slug;
  wsA = a.workspace.id;
  wsB = b.workspace.id;
  p = await seedProject(t, wsA, caller.id);
  p2 = await seedProject(t, wsA, caller.id);
  q = await seedProject(t, wsB, caller.id);
  p2MemberId = (await t.query<{ id: string }>('SELECT id FROM project_members WHERE project_id = $1', [p2.id]))[0].id;
  qMemberId = (await addProjectMembers(t, wsB, q.id, [[stranger.id, ROLE.MEMBER]])).get(stranger.id)!;
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Probe {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  body?: () => unknown;
  status: number;
  error?: string;
}

// Resolved when a probe runs (the projects are seeded in beforeAll).
const others: Array<() => SeededProject> = [() => p2, () => q];
const probes: Probe[] = [
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method) => ({
    name: `${method} a project of workspace B through A`,
    method,
    url: () => apiPaths.project(slugA, q.id),
    body: method === 'PATCH' ? () => ({ name: 'x' }) : undefined,
    status: 404,
    error: 'Project not found',
  })),
  { name: 'archive a project of B through A', method: 'POST', url: () => apiPaths.projectArchive(slugA, q.id), status: 404 },
  { name: 'states of B through A', method: 'GET', url: () => apiPaths.states(slugA, q.id), status: 404 },
  { name: 'favorite a project of B through A', method: 'POST', url: () => apiPaths.favoriteProjects(slugA), body: () => ({ project: q.id }), status: 404 },
  { name: 'join a project of B through A', method: 'POST', url: () => apiPaths.projectsJoin(slugA), body: () => ({ project_ids: [p.id, q.id] }), status: 404 },
  { name: 'unknown project id', method: 'GET', url: () => apiPaths.project(slugA, randomUUID()), status: 404, error: 'Project not found' },
  ...others.flatMap((o, i): Probe[] => {
    const where = i === 0 ? 'another project' : 'another workspace';
    return [
      { name: `patch a state of ${where}`, method: 'PATCH', url: () => apiPaths.state(slugA, p.id, o().extraStateId), body: () => ({ name: 'x' }), status: 404, error: 'State not found' },
      { name: `delete a state of ${where}`, method: 'DELETE', url: () => apiPaths.state(slugA, p.id, o().extraStateId), status: 404 },
      { name: `mark default a state of ${where}`, method: 'POST', url: () => apiPaths.stateMarkDefault(slugA, p.id, o().extraStateId), status: 404 },
      { name: `patch a label of ${where}`, method: 'PATCH', url: () => apiPaths.label(slugA, p.id, o().labelId), body: () => ({ name: 'x' }), status: 404, error: 'Label not found' },
      { name: `delete a label of ${where}`, method: 'DELETE', url: () => apiPaths.label(slugA, p.id, o().labelId), status: 404 },
      { name: `a label of ${where} as parent (create)`, method: 'POST', url: () => apiPaths.labels(slugA, p.id), body: () => ({ name: 'x', parent: o().labelId }), status: 400 },
      { name: `a label of ${where} as parent (move)`, method: 'PATCH', url: () => apiPaths.label(slugA, p.id, p.labelId), body: () => ({ parent: o().childLabelId }), status: 400 },
      { name: `get an estimate of ${where}`, method: 'GET', url: () => apiPaths.estimate(slugA, p.id, o().estimateId), status: 404, error: 'Estimate not found' },
      { name: `patch an estimate of ${where}`, method: 'PATCH', url: () => apiPaths.estimate(slugA, p.id, o().estimateId), body: () => ({ last_used: true }), status: 404 },
      { name: `delete an estimate of ${where}`, method: 'DELETE', url: () => apiPaths.estimate(slugA, p.id, o().estimateId), status: 404 },
      { name: `add points to an estimate of ${where}`, method: 'POST', url: () => apiPaths.estimatePoints(slugA, p.id, o().estimateId), body: () => ({ estimate_points: [{ key: 9, value: '9' }] }), status: 404 },
      { name: `patch a point of ${where} under our estimate`, method: 'PATCH', url: () => apiPaths.estimatePoint(slugA, p.id, p.estimateId, o().pointId), body: () => ({ value: 'x' }), status: 404, error: 'Estimate point not found' },
      { name: `delete a point of ${where} under our estimate`, method: 'DELETE', url: () => apiPaths.estimatePoint(slugA, p.id, p.estimateId, o().pointId), status: 404 },
      { name: `default_state of ${where}`, method: 'PATCH', url: () => apiPaths.project(slugA, p.id), body: () => ({ default_state: o().extraStateId }), status: 400 },
      { name: `estimate of ${where}`, method: 'PATCH', url: () => apiPaths.project(slugA, p.id), body: () => ({ estimate: o().estimateId }), status: 400 },
    ];
  }),
  { name: 'a member of another project', method: 'PATCH', url: () => apiPaths.projectMember(slugA, p.id, p2MemberId), body: () => ({ role: ROLE.GUEST }), status: 404, error: 'Member not found' },
  { name: 'a member of another workspace', method: 'DELETE', url: () => apiPaths.projectMember(slugA, p.id, qMemberId), status: 404, error: 'Member not found' },
  { name: 'get a member of another workspace', method: 'GET', url: () => apiPaths.projectMember(slugA, p.id, qMemberId), status: 404 },
  {
    name: 'bulk add with one user of another workspace only',
    method: 'POST',
    url: () => apiPaths.projectMembers(slugA, p.id),
    body: () => ({ members: [{ member_id: stranger.id, role: ROLE.MEMBER }] }),
    status: 400,
  },
];

describe('foreign ids', () => {
  it.each(probes)('$name → $status, nothing changes', async (probe) => {
    const before = [await snapshotProjects(t, wsA), await snapshotProjects(t, wsB)];
    const res = await caller.agent.request({ method: probe.method, url: probe.url(), body: probe.body?.() });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: probe.status, body: expect.objectContaining(probe.error ? { error: probe.error } : {}) });
    expect([await snapshotProjects(t, wsA), await snapshotProjects(t, wsB)]).toEqual(before);
  });
});
