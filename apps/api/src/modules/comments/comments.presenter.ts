import type { Comment } from '@cairn/types';
import type { CommentReactionRow, WorkItemCommentRow } from '../../data/schema/work-items.schema';
import { presentCommentReaction } from '../reactions/reactions.presenter';

/** Comment row and its reactions → wire shape. */
export function presentComment(row: WorkItemCommentRow, reactions: CommentReactionRow[]): Comment {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    issue: row.work_item_id,
    actor: row.actor_id,
    comment_html: row.comment_html,
    access: row.access === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL',
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    edited_at: row.edited_at ? row.edited_at.toISOString() : null,
    comment_reactions: reactions.filter((r) => r.comment_id === row.id).map(presentCommentReaction),
  };
}

/** Comments with their reactions (one reaction list for all of them). */
export function presentComments(rows: WorkItemCommentRow[], reactions: CommentReactionRow[]): Comment[] {
  return rows.map((row) => presentComment(row, reactions));
}
