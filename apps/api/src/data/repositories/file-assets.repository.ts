import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { fileAssets, type FileAssetRow } from '../schema/work-items.schema';
import { workspaces } from '../schema/workspaces.schema';

/** Columns a new asset row takes. */
export type NewFileAsset = typeof fileAssets.$inferInsert;
/** Fields an asset update may change. */
export type FileAssetPatch = Partial<Pick<FileAssetRow, 'attributes' | 'size' | 'is_uploaded' | 'deleted_at' | 'updated_by'>>;

/** Where an asset belongs: a project, a workspace (no project) or a user (neither). */
export type AssetScope = { kind: 'project'; workspaceId: string; projectId: string } | { kind: 'workspace'; workspaceId: string } | { kind: 'user'; userId: string };

function scopeCondition(scope: AssetScope): SQL {
  if (scope.kind === 'project') return and(eq(fileAssets.workspace_id, scope.workspaceId), eq(fileAssets.project_id, scope.projectId))!;
  if (scope.kind === 'workspace') return and(eq(fileAssets.workspace_id, scope.workspaceId), isNull(fileAssets.project_id))!;
  return and(isNull(fileAssets.workspace_id), isNull(fileAssets.project_id), eq(fileAssets.created_by, scope.userId))!;
}

/** Inserts an asset row. */
export async function insertFileAsset(h: DbOrTx, values: NewFileAsset): Promise<FileAssetRow> {
  const [row] = await h.insert(fileAssets).values(values).returning();
  return row;
}

/** One asset by id within its scope (deleted ones too); ids of other scopes find nothing. With `lock`, FOR UPDATE. */
export async function findFileAsset(h: DbOrTx, scope: AssetScope, assetId: string, options: { lock?: boolean } = {}): Promise<FileAssetRow | undefined> {
  const query = h.select().from(fileAssets).where(and(scopeCondition(scope), eq(fileAssets.id, assetId))).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * One asset by bare id, for the upload and download routes whose URL names only the asset: the caller must then
 * authorise against the asset's own workspace, project and entity before using it.
 */
export async function findFileAssetById(h: DbOrTx, assetId: string): Promise<FileAssetRow | undefined> {
  const [row] = await h.select().from(fileAssets).where(eq(fileAssets.id, assetId)).limit(1);
  return row;
}

/** Updates an asset within its scope. */
export async function updateFileAsset(h: DbOrTx, scope: AssetScope, assetId: string, patch: FileAssetPatch, now: Date): Promise<FileAssetRow> {
  const [row] = await h
    .update(fileAssets)
    .set({ ...patch, updated_at: now })
    .where(and(scopeCondition(scope), eq(fileAssets.id, assetId)))
    .returning();
  return row;
}

/** Uploaded, not deleted attachments (ISSUE_ATTACHMENT) of one work item, oldest first. */
export async function listWorkItemAttachments(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<FileAssetRow[]> {
  return h
    .select()
    .from(fileAssets)
    .where(
      and(
        eq(fileAssets.workspace_id, workspaceId),
        eq(fileAssets.project_id, projectId),
        eq(fileAssets.entity_type, 'ISSUE_ATTACHMENT'),
        eq(fileAssets.entity_identifier, workItemId),
        eq(fileAssets.is_uploaded, true),
        isNull(fileAssets.deleted_at),
      ),
    )
    .orderBy(asc(fileAssets.created_at), asc(fileAssets.id));
}

/** The slug of a workspace by id (the file route knows only the asset, whose access rules are keyed by slug). */
export async function findWorkspaceSlugById(h: DbOrTx, workspaceId: string): Promise<string | undefined> {
  const [row] = await h.select({ slug: workspaces.slug }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row?.slug;
}
