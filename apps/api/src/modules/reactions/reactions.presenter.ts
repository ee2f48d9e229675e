import type { Reaction } from '@cairn/types';
import type { CommentReactionRow, WorkItemReactionRow } from '../../data/schema/work-items.schema';

/** Work-item reaction row → wire shape (`issue` set). */
export function presentWorkItemReaction(row: WorkItemReactionRow): Reaction {
  return { id: row.id, actor: row.actor_id, reaction: row.reaction, issue: row.work_item_id, created_at: row.created_at.toISOString() };
}

/** Comment reaction row → wire shape (`comment` set). */
export function presentCommentReaction(row: CommentReactionRow): Reaction {
  return { id: row.id, actor: row.actor_id, reaction: row.reaction, comment: row.comment_id, created_at: row.created_at.toISOString() };
}
