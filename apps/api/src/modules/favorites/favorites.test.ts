import { randomUUID } from 'node:crypto';
import { apiPaths, projectFavoriteSchema, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, snapshotProjects, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

let t: TestApp;
let admin: Actor;
let member: Actor;
let slug: string;
let workspaceId: string;
let project: SeededProject;

beforeAll(async () => {
  t = await createTestApp();
  admin = await newActor(t, 'admin');
  member = await newActor(t, 'member');
}, 60_000);
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  const { workspace } = await seedWorkspace(t, admin.id, [
    [admin.id, ROLE.ADMIN],
    [member.id, ROLE.MEMBER],
  ]);
  slug = workspace.slug;
  workspaceId = workspace.id;
  project = await seedProject(t, workspaceId, admin.id);
  await addProjectMembers(t, workspaceId, project.id, [[member.id, ROLE.MEMBER]]);
});

const isFavorite = async (agent: Actor['agent']) => (await agent.get(apiPaths.project(slug, project.id))).json().is_favorite;

describe('user-favorite-projects/', () => {
  it('favorites per user, idempotently, and unfavorites', async () => {
    const res = await member.agent.post(apiPaths.favoriteProjects(slug), { project: project.id });
    expect(res.statusCode).toBe(201);
    expect(projectFavoriteSchema.strict().parse(res.json()).project).toBe(project.id);
    const again = await member.agent.post(apiPaths.favoriteProjects(slug), { project: project.id });
    expect(again.json().id).toBe(res.json().id);
    expect(await isFavorite(member.agent)).toBe(true);
    expect(await isFavorite(admin.agent)).toBe(false);
    expect(await t.query('SELECT entity_type, entity_identifier, project_id FROM user_favorites WHERE workspace_id = $1', [workspaceId])).toEqual([
      { entity_type: 'project', entity_identifier: project.id, project_id: project.id },
    ]);
    expect((await member.agent.delete(apiPaths.favoriteProject(slug, project.id))).statusCode).toBe(204);
    expect(await isFavorite(member.agent)).toBe(false);
    expect((await member.agent.delete(apiPaths.favoriteProject(slug, project.id))).statusCode).toBe(204);
  });

  it('refuses projects of another workspace and unknown ids', async () => {
    const elsewhere = await seedWorkspace(t, admin.id, [[admin.id, ROLE.ADMIN]]);
    const foreign = await seedProject(t, elsewhere.workspace.id, admin.id);
    const before = await snapshotProjects(t, elsewhere.workspace.id);
    expect((await admin.agent.post(apiPaths.favoriteProjects(slug), { project: foreign.id })).json()).toEqual({ error: 'Project not found', error_code: 'NOT_FOUND' });
    expect((await admin.agent.post(apiPaths.favoriteProjects(slug), { project: randomUUID() })).statusCode).toBe(404);
    expect((await admin.agent.delete(apiPaths.favoriteProject(slug, foreign.id))).statusCode).toBe(404);
    expect(await snapshotProjects(t, elsewhere.workspace.id)).toBe(before);
    expect(await t.query('SELECT id FROM user_favorites WHERE user_id = $1', [admin.id])).toEqual([]);
  });
});
