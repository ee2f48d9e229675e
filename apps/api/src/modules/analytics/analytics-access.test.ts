import { apiPaths, ERROR_CODE } from '@cairn/types';
import { randomUUID } from 'node:crypto';
import { operationsOf, walkBadInput } from '../../http/bad-input-cases.test-support';
import { seedFuzzWorld } from '../../http/bad-input.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, WHO, type Who } from '../comments/work-items.test-support';
import { seedProject } from '../projects/projects.test-support';
import { NOW, seedAnalyticsWorld, type AnalyticsWorld } from './analytics.test-support';

// Who may call analytics (every workspace member; outsiders 404, signed out 401), which project ids they may name
// (one they cannot see → 404 'Project not found', never ignored), and bad input (400, never 5xx).

let t: TestApp;
let a: AnalyticsWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedAnalyticsWorld(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.clock.set(NOW));

const urls = () => ({
  overview: apiPaths.analyticsOverview(a.w.slug),
  chart: `${apiPaths.analyticsChart(a.w.slug)}?x_axis=state_group`,
  projects: apiPaths.analyticsProjects(a.w.slug),
});
const withIds = (url: string, ids: string) => `${url}${url.includes('?') ? '&' : '?'}project_ids=${ids}`;

describe('roles', () => {
  const expected: Record<Who, number> = { anonymous: 401, outsider: 404, wsMemberOut: 200, projGuest: 200, projMember: 200, projAdmin: 200, wsAdmin: 200 };
  it.each(['overview', 'chart', 'projects'] as const)('%s: every workspace member reads, outsiders 404, signed out 401', async (route) => {
    const got: Record<string, number> = {};
    for (const who of WHO) got[who] = (await agentOf(a.cast, who).get(urls()[route])).statusCode;
    expect(got).toEqual(expected);
  });
  it("an outsider cannot read with their own project's id either", async () => {
    const res = await a.cast.outsider.agent.get(withIds(urls().overview, a.w.foreign.project.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Workspace not found');
  });
});

describe('project_ids', () => {
  it.each(['overview', 'chart', 'projects'] as const)('%s: a project the caller cannot see → 404 Project not found', async (route) => {
    const archived = await seedProject(t, a.w.workspaceId, a.cast.wsAdmin.id);
    await t.query('UPDATE projects SET archived_at = now() WHERE id = $1', [archived.id]);
    const cases: Array<[Who, string]> = [
      ['projMember', a.R.id], // a project of the workspace without a role
      ['projGuest', a.R.id],
      ['projMember', a.w.foreign.project.id], // another workspace's
      ['wsAdmin', a.w.foreign.project.id],
      ['wsAdmin', archived.id],
      ['projMember', randomUUID()],
      ['projMember', `${a.P.id},${a.R.id}`], // one bad id refuses the whole request
    ];
    for (const [who, ids] of cases) {
      const res = await agentOf(a.cast, who).get(withIds(urls()[route], ids));
      expect([who, ids, res.statusCode, res.json().error]).toEqual([who, ids, 404, 'Project not found']);
    }
    const ok = await a.cast.wsAdmin.agent.get(withIds(urls()[route], a.R.id));
    expect(ok.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const bad = (qs: string) => a.cast.projMember.agent.get(`${apiPaths.analyticsChart(a.w.slug)}?${qs}`);
  it.each([
    ['unknown x_axis', 'x_axis=bogus'],
    ['no x_axis', 'duration=last_7_days'],
    ['segment = x_axis', 'x_axis=label&segment=label'],
    ['a date as segment', 'x_axis=label&segment=created_date'],
    ['unknown y_axis', 'x_axis=label&y_axis=hours'],
    ['unknown duration', 'x_axis=label&duration=last_2_days'],
    ['a project id that is not a uuid', 'x_axis=label&project_ids=abc'],
    ['101 project ids', `x_axis=label&project_ids=${Array.from({ length: 101 }, () => randomUUID()).join(',')}`],
    ['a huge string', `x_axis=label&project_ids=${'a'.repeat(100_000)}`],
  ])('%s → 400', async (_label, qs) => {
    const res = await bad(qs);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });
  it('segment = x_axis says so', async () => {
    const res = await bad('x_axis=priority&segment=priority');
    expect(res.json()).toMatchObject({ error: 'segment must differ from x_axis', details: { segment: ['segment must differ from x_axis'] } });
  });
  it('a NUL character → 400 INVALID_CHARACTERS', async () => {
    const res = await bad('x_axis=label&duration=last_7%00days');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe(ERROR_CODE.INVALID_CHARACTERS);
  });
  it('the bad-input walk never answers 5xx on the analytics routes', async () => {
    const mine = await seedFuzzWorld(t);
    const theirs = await seedFuzzWorld(t);
    const ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).filter((op) => /^\/api\/workspaces\/[^/]+\/analytics\//.test(op.path));
    expect(ops.length).toBe(3);
    const { failures, sent } = await walkBadInput(ops, mine, theirs);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10);
  }, 120_000);
});
