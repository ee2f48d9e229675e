import { randomUUID } from 'node:crypto';
import { apiPaths, ROLE } from '@cairn/types';
import type { CycleRow, ModuleRow } from '../../data/schema/planning.schema';
import type { TestApp } from '../../test/test-app';
import { seedCycle } from '../cycles/cycles.test-support';
import { seedModule } from '../modules/modules.test-support';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers shared by the favorites tests (not a test file itself).

/** The people of the favorites tests: workspace admin, member and guest (all in the project), and an outsider. */
export interface FavoriteActors {
  admin: Actor;
  member: Actor;
  guest: Actor;
  outsider: Actor;
}

/** A workspace with a project (everyone in it), a second project only the admin sees, a cycle, a module and views. */
export interface FavoriteWorld {
  slug: string;
  workspaceId: string;
  project: SeededProject;
  /** A project only the admin (workspace admin) can open. */
  hidden: SeededProject;
  cycle: CycleRow;
  module: ModuleRow;
  hiddenCycle: CycleRow;
  /** A public project view of `project` and a private one owned by the admin. */
  viewId: string;
  privateViewId: string;
}

/** Signs up the four actors once per test file. */
export async function favoriteActors(t: TestApp): Promise<FavoriteActors> {
  return { admin: await newActor(t, 'fav-admin'), member: await newActor(t, 'fav-member'), guest: await newActor(t, 'fav-guest'), outsider: await newActor(t, 'fav-out') };
}

/** Inserts a project view straight in the database (the views module's routes are tested elsewhere). */
export async function seedView(t: TestApp, w: { workspaceId: string; projectId: string; ownerId: string; name?: string; access?: 'public' | 'private' }): Promise<string> {
  const id = randomUUID();
  await t.query('INSERT INTO issue_views (id, workspace_id, project_id, name, access, owned_by, created_by) VALUES ($1, $2, $3, $4, $5, $6, $6)', [
    id, w.workspaceId, w.projectId, w.name ?? 'View', w.access ?? 'public', w.ownerId,
  ]);
  return id;
}

/** A fresh world for the actors (the outsider belongs to another workspace of their own). */
export async function seedFavoriteWorld(t: TestApp, a: FavoriteActors): Promise<FavoriteWorld> {
  const { workspace } = await seedWorkspace(t, a.admin.id, [
    [a.admin.id, ROLE.ADMIN],
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
  ]);
  await seedWorkspace(t, a.outsider.id, [[a.outsider.id, ROLE.ADMIN]]);
  const project = await seedProject(t, workspace.id, a.admin.id);
  await addProjectMembers(t, workspace.id, project.id, [[a.member.id, ROLE.MEMBER], [a.guest.id, ROLE.GUEST]]);
  const hidden = await seedProject(t, workspace.id, a.admin.id);
  const scope = { workspaceId: workspace.id, projectId: project.id, createdBy: a.admin.id };
  return {
    slug: workspace.slug,
    workspaceId: workspace.id,
    project,
    hidden,
    cycle: await seedCycle(t, { ...scope, name: 'Sprint 1' }),
    module: await seedModule(t, scope, { name: 'Billing' }),
    hiddenCycle: await seedCycle(t, { ...scope, projectId: hidden.id, name: 'Secret sprint' }),
    viewId: await seedView(t, { workspaceId: workspace.id, projectId: project.id, ownerId: a.admin.id, name: 'Open bugs' }),
    privateViewId: await seedView(t, { workspaceId: workspace.id, projectId: project.id, ownerId: a.admin.id, name: 'Mine', access: 'private' }),
  };
}

/** POST user-favorites/ for a folder; answers the response. */
export function postFolder(actor: Actor, slug: string, name: string) {
  return actor.agent.post(apiPaths.userFavorites(slug), { entity_type: 'folder', is_folder: true, name });
}

/** POST user-favorites/ for an entity; answers the response. */
export function postEntity(actor: Actor, slug: string, entityType: string, entityId: string, extra: Record<string, unknown> = {}) {
  return actor.agent.post(apiPaths.userFavorites(slug), { entity_type: entityType, entity_identifier: entityId, ...extra });
}

/** The caller's favorites tree as [name, sequence, children names] rows (display order). */
export async function treeOf(actor: Actor, slug: string): Promise<Array<{ name: string; children?: string[] }>> {
  const list = (await actor.agent.get(apiPaths.userFavorites(slug))).json() as Array<{ name: string; children?: Array<{ name: string }> }>;
  return list.map((f) => (f.children ? { name: f.name, children: f.children.map((c) => c.name) } : { name: f.name }));
}
