import { and, asc, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { labels, type LabelRow } from '../schema/projects.schema';

/** Columns a new label row takes. */
export type NewLabel = typeof labels.$inferInsert;
/** Fields a label update may change. */
export type LabelPatch = Partial<Pick<LabelRow, 'name' | 'color' | 'description' | 'parent' | 'sort_order'>>;

/** Labels of these projects of the workspace, by sort_order then name. */
export async function listLabels(h: DbOrTx, workspaceId: string, projectIds: string[]): Promise<LabelRow[]> {
  if (projectIds.length === 0) return [];
  return h
    .select()
    .from(labels)
    .where(and(eq(labels.workspace_id, workspaceId), inArray(labels.project_id, projectIds)))
    .orderBy(asc(labels.sort_order), asc(labels.name), asc(labels.id));
}

/** A label of this project by id; ids of other projects find nothing. */
export async function findLabel(h: DbOrTx, workspaceId: string, projectId: string, labelId: string): Promise<LabelRow | undefined> {
  const [row] = await h
    .select()
    .from(labels)
    .where(and(eq(labels.workspace_id, workspaceId), eq(labels.project_id, projectId), eq(labels.id, labelId)))
    .limit(1);
  return row;
}

/** Inserts a label. */
export async function insertLabel(h: DbOrTx, values: NewLabel): Promise<LabelRow> {
  const [row] = await h.insert(labels).values(values).returning();
  return row;
}

/** Updates a label of this project. */
export async function updateLabel(h: DbOrTx, projectId: string, labelId: string, patch: LabelPatch, now: Date): Promise<LabelRow> {
  const [row] = await h
    .update(labels)
    .set({ ...patch, updated_at: now })
    .where(and(eq(labels.project_id, projectId), eq(labels.id, labelId)))
    .returning();
  return row;
}

/** Moves the children of a label to another parent (null = top level). */
export async function reparentChildren(h: DbOrTx, projectId: string, fromParent: string, toParent: string | null, now: Date): Promise<void> {
  await h
    .update(labels)
    .set({ parent: toParent, updated_at: now })
    .where(and(eq(labels.project_id, projectId), eq(labels.parent, fromParent)));
}

/** Deletes a label of this project. */
export async function deleteLabel(h: DbOrTx, projectId: string, labelId: string): Promise<void> {
  await h.delete(labels).where(and(eq(labels.project_id, projectId), eq(labels.id, labelId)));
}

/** The highest sort_order among the labels under this parent (null = top level), or null when there are none. */
export async function maxSiblingSortOrder(h: DbOrTx, projectId: string, parent: string | null): Promise<number | null> {
  const [row] = await h
    .select({ m: max(labels.sort_order) })
    .from(labels)
    .where(and(eq(labels.project_id, projectId), parent ? eq(labels.parent, parent) : isNull(labels.parent)));
  return row?.m ?? null;
}

/** The ids on the path from a label up to the top (the label first), within one project. */
export async function ancestorIds(h: DbOrTx, projectId: string, labelId: string): Promise<string[]> {
  // A recursive walk in one statement; UNION (not UNION ALL) stops even if stored data ever held a loop.
  const result = await h.execute(sql`
    with recursive chain(id, parent) as (
      select id, parent from ${labels} where id = ${labelId} and project_id = ${projectId}
      union
      select l.id, l.parent from ${labels} l join chain c on l.id = c.parent where l.project_id = ${projectId}
    )
    select id from chain`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
}

/** True when a sibling under this parent already has the name (case-insensitive). */
export async function isLabelNameTaken(h: DbOrTx, projectId: string, parent: string | null, name: string, exceptLabelId?: string): Promise<boolean> {
  const [row] = await h
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.project_id, projectId),
        parent ? eq(labels.parent, parent) : isNull(labels.parent),
        eq(sql`lower(${labels.name})`, name.toLowerCase()),
        exceptLabelId ? ne(labels.id, exceptLabelId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
