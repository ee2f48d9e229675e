import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { apiTokens, users, workspaceMembers, workspaces } from '../schema';
import type { UserRow } from './users.repository';

/** An api_tokens row. */
export type ApiTokenRow = typeof apiTokens.$inferSelect;
/** A token row with its workspace's slug (what the list and the presenter need). */
export type ApiTokenWithSlug = ApiTokenRow & { workspace_slug: string };

const withSlug = { token: apiTokens, workspace_slug: workspaces.slug };

/** Stores a new token (token_hash is already sha256 of the token). */
export async function insertApiToken(db: DbOrTx, row: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [created] = await db.insert(apiTokens).values(row).returning();
  return created;
}

/** The user's tokens, newest first, with their workspace slugs. */
export async function listUserApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenWithSlug[]> {
  const rows = await db
    .select(withSlug)
    .from(apiTokens)
    .innerJoin(workspaces, eq(workspaces.id, apiTokens.workspace_id))
    .where(eq(apiTokens.user_id, userId))
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
  return rows.map((r) => ({ ...r.token, workspace_slug: r.workspace_slug }));
}

/** One of the user's tokens (another user's id reads as missing). */
export async function findUserApiToken(db: DbOrTx, userId: string, id: string): Promise<ApiTokenWithSlug | undefined> {
  const [row] = await db
    .select(withSlug)
    .from(apiTokens)
    .innerJoin(workspaces, eq(workspaces.id, apiTokens.workspace_id))
    .where(and(eq(apiTokens.user_id, userId), eq(apiTokens.id, id)))
    .limit(1);
  return row ? { ...row.token, workspace_slug: row.workspace_slug } : undefined;
}

/** How many tokens the user holds. */
export async function countUserApiTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.user_id, userId));
  return Number(row?.n ?? 0);
}

/** Revokes one of the user's tokens; false when it was not theirs or not there. */
export async function deleteUserApiToken(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db.delete(apiTokens).where(and(eq(apiTokens.user_id, userId), eq(apiTokens.id, id))).returning({ id: apiTokens.id });
  return gone.length > 0;
}

/**
 * The token with this hash, its user and its workspace's slug (every X-Api-Key request asks this); `is_member` is false
 * once the user is no longer an active member of the token's workspace (the token then opens nothing).
 */
export async function findApiTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: UserRow; workspace_slug: string; is_member: boolean } | undefined> {
  const [row] = await db
    .select({ token: apiTokens, user: users, workspace_slug: workspaces.slug, member_active: workspaceMembers.is_active })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .innerJoin(workspaces, eq(workspaces.id, apiTokens.workspace_id))
    .leftJoin(workspaceMembers, and(eq(workspaceMembers.workspace_id, apiTokens.workspace_id), eq(workspaceMembers.member, apiTokens.user_id)))
    .where(eq(apiTokens.token_hash, tokenHash))
    .limit(1);
  return row ? { token: row.token, user: row.user, workspace_slug: row.workspace_slug, is_member: row.member_active === true } : undefined;
}

/** Sets last_used_at, at most once per `minIntervalMs` (a write per request would be waste). */
export async function touchApiToken(db: DbOrTx, id: string, at: Date, minIntervalMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ last_used_at: at })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, new Date(at.getTime() - minIntervalMs)))));
}
