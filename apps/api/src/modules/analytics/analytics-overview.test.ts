import { analyticsOverviewSchema, analyticsProjectsSchema, apiPaths } from '@cairn/types';
import { createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { D, NOW, seedAnalyticsWorld, type AnalyticsWorld } from './analytics.test-support';

// Overview and per-project numbers of the fixed dataset (analytics.test-support.ts), each worked out by hand.

let t: TestApp;
let a: AnalyticsWorld;
let mia: Agent;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedAnalyticsWorld(t);
  mia = a.cast.projMember.agent;
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.clock.set(NOW));

const overviewUrl = (qs = '') => `${apiPaths.analyticsOverview(a.w.slug)}${qs}`;

async function overview(agent: Agent, qs = '') {
  const res = await agent.get(overviewUrl(qs));
  expect(res.statusCode).toBe(200);
  return analyticsOverviewSchema.parse(res.json());
}

describe('overview', () => {
  it("counts a member's projects P and Q over last_30_days by default", async () => {
    const o = await overview(mia);
    expect(o.duration).toBe('last_30_days');
    expect(o.start_date).toBe(D(-29)); // 2026-10-28
    expect(o.end_date).toBe('2026-11-26');
    expect(o.totals).toEqual({
      work_items: 10, // A B C D E F G K L N
      open: 6, // C D E G K N
      completed: 3, // A B L
      cancelled: 1, // F
      overdue: 2, // C (D-3), E (D-50); F is cancelled, D is due later
      created_in_duration: 8, // all but A (D-40) and E (D-100)
      completed_in_duration: 3, // A D-2, B D-1, L D-15
      projects: 2,
      members: 4, // wsAdmin, Alex, Mia, the guest
      cycles: 1, // C1 (the archived one is not counted)
      modules: 2, // M1, M2
    });
    expect(o.state_groups).toEqual([
      { group: 'backlog', count: 2 }, // E K
      { group: 'unstarted', count: 1 }, // D
      { group: 'started', count: 3 }, // C G N
      { group: 'completed', count: 3 }, // A B L
      { group: 'cancelled', count: 1 }, // F
    ]);
    expect(o.bucket).toBe('day');
    expect(o.created_vs_completed).toHaveLength(30);
    expect(o.created_vs_completed[0]).toEqual({ date: D(-29), created: 0, completed: 0 });
    expect(o.created_vs_completed.filter((r) => r.created > 0 || r.completed > 0)).toEqual([
      { date: D(-20), created: 1, completed: 0 }, // L
      { date: D(-15), created: 0, completed: 1 }, // L done
      { date: D(-10), created: 1, completed: 0 }, // C
      { date: D(-6), created: 1, completed: 0 }, // K
      { date: D(-5), created: 1, completed: 0 }, // B
      { date: D(-3), created: 1, completed: 0 }, // F
      { date: D(-2), created: 1, completed: 1 }, // G; A done
      { date: D(-1), created: 1, completed: 1 }, // D; B done
      { date: D(0), created: 1, completed: 0 }, // N
    ]);
  });

  it('draws every day of last_7_days, zeros included', async () => {
    const o = await overview(mia, '?duration=last_7_days');
    expect(o.start_date).toBe(D(-6));
    expect(o.totals.created_in_duration).toBe(6); // K B F G D N
    expect(o.totals.completed_in_duration).toBe(2); // A B
    expect(o.created_vs_completed).toEqual([
      { date: D(-6), created: 1, completed: 0 },
      { date: D(-5), created: 1, completed: 0 },
      { date: D(-4), created: 0, completed: 0 },
      { date: D(-3), created: 1, completed: 0 },
      { date: D(-2), created: 1, completed: 1 },
      { date: D(-1), created: 1, completed: 1 },
      { date: D(0), created: 1, completed: 0 },
    ]);
  });

  it('buckets last_12_months by week from Sunday, or from the day the profile sets', async () => {
    const sunday = await overview(mia, '?duration=last_12_months');
    expect(sunday.bucket).toBe('week');
    expect(sunday.start_date).toBe('2025-11-27');
    expect(sunday.created_vs_completed).toHaveLength(53); // weeks of 2025-11-23 … 2026-11-22
    expect(sunday.created_vs_completed[0].date).toBe('2025-11-23');
    expect(sunday.created_vs_completed.slice(-2)).toEqual([
      { date: '2026-11-15', created: 3, completed: 0 }, // C (Mon 11-16), K (Fri 11-20), B (Sat 11-21)
      { date: '2026-11-22', created: 4, completed: 2 }, // F G D N; A B done
    ]);
    expect(sunday.totals.created_in_duration).toBe(10);
    await t.query('UPDATE profiles SET start_of_the_week = 1 WHERE user_id = $1', [a.cast.projMember.id]);
    try {
      const monday = await overview(mia, '?duration=last_12_months');
      expect(monday.created_vs_completed).toHaveLength(53); // 2025-11-24 … 2026-11-23
      expect(monday.created_vs_completed[0].date).toBe('2025-11-24');
      expect(monday.created_vs_completed.slice(-2)).toEqual([
        { date: '2026-11-16', created: 3, completed: 0 }, // C, K, B again (the week now starts on Monday 11-16)
        { date: '2026-11-23', created: 4, completed: 2 },
      ]);
    } finally {
      await t.query('UPDATE profiles SET start_of_the_week = 0 WHERE user_id = $1', [a.cast.projMember.id]);
    }
  });

  it('buckets all_time by month from the first item', async () => {
    const o = await overview(mia, '?duration=all_time');
    expect(o.start_date).toBeNull();
    expect(o.bucket).toBe('month');
    expect(o.totals.created_in_duration).toBe(10);
    expect(o.totals.completed_in_duration).toBe(3);
    expect(o.created_vs_completed).toEqual([
      { date: '2026-08-01', created: 1, completed: 0 }, // E (08-18)
      { date: '2026-09-01', created: 0, completed: 0 },
      { date: '2026-10-01', created: 1, completed: 0 }, // A (10-17)
      { date: '2026-11-01', created: 8, completed: 3 },
    ]);
  });

  it('narrows to project_ids', async () => {
    const o = await overview(mia, `?project_ids=${a.Q.id}`);
    expect(o.totals).toMatchObject({ work_items: 2, open: 1, completed: 1, overdue: 0, projects: 1, members: 4, cycles: 0, modules: 1 });
  });

  it('shows a guest only their own items, and a workspace admin every project', async () => {
    const g = await overview(a.cast.projGuest.agent);
    expect(g.totals).toMatchObject({ work_items: 2, open: 2, completed: 0, overdue: 0, created_in_duration: 2, projects: 2 }); // G, N
    expect(g.state_groups.find((s) => s.group === 'started')!.count).toBe(2);
    const admin = await overview(a.cast.wsAdmin.agent);
    expect(admin.totals).toMatchObject({ work_items: 11, open: 7, projects: 3, members: 4, cycles: 1, modules: 2 }); // + R1 in R
    const out = await overview(a.cast.wsMemberOut.agent); // a workspace member without projects
    expect(out.totals).toMatchObject({ work_items: 0, projects: 0, members: 0, cycles: 0, modules: 0 });
  });
});

describe('projects', () => {
  it('answers one row per project the caller sees, counted by hand', async () => {
    const res = await mia.get(apiPaths.analyticsProjects(a.w.slug));
    expect(res.statusCode).toBe(200);
    const rows = analyticsProjectsSchema.parse(res.json());
    expect(rows).toEqual([
      {
        project_id: a.P.id, name: `Project ${a.P.identifier}`, identifier: a.P.identifier, total: 8,
        state_groups: { backlog: 2, unstarted: 1, started: 2, completed: 2, cancelled: 1 },
        overdue: 2, completed_in_duration: 2, members: 4, cycles: 1, modules: 1,
      },
      {
        project_id: a.Q.id, name: `Project ${a.Q.identifier}`, identifier: a.Q.identifier, total: 2,
        state_groups: { backlog: 0, unstarted: 0, started: 1, completed: 1, cancelled: 0 },
        overdue: 0, completed_in_duration: 1, members: 4, cycles: 0, modules: 1,
      },
    ]);
    const week = analyticsProjectsSchema.parse((await mia.get(`${apiPaths.analyticsProjects(a.w.slug)}?duration=last_7_days`)).json());
    expect(week.map((r) => r.completed_in_duration)).toEqual([2, 0]);
    const guest = analyticsProjectsSchema.parse((await a.cast.projGuest.agent.get(apiPaths.analyticsProjects(a.w.slug))).json());
    expect(guest.map((r) => [r.total, r.state_groups.started])).toEqual([[1, 1], [1, 1]]);
  });
});
