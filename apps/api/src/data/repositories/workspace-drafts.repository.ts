import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workspaceDrafts, type WorkspaceDraftRow } from '../schema/work-items.schema';

/** Columns a new workspace draft takes. */
export type NewWorkspaceDraft = typeof workspaceDrafts.$inferInsert;
/** Fields a draft update may change. */
export type WorkspaceDraftPatch = Partial<Omit<NewWorkspaceDraft, 'id' | 'workspace_id' | 'created_by' | 'created_at'>>;

/** One page of a user's drafts in a workspace, newest first, and their total count. */
export async function listUserDrafts(h: DbOrTx, workspaceId: string, userId: string, page: { limit: number; offset: number }): Promise<{ rows: WorkspaceDraftRow[]; total: number }> {
  const where = and(eq(workspaceDrafts.workspace_id, workspaceId), eq(workspaceDrafts.created_by, userId));
  const rows = await h.select().from(workspaceDrafts).where(where).orderBy(desc(workspaceDrafts.created_at), desc(workspaceDrafts.id)).limit(page.limit).offset(page.offset);
  const [{ n }] = await h.select({ n: count() }).from(workspaceDrafts).where(where);
  return { rows, total: Number(n) };
}

/** A draft of this user in this workspace; other users' drafts find nothing. */
export async function findUserDraft(h: DbOrTx, workspaceId: string, userId: string, draftId: string, options: { lock?: boolean } = {}): Promise<WorkspaceDraftRow | undefined> {
  const query = h
    .select()
    .from(workspaceDrafts)
    .where(and(eq(workspaceDrafts.workspace_id, workspaceId), eq(workspaceDrafts.created_by, userId), eq(workspaceDrafts.id, draftId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a draft. */
export async function insertDraft(h: DbOrTx, values: NewWorkspaceDraft): Promise<WorkspaceDraftRow> {
  const [row] = await h.insert(workspaceDrafts).values(values).returning();
  return row;
}

/** Updates a draft of this workspace. */
export async function updateDraft(h: DbOrTx, workspaceId: string, draftId: string, patch: WorkspaceDraftPatch, now: Date): Promise<WorkspaceDraftRow> {
  const [row] = await h
    .update(workspaceDrafts)
    .set({ ...patch, updated_at: now })
    .where(and(eq(workspaceDrafts.workspace_id, workspaceId), eq(workspaceDrafts.id, draftId)))
    .returning();
  return row;
}

/** Deletes a draft of this workspace. */
export async function deleteDraft(h: DbOrTx, workspaceId: string, draftId: string): Promise<void> {
  await h.delete(workspaceDrafts).where(and(eq(workspaceDrafts.workspace_id, workspaceId), eq(workspaceDrafts.id, draftId)));
}
