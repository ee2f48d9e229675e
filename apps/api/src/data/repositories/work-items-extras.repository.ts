import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectUserProperties, workItemDescriptionVersions, type WorkItemDescriptionVersionRow } from '../schema/work-items.schema';

/** Columns a new description version takes. */
export type NewDescriptionVersion = typeof workItemDescriptionVersions.$inferInsert;

/** Saves one description version. */
export async function insertDescriptionVersion(h: DbOrTx, values: NewDescriptionVersion): Promise<void> {
  await h.insert(workItemDescriptionVersions).values(values);
}

/** Description versions of an item, newest first. */
export async function listDescriptionVersions(h: DbOrTx, workspaceId: string, projectId: string, itemId: string): Promise<WorkItemDescriptionVersionRow[]> {
  return h
    .select()
    .from(workItemDescriptionVersions)
    .where(and(eq(workItemDescriptionVersions.workspace_id, workspaceId), eq(workItemDescriptionVersions.project_id, projectId), eq(workItemDescriptionVersions.work_item_id, itemId)))
    .orderBy(desc(workItemDescriptionVersions.last_saved_at), desc(workItemDescriptionVersions.created_at), desc(workItemDescriptionVersions.id));
}

/** One description version of an item. */
export async function findDescriptionVersion(h: DbOrTx, workspaceId: string, projectId: string, itemId: string, versionId: string): Promise<WorkItemDescriptionVersionRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemDescriptionVersions)
    .where(
      and(
        eq(workItemDescriptionVersions.workspace_id, workspaceId),
        eq(workItemDescriptionVersions.project_id, projectId),
        eq(workItemDescriptionVersions.work_item_id, itemId),
        eq(workItemDescriptionVersions.id, versionId),
      ),
    )
    .limit(1);
  return row;
}

/** A user's stored display properties for a project, or undefined when nothing is stored. */
export async function findDisplayProperties(h: DbOrTx, workspaceId: string, projectId: string, userId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await h
    .select({ p: projectUserProperties.display_properties })
    .from(projectUserProperties)
    .where(and(eq(projectUserProperties.workspace_id, workspaceId), eq(projectUserProperties.project_id, projectId), eq(projectUserProperties.user_id, userId)))
    .limit(1);
  return row?.p;
}

/** Stores a user's display properties for a project (creates the row or replaces display_properties only). */
export async function upsertDisplayProperties(h: DbOrTx, workspaceId: string, projectId: string, userId: string, properties: Record<string, boolean>, now: Date): Promise<void> {
  await h
    .insert(projectUserProperties)
    .values({ workspace_id: workspaceId, project_id: projectId, user_id: userId, display_properties: properties, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [projectUserProperties.project_id, projectUserProperties.user_id], set: { display_properties: properties, updated_at: now } });
}
