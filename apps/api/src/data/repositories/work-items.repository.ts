import { and, count, desc, eq, inArray, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projects, type ProjectRow } from '../schema/projects.schema';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';

/** Columns a new work item row takes. */
export type NewWorkItem = typeof workItems.$inferInsert;
/** Fields an update may change. */
export type WorkItemPatch = Partial<
  Pick<
    WorkItemRow,
    | 'name' | 'description_html' | 'description_stripped' | 'priority' | 'state_id' | 'sort_order' | 'estimate_point' | 'parent_id'
    | 'type_id' | 'start_date' | 'target_date' | 'completed_at' | 'archived_at' | 'deleted_at' | 'is_draft' | 'updated_by' | 'cycle_id' | 'is_epic'
  >
>;

/**
 * Which items of a project a list shows. Later work (filters, grouping) adds fields here and conditions in
 * workItemListConditions, so every list keeps one query shape.
 */
export interface WorkItemListFilter {
  workspaceId: string;
  projectId: string;
  /** true: epics only; false: non-epics only; undefined: both. */
  isEpic?: boolean;
  /** 'active' (default): not archived; 'archived': archived only; 'any'. */
  archived?: 'active' | 'archived' | 'any';
  /** Soft-deleted items only (deleted-issues/) instead of live ones. */
  deleted?: boolean;
  /** Drafts only (issue-drafts/) instead of non-drafts; undefined with `anyDraft` for both. */
  draft?: boolean;
  /** Only items created by this user (a guest without guest_view_all_features). */
  createdBy?: string;
  /** Only these ids. */
  ids?: string[];
}

/** The SQL conditions of a list filter (exported so later list variants extend rather than copy). */
export function workItemListConditions(f: WorkItemListFilter): SQL[] {
  // Intake requests not accepted (is_intake) are in no list.
  const c: SQL[] = [eq(workItems.workspace_id, f.workspaceId), eq(workItems.project_id, f.projectId), eq(workItems.is_intake, false)];
  c.push(f.deleted ? isNotNull(workItems.deleted_at) : isNull(workItems.deleted_at));
  const archived = f.archived ?? 'active';
  if (archived === 'active') c.push(isNull(workItems.archived_at));
  if (archived === 'archived') c.push(isNotNull(workItems.archived_at));
  if (f.draft !== undefined) c.push(eq(workItems.is_draft, f.draft));
  if (f.isEpic !== undefined) c.push(eq(workItems.is_epic, f.isEpic));
  if (f.createdBy) c.push(eq(workItems.created_by, f.createdBy));
  if (f.ids) c.push(f.ids.length ? inArray(workItems.id, f.ids) : sql`false`);
  return c;
}

/** One page of a list, newest first (created_at, then id, descending), and the total count of the filter. */
export async function listWorkItemsPage(h: DbOrTx, filter: WorkItemListFilter, page: { limit: number; offset: number }): Promise<{ rows: WorkItemRow[]; total: number }> {
  const where = and(...workItemListConditions(filter));
  const rows = await h.select().from(workItems).where(where).orderBy(desc(workItems.created_at), desc(workItems.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await h.select({ n: count() }).from(workItems).where(where);
  return { rows, total: Number(n) };
}

/** Every item of a filter, newest first (for small lists such as ids= and sub-issues). */
export async function listWorkItems(h: DbOrTx, filter: WorkItemListFilter): Promise<WorkItemRow[]> {
  return h.select().from(workItems).where(and(...workItemListConditions(filter))).orderBy(desc(workItems.created_at), desc(workItems.id));
}

/** Children of an item (not deleted), newest first. */
export async function listChildWorkItems(h: DbOrTx, workspaceId: string, projectId: string, parentId: string): Promise<WorkItemRow[]> {
  return h
    .select()
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), eq(workItems.parent_id, parentId), isNull(workItems.deleted_at), eq(workItems.is_intake, false)))
    .orderBy(desc(workItems.created_at), desc(workItems.id));
}

/**
 * Takes the project's next sequence number. The UPDATE locks the project row until the transaction ends, so parallel
 * creates get distinct numbers and a rolled-back create only leaves a gap.
 */
export async function nextSequenceId(h: DbOrTx, workspaceId: string, projectId: string): Promise<number> {
  const [row] = await h
    .update(projects)
    .set({ issue_sequence: sql`${projects.issue_sequence} + 1` })
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId)))
    .returning({ seq: projects.issue_sequence });
  return row.seq;
}

/** The highest sort_order of the project's items, or null when it has none. */
export async function maxWorkItemSortOrder(h: DbOrTx, projectId: string): Promise<number | null> {
  const [row] = await h.select({ m: max(workItems.sort_order) }).from(workItems).where(eq(workItems.project_id, projectId));
  return row?.m ?? null;
}

/** Inserts a work item. */
export async function insertWorkItem(h: DbOrTx, values: NewWorkItem): Promise<WorkItemRow> {
  const [row] = await h.insert(workItems).values(values).returning();
  return row;
}

/** Updates one work item of this project; updated_at is set to `now`. */
export async function updateWorkItem(h: DbOrTx, workspaceId: string, projectId: string, id: string, patch: WorkItemPatch, now: Date): Promise<WorkItemRow> {
  const [row] = await h
    .update(workItems)
    .set({ ...patch, updated_at: now })
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), eq(workItems.id, id)))
    .returning();
  return row;
}

/** A work item by the project identifier (any case) and sequence number, with its project; not deleted. */
export async function findWorkItemByIdentifier(
  h: DbOrTx,
  workspaceId: string,
  identifier: string,
  sequenceId: number,
): Promise<{ item: WorkItemRow; project: ProjectRow } | undefined> {
  const [row] = await h
    .select({ item: workItems, project: projects })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(
      and(
        eq(projects.workspace_id, workspaceId),
        eq(sql`upper(${projects.identifier})`, identifier.toUpperCase()),
        eq(workItems.sequence_id, sequenceId),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

/** Ids from an item up to its topmost ancestor (the item first), within one project. */
export async function workItemAncestorIds(h: DbOrTx, projectId: string, id: string): Promise<string[]> {
  // UNION (not UNION ALL) ends the walk even if stored data ever held a loop.
  const result = await h.execute(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_id from ${workItems} where id = ${id} and project_id = ${projectId}
      union
      select w.id, w.parent_id from ${workItems} w join chain c on w.id = c.parent_id where w.project_id = ${projectId}
    )
    select id from chain`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

/** True when any work item of the project (archived, deleted and drafts included) uses the state. */
export async function isStateUsedByWorkItems(h: DbOrTx, projectId: string, stateId: string): Promise<boolean> {
  const [row] = await h
    .select({ id: workItems.id })
    .from(workItems)
    .where(and(eq(workItems.project_id, projectId), eq(workItems.state_id, stateId)))
    .limit(1);
  return row !== undefined;
}
