import type { PublicComment, PublicPerson, PublicReactionCount, PublicVoteSummary } from '@cairn/types';
import type { DbOrTx } from '../../../data/db';
import type { AnchorTarget } from '../../../data/repositories/deploy-boards.repository';
import {
  commentReactionCounts,
  itemCommentCounts,
  itemReactionCounts,
  listCommentsWithAuthors,
  type PublicCommentRow,
  type ReactionCountRow,
} from '../../../data/repositories/public-interactions.repository';
import { voteTotals } from '../../../data/repositories/work-item-votes.repository';
import { sanitizeRichText } from '../../work-items/rich-text';

// Reads of votes, reactions and comments for the public board (issue 20), batched: one statement per helper for a whole
// page of items. The callers have resolved the anchor and checked that every id is an item of the board; given the
// optional `target`, the statements are also scoped by the board's workspace and project.
//
// Which comments the public sees: every comment of the item (whatever its access) when the board shows comments
// (is_comments_enabled) or activity (is_activity_enabled); none otherwise. Authors appear as public persons (display
// name and avatar, never the email); html is sanitised again on the way out.

/** A deleted author's stand-in (the nil uuid, no name). */
const NOBODY: PublicPerson = { id: '00000000-0000-0000-0000-000000000000', display_name: '', avatar_url: null };

/** A user as the public sees them: display name (or first and last name when unset) and avatar. */
export function toPublicPerson(user: { id: string; display_name: string; first_name: string; last_name: string; avatar_url: string | null } | null): PublicPerson {
  if (!user) return NOBODY;
  const name = user.display_name.trim() || `${user.first_name} ${user.last_name}`.trim();
  return { id: user.id, display_name: name, avatar_url: user.avatar_url };
}

/** Whether the board shows comments at all (see the rule above). */
export function boardShowsComments(target: AnchorTarget): boolean {
  return target.board.is_comments_enabled || target.board.is_activity_enabled;
}

/** Reaction counts grouped by target id. */
function groupCounts(rows: ReactionCountRow[], ids: string[]): Map<string, PublicReactionCount[]> {
  const out = new Map<string, PublicReactionCount[]>(ids.map((id) => [id, []]));
  for (const r of rows) out.get(r.target_id)?.push({ reaction: r.reaction, count: r.count, reacted: r.reacted });
  return out;
}

/** The board's workspace and project, to scope the statements. */
function scopeOf(target: AnchorTarget | undefined) {
  return target ? { workspaceId: target.workspace.id, projectId: target.project.id } : null;
}

/**
 * Vote summaries of items (every id present; 0/0/0 when nobody voted). The ids must be items of the board (the caller
 * checked them); pass `target` to scope the statement to the board's project as well.
 */
export async function voteSummaries(h: DbOrTx, itemIds: string[], userId: string | null, target?: AnchorTarget): Promise<Map<string, PublicVoteSummary>> {
  const ids = [...new Set(itemIds)];
  const out = new Map<string, PublicVoteSummary>(ids.map((id) => [id, { up: 0, down: 0, mine: 0 }]));
  for (const r of await voteTotals(h, scopeOf(target), ids, userId)) out.set(r.work_item_id, { up: r.up, down: r.down, mine: r.mine });
  return out;
}

/** Reaction counts of items, per emoji in the order first given (every id present, [] when none). */
export async function reactionCounts(h: DbOrTx, itemIds: string[], userId: string | null, target?: AnchorTarget): Promise<Map<string, PublicReactionCount[]>> {
  const ids = [...new Set(itemIds)];
  return groupCounts(await itemReactionCounts(h, scopeOf(target), ids, userId), ids);
}

/** Reaction counts of comments (every id present). */
export async function commentReactionCountsOf(h: DbOrTx, commentIds: string[], userId: string | null, target?: AnchorTarget): Promise<Map<string, PublicReactionCount[]>> {
  const ids = [...new Set(commentIds)];
  return groupCounts(await commentReactionCounts(h, scopeOf(target), ids, userId), ids);
}

/**
 * Comment counts of items (every id present). With `target`, all 0 when the board shows no comments (the public sees
 * none then); without it the caller applies boardShowsComments itself.
 */
export async function commentCounts(h: DbOrTx, itemIds: string[], target?: AnchorTarget): Promise<Map<string, number>> {
  const ids = [...new Set(itemIds)];
  const out = new Map<string, number>(ids.map((id) => [id, 0]));
  if (target && !boardShowsComments(target)) return out;
  for (const r of await itemCommentCounts(h, scopeOf(target), ids)) out.set(r.work_item_id, r.count);
  return out;
}

/** One comment row → public shape. */
export function presentPublicComment(row: PublicCommentRow, userId: string | null, reactions: PublicReactionCount[]): PublicComment {
  const c = row.comment;
  return {
    id: c.id,
    issue: c.work_item_id,
    actor: toPublicPerson(row.actor),
    comment_html: sanitizeRichText(c.comment_html),
    created_at: c.created_at.toISOString(),
    edited_at: c.edited_at ? c.edited_at.toISOString() : null,
    is_mine: userId !== null && c.actor_id === userId,
    reactions,
  };
}

/** Comments of one item of the board as the public sees them, oldest first ([] when the board shows no comments). */
export async function publicComments(h: DbOrTx, target: AnchorTarget, itemId: string, userId: string | null): Promise<PublicComment[]> {
  if (!boardShowsComments(target)) return [];
  const rows = await listCommentsWithAuthors(h, target.workspace.id, target.project.id, itemId);
  const reactions = await commentReactionCountsOf(h, rows.map((r) => r.comment.id), userId, target);
  return rows.map((r) => presentPublicComment(r, userId, reactions.get(r.comment.id) ?? []));
}
