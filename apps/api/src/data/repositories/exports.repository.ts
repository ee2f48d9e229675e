import { EXPORT_LIST_LIMIT, normalizeWorkItemListQuery } from '@cairn/types';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { cycles, modules } from '../schema/planning.schema';
import { estimatePoints, labels, projects, states } from '../schema/projects.schema';
import { workItemExports } from '../schema/reports.schema';
import { users } from '../schema/users.schema';
import { workItemAssignees, workItemLabels, workItemModules, workItems } from '../schema/work-items.schema';
import { listConditions } from './work-item-list-sql';

// Project work-item exports (issue 17 point 4): the export rows (personal: every read is scoped by workspace AND
// creator, except the job's by id) and the flat item batches the export job writes (one query per batch, never per row).

const e = workItemExports;

/** An export row. */
export type ExportRow = typeof workItemExports.$inferSelect;

/** A new export, queued. */
export async function insertExport(h: DbOrTx, values: { workspace_id: string; project_ids: string[]; format: string; created_by: string }, now: Date): Promise<ExportRow> {
  const [row] = await h.insert(e).values({ ...values, status: 'queued', created_at: now }).returning();
  return row;
}

/** The user's exports in the workspace, newest first (at most EXPORT_LIST_LIMIT). */
export async function listExports(h: DbOrTx, workspaceId: string, userId: string): Promise<ExportRow[]> {
  return h
    .select()
    .from(e)
    .where(and(eq(e.workspace_id, workspaceId), eq(e.created_by, userId)))
    .orderBy(desc(e.created_at), desc(e.id))
    .limit(EXPORT_LIST_LIMIT);
}

/** One of the user's exports in the workspace, or undefined (another user's or workspace's id reads as missing). */
export async function findOwnExport(h: DbOrTx, workspaceId: string, userId: string, exportId: string): Promise<ExportRow | undefined> {
  const [row] = await h.select().from(e).where(and(eq(e.workspace_id, workspaceId), eq(e.created_by, userId), eq(e.id, exportId))).limit(1);
  return row;
}

/** The export by id (the job's read), or undefined. */
export async function findExportById(h: DbOrTx, exportId: string): Promise<ExportRow | undefined> {
  const [row] = await h.select().from(e).where(eq(e.id, exportId)).limit(1);
  return row;
}

/** Sets the export's outcome fields. */
export async function updateExport(h: DbOrTx, exportId: string, patch: Partial<Omit<ExportRow, 'id' | 'workspace_id' | 'created_by' | 'created_at'>>): Promise<void> {
  await h.update(e).set(patch).where(eq(e.id, exportId));
}

/** Name and identifier of the given projects of the workspace (those still there). */
export async function projectNames(h: DbOrTx, workspaceId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return h
    .select({ id: projects.id, name: projects.name, identifier: projects.identifier })
    .from(projects)
    .where(and(eq(projects.workspace_id, workspaceId), inArray(projects.id, projectIds)));
}

const w = workItems;
const names = (sub: ReturnType<typeof sql>) => sql<string[]>`coalesce((${sub}), '{}')`;

/**
 * One batch of a project's live work items (not deleted, archived, draft, intake or epic) by sequence id after
 * `afterSequence`, with every exported field flattened: state, assignees, labels, cycle, modules, estimate, creator and
 * parent resolved by joins and array subqueries. One query per batch.
 */
export async function exportItemBatch(h: DbOrTx, workspaceId: string, projectId: string, afterSequence: number, limit: number, now: Date) {
  const scope = { workspaceId, projectIds: [projectId], ownOnlyProjectIds: [], userId: '', state: 'live' as const, isEpic: false };
  const creator = sql`(select coalesce(nullif(u.display_name, ''), u.email) from ${users} u where u.id = ${w.created_by})`;
  const parent = sql`(select pp.identifier || '-' || pw.sequence_id from ${workItems} pw join ${projects} pp on pp.id = pw.project_id where pw.id = ${w.parent_id})`;
  return h
    .select({
      id: w.id, project_id: w.project_id, project_identifier: projects.identifier, sequence_id: w.sequence_id, name: w.name,
      state_id: w.state_id, state: states.name, state_group: states.group, priority: w.priority,
      assignee_ids: names(sql`select array_agg(a.assignee_id::text order by a.created_at, a.assignee_id) from ${workItemAssignees} a where a.work_item_id = ${w.id}`),
      assignees: names(sql`select array_agg(coalesce(nullif(u.display_name, ''), u.email) || ' <' || u.email || '>' order by a.created_at, a.assignee_id) from ${workItemAssignees} a join ${users} u on u.id = a.assignee_id where a.work_item_id = ${w.id}`),
      label_ids: names(sql`select array_agg(l.id::text order by l.name, l.id) from ${workItemLabels} wl join ${labels} l on l.id = wl.label_id where wl.work_item_id = ${w.id}`),
      labels: names(sql`select array_agg(l.name order by l.name, l.id) from ${workItemLabels} wl join ${labels} l on l.id = wl.label_id where wl.work_item_id = ${w.id}`),
      cycle_id: w.cycle_id, cycle: cycles.name,
      module_ids: names(sql`select array_agg(m.id::text order by m.name, m.id) from ${workItemModules} wm join ${modules} m on m.id = wm.module_id where wm.work_item_id = ${w.id}`),
      modules: names(sql`select array_agg(m.name order by m.name, m.id) from ${workItemModules} wm join ${modules} m on m.id = wm.module_id where wm.work_item_id = ${w.id}`),
      estimate: estimatePoints.value, start_date: w.start_date, target_date: w.target_date, created_at: w.created_at, completed_at: w.completed_at,
      created_by_id: w.created_by, created_by: creator, parent_id: w.parent_id, parent: parent, description: w.description_stripped,
    })
    .from(w)
    .innerJoin(projects, eq(projects.id, w.project_id))
    .leftJoin(states, eq(states.id, w.state_id))
    .leftJoin(cycles, eq(cycles.id, w.cycle_id))
    .leftJoin(estimatePoints, eq(estimatePoints.id, w.estimate_point))
    .where(and(...listConditions(scope, normalizeWorkItemListQuery({}, now)), gt(w.sequence_id, afterSequence)))
    .orderBy(asc(w.sequence_id))
    .limit(limit);
}

/** One exported item as exportItemBatch reads it. */
export type ExportItemRow = Awaited<ReturnType<typeof exportItemBatch>>[number];
