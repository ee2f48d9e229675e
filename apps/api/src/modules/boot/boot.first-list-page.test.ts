import { apiPaths, LOCAL_CACHE_HINT_COOKIE, ROLE, TIME_ZONE_HINT_COOKIE, type BootPayload } from '@cairn/types';
import { createTestApp, type Agent, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Boot in one round trip (issue 11): a list route's boot carries the list's first page, under the exact key the web
// app's first load asks (libs/state boot.actions.test.ts pins the same literal keys from the client's side), as the
// caller's own GET of it answers — and nothing for lists the caller cannot read.

let t: TestApp;
let admin: Actor;
let member: Actor;
let stranger: Actor;
let slug: string;
let p: SeededProject;
let hidden: SeededProject;
const itemIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await newActor(t, 'list-boot-admin');
  member = await newActor(t, 'list-boot-member');
  stranger = await newActor(t, 'list-boot-stranger');
  const a = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN], [member.id, ROLE.MEMBER]]);
  await seedWorkspace(t, stranger.id, [[stranger.id, ROLE.ADMIN]]);
  slug = a.workspace.slug;
  p = await seedProject(t, a.workspace.id, admin.id);
  hidden = await seedProject(t, a.workspace.id, admin.id);
  await addProjectMembers(t, a.workspace.id, p.id, [[member.id, ROLE.MEMBER]]);
  for (const name of ['First', 'Second']) {
    const res = await admin.agent.post(apiPaths.workItems(slug, p.id), { name, assignee_ids: [member.id] });
    expect(res.statusCode).toBe(201);
    itemIds.push((res.json() as { id: string }).id);
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function boot(agent: Agent, appPath: string): Promise<BootPayload> {
  const res = await agent.get(apiPaths.boot(appPath));
  expect(res.statusCode).toBe(200);
  return res.json() as BootPayload;
}

/** The list answers of a payload: keys under `path` with a query. */
const listKeys = (payload: BootPayload, path: string) => Object.keys(payload.answers).filter((k) => k.startsWith(`${path}?`));

async function setLayout(agent: Agent, display: Record<string, unknown>) {
  const res = await agent.patch(apiPaths.projectUserProperties(slug, p.id), { display_filters: display });
  expect(res.statusCode).toBe(200);
}

describe("a list route's boot carries the list's first page", () => {
  afterEach(async () => setLayout(member.agent, { layout: 'list', group_by: null }));

  it('as the caller asks it (local cache on by default: sort_order), equal to their own GET, rows included', async () => {
    const payload = await boot(member.agent, `/${slug}/projects/${p.id}/issues`);
    const key = `${apiPaths.workItems(slug, p.id)}?order_by=sort_order&per_page=50`;
    expect(listKeys(payload, apiPaths.workItems(slug, p.id))).toEqual([key]);
    const direct = await member.agent.get(key);
    expect(payload.answers[key]).toEqual(direct.json());
    expect(JSON.stringify(payload.answers[key])).toContain(itemIds[0]);
  });

  it(`follows the browser's local cache hint (${LOCAL_CACHE_HINT_COOKIE}=0: the default order is -created_at)`, async () => {
    member.agent.cookies.set(LOCAL_CACHE_HINT_COOKIE, '0');
    const payload = await boot(member.agent, `/${slug}/projects/${p.id}/issues`).finally(() => member.agent.cookies.delete(LOCAL_CACHE_HINT_COOKIE));
    expect(listKeys(payload, apiPaths.workItems(slug, p.id))).toEqual([`${apiPaths.workItems(slug, p.id)}?order_by=-created_at&per_page=50`]);
  });

  it('follows the stored settings: a board groups by state; a chosen order wins; a calendar without the zone hint is left to the browser', async () => {
    await setLayout(member.agent, { layout: 'kanban' });
    const board = await boot(member.agent, `/${slug}/projects/${p.id}/issues`);
    expect(listKeys(board, apiPaths.workItems(slug, p.id))).toEqual([`${apiPaths.workItems(slug, p.id)}?group_by=state&order_by=sort_order&per_page=25`]);
    await setLayout(member.agent, { layout: 'calendar' });
    const calendar = await boot(member.agent, `/${slug}/projects/${p.id}/issues`);
    expect(listKeys(calendar, apiPaths.workItems(slug, p.id))).toEqual([]);
    // A zone the server does not know, or a value that is no zone, is no hint either (and no error).
    for (const odd of ['Mars%2FOlympus_Mons', '%E0%A4%A', 'x'.repeat(200), '..%2F..%2Fetc']) {
      member.agent.cookies.set(TIME_ZONE_HINT_COOKIE, odd);
      const payload = await boot(member.agent, `/${slug}/projects/${p.id}/issues`).finally(() => member.agent.cookies.delete(TIME_ZONE_HINT_COOKIE));
      expect(listKeys(payload, apiPaths.workItems(slug, p.id))).toEqual([]);
    }
    // Last: an order once chosen stays chosen.
    await setLayout(member.agent, { layout: 'spreadsheet', order_by: 'priority' });
    const sheet = await boot(member.agent, `/${slug}/projects/${p.id}/issues`);
    expect(listKeys(sheet, apiPaths.workItems(slug, p.id))).toEqual([`${apiPaths.workItems(slug, p.id)}?order_by=priority&per_page=50`]);
  });

  it("a calendar, with the browser's zone hint: the days it shows around the browser's today, from the profile's week start", async () => {
    // UTC+14: most of the day, its date is not the server's (UTC) date.
    const zone = 'Pacific/Kiritimati';
    const today = new Date().toLocaleDateString('en-CA', { timeZone: zone });
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const monday = -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7);
    expect((await member.agent.patch(apiPaths.profile(), { start_of_the_week: 1 })).statusCode).toBe(200);
    const dated = await admin.agent.patch(apiPaths.workItem(slug, p.id, itemIds[0]), { target_date: today });
    expect(dated.statusCode).toBe(200);
    await setLayout(member.agent, { layout: 'calendar', calendar_layout: 'week', order_by: '-created_at' });
    member.agent.cookies.set(TIME_ZONE_HINT_COOKIE, encodeURIComponent(zone));
    try {
      const payload = await boot(member.agent, `/${slug}/projects/${p.id}/issues`);
      const window = encodeURIComponent(`${day(monday)};after,${day(monday + 6)};before`);
      const key = `${apiPaths.workItems(slug, p.id)}?target_date=${window}&order_by=-created_at&per_page=1000`;
      expect(listKeys(payload, apiPaths.workItems(slug, p.id))).toEqual([key]);
      expect(payload.answers[key]).toEqual((await member.agent.get(key)).json());
      expect((payload.answers[key] as { results: Array<{ id: string }> }).results.map((r) => r.id)).toEqual([itemIds[0]]);
    } finally {
      member.agent.cookies.delete(TIME_ZONE_HINT_COOKIE);
      await member.agent.patch(apiPaths.profile(), { start_of_the_week: 0 });
      await admin.agent.patch(apiPaths.workItem(slug, p.id, itemIds[0]), { target_date: null });
    }
  });

  it("a workspace view and a profile list: the signed-in user's condition, their lists' own paths", async () => {
    const assigned = await boot(member.agent, `/${slug}/workspace-views/assigned`);
    const key = `${apiPaths.workspaceWorkItems(slug)}?assignees=${member.id}&order_by=-created_at&per_page=50`;
    expect(listKeys(assigned, apiPaths.workspaceWorkItems(slug))).toEqual([key]);
    expect((assigned.answers[key] as { results: Array<{ id: string }> }).results.map((r) => r.id).sort()).toEqual([...itemIds].sort());
    const created = await boot(admin.agent, `/${slug}/profile/${admin.id}/created`);
    expect(listKeys(created, apiPaths.profileWorkItems(slug, admin.id, 'created'))).toHaveLength(1);
  });

  it('a list reloaded with its peek open carries the item as the detail asks for it; a foreign or odd peekId nothing', async () => {
    const listPath = `/${slug}/projects/${p.id}/issues`;
    const detailKey = (projectId: string, id: string) => `${apiPaths.workItem(slug, projectId, id)}?expand=issue_reactions%2Cissue_attachments%2Cissue_link%2Cparent`;
    const peek = await boot(member.agent, `${listPath}?peekId=${itemIds[1].toUpperCase()}`);
    expect((peek.answers[detailKey(p.id, itemIds[1])] as { name: string }).name).toBe('Second');
    for (const key of [apiPaths.comments(slug, p.id, itemIds[1]), apiPaths.subIssues(slug, p.id, itemIds[1]), apiPaths.relations(slug, p.id, itemIds[1])]) {
      expect(peek.answers[key]).toBeDefined();
    }
    // The item of a project the caller is not in, put in this project's URL, and a peekId that is not an id.
    const secret = await admin.agent.post(apiPaths.workItems(slug, hidden.id), { name: 'Secret' });
    const secretId = (secret.json() as { id: string }).id;
    const foreign = await boot(member.agent, `${listPath}?peekId=${secretId}`);
    expect(JSON.stringify(foreign.answers)).not.toContain(secretId);
    const odd = await boot(member.agent, `${listPath}?peekId=%00'--`);
    expect(Object.keys(odd.answers).filter((k) => k.includes('/issues/') && !k.includes('?'))).toEqual([]);
  });

  it("nothing for a list the caller cannot read: another member's secret project, a stranger, signed out", async () => {
    const notMine = await boot(member.agent, `/${slug}/projects/${hidden.id}/issues`);
    expect(listKeys(notMine, apiPaths.workItems(slug, hidden.id))).toEqual([]);
    const foreign = await boot(stranger.agent, `/${slug}/projects/${p.id}/issues`);
    expect(listKeys(foreign, apiPaths.workItems(slug, p.id))).toEqual([]);
    expect(JSON.stringify(foreign)).not.toContain(itemIds[0]);
    const res = await t.app.inject({ method: 'GET', url: apiPaths.boot(`/${slug}/projects/${p.id}/issues`) });
    expect(JSON.stringify(res.json())).not.toContain(itemIds[0]);
  });
});
