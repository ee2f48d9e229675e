import { apiPaths, entitySearchSchema, workspaceSearchSchema } from '@cairn/types';
import { createAgent, createTestApp, type TestApp } from '../../test/test-app';
import { seedWorkItem } from '../comments/work-items.test-support';
import { homeActors, seedHomeWorld, type HomeActors, type HomeWorld } from '../dashboard/home.test-support';
import { seedPage } from '../pages/pages.test-support';
import { seedProject, type SeededProject } from '../projects/projects.test-support';
import { seedView } from '../views/views.test-support';
import type { Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let a: HomeActors;
let w: HomeWorld;
/** A second project only the admin (workspace admin) is in: memberOut and member see nothing of it. */
let hidden: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  a = await homeActors(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.clock.set(new Date('2025-05-01T09:00:00Z'));
  w = await seedHomeWorld(t, a);
  hidden = await seedProject(t, w.workspaceId, a.admin.id);
});

const search = (actor: Actor, q: string, extra = '', slug = w.slug) =>
  actor.agent.get(`${apiPaths.workspaceSearch(slug)}?search=${encodeURIComponent(q)}${extra}`);
const results = async (actor: Actor, q: string, extra = '') => {
  const res = await search(actor, q, extra);
  expect(res.statusCode).toBe(200);
  return workspaceSearchSchema.strict().parse(res.json()).results;
};
const item = async (name: string, options: { createdBy?: string; projectId?: string; at?: Date } = {}) =>
  seedWorkItem(t, {
    workspaceId: w.workspaceId, projectId: options.projectId ?? w.project.id, createdBy: options.createdBy ?? a.admin.id, name,
    stateId: options.projectId === hidden?.id ? hidden.defaultStateId : w.project.defaultStateId, at: options.at,
  });
const at = (minutes: number) => new Date(Date.UTC(2025, 3, 1, 9, minutes));
async function planning(table: 'cycles' | 'modules', name: string, projectId = w.project.id): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO ${table} (workspace_id, project_id, name, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [w.workspaceId, projectId, name, a.admin.id],
  );
  return row.id;
}

describe('search/ ranking', () => {
  it('ranks exact identifier, then name prefix, word prefix, substring; ties by updated_at desc; literal wildcards', async () => {
    const sub = await item('Rebuild the reporting', { at: at(1) }); // substring "port"
    const word = await item('Fix port mapping', { at: at(2) }); // word prefix
    const prefixOld = await item('Portal login', { at: at(3) }); // name prefix (older)
    const prefixNew = await item('Port forwarding', { at: at(4) }); // name prefix (newer)
    await item('Unrelated', { at: at(5) });
    const names = (await results(a.member, 'PORT')).issue.map((r) => r.name);
    expect(names).toEqual([prefixNew.name, prefixOld.name, word.name, sub.name]);

    // An exact identifier (any case) comes first, whatever its name; the identifier is the project's, dash, sequence.
    const target = await item('Something else', { at: at(0) });
    const byId = (await results(a.member, `${w.project.identifier.toLowerCase()}-${target.sequence_id}`)).issue;
    expect(byId[0]).toMatchObject({
      id: target.id, sequence_id: target.sequence_id, project__identifier: w.project.identifier, workspace__slug: w.slug, state__group: 'backlog',
    });

    // % and _ are literal characters, not wildcards.
    await item('100% done', { at: at(6) });
    await item('snake_case name', { at: at(7) });
    expect((await results(a.member, '%')).issue.map((r) => r.name)).toEqual(['100% done']);
    expect((await results(a.member, '_')).issue.map((r) => r.name)).toEqual(['snake_case name']);
    expect((await results(a.member, '\\')).issue).toEqual([]);
  });

  it('answers at most 10 per type', async () => {
    for (let i = 0; i < 13; i += 1) await item(`Bulk ${i}`, { at: at(i) });
    const r = await results(a.member, 'bulk');
    expect(r.issue).toHaveLength(10);
    expect(r.issue[0].name).toBe('Bulk 12');
  });

  it('finds projects by name or identifier, cycles, modules, views, pages and the workspace', async () => {
    const cycle = await planning('cycles', 'Sprint Alpha');
    const mod = await planning('modules', 'Alpha module');
    const view = await seedView(t, { workspaceId: w.workspaceId, ownedBy: a.admin.id, projectId: w.project.id, name: 'Alpha view' });
    const global = await seedView(t, { workspaceId: w.workspaceId, ownedBy: a.admin.id, name: 'Alpha everywhere' });
    const page = await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Alpha spec' });
    const r = await results(a.member, 'alpha');
    expect(r.cycle).toEqual([{ id: cycle, name: 'Sprint Alpha', project_id: w.project.id, project__identifier: w.project.identifier, workspace__slug: w.slug }]);
    expect(r.module.map((x) => x.id)).toEqual([mod]);
    expect(r.issue_view.map((x) => x.id).sort()).toEqual([view.id, global.id].sort());
    expect(r.page.map((x) => x.id)).toEqual([page.id]);
    const p = await results(a.member, w.project.identifier);
    expect(p.project[0]).toMatchObject({ id: w.project.id, identifier: w.project.identifier, project__identifier: w.project.identifier });
    const wsName = (await t.query<{ name: string }>('SELECT name FROM workspaces WHERE id = $1', [w.workspaceId]))[0].name;
    expect((await results(a.member, wsName.slice(0, 3))).workspace).toEqual([{ id: w.workspaceId, name: wsName, slug: w.slug }]);
  });

  it('narrows to project_id unless workspace_search=true', async () => {
    await item('Shared word');
    await item('Shared word hidden', { projectId: hidden.id });
    expect((await results(a.admin, 'shared', `&project_id=${hidden.id}`)).issue.map((r) => r.name)).toEqual(['Shared word hidden']);
    expect((await results(a.admin, 'shared', `&project_id=${hidden.id}&workspace_search=true`)).issue).toHaveLength(2);
    // A project the caller has no role in, or another workspace's: 404.
    expect((await search(a.member, 'shared', `&project_id=${hidden.id}`)).statusCode).toBe(404);
    expect((await search(a.admin, 'shared', `&project_id=${w.foreign.project.id}`)).statusCode).toBe(404);
  });
});

describe('search/ scoping', () => {
  it('shows each caller only what they may see', async () => {
    await item('Scope admin item');
    await item('Scope guest item', { createdBy: a.guest.id });
    await item('Scope hidden item', { projectId: hidden.id });
    await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Scope private page', access: 'private' });
    await seedPage(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: a.admin.id, name: 'Scope public page' });
    await seedView(t, { workspaceId: w.workspaceId, ownedBy: a.admin.id, name: 'Scope private view', access: 'private' });
    await seedView(t, { workspaceId: w.workspaceId, ownedBy: a.admin.id, projectId: hidden.id, name: 'Scope hidden view' });
    await planning('cycles', 'Scope hidden cycle', hidden.id);

    const admin = await results(a.admin, 'scope');
    expect(admin.issue.map((r) => r.name).sort()).toEqual(['Scope admin item', 'Scope guest item', 'Scope hidden item']);
    expect(admin.page.map((r) => r.name).sort()).toEqual(['Scope private page', 'Scope public page']);
    expect(admin.issue_view.map((r) => r.name).sort()).toEqual(['Scope hidden view', 'Scope private view']);
    expect(admin.cycle.map((r) => r.name)).toEqual(['Scope hidden cycle']);

    const member = await results(a.member, 'scope');
    expect(member.issue.map((r) => r.name).sort()).toEqual(['Scope admin item', 'Scope guest item']);
    expect(member.page.map((r) => r.name)).toEqual(['Scope public page']);
    expect(member.issue_view).toEqual([]);
    expect(member.cycle).toEqual([]);

    // A guest without guest_view_all_features: only their own items.
    expect((await results(a.guest, 'scope')).issue.map((r) => r.name)).toEqual(['Scope guest item']);
    await t.query('UPDATE projects SET guest_view_all_features = true WHERE id = $1', [w.project.id]);
    expect((await results(a.guest, 'scope')).issue.map((r) => r.name).sort()).toEqual(['Scope admin item', 'Scope guest item']);

    // A workspace member in no project finds no work item, page or project.
    const out = await results(a.memberOut, 'scope');
    expect([out.issue, out.page, out.project, out.cycle]).toEqual([[], [], [], []]);

    // Archived or deleted items are not found.
    await t.query("UPDATE work_items SET archived_at = now() WHERE name = 'Scope admin item'");
    expect((await results(a.member, 'scope')).issue.map((r) => r.name)).toEqual(['Scope guest item']);
  });

  it('refuses outsiders (404) and the signed-out (401)', async () => {
    await item('Secret');
    const res = await search(a.outsider, 'secret');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Workspace not found' });
    expect((await createAgent(t.app).get(`${apiPaths.workspaceSearch(w.slug)}?search=secret`)).statusCode).toBe(401);
    // The outsider searching their own workspace finds nothing of this one.
    const own = await search(a.outsider, 'secret', '', w.foreign.slug);
    expect(workspaceSearchSchema.parse(own.json()).results.issue).toEqual([]);
  });

  it('answers 400 for bad input, never a 5xx', async () => {
    for (const q of ['', '   ', 'x'.repeat(201), 'x'.repeat(10_000)]) expect((await search(a.member, q)).statusCode).toBe(400);
    expect((await search(a.member, 'a\u0000b')).statusCode).toBe(400);
    expect((await search(a.member, 'a', '&project_id=nope')).statusCode).toBe(400);
    expect((await search(a.member, 'a', '&workspace_search=maybe')).statusCode).toBe(400);
    expect((await search(a.member, 'a', '&order_by=name')).statusCode).toBe(400);
    expect((await a.member.agent.get(apiPaths.workspaceSearch(w.slug))).statusCode).toBe(400);
  });
});

describe('entity-search/', () => {
  const entity = (actor: Actor, qs: string) => actor.agent.get(`${apiPaths.entitySearch(w.slug)}?${qs}`);

  it('answers only the asked types, with count, and finds members for mentions', async () => {
    await item('Mention target');
    await planning('modules', 'Mention module');
    await t.query("UPDATE users SET display_name = 'zed-mentionable', first_name = 'Zed', last_name = 'Mentionable' WHERE id = $1", [a.member.id]);
    const res = await entity(a.admin, 'query_type=user_mention,issue,module&query=mention&count=5');
    expect(res.statusCode).toBe(200);
    const body = entitySearchSchema.strict().parse(res.json());
    expect(Object.keys(body).sort()).toEqual(['issue', 'module', 'user_mention']);
    expect(body.issue?.map((r) => r.name)).toEqual(['Mention target']);
    expect(body.module?.map((r) => r.name)).toEqual(['Mention module']);
    expect(body.user_mention?.map((u) => u.id)).toEqual([a.member.id]);
    // Members of one project only with project_id; memberOut is not in it.
    await t.query("UPDATE users SET display_name = 'zed-out' WHERE id = $1", [a.memberOut.id]);
    const inProject = entitySearchSchema.parse((await entity(a.admin, `query_type=user_mention&query=zed&project_id=${w.project.id}`)).json());
    expect(inProject.user_mention?.map((u) => u.id)).toEqual([a.member.id]);
    const all = entitySearchSchema.parse((await entity(a.admin, 'query_type=user_mention&query=zed')).json());
    expect(all.user_mention?.map((u) => u.id).sort()).toEqual([a.member.id, a.memberOut.id].sort());
    // An empty query lists the latest, up to count.
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(1000);
      await item(`Latest ${i}`);
    }
    const latest = entitySearchSchema.parse((await entity(a.admin, 'query_type=issue&count=2')).json());
    expect(latest.issue?.map((r) => r.name)).toEqual(['Latest 3', 'Latest 2']);
  });

  it('scopes like search/ (guest own items only; outsider 404)', async () => {
    await item('Guarded');
    await item('Guarded own', { createdBy: a.guest.id });
    const guest = entitySearchSchema.parse((await entity(a.guest, 'query_type=issue&query=guarded')).json());
    expect(guest.issue?.map((r) => r.name)).toEqual(['Guarded own']);
    expect((await entity(a.outsider, 'query_type=issue&query=guarded')).statusCode).toBe(404);
    expect((await entity(a.member, `query_type=issue&query=x&project_id=${hidden.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for unknown query types, huge text and bad counts', async () => {
    for (const qs of ['query_type=secrets&query=a', 'query=a', 'query_type=&query=a', `query_type=issue&query=${'x'.repeat(10_000)}`,
      'query_type=issue&count=0', 'query_type=issue&count=51', 'query_type=issue&count=abc', 'query_type=issue&query=a%00b']) {
      expect([qs, (await entity(a.member, qs)).statusCode]).toEqual([qs, 400]);
    }
  });
});
