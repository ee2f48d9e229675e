import { activeCyclesPageSchema, apiPaths, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newCast, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { addProjectMembers, seedProject } from '../projects/projects.test-support';
import { day, PAST, seedCycle, seedCycleItem } from './cycles.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  const mk = (projectId: string, name: string, dates: { start?: string; end?: string } = {}, archived = false) =>
    seedCycle(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.wsAdmin.id, name, ...dates, archived }).then((c) => (ids[name] = c.id));
  await t.query("UPDATE projects SET name = 'Beta' WHERE id = $1", [w.project.id]);
  await t.query("UPDATE projects SET name = 'Alpha' WHERE id = $1", [w.otherProject.id]);
  // A project only workspace admins see, one with cycles off, and an archived one.
  const hidden = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  const off = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  const archived = await seedProject(t, w.workspaceId, cast.wsAdmin.id);
  for (const p of [off, archived]) await addProjectMembers(t, w.workspaceId, p.id, [[cast.projMember.id, ROLE.MEMBER]]);
  await t.query('UPDATE projects SET cycle_view = false WHERE id = $1', [off.id]);
  await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [archived.id]);
  await mk(w.project.id, 'beta-now', { start: day(-1), end: day(1) });
  await mk(w.project.id, 'beta-early', { start: day(-9), end: day(-2) });
  await mk(w.project.id, 'beta-later', { start: day(5), end: day(9) });
  await mk(w.project.id, 'beta-draft');
  await mk(w.project.id, 'beta-archived', PAST, true);
  await mk(w.otherProject.id, 'alpha-now-2', { start: day(0), end: day(0) });
  await mk(w.otherProject.id, 'alpha-now-1', { start: day(-5), end: day(5) });
  await mk(hidden.id, 'hidden-now', { start: day(-1), end: day(1) });
  await mk(off.id, 'off-now', { start: day(-1), end: day(1) });
  await mk(archived.id, 'archived-project-now', { start: day(-1), end: day(1) });
  await mk(w.foreign.project.id, 'foreign-now', { start: day(-1), end: day(1) });
  await seedCycleItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, cycleId: ids['beta-now'] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const names = (rows: Array<{ id: string }>) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id) ?? r.id);

describe('GET /api/workspaces/{slug}/cycles/', () => {
  it('lists the non-archived cycles of every project the caller can see, with counts', async () => {
    const mine = (await cast.projGuest.agent.get(apiPaths.workspaceCycles(w.slug))).json();
    expect(names(mine).sort()).toEqual(['alpha-now-1', 'alpha-now-2', 'beta-draft', 'beta-early', 'beta-later', 'beta-now']);
    expect(mine.find((c: { id: string }) => c.id === ids['beta-now'])).toMatchObject({ total_issues: 1, status: 'current', project_id: w.project.id });
    expect(names((await cast.projMember.agent.get(apiPaths.workspaceCycles(w.slug))).json())).toContain('off-now');
    expect(names((await cast.wsAdmin.agent.get(apiPaths.workspaceCycles(w.slug))).json())).toContain('hidden-now');
    expect((await cast.wsMemberOut.agent.get(apiPaths.workspaceCycles(w.slug))).json()).toEqual([]);
  });
});

describe('GET /api/workspaces/{slug}/active-cycles/', () => {
  it('pages the current cycles of visible projects with cycles on, by project name then start date', async () => {
    const page = activeCyclesPageSchema.parse((await cast.projMember.agent.get(apiPaths.activeCycles(w.slug))).json());
    expect(names(page.results)).toEqual(['alpha-now-1', 'alpha-now-2', 'beta-now']);
    expect(page).toMatchObject({ total_count: 3, next_page_results: false, next_cursor: '10:1:0', prev_cursor: '10:0:0' });
    expect(page.results[2]).toMatchObject({ project_name: 'Beta', project_identifier: expect.any(String), total_issues: 1, status: 'current' });
    const first = (await cast.projMember.agent.get(`${apiPaths.activeCycles(w.slug)}?per_page=2`)).json();
    expect(first).toMatchObject({ total_count: 3, next_page_results: true, next_cursor: '2:1:0' });
    const second = (await cast.projMember.agent.get(`${apiPaths.activeCycles(w.slug)}?cursor=${first.next_cursor}`)).json();
    expect(names(second.results)).toEqual(['beta-now']);
    expect(second).toMatchObject({ next_page_results: false, prev_cursor: '2:0:1' });
    expect(names((await cast.wsAdmin.agent.get(apiPaths.activeCycles(w.slug))).json().results)).toEqual(['alpha-now-1', 'alpha-now-2', 'beta-now', 'hidden-now']);
    for (const bad of ['?per_page=0', '?per_page=101', '?cursor=x', '?cursor=1:2']) expect((await cast.projMember.agent.get(`${apiPaths.activeCycles(w.slug)}${bad}`)).statusCode).toBe(400);
  });
});
