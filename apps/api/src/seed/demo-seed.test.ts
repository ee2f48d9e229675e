import { apiPaths, ROLE } from '@cairn/types';
import { createAgent, createTestApp, signIn, type TestApp } from '../test/test-app';
import { DEMO_INVITEE, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('seedDemo', () => {
  it('creates the Acme workspace, three onboarded accounts and a pending invitation, idempotently', async () => {
    const first = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    const second = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    expect(second.workspaceId).toBe(first.workspaceId);
    expect(second.users).toEqual(first.users);

    expect(await t.query("SELECT slug, name FROM workspaces")).toEqual([{ slug: 'acme', name: 'Acme' }]);
    const members = await t.query<{ email: string; role: number }>(
      'SELECT u.email, m.role FROM workspace_members m JOIN users u ON u.id = m.member WHERE m.is_active ORDER BY m.role DESC',
    );
    expect(members.map((m) => [m.email, Number(m.role)])).toEqual(DEMO_USERS.map((u) => [u.email, u.role]));
    expect(await t.query('SELECT email, role FROM workspace_invitations WHERE responded_at IS NULL')).toEqual([{ email: DEMO_INVITEE, role: ROLE.MEMBER }]);
    const profiles = await t.query<{ is_onboarded: boolean; last_workspace_id: string }>('SELECT is_onboarded, last_workspace_id FROM profiles');
    expect(profiles).toHaveLength(3);
    for (const p of profiles) expect(p).toEqual({ is_onboarded: true, last_workspace_id: first.workspaceId });

    const agent = createAgent(t.app);
    await signIn(agent, 'guest@cairn.local', DEMO_PASSWORD);
    const settings = (await agent.get(apiPaths.settings())).json();
    expect(settings.workspace).toMatchObject({ last_workspace_slug: 'acme', fallback_workspace_slug: 'acme', invites: 0 });
    expect((await agent.get(apiPaths.workspace('acme'))).json().role).toBe(ROLE.GUEST);
  });
});
