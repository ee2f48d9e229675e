import { ROLE } from '@cairn/types';
import { insertSeedWorkItem } from '../../data/repositories/work-item-seeding.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { createAgent, type Agent, type TestApp } from '../../test/test-app';
import { addProjectMembers, seedProject, type SeededProject } from '../projects/projects.test-support';
import { newActor, seedWorkspace, type Actor } from '../workspaces/workspaces.test-support';

// Helpers shared by the comments, reactions, links, relations and history tests (not a test file itself).

/** What seedWorkItem needs; the rest of the row takes its defaults. */
export interface SeedWorkItemInput {
  workspaceId: string;
  projectId: string;
  createdBy: string;
  name?: string;
  stateId?: string | null;
  parentId?: string | null;
  isEpic?: boolean;
  at?: Date;
}

/** Inserts a work item straight in the database with the project's next sequence id. */
export async function seedWorkItem(t: TestApp, input: SeedWorkItemInput): Promise<WorkItemRow> {
  const at = input.at ?? t.deps.now();
  return insertSeedWorkItem(t.db, {
    workspace_id: input.workspaceId,
    project_id: input.projectId,
    name: input.name ?? 'Work item',
    state_id: input.stateId ?? null,
    parent_id: input.parentId ?? null,
    is_epic: input.isEpic ?? false,
    created_by: input.createdBy,
    updated_by: input.createdBy,
    created_at: at,
    updated_at: at,
  });
}

/** The callers of the role tables. */
export type Who = 'anonymous' | 'outsider' | 'wsMemberOut' | 'projGuest' | 'projMember' | 'projAdmin' | 'wsAdmin';
export const WHO: Who[] = ['anonymous', 'outsider', 'wsMemberOut', 'projGuest', 'projMember', 'projAdmin', 'wsAdmin'];

/** One signed-in user per role (anonymous has a fresh agent without a session). */
export type Cast = Record<Exclude<Who, 'anonymous'>, Actor> & { anonymous: Agent };

/** Signs up one user per role. */
export async function newCast(t: TestApp): Promise<Cast> {
  return {
    anonymous: createAgent(t.app),
    outsider: await newActor(t, 'outsider'),
    wsMemberOut: await newActor(t, 'wsmember'),
    projGuest: await newActor(t, 'guest'),
    projMember: await newActor(t, 'member'),
    projAdmin: await newActor(t, 'padmin'),
    wsAdmin: await newActor(t, 'wsadmin'),
  };
}

/** The agent a role calls with. */
export function agentOf(cast: Cast, who: Who): Agent {
  return who === 'anonymous' ? cast.anonymous : cast[who].agent;
}

/** A workspace with every role of the cast, a project (guests see all items unless told otherwise) and a second project. */
export interface World {
  slug: string;
  workspaceId: string;
  project: SeededProject;
  /** Another project of the same workspace where every project role of the cast is a member. */
  otherProject: SeededProject;
  /** A project of the outsider's own workspace. */
  foreign: { slug: string; workspaceId: string; project: SeededProject };
}

/** Builds a world for the cast; `guestViewAll` false makes guests see only their own items. */
export async function seedWorld(t: TestApp, cast: Cast, options: { guestViewAll?: boolean } = {}): Promise<World> {
  const { workspace } = await seedWorkspace(t, cast.wsAdmin.id, [
    [cast.wsAdmin.id, ROLE.ADMIN],
    [cast.projAdmin.id, ROLE.MEMBER],
    [cast.projMember.id, ROLE.MEMBER],
    [cast.projGuest.id, ROLE.GUEST],
    [cast.wsMemberOut.id, ROLE.MEMBER],
  ]);
  const project = await seedProject(t, workspace.id, cast.wsAdmin.id);
  const otherProject = await seedProject(t, workspace.id, cast.wsAdmin.id);
  for (const p of [project, otherProject]) {
    await addProjectMembers(t, workspace.id, p.id, [
      [cast.projAdmin.id, ROLE.ADMIN],
      [cast.projMember.id, ROLE.MEMBER],
      [cast.projGuest.id, ROLE.GUEST],
    ]);
  }
  if (options.guestViewAll ?? true) await t.query('UPDATE projects SET guest_view_all_features = true WHERE workspace_id = $1', [workspace.id]);
  const foreignWs = (await seedWorkspace(t, cast.outsider.id, [[cast.outsider.id, ROLE.ADMIN]])).workspace;
  const foreignProject = await seedProject(t, foreignWs.id, cast.outsider.id);
  return { slug: workspace.slug, workspaceId: workspace.id, project, otherProject, foreign: { slug: foreignWs.slug, workspaceId: foreignWs.id, project: foreignProject } };
}

const outside = { anonymous: 401, outsider: 404, wsMemberOut: 403 } as const;
/** Every project role may call (guests too). */
export const readers = (ok: number): Record<Who, number> => ({ ...outside, projGuest: ok, projMember: ok, projAdmin: ok, wsAdmin: ok });
/** Project admins and members (and workspace admins). */
export const writers = (ok: number): Record<Who, number> => ({ ...readers(ok), projGuest: 403 });

/** A request of a role-table case. */
export interface RoleRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/** Sends a request as a role; returns the response. */
export async function callAs(cast: Cast, who: Who, req: RoleRequest) {
  return agentOf(cast, who).request({ method: req.method, url: req.url, body: req.body });
}

/** Activity rows of an item, oldest first (for assertions). */
export async function activityOf(t: TestApp, workItemId: string) {
  return t.query<{ verb: string; field: string | null; old_value: string | null; new_value: string | null; new_identifier: string | null; old_identifier: string | null; actor_id: string }>(
    'SELECT verb, field, old_value, new_value, old_identifier, new_identifier, actor_id FROM work_item_activities WHERE work_item_id = $1 ORDER BY created_at, id',
    [workItemId],
  );
}
