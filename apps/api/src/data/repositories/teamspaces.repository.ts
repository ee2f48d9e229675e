import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projects, userFavorites } from '../schema/projects.schema';
import { teamspaceMembers, teamspaceProjects, teamspaces, type TeamspaceRow } from '../schema/teamspaces.schema';
import { issueViews } from '../schema/views.schema';
import { workspaceUserProperties } from '../schema/work-items.schema';
import { workspaceMembers } from '../schema/workspaces.schema';
import { uuidArray } from './sql-arrays';

// Teamspaces (issue 14): the teams of a workspace, their members and projects. Every query is scoped by workspace.

/** Columns a new teamspace row takes. */
export type NewTeamspace = typeof teamspaces.$inferInsert;
/** Fields a teamspace update may change. */
export type TeamspacePatch = Partial<Pick<TeamspaceRow, 'name' | 'description' | 'logo_props' | 'lead_id' | 'updated_by'>>;
/** A teamspace with the ids of its (active workspace) members and its projects. */
export type TeamspaceWithIds = TeamspaceRow & { member_ids: string[]; project_ids: string[] };

/** The workspace_user_properties view_key of a team's list settings. */
export const teamViewKey = (teamspaceId: string) => `team:${teamspaceId}`;

/** The teamspace of this workspace by id with whether `userId` is one of its members; undefined for other workspaces. */
export async function findTeamspaceFor(
  h: DbOrTx,
  workspaceId: string,
  teamspaceId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ teamspace: TeamspaceRow; isMember: boolean } | undefined> {
  const q = h
    .select({ teamspace: teamspaces, member: teamspaceMembers.member_id })
    .from(teamspaces)
    .leftJoin(teamspaceMembers, and(eq(teamspaceMembers.teamspace_id, teamspaces.id), eq(teamspaceMembers.member_id, userId)))
    .where(and(eq(teamspaces.workspace_id, workspaceId), eq(teamspaces.id, teamspaceId)))
    .limit(1);
  const [row] = options.lock ? await q.for('update', { of: teamspaces }) : await q;
  return row ? { teamspace: row.teamspace, isMember: row.member !== null } : undefined;
}

/** The ids of the teamspace's projects, in the order they joined. */
export async function listTeamspaceProjectIds(h: DbOrTx, workspaceId: string, teamspaceId: string): Promise<string[]> {
  const rows = await h
    .select({ id: teamspaceProjects.project_id })
    .from(teamspaceProjects)
    .where(and(eq(teamspaceProjects.workspace_id, workspaceId), eq(teamspaceProjects.teamspace_id, teamspaceId)))
    .orderBy(asc(teamspaceProjects.created_at), asc(teamspaceProjects.project_id));
  return rows.map((r) => r.id);
}

// The outer row's id, always table-qualified: in a one-table select Drizzle renders a column unqualified ("id"), which
// inside these subqueries would bind to workspace_members.id instead.
const outerId = sql.raw('"teamspaces"."id"');
const memberIdsSql = sql<string[]>`coalesce((select array_agg(m.member_id::text order by m.created_at, m.member_id)
  from ${teamspaceMembers} m join ${workspaceMembers} wm on wm.workspace_id = m.workspace_id and wm.member = m.member_id and wm.is_active
  where m.teamspace_id = ${outerId}), '{}')`;
const projectIdsSql = sql<string[]>`coalesce((select array_agg(p.project_id::text order by p.created_at, p.project_id)
  from ${teamspaceProjects} p where p.teamspace_id = ${outerId}), '{}')`;

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '{}' || value === '') return [];
  return value.slice(1, -1).split(',');
}

/**
 * Teamspaces of the workspace in name order (all, or only those `memberOnly` belongs to; or only `teamspaceId`), each
 * with the ids of its members who are still active in the workspace and of its projects.
 */
export async function listTeamspaces(h: DbOrTx, workspaceId: string, options: { memberOnly?: string; teamspaceId?: string } = {}): Promise<TeamspaceWithIds[]> {
  const conditions = [sql`${teamspaces.workspace_id} = ${workspaceId}`];
  if (options.memberOnly) {
    conditions.push(sql`exists (select 1 from ${teamspaceMembers} m where m.teamspace_id = ${outerId} and m.member_id = ${options.memberOnly})`);
  }
  if (options.teamspaceId) conditions.push(sql`${teamspaces.id} = ${options.teamspaceId}`);
  const rows = await h
    .select({ t: teamspaces, member_ids: memberIdsSql, project_ids: projectIdsSql })
    .from(teamspaces)
    .where(and(...conditions))
    .orderBy(asc(teamspaces.name), asc(teamspaces.created_at), asc(teamspaces.id));
  return rows.map((r) => ({ ...r.t, member_ids: toList(r.member_ids), project_ids: toList(r.project_ids) }));
}

/** Inserts a teamspace. */
export async function insertTeamspace(h: DbOrTx, values: NewTeamspace): Promise<TeamspaceRow> {
  const [row] = await h.insert(teamspaces).values(values).returning();
  return row;
}

/** Updates a teamspace of the workspace; returns the new row. */
export async function updateTeamspace(h: DbOrTx, workspaceId: string, teamspaceId: string, patch: TeamspacePatch, now: Date): Promise<TeamspaceRow> {
  const [row] = await h
    .update(teamspaces)
    .set({ ...patch, updated_at: now })
    .where(and(eq(teamspaces.workspace_id, workspaceId), eq(teamspaces.id, teamspaceId)))
    .returning();
  return row;
}

/**
 * Deletes a teamspace of the workspace with everything that hangs on it: its members, projects and views (cascade),
 * the favorites of those views, and every user's list settings of the team list (view_key team:<id>).
 */
export async function deleteTeamspace(h: DbOrTx, workspaceId: string, teamspaceId: string): Promise<void> {
  await h
    .delete(userFavorites)
    .where(
      and(
        eq(userFavorites.workspace_id, workspaceId),
        eq(userFavorites.entity_type, 'view'),
        sql`${userFavorites.entity_identifier} in (select ${issueViews.id} from ${issueViews} where ${issueViews.workspace_id} = ${workspaceId} and ${issueViews.teamspace_id} = ${teamspaceId})`,
      ),
    );
  await h
    .delete(workspaceUserProperties)
    .where(and(eq(workspaceUserProperties.workspace_id, workspaceId), eq(workspaceUserProperties.view_key, teamViewKey(teamspaceId))));
  await h.delete(teamspaces).where(and(eq(teamspaces.workspace_id, workspaceId), eq(teamspaces.id, teamspaceId)));
}

/** Adds members to a teamspace (ids already in it are left as they are); returns the ids that were added. */
export async function addTeamspaceMembers(h: DbOrTx, workspaceId: string, teamspaceId: string, memberIds: string[], now: Date): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await h
    .insert(teamspaceMembers)
    .values(memberIds.map((member_id) => ({ teamspace_id: teamspaceId, member_id, workspace_id: workspaceId, created_at: now })))
    .onConflictDoNothing()
    .returning({ id: teamspaceMembers.member_id });
  return rows.map((r) => r.id);
}

/** Removes a member from a teamspace; true when they were in it. */
export async function removeTeamspaceMember(h: DbOrTx, workspaceId: string, teamspaceId: string, memberId: string): Promise<boolean> {
  const rows = await h
    .delete(teamspaceMembers)
    .where(and(eq(teamspaceMembers.workspace_id, workspaceId), eq(teamspaceMembers.teamspace_id, teamspaceId), eq(teamspaceMembers.member_id, memberId)))
    .returning({ id: teamspaceMembers.member_id });
  return rows.length > 0;
}

/** Adds projects to a teamspace (ids already in it are left as they are); returns the ids that were added. */
export async function addTeamspaceProjects(h: DbOrTx, workspaceId: string, teamspaceId: string, projectIds: string[], now: Date): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const rows = await h
    .insert(teamspaceProjects)
    .values(projectIds.map((project_id) => ({ teamspace_id: teamspaceId, project_id, workspace_id: workspaceId, created_at: now })))
    .onConflictDoNothing()
    .returning({ id: teamspaceProjects.project_id });
  return rows.map((r) => r.id);
}

/** Removes a project from a teamspace; true when it was in it. */
export async function removeTeamspaceProject(h: DbOrTx, workspaceId: string, teamspaceId: string, projectId: string): Promise<boolean> {
  const rows = await h
    .delete(teamspaceProjects)
    .where(and(eq(teamspaceProjects.workspace_id, workspaceId), eq(teamspaceProjects.teamspace_id, teamspaceId), eq(teamspaceProjects.project_id, projectId)))
    .returning({ id: teamspaceProjects.project_id });
  return rows.length > 0;
}

/** Which of these users are active members of the workspace, with their workspace role. */
export async function findActiveWorkspaceMembers(h: DbOrTx, workspaceId: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await h
    .select({ id: workspaceMembers.member, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true), sql`${workspaceMembers.member} = any(${uuidArray(userIds)})`));
  return new Map(rows.map((r) => [r.id, r.role]));
}

/** Which of these ids are projects of the workspace that are not archived. */
export async function findLiveWorkspaceProjectIds(h: DbOrTx, workspaceId: string, projectIds: string[]): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await h
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), sql`${projects.archived_at} is null`, sql`${projects.id} = any(${uuidArray(projectIds)})`));
  return new Set(rows.map((r) => r.id));
}
