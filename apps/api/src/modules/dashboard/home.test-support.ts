import { ROLE } from '@cairn/types';
import type { TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers shared by the stickies, quick-links, recent-visits and dashboard tests (not a test file itself).

/** Workspace admin, member and guest (all in the project), a member outside the project, and an outsider. */
export interface HomeActors {
  admin: Actor;
  member: Actor;
  guest: Actor;
  memberOut: Actor;
  outsider: Actor;
}

/** A workspace with a project everyone (but memberOut) is in — guests see only their own items there — and the outsider's workspace. */
export interface HomeWorld {
  slug: string;
  workspaceId: string;
  project: SeededProject;
  /** The outsider's own workspace. */
  foreign: { slug: string; workspaceId: string; project: SeededProject };
}

/** Signs up the actors once per test file. */
export async function homeActors(t: TestApp): Promise<HomeActors> {
  return {
    admin: await newActor(t, 'home-admin'),
    member: await newActor(t, 'home-member'),
    guest: await newActor(t, 'home-guest'),
    memberOut: await newActor(t, 'home-out'),
    outsider: await newActor(t, 'home-outsider'),
  };
}

/** A fresh world for the actors. */
export async function seedHomeWorld(t: TestApp, a: HomeActors): Promise<HomeWorld> {
  const { workspace } = await seedWorkspace(t, a.admin.id, [
    [a.admin.id, ROLE.ADMIN],
    [a.member.id, ROLE.MEMBER],
    [a.guest.id, ROLE.GUEST],
    [a.memberOut.id, ROLE.MEMBER],
  ]);
  const project = await seedProject(t, workspace.id, a.admin.id);
  await addProjectMembers(t, workspace.id, project.id, [[a.member.id, ROLE.MEMBER], [a.guest.id, ROLE.GUEST]]);
  const foreignWs = (await seedWorkspace(t, a.outsider.id, [[a.outsider.id, ROLE.ADMIN]])).workspace;
  const foreignProject = await seedProject(t, foreignWs.id, a.outsider.id);
  return { slug: workspace.slug, workspaceId: workspace.id, project, foreign: { slug: foreignWs.slug, workspaceId: foreignWs.id, project: foreignProject } };
}
