import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectUserProperties, workspaceUserProperties } from '../schema/work-items.schema';

/**
 * The stored parts of a user's list settings (as stored: only what the user set). `sub_issue_display_properties`
 * is kept for project lists only (workspace views have no sub-items widget).
 */
export interface StoredListProperties {
  filters: Record<string, unknown>;
  display_filters: Record<string, unknown>;
  display_properties: Record<string, unknown>;
  sub_issue_display_properties?: Record<string, unknown>;
}

/** A change to list settings: each given part is merged key by key into the stored one. */
export type ListPropertiesPatch = Partial<StoredListProperties>;

const parts = (p: ListPropertiesPatch) => ({
  filters: p.filters ?? {},
  display_filters: p.display_filters ?? {},
  display_properties: p.display_properties ?? {},
});
const projectParts = (p: ListPropertiesPatch) => ({ ...parts(p), sub_issue_display_properties: p.sub_issue_display_properties ?? {} });
const projectColumns = {
  filters: projectUserProperties.filters,
  display_filters: projectUserProperties.display_filters,
  display_properties: projectUserProperties.display_properties,
  sub_issue_display_properties: projectUserProperties.sub_issue_display_properties,
};

/** A user's stored settings for a project list, or undefined. */
export async function findProjectListProperties(h: DbOrTx, workspaceId: string, projectId: string, userId: string): Promise<StoredListProperties | undefined> {
  const t = projectUserProperties;
  const [row] = await h
    .select(projectColumns)
    .from(t)
    .where(and(eq(t.workspace_id, workspaceId), eq(t.project_id, projectId), eq(t.user_id, userId)))
    .limit(1);
  return row;
}

/**
 * Merges a change into a user's project list settings in one statement (jsonb `||`: the given keys replace the
 * stored ones, the others stay), creating the row when missing; returns the stored result.
 */
export async function mergeProjectListProperties(h: DbOrTx, workspaceId: string, projectId: string, userId: string, patch: ListPropertiesPatch, now: Date): Promise<StoredListProperties> {
  const t = projectUserProperties;
  const [row] = await h
    .insert(t)
    .values({ workspace_id: workspaceId, project_id: projectId, user_id: userId, ...projectParts(patch), created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [t.project_id, t.user_id],
      set: {
        filters: sql`${t.filters} || excluded.filters`,
        display_filters: sql`${t.display_filters} || excluded.display_filters`,
        display_properties: sql`${t.display_properties} || excluded.display_properties`,
        sub_issue_display_properties: sql`${t.sub_issue_display_properties} || excluded.sub_issue_display_properties`,
        updated_at: now,
      },
    })
    .returning(projectColumns);
  return row;
}

/** A user's stored settings for a workspace-level list view, or undefined. */
export async function findWorkspaceListProperties(h: DbOrTx, workspaceId: string, userId: string, viewKey: string): Promise<StoredListProperties | undefined> {
  const t = workspaceUserProperties;
  const [row] = await h
    .select({ filters: t.filters, display_filters: t.display_filters, display_properties: t.display_properties })
    .from(t)
    .where(and(eq(t.workspace_id, workspaceId), eq(t.user_id, userId), eq(t.view_key, viewKey)))
    .limit(1);
  return row;
}

/** As mergeProjectListProperties, for a workspace-level list view. */
export async function mergeWorkspaceListProperties(h: DbOrTx, workspaceId: string, userId: string, viewKey: string, patch: ListPropertiesPatch, now: Date): Promise<StoredListProperties> {
  const t = workspaceUserProperties;
  const [row] = await h
    .insert(t)
    .values({ workspace_id: workspaceId, user_id: userId, view_key: viewKey, ...parts(patch), created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [t.workspace_id, t.user_id, t.view_key],
      set: {
        filters: sql`${t.filters} || excluded.filters`,
        display_filters: sql`${t.display_filters} || excluded.display_filters`,
        display_properties: sql`${t.display_properties} || excluded.display_properties`,
        updated_at: now,
      },
    })
    .returning({ filters: t.filters, display_filters: t.display_filters, display_properties: t.display_properties });
  return row;
}
