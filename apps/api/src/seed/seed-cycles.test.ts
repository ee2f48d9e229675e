import { apiPaths } from '@cairn/types';
import { createAgent, createTestApp, signIn, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('seedDemoCycles', () => {
  it('gives the Website project a completed (with unfinished work), a current and an upcoming cycle, idempotently', async () => {
    const first = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    const web = first.projects.find((p) => p.identifier === 'WEB')!;
    const member = createAgent(t.app);
    await signIn(member, 'member@cairn.local', DEMO_PASSWORD);
    const cycles: Array<Record<string, unknown>> = (await member.get(apiPaths.cycles('acme', web.id))).json();
    expect(cycles.map((c) => [c.name, c.status])).toEqual([['Sprint 1', 'completed'], ['Sprint 2', 'current'], ['Sprint 3', 'upcoming']]);
    const [done, current] = cycles;
    expect(done).toMatchObject({ total_issues: 4, completed_issues: 1, cancelled_issues: 1 });
    expect(current).toMatchObject({ total_issues: 10, completed_issues: 2, started_issues: 4 });
    expect(current.total_estimate_points).toBeGreaterThan(0);
    const urgent = (await member.get(`${apiPaths.cycleIssues('acme', web.id, current.id as string)}?priority=urgent,high`)).json();
    expect(urgent.total_count).toBeGreaterThanOrEqual(3);
    const chart = (await member.get(apiPaths.cycleAnalytics('acme', web.id, current.id as string))).json();
    expect(chart.completion_chart).toHaveLength(14);
    // Days -6..7: 2 points done on day -4 and 1 on day -2; no actual after today (index 6).
    const actual = chart.completion_chart.map((p: { actual: number | null }) => p.actual);
    expect([1, 2, 3, 4, 6, 7].map((i) => actual[i])).toEqual([chart.total, chart.total - 2, chart.total - 2, chart.total - 3, chart.total - 3, null]);
    const active = (await member.get(apiPaths.activeCycles('acme'))).json();
    expect(active.results.map((c: { name: string }) => c.name)).toEqual(['Sprint 2']);
    // The completed sprint's unfinished items carry over.
    expect((await member.post(apiPaths.cycleTransfer('acme', web.id, done.id as string), { new_cycle_id: current.id })).json()).toEqual({ moved: 2 });
  });
});
