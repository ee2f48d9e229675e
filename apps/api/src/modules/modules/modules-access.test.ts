import { randomUUID } from 'node:crypto';
import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agentOf, newCast, readers, seedWorkItem, seedWorld, WHO, writers, type Cast, type Who, type World } from '../comments/work-items.test-support';
import { moduleIdsOfItem, seedItemIn, seedModule, snapshotModules, type SeedScope } from './modules.test-support';

let t: TestApp;
let cast: Cast;
let w: World;
let here: SeedScope;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
  here = { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.wsAdmin.id };
}, 60_000);
afterAll(async () => {
  await t.close();
});

const p = () => w.project.id;
const call = async (who: Who, method: string, url: string, body?: unknown) => (await agentOf(cast, who).request({ method, url, body })).statusCode;
const mod = (values = {}) => seedModule(t, here, values);
const archived = () => mod({ archived_at: t.deps.now() });
const link = async (moduleId: string) => {
  const res = await cast.projMember.agent.post(apiPaths.moduleLinks(w.slug, p(), moduleId), { url: 'https://example.com/a' });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
// Workspace members outside every project still get the workspace list (empty for them).
const workspaceReaders: Record<Who, number> = { ...readers(200), wsMemberOut: 200 };
// Deleting: project admins (workspace admins included) and the module's creator (the workspace admin here).
const deleters: Record<Who, number> = { ...writers(204), projMember: 403 };

describe('modules: routes × roles', () => {
  const table: Array<{ name: string; expect: Record<Who, number>; run: (who: Who) => Promise<number> }> = [
    { name: 'workspace list', expect: workspaceReaders, run: (who) => call(who, 'GET', apiPaths.workspaceModules(w.slug)) },
    { name: 'list', expect: readers(200), run: (who) => call(who, 'GET', apiPaths.modules(w.slug, p())) },
    { name: 'create', expect: writers(201), run: (who) => call(who, 'POST', apiPaths.modules(w.slug, p()), { name: 'New' }) },
    { name: 'retrieve', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.module(w.slug, p(), (await mod()).id)) },
    { name: 'put', expect: writers(200), run: async (who) => call(who, 'PUT', apiPaths.module(w.slug, p(), (await mod()).id), { name: 'Put' }) },
    { name: 'patch', expect: writers(200), run: async (who) => call(who, 'PATCH', apiPaths.module(w.slug, p(), (await mod()).id), { status: 'planned' }) },
    { name: 'delete', expect: deleters, run: async (who) => call(who, 'DELETE', apiPaths.module(w.slug, p(), (await mod()).id)) },
    {
      name: 'delete own module',
      expect: { ...writers(204), projMember: 204 },
      run: async (who) => {
        const m = await seedModule(t, { ...here, createdBy: cast.projMember.id });
        return call(who, 'DELETE', apiPaths.module(w.slug, p(), m.id));
      },
    },
    { name: 'items list', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.moduleIssues(w.slug, p(), (await mod()).id)) },
    {
      name: 'items add',
      expect: writers(200),
      run: async (who) => call(who, 'POST', apiPaths.moduleIssues(w.slug, p(), (await mod()).id), { issues: [(await seedWorkItem(t, here)).id] }),
    },
    {
      name: 'item remove',
      expect: writers(204),
      run: async (who) => {
        const m = await mod();
        return call(who, 'DELETE', apiPaths.moduleIssue(w.slug, p(), m.id, (await seedItemIn(t, here, [m.id])).id));
      },
    },
    {
      name: 'item modules',
      expect: writers(200),
      run: async (who) => call(who, 'POST', apiPaths.workItemModules(w.slug, p(), (await seedWorkItem(t, here)).id), { modules: [(await mod()).id] }),
    },
    { name: 'link create', expect: writers(201), run: async (who) => call(who, 'POST', apiPaths.moduleLinks(w.slug, p(), (await mod()).id), { url: 'https://a.example' }) },
    {
      name: 'link patch',
      expect: writers(200),
      run: async (who) => {
        const m = await mod();
        return call(who, 'PATCH', apiPaths.moduleLink(w.slug, p(), m.id, await link(m.id)), { title: 'T' });
      },
    },
    {
      name: 'link delete',
      expect: writers(204),
      run: async (who) => {
        const m = await mod();
        return call(who, 'DELETE', apiPaths.moduleLink(w.slug, p(), m.id, await link(m.id)));
      },
    },
    { name: 'archive', expect: writers(200), run: async (who) => call(who, 'POST', apiPaths.moduleArchive(w.slug, p(), (await mod()).id)) },
    { name: 'restore', expect: writers(204), run: async (who) => call(who, 'DELETE', apiPaths.moduleArchive(w.slug, p(), (await archived()).id)) },
    { name: 'archived list', expect: readers(200), run: (who) => call(who, 'GET', apiPaths.archivedModules(w.slug, p())) },
    { name: 'archived one', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.archivedModule(w.slug, p(), (await archived()).id)) },
    { name: 'favorite', expect: readers(201), run: async (who) => call(who, 'POST', apiPaths.favoriteModules(w.slug, p()), { module: (await mod()).id }) },
    { name: 'unfavorite', expect: readers(204), run: async (who) => call(who, 'DELETE', apiPaths.favoriteModule(w.slug, p(), (await mod()).id)) },
    { name: 'analytics', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.moduleAnalytics(w.slug, p(), (await mod()).id)) },
    { name: 'progress', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.moduleProgress(w.slug, p(), (await mod()).id)) },
    { name: 'user-properties', expect: readers(200), run: async (who) => call(who, 'GET', apiPaths.moduleUserProperties(w.slug, p(), (await mod()).id)) },
    {
      name: 'user-properties patch',
      expect: readers(200),
      run: async (who) => call(who, 'PATCH', apiPaths.moduleUserProperties(w.slug, p(), (await mod()).id), { display_filters: { layout: 'kanban' } }),
    },
  ];
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      expect(await c.run(who)).toBe(c.expect[who]);
    });
  }
});

describe('modules: foreign ids', () => {
  const other = () => ({ ...here, projectId: w.otherProject.id });
  const foreignScope = () => ({ workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id });

  it('a module of another project or workspace is "Module not found" on every module route, and nothing changes', async () => {
    const ours = await mod();
    // A link of another module of the same project, addressed through ours.
    const siblingLink = await link((await mod()).id);
    const item = await seedItemIn(t, other(), []);
    const mine = await seedWorkItem(t, here);
    for (const m of [await seedModule(t, other()), await seedModule(t, foreignScope())]) {
      const before = await snapshotModules(t, w.workspaceId);
      const admin = cast.wsAdmin.agent;
      const answers = [
        await admin.get(apiPaths.module(w.slug, p(), m.id)),
        await admin.patch(apiPaths.module(w.slug, p(), m.id), { name: 'X' }),
        await admin.put(apiPaths.module(w.slug, p(), m.id), { name: 'X' }),
        await admin.delete(apiPaths.module(w.slug, p(), m.id)),
        await admin.get(apiPaths.moduleIssues(w.slug, p(), m.id)),
        await admin.post(apiPaths.moduleIssues(w.slug, p(), m.id), { issues: [mine.id] }),
        await admin.delete(apiPaths.moduleIssue(w.slug, p(), m.id, item.id)),
        await admin.post(apiPaths.moduleLinks(w.slug, p(), m.id), { url: 'https://a.example' }),
        await admin.post(apiPaths.moduleArchive(w.slug, p(), m.id)),
        await admin.delete(apiPaths.moduleArchive(w.slug, p(), m.id)),
        await admin.get(apiPaths.archivedModule(w.slug, p(), m.id)),
        await admin.post(apiPaths.favoriteModules(w.slug, p()), { module: m.id }),
        await admin.delete(apiPaths.favoriteModule(w.slug, p(), m.id)),
        await admin.get(apiPaths.moduleAnalytics(w.slug, p(), m.id)),
        await admin.get(apiPaths.moduleProgress(w.slug, p(), m.id)),
        await admin.patch(apiPaths.moduleUserProperties(w.slug, p(), m.id), { filters: {} }),
        await admin.patch(apiPaths.moduleLink(w.slug, p(), ours.id, siblingLink), { title: 'X' }),
        await admin.delete(apiPaths.moduleLink(w.slug, p(), ours.id, siblingLink)),
      ];
      for (const res of answers) expect([res.statusCode, res.json()]).toEqual([404, expect.objectContaining({ error: expect.stringMatching(/not found/) })]);
      expect((await admin.get(apiPaths.module(w.slug, p(), randomUUID()))).json()).toEqual({ error: 'Module not found', error_code: 'NOT_FOUND' });
      expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
    }
  });

  it('items of another project or workspace are refused as a whole (400), nothing changes', async () => {
    const m = await mod();
    const mine = await seedWorkItem(t, here);
    const foreignItems = [await seedWorkItem(t, other()), await seedWorkItem(t, foreignScope())];
    const before = await snapshotModules(t, w.workspaceId);
    for (const foreignItem of foreignItems) {
      const res = await cast.projMember.agent.post(apiPaths.moduleIssues(w.slug, p(), m.id), { issues: [mine.id, foreignItem.id] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Every work item must belong to this project', error_code: 'ITEMS_OF_OTHER_PROJECT' });
      // The item side: the item is looked up in the URL's project.
      expect((await cast.projMember.agent.post(apiPaths.workItemModules(w.slug, p(), foreignItem.id), { modules: [m.id] })).statusCode).toBe(404);
      expect((await cast.projMember.agent.delete(apiPaths.moduleIssue(w.slug, p(), m.id, foreignItem.id))).statusCode).toBe(404);
    }
    expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
    expect(await moduleIdsOfItem(t, mine.id)).toEqual([]);
  });

  it('modules of another project or workspace are refused on the item side (400), nothing changes', async () => {
    const ours = await mod();
    const item = await seedItemIn(t, here, [ours.id]);
    const foreignModules = [await seedModule(t, other()), await seedModule(t, foreignScope())];
    const before = await snapshotModules(t, w.workspaceId);
    for (const m of foreignModules) {
      for (const body of [{ modules: [ours.id, m.id] }, { removed_modules: [ours.id, m.id] }]) {
        const res = await cast.projMember.agent.post(apiPaths.workItemModules(w.slug, p(), item.id), body);
        expect([res.statusCode, res.json().error]).toEqual([400, 'Module not found']);
      }
    }
    expect(await snapshotModules(t, w.workspaceId)).toEqual(before);
  });

  it('lead and members must be members of the project', async () => {
    const before = await snapshotModules(t, w.workspaceId);
    const create = (body: object) => cast.projMember.agent.post(apiPaths.modules(w.slug, p()), { name: 'M', ...body });
    expect((await create({ lead_id: cast.wsMemberOut.id })).json()).toMatchObject({ error: 'The lead must be a member of the project' });
    expect((await create({ member_ids: [cast.projGuest.id, cast.outsider.id] })).json()).toMatchObject({ error: 'Module members must be members of the project' });
    const m = await mod();
    const after = await snapshotModules(t, w.workspaceId);
    expect((await cast.projMember.agent.patch(apiPaths.module(w.slug, p(), m.id), { lead_id: randomUUID() })).statusCode).toBe(400);
    expect(await snapshotModules(t, w.workspaceId)).toEqual(after);
    expect(before).not.toEqual(after);
  });
});
