import { apiPaths, INTAKE_FIRST_CURSOR, ROLE, type IntakeIssue } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { enableIntake, seedIntake, type SeedIntakeInput } from './intake.test-support';

// The intake list: pages of 10 with the first cursor '10:0:0' (spec §9), newest first by default, order_by keys,
// tabs and filters. Each describe works in its own project so counts are exact.

let t: TestApp;
let cast: Cast;
let w: World;
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function freshProject(): Promise<SeededProject> {
  const project = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  await addProjectMembers(t, w.workspaceId, project.id, [
    [cast.projAdmin.id, ROLE.ADMIN],
    [cast.projMember.id, ROLE.MEMBER],
    [cast.projGuest.id, ROLE.GUEST],
  ]);
  await enableIntake(t, w.workspaceId);
  return project;
}
const seedIn = (project: SeededProject, extra: Partial<SeedIntakeInput>) =>
  seedIntake(t, { workspaceId: w.workspaceId, projectId: project.id, identifier: project.identifier, createdBy: cast.projMember.id, ...extra });
const list = async (project: SeededProject, query = '') => {
  const res = await cast.projAdmin.agent.get(`${apiPaths.intakeIssues(w.slug, project.id)}${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { results: IntakeIssue[]; total_results: number; next_cursor: string; prev_cursor: string; next_page_results: boolean };
};
const names = (page: { results: IntakeIssue[] }) => page.results.map((r) => r.issue.name);

describe('intake list: pages and order', () => {
  let project: SeededProject;
  beforeAll(async () => {
    project = await freshProject();
    // 12 requests, one a minute: r0 oldest … r11 newest; sequence ids ascend with them.
    for (let i = 0; i < 12; i += 1) await seedIn(project, { name: `r${i}`, at: new Date(T0.getTime() + i * MINUTE) });
  });

  it('pages of 10, newest first, with total_results, next_cursor and next_page_results', async () => {
    const first = await list(project);
    expect(names(first)).toEqual(['r11', 'r10', 'r9', 'r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2']);
    expect(first).toMatchObject({ total_results: 12, next_cursor: '10:1:0', next_page_results: true });
    expect(names(await list(project, `cursor=${INTAKE_FIRST_CURSOR}`))).toEqual(names(first));
    const second = await list(project, `cursor=${first.next_cursor}`);
    expect(names(second)).toEqual(['r1', 'r0']);
    expect(second).toMatchObject({ total_results: 12, next_cursor: '10:2:0', next_page_results: false });
    expect(names(await list(project, 'per_page=5&cursor=5:2:0'))).toEqual(['r1', 'r0']);
  });

  it('order_by issue__created_at, issue__sequence_id (with and without -), issue__updated_at', async () => {
    expect(names(await list(project, 'order_by=issue__created_at&per_page=3'))).toEqual(['r0', 'r1', 'r2']);
    expect(names(await list(project, 'order_by=-issue__sequence_id&per_page=3'))).toEqual(['r11', 'r10', 'r9']);
    expect(names(await list(project, 'order_by=issue__sequence_id&per_page=3'))).toEqual(['r0', 'r1', 'r2']);
    await t.query("UPDATE work_items SET updated_at = updated_at + interval '1 day' WHERE project_id = $1 AND name = 'r4'", [project.id]);
    expect(names(await list(project, 'order_by=-issue__updated_at&per_page=2'))).toEqual(['r4', 'r11']);
  });
});

describe('intake list: tabs and filters', () => {
  let project: SeededProject;
  beforeAll(async () => {
    project = await freshProject();
    await seedIn(project, { name: 'pending-high', priority: 'high', at: T0 });
    await seedIn(project, { name: 'snoozed-low', priority: 'low', status: 'snoozed', at: new Date(T0.getTime() + MINUTE) });
    await seedIn(project, { name: 'accepted', status: 'accepted', at: new Date(T0.getTime() + 2 * MINUTE), createdBy: cast.projGuest.id });
    await seedIn(project, { name: 'declined', status: 'declined', at: new Date(T0.getTime() + 3 * MINUTE) });
    await seedIn(project, { name: 'duplicate', status: 'duplicate', at: new Date(T0.getTime() + 4 * MINUTE) });
  });

  it('tab open: pending and snoozed; tab closed: accepted, declined, duplicate', async () => {
    expect(names(await list(project, 'tab=open'))).toEqual(['snoozed-low', 'pending-high']);
    expect(names(await list(project, 'tab=closed'))).toEqual(['duplicate', 'declined', 'accepted']);
  });

  it('status (comma list), intersected with a tab', async () => {
    expect(names(await list(project, 'status=accepted,declined'))).toEqual(['declined', 'accepted']);
    expect((await list(project, 'tab=open&status=accepted')).total_results).toBe(0);
    expect(names(await list(project, 'tab=open&status=snoozed'))).toEqual(['snoozed-low']);
  });

  it('priority, created_by, created_at / updated_at day clauses and search', async () => {
    expect(names(await list(project, 'priority=high,low'))).toEqual(['snoozed-low', 'pending-high']);
    expect(names(await list(project, `created_by=${cast.projGuest.id}`))).toEqual(['accepted']);
    const today = T0.toISOString().slice(0, 10);
    expect((await list(project, `created_at=${today};after`)).total_results).toBe(5);
    expect((await list(project, 'created_at=2000-01-01;before')).total_results).toBe(0);
    expect((await list(project, 'updated_at=2000-01-01;after')).total_results).toBe(5);
    // Clauses that cannot be parsed are ignored, as in work-item lists.
    expect((await list(project, 'created_at=junk')).total_results).toBe(5);
    expect(names(await list(project, 'search=DECLIN'))).toEqual(['declined']);
    const [first] = (await list(project, 'order_by=issue__sequence_id&per_page=1')).results;
    expect(names(await list(project, `search=${first.issue.sequence_id}`))).toEqual([first.issue.name]);
    expect(names(await list(project, `search=${project.identifier.toLowerCase()}-${first.issue.sequence_id}`))).toEqual([first.issue.name]);
    expect((await list(project, 'search=100%25')).total_results).toBe(0);
  });
});

describe('intake list and create: bad input is 400, never 5xx', () => {
  const bad = [
    'order_by=name',
    'order_by=-priority',
    'cursor=abc',
    'cursor=10:0',
    'per_page=0',
    'per_page=1000',
    'status=open',
    'priority=extreme',
    'created_by=not-a-uuid',
    'tab=all',
    `search=${'x'.repeat(201)}`,
    'search=a%00b',
    `status=${'pending,'.repeat(3000)}bogus`,
  ];
  it.each(bad)('GET ?%s → 400', async (query) => {
    const res = await cast.projAdmin.agent.get(`${apiPaths.intakeIssues(w.slug, w.project.id)}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  const badBodies: Array<[string, unknown]> = [
    ['no issue', { source: 'in-app' }],
    ['blank name', { issue: { name: '   ' } }],
    ['a 256-character name', { issue: { name: 'n'.repeat(256) } }],
    ['a NUL byte in the name', { issue: { name: 'a\u0000b' } }],
    ['a description over 200,000 characters', { issue: { name: 'Big', description_html: `<p>${'d'.repeat(200_001)}</p>` } }],
    ['an unknown source', { source: 'email', issue: { name: 'x' } }],
    ['an unknown key', { issue: { name: 'x', state_id: '00000000-0000-4000-8000-000000000000' } }],
    ['__proto__', JSON.parse('{"issue":{"name":"x"},"__proto__":{"admin":true}}')],
    ['a bad priority', { issue: { name: 'x', priority: 'extreme' } }],
    ['a bad client id', { issue: { id: 'nope', name: 'x' } }],
  ];
  it.each(badBodies)('POST with %s → 400, nothing written', async (_name, body) => {
    await enableIntake(t, w.workspaceId);
    const before = await t.query('SELECT count(*)::int AS n FROM intake_issues');
    const res = await cast.projGuest.agent.post(apiPaths.intakeIssues(w.slug, w.project.id), body);
    expect(res.statusCode).toBe(400);
    expect(await t.query('SELECT count(*)::int AS n FROM intake_issues')).toEqual(before);
  });

  it('PATCH with an unknown status, a NUL byte or an unknown key → 400', async () => {
    await enableIntake(t, w.workspaceId);
    const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: w.project.id, identifier: w.project.identifier, createdBy: cast.projMember.id });
    const url = apiPaths.intakeIssue(w.slug, w.project.id, r.item.id);
    for (const body of [{ status: 'open' }, { issue: { name: 'a\u0000' } }, { snoozed_till: 'x'.repeat(5000) }, { status: 'declined', extra: 1 }, { duplicate_to: 'x' }]) {
      expect((await cast.projAdmin.agent.patch(url, body)).statusCode).toBe(400);
    }
    expect((await cast.projAdmin.agent.get(url)).json().status).toBe('pending');
  });

  it("a request's id is its work item's id (the id its paths take)", async () => {
    await enableIntake(t, w.workspaceId);
    const id = '01960000-0000-7000-8000-00000000abcd';
    const res = await cast.projGuest.agent.post(apiPaths.intakeIssues(w.slug, w.project.id), { issue: { id, name: 'Keyed by its item' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, issue: { id } });
    expect((await cast.projGuest.agent.get(apiPaths.intakeIssue(w.slug, w.project.id, id))).json().id).toBe(id);
  });

  it('a client id that already exists → 409, not 5xx', async () => {
    await enableIntake(t, w.workspaceId);
    const r = await seedIntake(t, { workspaceId: w.workspaceId, projectId: w.project.id, identifier: w.project.identifier, createdBy: cast.projMember.id });
    const res = await cast.projMember.agent.post(apiPaths.intakeIssues(w.slug, w.project.id), { issue: { id: r.item.id, name: 'Again' } });
    expect(res.statusCode).toBe(409);
  });
});
