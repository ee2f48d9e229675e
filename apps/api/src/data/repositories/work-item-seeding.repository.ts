import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projects } from '../schema/projects.schema';
import { workItemAssignees, workItemLabels, workItems, type WorkItemRow } from '../schema/work-items.schema';

// Straight inserts of work items for the demo seed and for tests of the modules around work items (comments,
// reactions, links, relations, history). The API creates items through the work-items module instead.

/** A work item to insert: sequence_id is taken from the project's issue_sequence. */
export type SeedWorkItem = Omit<typeof workItems.$inferInsert, 'sequence_id'>;

/** Takes the next sequence number of a project (atomic: the row is updated and returned in one statement). */
export async function takeIssueSequence(h: DbOrTx, workspaceId: string, projectId: string): Promise<number> {
  const [row] = await h
    .update(projects)
    .set({ issue_sequence: sql`${projects.issue_sequence} + 1` })
    .where(and(eq(projects.workspace_id, workspaceId), eq(projects.id, projectId)))
    .returning({ sequence: projects.issue_sequence });
  if (!row) throw new Error(`project ${projectId} not found in workspace ${workspaceId}`);
  return row.sequence;
}

/** Inserts one work item with the next sequence id of its project, plus its assignees and labels. */
export async function insertSeedWorkItem(h: DbOrTx, values: SeedWorkItem, extra: { assigneeIds?: string[]; labelIds?: string[] } = {}): Promise<WorkItemRow> {
  const sequence_id = await takeIssueSequence(h, values.workspace_id, values.project_id);
  const [row] = await h.insert(workItems).values({ ...values, sequence_id }).returning();
  const scope = { workspace_id: row.workspace_id, project_id: row.project_id, work_item_id: row.id };
  if (extra.assigneeIds?.length) await h.insert(workItemAssignees).values(extra.assigneeIds.map((assignee_id) => ({ ...scope, assignee_id })));
  if (extra.labelIds?.length) await h.insert(workItemLabels).values(extra.labelIds.map((label_id) => ({ ...scope, label_id })));
  return row;
}

/** How many work items (any state, deleted too) a project holds. */
export async function countProjectWorkItems(h: DbOrTx, workspaceId: string, projectId: string): Promise<number> {
  const [row] = await h
    .select({ n: sql<number>`count(*)::int` })
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId)));
  return Number(row?.n ?? 0);
}
