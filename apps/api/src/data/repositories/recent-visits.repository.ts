import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { recentVisits } from '../schema/home.schema';
import { projects, states } from '../schema/projects.schema';
import { workItems } from '../schema/work-items.schema';
import { uuidArray } from './sql-arrays';

// The caller's recent visits (issue 16): personal rows, scoped by workspace AND user; one row per entity (upsert).
// The entities' live display data is read here too, one query per entity type.

/** A recent-visit row. */
export type RecentVisitRow = typeof recentVisits.$inferSelect;

const v = recentVisits;

/** Records a visit now: insert, or move visited_at (and project) of the user's row for the entity. */
export async function upsertRecentVisit(
  h: DbOrTx,
  values: { workspace_id: string; user_id: string; entity_name: string; entity_identifier: string; project_id: string | null },
  now: Date,
): Promise<void> {
  await h
    .insert(v)
    .values({ ...values, visited_at: now })
    .onConflictDoUpdate({
      target: [v.workspace_id, v.user_id, v.entity_name, v.entity_identifier],
      set: { visited_at: now, project_id: values.project_id },
    });
}

/** The user's latest visits, newest first (at most `limit`), optionally of one entity kind. */
export async function listRecentVisitRows(h: DbOrTx, workspaceId: string, userId: string, entityName: string | undefined, limit: number): Promise<RecentVisitRow[]> {
  return h
    .select()
    .from(v)
    .where(and(eq(v.workspace_id, workspaceId), eq(v.user_id, userId), entityName ? eq(v.entity_name, entityName) : undefined))
    .orderBy(desc(v.visited_at), desc(v.id))
    .limit(limit);
}

/** A work item as recents show it, with what the visibility rule needs (project, creator). */
export interface VisitedWorkItem {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  project_identifier: string;
  state_group: string | null;
  state_name: string | null;
  priority: string;
  created_by: string | null;
}

/**
 * The live work items among `ids` (not deleted, archived, draft or intake; project not archived) with their project
 * identifier and state. One query; visibility is the caller's (see workspaceListScope).
 */
export async function liveWorkItemsAmong(h: DbOrTx, workspaceId: string, ids: string[]): Promise<VisitedWorkItem[]> {
  if (ids.length === 0) return [];
  const w = workItems;
  return h
    .select({
      id: w.id, name: w.name, sequence_id: w.sequence_id, project_id: w.project_id, project_identifier: projects.identifier,
      state_group: states.group, state_name: states.name, priority: w.priority, created_by: w.created_by,
    })
    .from(w)
    .innerJoin(projects, eq(projects.id, w.project_id))
    .leftJoin(states, eq(states.id, w.state_id))
    .where(and(
      eq(w.workspace_id, workspaceId), sql`${w.id} = any(${uuidArray(ids)})`, isNull(w.deleted_at), isNull(w.archived_at),
      eq(w.is_draft, false), eq(w.is_intake, false), isNull(projects.archived_at),
    ));
}

/** The live (not archived) projects among `ids` with name, identifier and logo. One query; visibility is the caller's. */
export async function liveProjectsAmong(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Array<{ id: string; name: string; identifier: string; logo_props: Record<string, unknown> | null }>> {
  if (ids.length === 0) return [];
  const rows = await h
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier, logo_props: projects.logo_props })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), sql`${projects.id} = any(${uuidArray(ids)})`, isNull(projects.archived_at)));
  return rows.map((r) => ({ ...r, logo_props: (r.logo_props ?? null) as Record<string, unknown> | null }));
}

/** A work item of the workspace by id (any project; not deleted): where a visit to it points. */
export async function findWorkItemProject(h: DbOrTx, workspaceId: string, id: string): Promise<string | undefined> {
  const [row] = await h
    .select({ project_id: workItems.project_id })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.id, id), isNull(workItems.deleted_at)))
    .limit(1);
  return row?.project_id;
}
