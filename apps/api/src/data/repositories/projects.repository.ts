import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { estimates, labels, projectMembers, projects, states, userFavorites, type ProjectRow } from '../schema/projects.schema';
import { deployBoards } from '../schema/publishing.schema';
import { workItems } from '../schema/work-items.schema';
import { workspaceMembers } from '../schema/workspaces.schema';

/** A project with what the caller's list needs: their membership role, favorite flag and the member count. */
export interface ProjectListRow extends ProjectRow {
  /** The caller's project membership role (null without a row). */
  membership_role: number | null;
  is_favorite: boolean;
  total_members: number;
  /** The project's publish anchor (issue 20), null when it is not published. */
  anchor: string | null;
}

/** Columns a new project row takes. */
export type NewProject = typeof projects.$inferInsert;
/** Fields PATCH may change. */
export type ProjectPatch = Partial<
  Pick<
    ProjectRow,
    | 'name' | 'identifier' | 'description' | 'logo_props' | 'network' | 'cycle_view' | 'module_view' | 'issue_views_view' | 'page_view'
    | 'inbox_view' | 'is_time_tracking_enabled' | 'guest_view_all_features' | 'archive_in' | 'close_in' | 'default_state' | 'estimate'
    | 'archived_at' | 'updated_by'
  >
>;

/** A project of this workspace by id; ids of other workspaces find nothing. */
export async function findProject(h: DbOrTx, workspaceId: string, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await h.select().from(projects).where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId))).limit(1);
  return row;
}

/** Locks a project row until the transaction ends, so writes to its states, labels, estimates and members go one by one. */
export async function lockProject(h: DbOrTx, workspaceId: string, projectId: string): Promise<void> {
  await h
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId)))
    .for('no key update');
}

/** True when another project of the workspace uses this identifier. */
export async function isIdentifierTaken(h: DbOrTx, workspaceId: string, identifier: string, exceptProjectId?: string): Promise<boolean> {
  const [row] = await h
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.identifier, identifier), exceptProjectId ? ne(projects.id, exceptProjectId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Inserts a project. */
export async function insertProject(h: DbOrTx, values: NewProject): Promise<ProjectRow> {
  const [row] = await h.insert(projects).values(values).returning();
  return row;
}

/** Updates a project of this workspace. */
export async function updateProject(h: DbOrTx, workspaceId: string, projectId: string, patch: ProjectPatch, now: Date): Promise<ProjectRow> {
  const [row] = await h
    .update(projects)
    .set({ ...patch, updated_at: now })
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId)))
    .returning();
  return row;
}

/** Deletes a project; its members, states, labels, estimates and favorites cascade. */
export async function deleteProject(h: DbOrTx, workspaceId: string, projectId: string): Promise<void> {
  await h.delete(projects).where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId)));
}

/** Members counted for a project: rows whose user is still an active workspace member. */
const totalMembersSql = sql<number>`(
  select count(*) from ${projectMembers} pm
  join ${workspaceMembers} wm on wm.workspace_id = pm.workspace_id and wm.member = pm.member and wm.is_active
  where pm.project_id = ${projects.id}
)`.mapWith(Number);

/**
 * Projects of a workspace with the caller's membership role and favorite flag, oldest first. `onlyMemberOf` keeps
 * the projects the caller has a membership row in (workspace guests); `ids` narrows to those projects.
 */
export async function listProjectsForUser(
  h: DbOrTx,
  workspaceId: string,
  userId: string,
  options: { onlyMemberOf: boolean; ids?: string[] },
): Promise<ProjectListRow[]> {
  if (options.ids && options.ids.length === 0) return [];
  const rows = await h
    .select({
      project: projects,
      membership_role: projectMembers.role,
      is_favorite: sql<boolean>`exists (
        select 1 from ${userFavorites} f
        where f.user_id = ${userId} and f.entity_type = 'project' and f.entity_identifier = ${projects.id}
      )`,
      total_members: totalMembersSql,
      anchor: sql<string | null>`(select d.anchor from ${deployBoards} d where d.project_id = ${projects.id} and d.view_id is null)`,
    })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member, userId)))
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        options.onlyMemberOf ? isNotNull(projectMembers.id) : undefined,
        options.ids ? inArray(projects.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(projects.created_at), asc(projects.id));
  return rows.map((r) => ({ ...r.project, membership_role: r.membership_role, is_favorite: Boolean(r.is_favorite), total_members: Number(r.total_members), anchor: r.anchor ?? null }));
}

/**
 * Counts per project for project-stats, in one statement: states, labels and work items (those the project's work-item
 * list shows: not deleted, archived, draft or epic).
 */
export async function countProjectContents(h: DbOrTx, projectIds: string[]): Promise<Map<string, { states: number; labels: number; issues: number }>> {
  const result = new Map<string, { states: number; labels: number; issues: number }>();
  if (projectIds.length === 0) return result;
  const rows = await h
    .select({
      id: projects.id,
      // Drizzle leaves columns unqualified in a one-table select, so the correlated subqueries name their tables.
      states: sql<number>`(select count(*) from ${states} s where s.project_id = ${projects}.id)`.mapWith(Number),
      labels: sql<number>`(select count(*) from ${labels} l where l.project_id = ${projects}.id)`.mapWith(Number),
      issues: sql<number>`(select count(*) from ${workItems} w where w.project_id = ${projects}.id
        and w.deleted_at is null and w.archived_at is null and not w.is_draft and not w.is_epic and not w.is_intake)`.mapWith(Number),
    })
    .from(projects)
    .where(inArray(projects.id, projectIds));
  for (const r of rows) result.set(r.id, { states: r.states, labels: r.labels, issues: r.issues });
  return result;
}

/** The estimate ids of a project (to check a PATCH project.estimate value). */
export async function projectHasEstimate(h: DbOrTx, projectId: string, estimateId: string): Promise<boolean> {
  const [row] = await h.select({ id: estimates.id }).from(estimates).where(and(eq(estimates.project_id, projectId), eq(estimates.id, estimateId))).limit(1);
  return row !== undefined;
}
