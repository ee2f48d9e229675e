import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorld, WHO, writers, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { CURRENT, PAST, seedCycle, seedCycleItem, type SeedCycleInput } from './cycles.test-support';

// Every cycle route × every role, with explicit deny rows: guests read (and keep personal favorites and settings);
// members and admins write; outsiders 404, workspace members outside the project 403, anonymous 401.

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

const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id, ...extra });
const item = (cycleId?: string) => seedCycleItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id, cycleId });
const p = () => [w.slug, w.project.id] as const;
/** Workspace-level reads: every workspace member, the one outside the project too. */
const workspaceReaders = (ok: number): Record<Who, number> => ({ ...readers(ok), wsMemberOut: ok });

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET cycles/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycles(...p()) }) },
  { name: 'POST cycles/', expect: writers(201), request: async () => ({ method: 'POST', url: apiPaths.cycles(...p()), body: { name: 'Draft' } }) },
  { name: 'GET cycles/{id}/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycle(...p(), (await cycle()).id) }) },
  { name: 'PATCH cycles/{id}/', expect: writers(200), request: async () => ({ method: 'PATCH', url: apiPaths.cycle(...p(), (await cycle()).id), body: { name: 'New' } }) },
  // The cycle's creator is projMember: members delete their own cycles, admins any.
  { name: 'DELETE cycles/{id}/', expect: writers(204), request: async () => ({ method: 'DELETE', url: apiPaths.cycle(...p(), (await cycle()).id) }) },
  {
    name: 'POST cycles/date-check/',
    expect: writers(200),
    request: async () => ({ method: 'POST', url: apiPaths.cycleDateCheck(...p()), body: { start_date: '2031-01-01', end_date: '2031-01-02' } }),
  },
  { name: 'GET cycle-issues/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycleIssues(...p(), (await cycle()).id) }) },
  {
    name: 'POST cycle-issues/',
    expect: writers(200),
    request: async () => ({ method: 'POST', url: apiPaths.cycleIssues(...p(), (await cycle()).id), body: { issues: [(await item()).id] } }),
  },
  {
    name: 'DELETE cycle-issues/{issueId}/',
    expect: writers(204),
    request: async () => {
      const c = await cycle();
      return { method: 'DELETE', url: apiPaths.cycleIssue(...p(), c.id, (await item(c.id)).id) };
    },
  },
  {
    name: 'POST transfer-issues/',
    expect: writers(200),
    request: async () => {
      const from = await cycle(PAST);
      await item(from.id);
      return { method: 'POST', url: apiPaths.cycleTransfer(...p(), from.id), body: { new_cycle_id: (await cycle()).id } };
    },
  },
  { name: 'GET analytics/', expect: readers(200), request: async () => ({ method: 'GET', url: `${apiPaths.cycleAnalytics(...p(), (await cycle(CURRENT)).id)}?type=issues` }) },
  { name: 'GET progress/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycleProgress(...p(), (await cycle()).id) }) },
  { name: 'GET cycle-progress/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycleCycleProgress(...p(), (await cycle()).id) }) },
  { name: 'GET user-properties/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.cycleUserProperties(...p(), (await cycle()).id) }) },
  {
    name: 'PATCH user-properties/',
    expect: readers(200),
    request: async () => ({ method: 'PATCH', url: apiPaths.cycleUserProperties(...p(), (await cycle()).id), body: { display_filters: { layout: 'kanban' } } }),
  },
  { name: 'POST archive/', expect: writers(200), request: async () => ({ method: 'POST', url: apiPaths.cycleArchive(...p(), (await cycle(PAST)).id) }) },
  { name: 'DELETE archive/', expect: writers(204), request: async () => ({ method: 'DELETE', url: apiPaths.cycleArchive(...p(), (await cycle({ ...PAST, archived: true })).id) }) },
  { name: 'GET archived-cycles/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.archivedCycles(...p()) }) },
  {
    name: 'GET archived-cycles/{id}/',
    expect: readers(200),
    request: async () => ({ method: 'GET', url: apiPaths.archivedCycle(...p(), (await cycle({ ...PAST, archived: true })).id) }),
  },
  { name: 'POST user-favorite-cycles/', expect: readers(201), request: async () => ({ method: 'POST', url: apiPaths.favoriteCycles(...p()), body: { cycle: (await cycle()).id } }) },
  // Dropping a favorite needs only workspace membership (someone who left the project may still drop theirs).
  { name: 'DELETE user-favorite-cycles/{id}/', expect: workspaceReaders(204), request: async () => ({ method: 'DELETE', url: apiPaths.favoriteCycle(...p(), (await cycle()).id) }) },
  { name: 'GET workspace cycles/', expect: workspaceReaders(200), request: async () => ({ method: 'GET', url: apiPaths.workspaceCycles(w.slug) }) },
  { name: 'GET active-cycles/', expect: workspaceReaders(200), request: async () => ({ method: 'GET', url: apiPaths.activeCycles(w.slug) }) },
];

describe('cycles: routes × roles', () => {
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }

  it('DELETE: a member who did not create the cycle is refused (403), nothing deleted; its creator and admins may', async () => {
    const byAdmin = await cycle({ createdBy: cast.projAdmin.id });
    const res = await cast.projMember.agent.delete(apiPaths.cycle(...p(), byAdmin.id));
    expect(res.statusCode).toBe(403);
    expect(await t.query('SELECT id FROM cycles WHERE id = $1', [byAdmin.id])).toHaveLength(1);
    expect((await cast.projAdmin.agent.delete(apiPaths.cycle(...p(), byAdmin.id))).statusCode).toBe(204);
    const byMember = await cycle();
    expect((await cast.projAdmin.agent.delete(apiPaths.cycle(...p(), byMember.id))).statusCode).toBe(204);
  });
});
