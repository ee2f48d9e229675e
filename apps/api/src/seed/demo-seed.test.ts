import { apiPaths, ROLE } from '@cairn/types';
import { createAgent, createTestApp, signIn, type TestApp } from '../test/test-app';
import { DEMO_INVITEE, DEMO_PASSWORD, DEMO_PROJECTS, DEMO_USERS, seedDemo } from './demo-seed';
import { DEMO_WORK_ITEMS } from './demo-work-items';

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

  it('creates the demo projects with states, nested labels, an estimate and member roles, idempotently', async () => {
    const first = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    const counts = async () =>
      t.query<{ identifier: string; states: number; labels: number; nested: number; estimates: number; points: number; members: number }>(`
        SELECT p.identifier,
          (SELECT count(*)::int FROM states s WHERE s.project_id = p.id) AS states,
          (SELECT count(*)::int FROM labels l WHERE l.project_id = p.id) AS labels,
          (SELECT count(*)::int FROM labels l WHERE l.project_id = p.id AND l.parent IS NOT NULL) AS nested,
          (SELECT count(*)::int FROM estimates e WHERE e.project_id = p.id AND e.last_used) AS estimates,
          (SELECT count(*)::int FROM estimate_points e WHERE e.project_id = p.id) AS points,
          (SELECT count(*)::int FROM project_members m WHERE m.project_id = p.id) AS members
        FROM projects p ORDER BY p.identifier`);
    const expected = [
      { identifier: 'MOB', states: 5, labels: 4, nested: 2, estimates: 1, points: 4, members: 2 },
      { identifier: 'WEB', states: 5, labels: 5, nested: 2, estimates: 1, points: 5, members: 3 },
    ];
    expect(await counts()).toEqual(expected);
    const second = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    expect(second.projects).toEqual(first.projects);
    expect(await counts()).toEqual(expected);
    expect(first.projects.map((p) => p.identifier)).toEqual(DEMO_PROJECTS.map((p) => p.identifier));

    const guest = createAgent(t.app);
    await signIn(guest, 'guest@cairn.local', DEMO_PASSWORD);
    expect((await guest.get(apiPaths.projects('acme'))).json().map((p: { identifier: string; member_role: number }) => [p.identifier, p.member_role])).toEqual([['WEB', ROLE.GUEST]]);
    const member = createAgent(t.app);
    await signIn(member, 'member@cairn.local', DEMO_PASSWORD);
    const mob = first.projects.find((p) => p.identifier === 'MOB')!;
    expect((await member.get(apiPaths.projectMemberMe('acme', mob.id))).json().role).toBe(ROLE.ADMIN);
    const labels = (await member.get(apiPaths.labels('acme', mob.id))).json();
    const platform = labels.find((l: { name: string }) => l.name === 'Platform');
    expect(labels.filter((l: { parent: string | null }) => l.parent === platform.id).map((l: { name: string }) => l.name).sort()).toEqual(['Android', 'iOS']);
  });

  it('fills the Website project with ~20 work items (assignees, labels, comments, sub-items, relations), idempotently', async () => {
    const first = await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    const web = first.projects.find((p) => p.identifier === 'WEB')!;
    const snapshot = async () => {
      const [row] = await t.query<Record<string, number>>(
        `SELECT
          (SELECT count(*)::int FROM work_items WHERE project_id = $1) AS items,
          (SELECT max(sequence_id)::int FROM work_items WHERE project_id = $1) AS max_seq,
          (SELECT issue_sequence FROM projects WHERE id = $1) AS issue_sequence,
          (SELECT count(*)::int FROM work_items WHERE project_id = $1 AND parent_id IS NOT NULL) AS sub_items,
          (SELECT count(*)::int FROM work_items WHERE project_id = $1 AND state_id IS NULL) AS stateless,
          (SELECT count(*)::int FROM work_item_assignees WHERE project_id = $1) AS assignees,
          (SELECT count(*)::int FROM work_item_labels WHERE project_id = $1) AS labels,
          (SELECT count(*)::int FROM work_item_comments WHERE project_id = $1) AS comments,
          (SELECT count(*)::int FROM work_item_activities WHERE project_id = $1 AND field = 'comment') AS comment_activity,
          (SELECT count(*)::int FROM work_item_relations WHERE project_id = $1) AS relations`,
        [web.id],
      );
      return row;
    };
    const before = await snapshot();
    expect(before).toEqual({
      items: DEMO_WORK_ITEMS.length, max_seq: DEMO_WORK_ITEMS.length, issue_sequence: DEMO_WORK_ITEMS.length, sub_items: 6, stateless: 0,
      assignees: 16, labels: 25, comments: 6, comment_activity: 6, relations: 5,
    });
    await seedDemo(t.db, { now: new Date(), scryptN: t.deps.config.scryptN });
    expect(await snapshot()).toEqual(before);

    // The items' conversation is readable through the API.
    const member = createAgent(t.app);
    await signIn(member, 'member@cairn.local', DEMO_PASSWORD);
    const [home] = await t.query<{ id: string }>("SELECT id FROM work_items WHERE project_id = $1 AND sequence_id = 1", [web.id]);
    const comments = (await member.get(apiPaths.comments('acme', web.id, home.id))).json();
    expect(comments.map((c: { comment_html: string }) => c.comment_html)).toEqual(['<p>First drafts are in Figma.</p>', '<p>Looks great, starting on the hero.</p>']);
    const relations = (await member.get(apiPaths.relations('acme', web.id, home.id))).json();
    expect(relations.duplicate.map((r: { name: string }) => r.name)).toEqual(['Add a dark mode']);
  });
});
