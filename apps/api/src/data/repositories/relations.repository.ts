import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectMembers, projects, states } from '../schema/projects.schema';
import { workItemRelations, workItems, type WorkItemRelationRow } from '../schema/work-items.schema';

/** The stored relation types (blocking is stored as the other side's blocked_by). */
export type StoredRelationType = 'blocked_by' | 'relates_to' | 'duplicate';
/** Columns a new relation row takes. */
export type NewRelation = typeof workItemRelations.$inferInsert;

/**
 * A work item as a relation shows it, with what the caller's visibility check needs: the project identifier, the
 * caller's project membership role (null without one) and the project's guest_view_all_features.
 */
export interface RelationItemRow {
  id: string;
  project_id: string;
  sequence_id: number;
  name: string;
  state_id: string | null;
  state_group: string | null;
  priority: string;
  is_epic: boolean;
  created_by: string | null;
  project_identifier: string;
  membership_role: number | null;
  guest_view_all_features: boolean;
}

/** Work items of a workspace among `ids` (not deleted), in any project, with the caller's membership in their project. */
export async function findRelationItems(h: DbOrTx, workspaceId: string, userId: string, ids: string[]): Promise<RelationItemRow[]> {
  if (ids.length === 0) return [];
  return h
    .select({
      id: workItems.id,
      project_id: workItems.project_id,
      sequence_id: workItems.sequence_id,
      name: workItems.name,
      state_id: workItems.state_id,
      state_group: states.group,
      priority: workItems.priority,
      is_epic: workItems.is_epic,
      created_by: workItems.created_by,
      project_identifier: projects.identifier,
      membership_role: projectMembers.role,
      guest_view_all_features: projects.guest_view_all_features,
    })
    .from(workItems)
    .innerJoin(projects, and(eq(projects.id, workItems.project_id), eq(projects.workspace_id, workspaceId)))
    .leftJoin(states, eq(states.id, workItems.state_id))
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, workItems.project_id), eq(projectMembers.member, userId)))
    .where(and(eq(workItems.workspace_id, workspaceId), isNull(workItems.deleted_at), eq(workItems.is_intake, false), inArray(workItems.id, ids)));
}

/** Every stored relation row touching an item (on either side), within the workspace. */
export async function listRelationRows(h: DbOrTx, workspaceId: string, workItemId: string): Promise<WorkItemRelationRow[]> {
  return h
    .select()
    .from(workItemRelations)
    .where(
      and(
        eq(workItemRelations.workspace_id, workspaceId),
        or(eq(workItemRelations.work_item_id, workItemId), eq(workItemRelations.related_work_item_id, workItemId)),
      ),
    )
    .orderBy(workItemRelations.created_at, workItemRelations.id);
}

/** Inserts relation rows, skipping ones already stored; returns the rows actually inserted. */
export async function insertRelations(h: DbOrTx, rows: NewRelation[]): Promise<WorkItemRelationRow[]> {
  if (rows.length === 0) return [];
  return h.insert(workItemRelations).values(rows).onConflictDoNothing().returning();
}

/** Deletes the stored row (workItemId, relatedId, type) of this workspace; returns the deleted rows. */
export async function deleteRelation(
  h: DbOrTx,
  workspaceId: string,
  workItemId: string,
  relatedId: string,
  type: StoredRelationType,
): Promise<WorkItemRelationRow[]> {
  return h
    .delete(workItemRelations)
    .where(
      and(
        eq(workItemRelations.workspace_id, workspaceId),
        eq(workItemRelations.work_item_id, workItemId),
        eq(workItemRelations.related_work_item_id, relatedId),
        eq(workItemRelations.relation_type, type),
      ),
    )
    .returning();
}
