import { apiPaths } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { callAs, newCast, readers, seedWorkItem, seedWorld, WHO, type Cast, type RoleRequest, type Who, type World } from '../comments/work-items.test-support';
import { seedView } from '../views/views.test-support';
import { boardsOf, freshProject, seedBoard } from './publishing.test-support';

// Every publishing route × every role, with explicit deny rows: every project role reads a board and the votes;
// project admins and workspace admins publish, update and unpublish (members and guests 403); a workspace member
// outside the project 403; outsiders 404; anonymous 401. Each write case gets its own project or view.

let t: TestApp;
let cast: Cast;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  cast = await newCast(t);
  w = await seedWorld(t, cast);
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Project admins and workspace admins only. */
const admins = (ok: number): Record<Who, number> => ({ ...readers(ok), projGuest: 403, projMember: 403 });

const publishedProject = async () => {
  const p = await freshProject(t, cast, w);
  const b = await seedBoard(t, { workspaceId: w.workspaceId, projectId: p.id, createdBy: cast.wsAdmin.id });
  return { p, b };
};
const publicView = async () => (await seedView(t, { workspaceId: w.workspaceId, projectId: w.project.id, ownedBy: cast.projMember.id })).id;
const publishedView = async () => {
  const id = await publicView();
  await seedBoard(t, { workspaceId: w.workspaceId, projectId: w.project.id, viewId: id, createdBy: cast.wsAdmin.id });
  return id;
};
const viewPublish = (viewId: string) => apiPaths.viewPublish(w.slug, w.project.id, viewId);

const table: Array<{ name: string; expect: Record<Who, number>; request: () => Promise<RoleRequest> }> = [
  { name: 'GET project-deploy-boards/', expect: readers(200), request: async () => ({ method: 'GET', url: apiPaths.projectDeployBoards(w.slug, (await publishedProject()).p.id) }) },
  { name: 'POST project-deploy-boards/', expect: admins(201), request: async () => ({ method: 'POST', url: apiPaths.projectDeployBoards(w.slug, (await freshProject(t, cast, w)).id), body: {} }) },
  {
    name: 'PATCH project-deploy-boards/{id}/',
    expect: admins(200),
    request: async () => {
      const { p, b } = await publishedProject();
      return { method: 'PATCH', url: apiPaths.projectDeployBoard(w.slug, p.id, b.id), body: { is_votes_enabled: true } };
    },
  },
  {
    name: 'DELETE project-deploy-boards/{id}/',
    expect: admins(204),
    request: async () => {
      const { p, b } = await publishedProject();
      return { method: 'DELETE', url: apiPaths.projectDeployBoard(w.slug, p.id, b.id) };
    },
  },
  { name: 'GET views/{id}/publish/', expect: readers(200), request: async () => ({ method: 'GET', url: viewPublish(await publishedView()) }) },
  { name: 'POST views/{id}/publish/', expect: admins(201), request: async () => ({ method: 'POST', url: viewPublish(await publicView()), body: {} }) },
  { name: 'PATCH views/{id}/publish/', expect: admins(200), request: async () => ({ method: 'PATCH', url: viewPublish(await publishedView()), body: { is_indexable: true } }) },
  { name: 'DELETE views/{id}/publish/', expect: admins(204), request: async () => ({ method: 'DELETE', url: viewPublish(await publishedView()) }) },
  {
    name: 'GET issues/{id}/votes/',
    expect: readers(200),
    request: async () => {
      const item = await seedWorkItem(t, { workspaceId: w.workspaceId, projectId: w.project.id, createdBy: cast.projMember.id });
      return { method: 'GET', url: apiPaths.workItemVotes(w.slug, w.project.id, item.id) };
    },
  },
];

describe('publishing: routes × roles', () => {
  for (const c of table) {
    it.each(WHO)(`${c.name} as %s`, async (who) => {
      const res = await callAs(cast, who, await c.request());
      expect(res.statusCode).toBe(c.expect[who]);
    });
  }

  it('a refused write changes nothing', async () => {
    const { p, b } = await publishedProject();
    const fresh = await freshProject(t, cast, w);
    const viewId = await publishedView();
    const before = [await boardsOf(t, p.id), await boardsOf(t, fresh.id), await boardsOf(t, w.project.id)];
    for (const who of ['projGuest', 'projMember', 'wsMemberOut', 'outsider'] as const) {
      const agent = cast[who].agent;
      expect((await agent.post(apiPaths.projectDeployBoards(w.slug, fresh.id), {})).statusCode).toBeGreaterThanOrEqual(403);
      expect((await agent.patch(apiPaths.projectDeployBoard(w.slug, p.id, b.id), { is_indexable: true })).statusCode).toBeGreaterThanOrEqual(403);
      expect((await agent.delete(apiPaths.projectDeployBoard(w.slug, p.id, b.id))).statusCode).toBeGreaterThanOrEqual(403);
      expect((await agent.patch(viewPublish(viewId), { is_indexable: true })).statusCode).toBeGreaterThanOrEqual(403);
      expect((await agent.delete(viewPublish(viewId))).statusCode).toBeGreaterThanOrEqual(403);
    }
    expect([await boardsOf(t, p.id), await boardsOf(t, fresh.id), await boardsOf(t, w.project.id)]).toEqual(before);
  });
});
