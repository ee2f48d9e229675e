import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths, bootAnswerKey, DEFAULT_ANALYTICS_DURATION, matchAppRoute, ROLE, type BootPayload } from '@cairn/types';
import { createAgent, type Agent, type TestApp, createTestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';
import { collectBootAnswers } from './boot.plan';
import { jsonForScript } from './boot.presenter';
import { asyncEntry, streamWebIndex } from './boot.html';
import { LAYOUT_MODULES, ROUTE_MODULES, routeModules } from './boot.preload';

// Boot (issue 11): GET /api/boot/?path= answers, for the caller, exactly what the endpoints the route calls answer
// them — nothing a direct call would refuse (roles, foreign ids, guests) — and the web app's HTML embeds it safely.

let t: TestApp;
let appsDir: string;
let admin: Actor;
let member: Actor;
let guest: Actor;
let stranger: Actor;
let slug: string;
let slugB: string;
let p: SeededProject;
let hidden: SeededProject;
let q: SeededProject;
let itemKey: string;
const XSS = '</script><script>alert(1)</script>';

const LAYOUT_CHUNK = 'assets/workspace-layout.route-abc.js';
const SHARED_CHUNK = 'assets/shared-abc.js';

beforeAll(async () => {
  appsDir = mkdtempSync(path.join(tmpdir(), 'cairn-boot-'));
  const dist = path.join(appsDir, 'web', 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>web-app</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
    [ROUTE_MODULES.workspace]: { file: LAYOUT_CHUNK, imports: ['_shared'], css: ['assets/layout-abc.css'] },
    _shared: { file: SHARED_CHUNK, imports: [ROUTE_MODULES.workspace] },
    [ROUTE_MODULES.projectList]: { file: 'assets/work-items-list.route-abc.js', imports: ['_shared'] },
    [LAYOUT_MODULES.kanban]: { file: 'assets/kanban-abc.js', imports: ['_shared'], css: ['assets/kanban-abc.css'] },
  }));
  symlinkSync(path.resolve(__dirname, '..', '..', '..', '..', 'api'), path.join(appsDir, 'api'), 'dir');
  t = await createTestApp({ config: { appsDir, serveApps: true } });
  admin = await newActor(t, 'boot-admin');
  member = await newActor(t, 'boot-member');
  guest = await newActor(t, 'boot-guest');
  stranger = await newActor(t, 'boot-stranger');
  const a = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN], [member.id, ROLE.MEMBER], [guest.id, ROLE.GUEST]]);
  const b = await seedWorkspace(t, stranger.id, [[stranger.id, ROLE.ADMIN], [admin.id, ROLE.ADMIN]]);
  slug = a.workspace.slug;
  slugB = b.workspace.slug;
  p = await seedProject(t, a.workspace.id, admin.id);
  hidden = await seedProject(t, a.workspace.id, admin.id);
  q = await seedProject(t, b.workspace.id, stranger.id);
  await addProjectMembers(t, a.workspace.id, p.id, [[member.id, ROLE.MEMBER], [guest.id, ROLE.GUEST]]);
  const renamed = await admin.agent.patch(apiPaths.project(slug, p.id), { name: XSS });
  expect(renamed.statusCode).toBe(200);
  const created = await admin.agent.post(apiPaths.workItems(slug, p.id), { name: `Item ${XSS}` });
  expect(created.statusCode).toBe(201);
  itemKey = `${p.identifier}-${(created.json() as { sequence_id: number }).sequence_id}`;
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(appsDir, { recursive: true, force: true });
});

async function boot(agent: Agent, appPath: string): Promise<BootPayload> {
  const res = await agent.get(apiPaths.boot(appPath));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as BootPayload;
}

/** What the caller's own GETs of the route's endpoints answer: each 200 body by key (the boot answer must equal it). */
async function direct(agent: Agent, appPath: string): Promise<Record<string, unknown>> {
  return collectBootAnswers(matchAppRoute(appPath), async (key) => {
    const res = await agent.get(key);
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  });
}

const projectKeys = (s: string, id: string) => [
  apiPaths.project(s, id), apiPaths.states(s, id), apiPaths.labels(s, id), apiPaths.projectMembers(s, id), apiPaths.estimates(s, id), apiPaths.projectUserProperties(s, id),
];

describe('GET /api/boot/', () => {
  it('says signed out (200, no data) without a session, and refuses a missing or relative path', async () => {
    const anon = createAgent(t.app);
    const payload = await boot(anon, `/${slug}/projects/${p.id}/issues`);
    // Signed out, the page still gets the instance's public config (issue 19), the same for everyone.
    expect(payload).toEqual({ signed_in: false, path: `/${slug}/projects/${p.id}/issues`, answers: { [apiPaths.instances()]: expect.objectContaining({ config: expect.any(Object) }) } });
    expect((await anon.get('/api/boot/')).statusCode).toBe(400);
    expect((await admin.agent.get(`/api/boot/?path=${encodeURIComponent('acme')}`)).statusCode).toBe(400);
  });

  it.each([
    ['admin', () => admin],
    ['member', () => member],
    ['guest', () => guest],
  ])('a project list: the %s gets what each endpoint answers them', async (_name, who) => {
    const appPath = `/${slug}/projects/${p.id}/issues`;
    const payload = await boot(who().agent, appPath);
    expect(payload.signed_in).toBe(true);
    expect(payload.answers).toEqual(await direct(who().agent, appPath));
    expect(Object.keys(payload.answers)).toEqual(expect.arrayContaining([
      apiPaths.me(), apiPaths.profile(), apiPaths.settings(), apiPaths.myWorkspaces(), apiPaths.workspaceMemberMe(slug), apiPaths.projects(slug),
      apiPaths.project(slug, p.id), apiPaths.states(slug, p.id),
    ]));
    expect((payload.answers[apiPaths.me()] as { id: string }).id).toBe(who().id);
  });

  it("an in-app visit (scope=route): the route's parts only — no session or workspace parts — as the endpoints answer", async () => {
    const appPath = `/${slug}/projects/${p.id}/issues`;
    const page = await boot(member.agent, appPath);
    const res = await member.agent.get(apiPaths.boot(appPath, 'route'));
    expect(res.statusCode).toBe(200);
    const visit = res.json() as BootPayload;
    expect(visit.signed_in).toBe(true);
    const sessionAndWorkspace = [
      apiPaths.me(), apiPaths.profile(), apiPaths.settings(), apiPaths.myWorkspaces(), apiPaths.instances(), apiPaths.workspaceMemberMe(slug), apiPaths.projects(slug),
      apiPaths.workspaceEventVersion(slug), apiPaths.userFavorites(slug), apiPaths.teamspaces(slug), apiPaths.notificationsUnread(slug),
    ];
    for (const key of sessionAndWorkspace) expect(visit.answers[key]).toBeUndefined();
    // Everything else of the page's payload, the list's first page included (it needs the user, asked but not sent).
    const routeKeys = Object.keys(page.answers).filter((k) => !sessionAndWorkspace.includes(k));
    expect(Object.keys(visit.answers).sort()).toEqual(routeKeys.sort());
    expect(routeKeys).toEqual(expect.arrayContaining([...projectKeys(slug, p.id), expect.stringMatching(/\/issues\/\?/)]));
    for (const key of routeKeys) expect(visit.answers[key]).toEqual(page.answers[key]);
    // Nothing for a route without data, a project the caller may not open, or no session; an unknown scope is refused.
    expect((await member.agent.get(apiPaths.boot(`/${slug}/settings`, 'route'))).json()).toMatchObject({ answers: {} });
    expect((await member.agent.get(apiPaths.boot('/onboarding', 'route'))).json()).toMatchObject({ answers: {} });
    expect((await member.agent.get(apiPaths.boot(`/${slug}/projects/${hidden.id}/issues`, 'route'))).json()).toMatchObject({ answers: {} });
    expect((await stranger.agent.get(apiPaths.boot(appPath, 'route'))).json()).toMatchObject({ answers: {} });
    expect((await createAgent(t.app).get(apiPaths.boot(appPath, 'route'))).json()).toMatchObject({ signed_in: false });
    expect((await member.agent.get(`${apiPaths.boot(appPath)}&scope=everything`)).statusCode).toBe(400);
  });

  it('a visit whose app holds the project (known=project) leaves its parts out but keeps the list settings and the section', async () => {
    const appPath = `/${slug}/projects/${p.id}/cycles`;
    const full = (await member.agent.get(apiPaths.boot(appPath, 'route'))).json() as BootPayload;
    const lean = (await member.agent.get(apiPaths.boot(appPath, 'route', 'project'))).json() as BootPayload;
    const settings = apiPaths.projectUserProperties(slug, p.id);
    const held = projectKeys(slug, p.id).filter((key) => key !== settings);
    for (const key of held) {
      expect(full.answers[key]).toBeDefined();
      expect(lean.answers[key]).toBeUndefined();
    }
    expect(lean.answers[settings]).toEqual(full.answers[settings]);
    expect(lean.answers[apiPaths.cycles(slug, p.id)]).toEqual(full.answers[apiPaths.cycles(slug, p.id)]);
    // A page load ignores it (its app holds nothing yet); an unknown value is refused; a stranger still gets nothing.
    expect(Object.keys(((await member.agent.get(`${apiPaths.boot(appPath)}&known=project`)).json() as BootPayload).answers)).toEqual(expect.arrayContaining(held));
    expect((await member.agent.get(`${apiPaths.boot(appPath, 'route')}&known=everything`)).statusCode).toBe(400);
    expect((await stranger.agent.get(apiPaths.boot(appPath, 'route', 'project'))).json()).toMatchObject({ answers: {} });
  });

  it('leaves out a project the caller is not a member of (deny row), as its endpoints refuse it', async () => {
    const payload = await boot(member.agent, `/${slug}/projects/${hidden.id}/issues`);
    expect(payload.answers[apiPaths.projects(slug)]).toBeDefined();
    for (const key of [apiPaths.states(slug, hidden.id), apiPaths.labels(slug, hidden.id), apiPaths.projectMembers(slug, hidden.id), apiPaths.projectUserProperties(slug, hidden.id)]) {
      expect(payload.answers[key]).toBeUndefined();
    }
    expect(payload.answers).toEqual(await direct(member.agent, `/${slug}/projects/${hidden.id}/issues`));
  });

  it("a member's profile (issue 17): the member with the overview's stats and activity, or a list tab's settings", async () => {
    const overview = await boot(admin.agent, `/${slug}/profile/${member.id}`);
    for (const key of [apiPaths.userProfile(slug, member.id), apiPaths.userStats(slug, member.id), apiPaths.userActivity(slug, member.id), apiPaths.members(slug)]) {
      expect(overview.answers[key]).toBeDefined();
    }
    expect(overview.answers).toEqual(await direct(admin.agent, `/${slug}/profile/${member.id}`));
    const list = await boot(admin.agent, `/${slug}/profile/${member.id}/created`);
    expect(list.answers[apiPaths.workspaceUserProperties(slug, 'profile-created')]).toBeDefined();
    expect(list.answers[apiPaths.userStats(slug, member.id)]).toBeUndefined();
    expect((await boot(stranger.agent, `/${slug}/profile/${member.id}`)).answers[apiPaths.userProfile(slug, member.id)]).toBeUndefined();
  });

  it('analytics (issue 17): the default overview, for the workspace or scoped to the project', async () => {
    const ws = await boot(member.agent, `/${slug}/analytics`);
    expect(ws.answers[bootAnswerKey(apiPaths.analyticsOverview(slug), { duration: DEFAULT_ANALYTICS_DURATION })]).toMatchObject({ duration: DEFAULT_ANALYTICS_DURATION });
    const project = await boot(member.agent, `/${slug}/projects/${p.id}/analytics`);
    expect(project.answers[bootAnswerKey(apiPaths.analyticsOverview(slug), { duration: DEFAULT_ANALYTICS_DURATION, project_ids: p.id })]).toBeDefined();
  });

  it("home (issue 16): the enabled widgets' data under the keys the widgets ask (Your work's stored tab), Getting started's members and invitations; nothing for a hidden widget or a stranger", async () => {
    const home = `/${slug}`;
    const dashboardKey = bootAnswerKey(apiPaths.dashboard(slug), { dashboard_type: 'home' });
    const first = await boot(member.agent, home);
    const { dashboard, widgets } = first.answers[dashboardKey] as { dashboard: { id: string }; widgets: Array<{ id: string; key: string }> };
    const dataKey = (params: Record<string, string>) => bootAnswerKey(apiPaths.dashboardWidgetData(slug, dashboard.id), params);
    expect(first.answers[dataKey({ widget_key: 'your_work', tab: 'assigned' })]).toMatchObject({ assigned: expect.any(Number) });
    expect(first.answers[dataKey({ widget_key: 'recent_activity' })]).toMatchObject({ results: expect.any(Array) });
    // Getting started's counts: the members and the invitations, as those endpoints answer the caller.
    expect(first.answers[apiPaths.members(slug)]).toEqual(expect.arrayContaining([expect.objectContaining({ member: expect.objectContaining({ id: member.id }) })]));
    expect((await boot(admin.agent, home)).answers[apiPaths.invitations(slug)]).toEqual((await admin.agent.get(apiPaths.invitations(slug))).json());
    expect(first.answers).toEqual(await direct(member.agent, home));

    const yourWork = widgets.find((w) => w.key === 'your_work')!;
    expect((await member.agent.patch(apiPaths.dashboardWidget(dashboard.id, yourWork.id), { filters: { tab: 'created' } })).statusCode).toBe(200);
    expect((await member.agent.patch(apiPaths.homePreference(slug, 'recent_activity'), { is_enabled: false })).statusCode).toBe(200);
    const after = await boot(member.agent, home);
    expect(Object.keys(after.answers).filter((key) => key.startsWith(apiPaths.dashboardWidgetData(slug, dashboard.id)))).toEqual([dataKey({ widget_key: 'your_work', tab: 'created' })]);
    expect(after.answers).toEqual(await direct(member.agent, home));

    const visit = await member.agent.get(`${apiPaths.boot(home)}&scope=route`);
    expect(Object.keys((visit.json() as BootPayload).answers)).toContain(dataKey({ widget_key: 'your_work', tab: 'created' }));
    expect(JSON.stringify((await boot(stranger.agent, home)).answers)).not.toContain(dashboard.id);
  });

  it('gives nothing of a workspace the caller does not belong to', async () => {
    const payload = await boot(stranger.agent, `/${slug}/projects/${p.id}/issues`);
    expect(Object.keys(payload.answers).sort()).toEqual([apiPaths.me(), apiPaths.myWorkspaces(), apiPaths.profile(), apiPaths.settings(), apiPaths.instances()].sort());
    expect(JSON.stringify(payload.answers)).not.toContain(p.id);
  });

  it('gives nothing of a foreign project id put in another workspace’s path', async () => {
    const payload = await boot(admin.agent, `/${slug}/projects/${q.id}/issues`);
    for (const key of projectKeys(slug, q.id)) expect(payload.answers[key]).toBeUndefined();
    const inB = await boot(admin.agent, `/${slugB}/projects/${p.id}/issues`);
    for (const key of projectKeys(slugB, p.id)) expect(inB.answers[key]).toBeUndefined();
    expect(inB.answers[apiPaths.projects(slugB)]).toBeDefined();
  });

  it('a work item page: the key, the item as the detail asks for it and its project; nothing for a stranger', async () => {
    const appPath = `/${slug}/browse/${itemKey}`;
    const payload = await boot(member.agent, appPath);
    const [identifier, sequence] = itemKey.split('-');
    const byKey = payload.answers[apiPaths.workItemByIdentifier(slug, identifier, Number(sequence))] as { id: string; name: string };
    expect(byKey.name).toBe(`Item ${XSS}`);
    expect(payload.answers[`${apiPaths.workItem(slug, p.id, byKey.id)}?expand=issue_reactions%2Cissue_attachments%2Cissue_link%2Cparent`]).toBeDefined();
    expect(payload.answers[apiPaths.states(slug, p.id)]).toBeDefined();
    expect(payload.answers).toEqual(await direct(member.agent, appPath));
    const foreign = await boot(stranger.agent, appPath);
    expect(JSON.stringify(foreign)).not.toContain(byKey.id);
  });

  it('the modules screens carry the modules (a module page also its list settings), the archive its archived ones', async () => {
    const made = await admin.agent.post(apiPaths.modules(slug, p.id), { name: 'Boot module' });
    expect(made.statusCode).toBe(201);
    const moduleId = (made.json() as { id: string }).id;
    const page = await boot(guest.agent, `/${slug}/projects/${p.id}/modules`);
    expect((page.answers[apiPaths.modules(slug, p.id)] as { id: string }[]).map((m) => m.id)).toContain(moduleId);
    const detailPath = `/${slug}/projects/${p.id}/modules/${moduleId}`;
    const detail = await boot(member.agent, detailPath);
    expect(detail.answers[apiPaths.moduleUserProperties(slug, p.id, moduleId)]).toBeDefined();
    expect(detail.answers).toEqual(await direct(member.agent, detailPath));
    const archive = await boot(member.agent, `/${slug}/projects/${p.id}/archives/modules`);
    expect(archive.answers[apiPaths.archivedModules(slug, p.id)]).toEqual([]);
    expect(archive.answers[apiPaths.modules(slug, p.id)]).toBeUndefined();
    const foreign = await boot(stranger.agent, detailPath);
    expect(JSON.stringify(foreign.answers)).not.toContain(moduleId);
  });

  it('a saved view carries its record (the list settings), the views page the project views, the epics list its settings', async () => {
    await admin.agent.patch(apiPaths.project(slug, p.id), { issue_views_view: true });
    const made = await admin.agent.post(apiPaths.views(slug, p.id), { name: 'Boot view', filters: { priority: ['high'] } });
    expect(made.statusCode).toBe(201);
    const viewId = (made.json() as { id: string }).id;
    const viewPath = `/${slug}/projects/${p.id}/views/${viewId}`;
    const view = await boot(member.agent, viewPath);
    expect((view.answers[apiPaths.view(slug, p.id, viewId)] as { filters: unknown }).filters).toEqual({ priority: ['high'] });
    expect((view.answers[apiPaths.views(slug, p.id)] as { id: string }[]).map((v) => v.id)).toContain(viewId);
    expect(view.answers).toEqual(await direct(member.agent, viewPath));
    // Every workspace page also carries the sidebar's favorites and teamspaces.
    expect(view.answers[apiPaths.userFavorites(slug)]).toEqual([]);
    expect(view.answers[apiPaths.teamspaces(slug)]).toEqual([]);
    const epics = await boot(member.agent, `/${slug}/projects/${p.id}/epics`);
    expect(epics.answers[apiPaths.epicsUserProperties(slug, p.id)]).toBeDefined();
    const global = await admin.agent.post(apiPaths.workspaceViews(slug), { name: 'Boot global view' });
    const globalId = (global.json() as { id: string }).id;
    const saved = await boot(admin.agent, `/${slug}/workspace-views/${globalId}`);
    expect((saved.answers[apiPaths.workspaceView(slug, globalId)] as { name: string }).name).toBe('Boot global view');
    const foreign = await boot(stranger.agent, viewPath);
    expect(JSON.stringify(foreign.answers)).not.toContain(viewId);
  });

  it('the pages list carries its first query and the tab counts, a page its record; private pages and strangers get nothing', async () => {
    const open = await admin.agent.post(apiPaths.pages(slug, p.id), { name: 'Boot page', description_html: '<p>Boot text</p>' });
    expect(open.statusCode).toBe(201);
    const openId = (open.json() as { id: string }).id;
    const secret = await admin.agent.post(apiPaths.pages(slug, p.id), { name: 'Boot secret', access: 'private' });
    const secretId = (secret.json() as { id: string }).id;
    const listPath = `/${slug}/projects/${p.id}/pages`;
    const list = await boot(member.agent, listPath);
    const listKey = bootAnswerKey(apiPaths.pages(slug, p.id), { type: 'all', sort_key: 'updated_at', sort_by: 'desc' });
    const ids = (list.answers[listKey] as { id: string }[]).map((page) => page.id);
    expect(ids).toContain(openId);
    expect(ids).not.toContain(secretId);
    expect(list.answers[apiPaths.pagesSummary(slug, p.id)]).toBeDefined();
    expect(list.answers).toEqual(await direct(member.agent, listPath));
    const one = await boot(member.agent, `${listPath}/${openId}`);
    expect((one.answers[apiPaths.page(slug, p.id, openId)] as { description_html: string }).description_html).toContain('Boot text');
    const hidden = await boot(member.agent, `${listPath}/${secretId}`);
    expect(hidden.answers[apiPaths.page(slug, p.id, secretId)]).toBeUndefined();
    const foreign = await boot(stranger.agent, `${listPath}/${openId}`);
    expect(JSON.stringify(foreign.answers)).not.toContain(openId);
  });

  it('the cycles screens carry the cycles (the current one with its analytics and urgent / high items), a cycle its settings, the workspace its active cycles', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const made = await admin.agent.post(apiPaths.cycles(slug, p.id), { name: 'Boot cycle', start_date: day(-2), end_date: day(2) });
    expect(made.statusCode).toBe(201);
    const cycleId = (made.json() as { id: string }).id;
    const listPath = `/${slug}/projects/${p.id}/cycles`;
    const page = await boot(guest.agent, listPath);
    expect((page.answers[apiPaths.cycles(slug, p.id)] as { id: string }[]).map((c) => c.id)).toContain(cycleId);
    expect(page.answers[apiPaths.cycleCycleProgress(slug, p.id, cycleId)]).toBeDefined();
    expect(page.answers[bootAnswerKey(apiPaths.cycleIssues(slug, p.id, cycleId), { priority: 'urgent,high', per_page: 10 })]).toBeDefined();
    expect(page.answers).toEqual(await direct(guest.agent, listPath));
    const detailPath = `${listPath}/${cycleId}`;
    const detail = await boot(member.agent, detailPath);
    expect(detail.answers[apiPaths.cycleUserProperties(slug, p.id, cycleId)]).toBeDefined();
    expect(detail.answers).toEqual(await direct(member.agent, detailPath));
    const archive = await boot(member.agent, `/${slug}/projects/${p.id}/archives/cycles`);
    expect(archive.answers[apiPaths.archivedCycles(slug, p.id)]).toEqual([]);
    const active = await boot(member.agent, `/${slug}/cycles`);
    expect((active.answers[bootAnswerKey(apiPaths.activeCycles(slug), { per_page: 10 })] as { results: { id: string }[] }).results.map((c) => c.id)).toContain(cycleId);
    const foreign = await boot(stranger.agent, detailPath);
    expect(JSON.stringify(foreign.answers)).not.toContain(cycleId);
    expect((await admin.agent.delete(apiPaths.cycle(slug, p.id, cycleId))).statusCode).toBeLessThan(300);
  });

  it('workspace views and profile lists carry their stored settings and the workspace members', async () => {
    const views = await boot(member.agent, `/${slug}/workspace-views/assigned`);
    expect(views.answers[apiPaths.workspaceUserProperties(slug, 'assigned')]).toBeDefined();
    expect(views.answers[apiPaths.members(slug)]).toBeDefined();
    const profile = await boot(member.agent, `/${slug}/profile/${member.id}/created`);
    expect(profile.answers[apiPaths.workspaceUserProperties(slug, 'profile-created')]).toBeDefined();
    expect(profile.answers).toEqual(await direct(member.agent, `/${slug}/profile/${member.id}/created`));
  });
});

describe('the web app HTML', () => {
  const page = (agent: Agent | undefined, url: string) => (agent ? agent.get(url) : t.app.inject({ method: 'GET', url }));
  const bootJsonOf = (html: string) => {
    const m = /<script type="application\/json" id="cairn-boot">([^<]*)<\/script>/.exec(html);
    expect(m).not.toBeNull();
    return JSON.parse(m![1]) as BootPayload;
  };

  it('embeds the signed-in payload without letting a name close the element, and is private', async () => {
    const res = await page(admin.agent, `/${slug}/projects/${p.id}/issues`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The only script elements are the page's own module and the JSON element: the name opened none.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert(1)');
    const payload = bootJsonOf(res.body);
    expect(payload.signed_in).toBe(true);
    expect((payload.answers[apiPaths.project(slug, p.id)] as { name: string }).name).toBe(XSS);
  });

  it('signed out: the same cacheable page for everyone, saying so', async () => {
    const res = await page(undefined, `/${slug}/projects/${p.id}/issues`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(bootJsonOf(res.body)).toEqual({ signed_in: false, path: `/${slug}/projects/${p.id}/issues`, answers: { [apiPaths.instances()]: expect.objectContaining({ config: expect.any(Object) }) } });
    const stale = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { cookie: 'session_id=not-a-real-session-token-000000' } });
    expect(bootJsonOf(stale.body).signed_in).toBe(false);
    // The head leaves before the session is checked (streamed), so a request with a session cookie is never cacheable.
    expect(stale.headers['cache-control']).toBe('private, no-store');
  });

  it("preloads the route's chunks and CSS from the manifest, each once", async () => {
    const res = await page(admin.agent, `/${slug}/projects/${p.id}/issues`);
    for (const file of [LAYOUT_CHUNK, SHARED_CHUNK, 'assets/work-items-list.route-abc.js']) {
      expect(res.body.split(`<link rel="modulepreload" crossorigin href="/${file}">`)).toHaveLength(2);
    }
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/layout-abc.css">');
    expect(res.body).not.toContain('kanban-abc');
    const home = await page(admin.agent, '/create-workspace');
    expect(home.body).not.toContain('modulepreload');
  });

  it("preloads the layout the user's stored display settings choose (kanban), with its CSS", async () => {
    const stored = await member.agent.patch(apiPaths.projectUserProperties(slug, p.id), { display_filters: { layout: 'kanban' } });
    expect(stored.statusCode).toBe(200);
    const res = await page(member.agent, `/${slug}/projects/${p.id}/issues`);
    expect(res.body.split('<link rel="modulepreload" crossorigin href="/assets/kanban-abc.js">')).toHaveLength(2);
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/kanban-abc.css">');
    // Another page of the same user (no list there) preloads no layout.
    expect((await page(member.agent, `/${slug}/projects/${p.id}/settings`)).body).not.toContain('kanban-abc');
  });
});

describe('the web app HTML, streamed', () => {
  const HTML = '<!doctype html><html><head><title>web-app</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
  const MANIFEST = {
    [ROUTE_MODULES.workspace]: { file: LAYOUT_CHUNK, imports: ['_shared'] },
    _shared: { file: SHARED_CHUNK },
    [ROUTE_MODULES.projectList]: { file: 'assets/work-items-list.route-abc.js', imports: ['_shared'] },
    [LAYOUT_MODULES.kanban]: { file: 'assets/kanban-abc.js', imports: ['_shared'], css: ['assets/kanban-abc.css'] },
  };
  const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it("sends the head with the route's preloads before the boot payload, which follows with the stored layout's chunk", async () => {
    const stored = await member.agent.patch(apiPaths.projectUserProperties(slug, p.id), { display_filters: { layout: 'kanban' } });
    expect(stored.statusCode).toBe(200);
    const url = `/${slug}/projects/${p.id}/issues`;
    const page = streamWebIndex(t.app, HTML, MANIFEST, url, cookieOf(member.agent));
    // Ready at once, without waiting for the database: the app's script and the route's chunks, no payload yet.
    expect(page.head).toContain('<script type="module" async src="/assets/index-abc.js"></script>');
    expect(page.head).toContain(`<link rel="modulepreload" crossorigin href="/${LAYOUT_CHUNK}">`);
    expect(page.head).toContain('<link rel="modulepreload" crossorigin href="/assets/work-items-list.route-abc.js">');
    expect(page.head).not.toContain('cairn-boot');
    expect(page.head).not.toContain('</head>');
    expect(page.personal).toBe(true);
    const rest = await page.rest;
    expect(rest).toContain('<link rel="modulepreload" crossorigin href="/assets/kanban-abc.js">');
    expect(rest).not.toContain(`href="/${SHARED_CHUNK}"`);
    expect(rest).toContain('id="cairn-boot"');
    expect(rest.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
    expect((await member.agent.patch(apiPaths.projectUserProperties(slug, p.id), { display_filters: { layout: 'list' } })).statusCode).toBe(200);
  });

  it('falls back to the signed-out page when the session is not one, and is never cacheable with a cookie', async () => {
    const page = streamWebIndex(t.app, HTML, MANIFEST, `/${slug}`, 'session_id=forged');
    expect(page.personal).toBe(true);
    expect(await page.rest).toContain('"signed_in":false');
    const anonymous = streamWebIndex(t.app, HTML, MANIFEST, `/${slug}`, undefined);
    expect(anonymous.personal).toBe(false);
  });
});

describe('boot helpers', () => {
  it("makes the app's entry module async once (it runs while the payload is on its way), and leaves other scripts", () => {
    const head = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><script type="application/json" id="x"></script>';
    const once = asyncEntry(head);
    expect(once).toContain('<script type="module" async crossorigin src="/assets/index-abc.js">');
    expect(asyncEntry(once)).toBe(once);
    expect(once).toContain('<script type="application/json" id="x">');
  });


  it('escapes <, >, &, U+2028 and U+2029 so JSON.parse reads the same value back', () => {
    const value = { name: `${XSS} & <!-- \u2028\u2029` };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('maps every preloaded route module to a file of apps/web (a renamed route breaks this test, not the page)', () => {
    const web = path.resolve(__dirname, '..', '..', '..', '..', 'web');
    for (const file of [...Object.values(ROUTE_MODULES), ...Object.values(LAYOUT_MODULES)]) expect(existsSync(path.join(web, file))).toBe(true);
  });

  it('preloads the lazy store actions a screen calls at once with its route (home, inbox, pages), not elsewhere', () => {
    const project = '/ws/projects/00000000-0000-4000-8000-000000000001';
    expect(routeModules(matchAppRoute('/ws'))).toContain(ROUTE_MODULES.homeActions);
    expect(routeModules(matchAppRoute('/ws/inbox'))).toContain(ROUTE_MODULES.inboxActions);
    expect(routeModules(matchAppRoute(`${project}/pages`))).toContain(ROUTE_MODULES.pagesActions);
    expect(routeModules(matchAppRoute(`${project}/issues`))).not.toContain(ROUTE_MODULES.pagesActions);
  });
});
