import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { quickLinks } from '../schema/home.schema';

// The caller's quick links (issue 16): personal rows, so every query is scoped by workspace AND owner.

/** A quick link row. */
export type QuickLinkRow = typeof quickLinks.$inferSelect;

const q = quickLinks;
const mine = (workspaceId: string, ownerId: string): SQL => and(eq(q.workspace_id, workspaceId), eq(q.owner_id, ownerId))!;

/** The owner's quick links, oldest first. */
export async function listQuickLinkRows(h: DbOrTx, workspaceId: string, ownerId: string): Promise<QuickLinkRow[]> {
  return h.select().from(q).where(mine(workspaceId, ownerId)).orderBy(asc(q.created_at), asc(q.id));
}

/** Inserts a quick link; undefined when the client-chosen id is taken. */
export async function insertQuickLink(
  h: DbOrTx,
  values: { id?: string; workspace_id: string; owner_id: string; title: string; url: string },
  now: Date,
): Promise<QuickLinkRow | undefined> {
  const [row] = await h.insert(q).values({ ...values, created_at: now, updated_at: now }).onConflictDoNothing().returning();
  return row;
}

/** Updates the owner's quick link; undefined when it is not theirs. */
export async function updateQuickLink(
  h: DbOrTx,
  workspaceId: string,
  ownerId: string,
  id: string,
  patch: Partial<Pick<QuickLinkRow, 'title' | 'url'>>,
  now: Date,
): Promise<QuickLinkRow | undefined> {
  const [row] = await h.update(q).set({ ...patch, updated_at: now }).where(and(mine(workspaceId, ownerId), eq(q.id, id))).returning();
  return row;
}

/** The owner's quick link by id, or undefined. */
export async function findQuickLink(h: DbOrTx, workspaceId: string, ownerId: string, id: string): Promise<QuickLinkRow | undefined> {
  const [row] = await h.select().from(q).where(and(mine(workspaceId, ownerId), eq(q.id, id))).limit(1);
  return row;
}

/** Deletes the owner's quick link; false when it is not theirs. */
export async function deleteQuickLink(h: DbOrTx, workspaceId: string, ownerId: string, id: string): Promise<boolean> {
  const rows = await h.delete(q).where(and(mine(workspaceId, ownerId), eq(q.id, id))).returning({ id: q.id });
  return rows.length > 0;
}
