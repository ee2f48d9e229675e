import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { users } from '../schema/users.schema';
import { commentReactions, workItemComments, workItemReactions, type WorkItemCommentRow } from '../schema/work-items.schema';

// Aggregates the public board reads (issue 20): reaction counts, comment counts and comments with their authors' public
// names — one statement each for a whole page of items. The ids come from the public routes, which checked them against
// the board already; `scope` (the board's workspace and project) narrows the statements further when given.

/** The board's workspace and project. */
export interface BoardScope {
  workspaceId: string;
  projectId: string;
}

/** Count of one emoji on one target (an item or a comment), and whether the given user is among those who gave it. */
export interface ReactionCountRow {
  target_id: string;
  reaction: string;
  count: number;
  reacted: boolean;
}

/** A comment with its author's public fields (never the email). */
export interface PublicCommentRow {
  comment: WorkItemCommentRow;
  actor: { id: string; display_name: string; first_name: string; last_name: string; avatar_url: string | null } | null;
}

const inScope = (t: { workspace_id: PgColumn; project_id: PgColumn }, scope: BoardScope | null) =>
  scope ? and(eq(t.workspace_id, scope.workspaceId), eq(t.project_id, scope.projectId)) : undefined;

const mineOf = (actor: PgColumn, userId: string | null) =>
  userId ? sql<boolean>`coalesce(bool_or(${actor} = ${userId}), false)` : sql<boolean>`false`;

/** Reaction counts per item and emoji among `itemIds`, each emoji in the order it was first given. */
export async function itemReactionCounts(h: DbOrTx, scope: BoardScope | null, itemIds: string[], userId: string | null): Promise<ReactionCountRow[]> {
  if (itemIds.length === 0) return [];
  const t = workItemReactions;
  const rows = await h
    .select({ target_id: t.work_item_id, reaction: t.reaction, count: sql<number>`count(*)::int`, reacted: mineOf(t.actor_id, userId) })
    .from(t)
    .where(and(inScope(t, scope), inArray(t.work_item_id, itemIds)))
    .groupBy(t.work_item_id, t.reaction)
    .orderBy(sql`min(${t.created_at})`, t.reaction);
  return rows.map((r) => ({ ...r, count: Number(r.count), reacted: Boolean(r.reacted) }));
}

/** Reaction counts per comment and emoji among `commentIds`, each emoji in the order it was first given. */
export async function commentReactionCounts(h: DbOrTx, scope: BoardScope | null, commentIds: string[], userId: string | null): Promise<ReactionCountRow[]> {
  if (commentIds.length === 0) return [];
  const t = commentReactions;
  const rows = await h
    .select({ target_id: t.comment_id, reaction: t.reaction, count: sql<number>`count(*)::int`, reacted: mineOf(t.actor_id, userId) })
    .from(t)
    .where(and(inScope(t, scope), inArray(t.comment_id, commentIds)))
    .groupBy(t.comment_id, t.reaction)
    .orderBy(sql`min(${t.created_at})`, t.reaction);
  return rows.map((r) => ({ ...r, count: Number(r.count), reacted: Boolean(r.reacted) }));
}

/** Number of comments per item among `itemIds` (items without comments are absent). */
export async function itemCommentCounts(h: DbOrTx, scope: BoardScope | null, itemIds: string[]): Promise<{ work_item_id: string; count: number }[]> {
  if (itemIds.length === 0) return [];
  const t = workItemComments;
  const rows = await h
    .select({ work_item_id: t.work_item_id, count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inScope(t, scope), inArray(t.work_item_id, itemIds)))
    .groupBy(t.work_item_id);
  return rows.map((r) => ({ work_item_id: r.work_item_id, count: Number(r.count) }));
}

function selectWithAuthors(h: DbOrTx) {
  const t = workItemComments;
  return h
    .select({
      comment: t,
      actor_id: users.id,
      display_name: users.display_name,
      first_name: users.first_name,
      last_name: users.last_name,
      avatar_url: users.avatar_url,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.actor_id));
}

type WithAuthor = Awaited<ReturnType<ReturnType<typeof selectWithAuthors>['where']>>[number];

function toPublicRow(r: WithAuthor): PublicCommentRow {
  return {
    comment: r.comment,
    actor: r.actor_id
      ? { id: r.actor_id, display_name: r.display_name ?? '', first_name: r.first_name ?? '', last_name: r.last_name ?? '', avatar_url: r.avatar_url ?? null }
      : null,
  };
}

/** Comments of one item, oldest first, with their authors' public fields (the author is null once deleted). */
export async function listCommentsWithAuthors(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<PublicCommentRow[]> {
  const t = workItemComments;
  const rows = await selectWithAuthors(h)
    .where(and(eq(t.workspace_id, workspaceId), eq(t.project_id, projectId), eq(t.work_item_id, workItemId)))
    .orderBy(asc(t.created_at), asc(t.id));
  return rows.map(toPublicRow);
}

/** One comment of the project with its author's public fields. */
export async function findCommentWithAuthor(h: DbOrTx, workspaceId: string, projectId: string, commentId: string): Promise<PublicCommentRow | undefined> {
  const t = workItemComments;
  const [row] = await selectWithAuthors(h)
    .where(and(eq(t.workspace_id, workspaceId), eq(t.project_id, projectId), eq(t.id, commentId)))
    .limit(1);
  return row ? toPublicRow(row) : undefined;
}
