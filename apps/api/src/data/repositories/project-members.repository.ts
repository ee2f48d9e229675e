import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectMembers, type ProjectMemberRow } from '../schema/projects.schema';
import { users } from '../schema/users.schema';
import { workspaceMembers } from '../schema/workspaces.schema';
import type { MemberUser } from './workspace-members.repository';

/** A project membership with its user. */
export interface ProjectMemberWithUser extends ProjectMemberRow {
  user: MemberUser;
}

const userColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  avatar_url: users.avatar_url,
};

// A project membership counts only while its user is an active member of the workspace.
const activeInWorkspace = and(
  eq(workspaceMembers.workspace_id, projectMembers.workspace_id),
  eq(workspaceMembers.member, projectMembers.member),
  eq(workspaceMembers.is_active, true),
);

/** The user's membership row in a project, if any. */
export async function findProjectMembership(h: DbOrTx, projectId: string, userId: string): Promise<ProjectMemberRow | undefined> {
  const [row] = await h
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.member, userId)))
    .limit(1);
  return row;
}

/** Members of a project (active workspace members only), oldest membership first. */
export async function listProjectMembers(h: DbOrTx, workspaceId: string, projectId: string): Promise<ProjectMemberWithUser[]> {
  const rows = await h
    .select({ membership: projectMembers, user: userColumns })
    .from(projectMembers)
    .innerJoin(workspaceMembers, activeInWorkspace)
    .innerJoin(users, eq(users.id, projectMembers.member))
    .where(and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.project_id, projectId)))
    .orderBy(asc(projectMembers.created_at), asc(projectMembers.id));
  return rows.map((r) => ({ ...r.membership, user: r.user }));
}

/** A membership of this project by its id, with its user; ids of other projects or workspaces find nothing. */
export async function findProjectMemberById(h: DbOrTx, workspaceId: string, projectId: string, memberId: string): Promise<ProjectMemberWithUser | undefined> {
  const [row] = await h
    .select({ membership: projectMembers, user: userColumns })
    .from(projectMembers)
    .innerJoin(workspaceMembers, activeInWorkspace)
    .innerJoin(users, eq(users.id, projectMembers.member))
    .where(and(eq(projectMembers.workspace_id, workspaceId), eq(projectMembers.project_id, projectId), eq(projectMembers.id, memberId)))
    .limit(1);
  return row ? { ...row.membership, user: row.user } : undefined;
}

/** Inserts memberships (role and original_role given). */
export async function insertProjectMembers(
  h: DbOrTx,
  rows: Array<{ workspace_id: string; project_id: string; member: string; role: number }>,
  now: Date,
): Promise<ProjectMemberRow[]> {
  if (rows.length === 0) return [];
  return h
    .insert(projectMembers)
    .values(rows.map((r) => ({ ...r, original_role: r.role, created_at: now, updated_at: now })))
    .returning();
}

/** Sets role and original_role of a membership of this project. */
export async function updateProjectMemberRole(h: DbOrTx, projectId: string, memberId: string, role: number, now: Date): Promise<void> {
  await h
    .update(projectMembers)
    .set({ role, original_role: role, updated_at: now })
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.id, memberId)));
}

/** Deletes a membership of this project. */
export async function deleteProjectMember(h: DbOrTx, projectId: string, memberId: string): Promise<void> {
  await h.delete(projectMembers).where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.id, memberId)));
}

/** Admin memberships of a project other than the given one (users still active in the workspace). */
export async function countOtherProjectAdmins(h: DbOrTx, projectId: string, exceptMemberId: string, adminRole: number): Promise<number> {
  const [row] = await h
    .select({ n: count() })
    .from(projectMembers)
    .innerJoin(workspaceMembers, activeInWorkspace)
    .where(and(eq(projectMembers.project_id, projectId), eq(projectMembers.role, adminRole), ne(projectMembers.id, exceptMemberId)));
  return Number(row?.n ?? 0);
}

/** Workspace roles of those users that are active members of the workspace (user id → role). */
export async function findWorkspaceRoles(h: DbOrTx, workspaceId: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await h
    .select({ member: workspaceMembers.member, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true), inArray(workspaceMembers.member, userIds)));
  return new Map(rows.map((r) => [r.member, r.role]));
}

/** Of these users, those already in the project. */
export async function findExistingProjectMembers(h: DbOrTx, projectIds: string[], userIds: string[]): Promise<Array<{ project_id: string; member: string }>> {
  if (projectIds.length === 0 || userIds.length === 0) return [];
  return h
    .select({ project_id: projectMembers.project_id, member: projectMembers.member })
    .from(projectMembers)
    .where(and(inArray(projectMembers.project_id, projectIds), inArray(projectMembers.member, userIds)));
}
