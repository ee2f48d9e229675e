import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectMembers, projects, type ProjectMemberRow, type ProjectRow } from '../schema/projects.schema';
import { workspaceMembers, workspaces, type WorkspaceMemberRow, type WorkspaceRow } from '../schema/workspaces.schema';

// What the access policies read, in one round trip each: the workspace by slug with the caller's active membership,
// and — for project routes — the project of that workspace with the caller's project membership. The policies
// (workspaces.policy, projects.policy) decide; this only loads.

/** The workspace by slug and the caller's active membership (null without one). */
export interface WorkspaceAccessRows {
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow | null;
}

/** WorkspaceAccessRows plus the project (by workspace and id; null when not in this workspace) and the caller's membership of it. */
export interface ProjectAccessRows extends WorkspaceAccessRows {
  project: ProjectRow | null;
  projectMembership: ProjectMemberRow | null;
}

const slugP = sql.placeholder('slug');
const userP = sql.placeholder('userId');
const projectP = sql.placeholder('projectId');

function workspaceAccessQuery(h: DbOrTx) {
  return h
    .select({ workspace: workspaces, membership: workspaceMembers })
    .from(workspaces)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspace_id, workspaces.id), eq(workspaceMembers.member, userP), eq(workspaceMembers.is_active, true)))
    .where(eq(workspaces.slug, slugP))
    .limit(1)
    .prepare('access_workspace_v1');
}

function projectAccessQuery(h: DbOrTx) {
  return h
    .select({ workspace: workspaces, membership: workspaceMembers, project: projects, projectMembership: projectMembers })
    .from(workspaces)
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspace_id, workspaces.id), eq(workspaceMembers.member, userP), eq(workspaceMembers.is_active, true)))
    .leftJoin(projects, and(eq(projects.workspace_id, workspaces.id), eq(projects.id, projectP)))
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member, userP)))
    .where(eq(workspaces.slug, slugP))
    .limit(1)
    .prepare('access_project_v1');
}

/**
 * One prepared query per handle (the database, or a transaction while it lasts): its SQL text is built once, and on
 * PostgreSQL it is a named statement, parsed once per connection.
 */
function preparedPer<T>(build: (h: DbOrTx) => T): (h: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (h) => {
    let q = cache.get(h);
    if (!q) cache.set(h, (q = build(h)));
    return q;
  };
}
const workspaceAccess = preparedPer(workspaceAccessQuery);
const projectAccess = preparedPer(projectAccessQuery);

/** The workspace with this slug and the user's ACTIVE membership of it, in one statement; undefined for an unknown slug. */
export async function findWorkspaceAccessRows(h: DbOrTx, slug: string, userId: string): Promise<WorkspaceAccessRows | undefined> {
  const [row] = await workspaceAccess(h).execute({ slug, userId });
  return row;
}

/**
 * The workspace with this slug, the user's active membership, the project `projectId` OF THAT WORKSPACE and the user's
 * membership of the project, in one statement (left joins: what is missing comes back null); undefined for an unknown
 * slug.
 */
export async function findProjectAccessRows(h: DbOrTx, slug: string, projectId: string, userId: string): Promise<ProjectAccessRows | undefined> {
  const [row] = await projectAccess(h).execute({ slug, projectId, userId });
  return row;
}
