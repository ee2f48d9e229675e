import { apiPaths, type Module } from '@cairn/types';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo-seed';
import { DEMO_MODULES } from '../../seed/seed-modules';
import { createAgent, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('seedDemoModules (through seedDemo)', () => {
  it('gives the Website project three modules with a lead, members, dates, items and two links each, idempotently', async () => {
    const first = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    const web = first.projects.find((p) => p.identifier === 'WEB')!;
    const agent = createAgent(t.app);
    await signIn(agent, 'member@cairn.local', DEMO_PASSWORD);
    const modules: Module[] = (await agent.get(apiPaths.modules('acme', web.id))).json();
    expect(modules.map((m) => [m.name, m.status, m.total_issues, m.link_module.length])).toEqual(
      DEMO_MODULES.map((d) => [d.name, d.status, d.items.length, 2]),
    );
    for (const m of modules) {
      expect(m.lead_id).not.toBeNull();
      expect(m.member_ids.length).toBeGreaterThan(0);
      expect(m.start_date! <= m.target_date!).toBe(true);
    }
    const shared = await t.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM work_item_modules wm JOIN work_items w ON w.id = wm.work_item_id WHERE w.name = 'Lighthouse score below 80'",
    );
    expect(shared).toEqual([{ n: 2 }]);
    const items = (await agent.get(apiPaths.moduleIssues('acme', web.id, modules[1].id))).json();
    expect(items.total_count).toBe(DEMO_MODULES[1].items.length);
  });
});
