import type { Comment } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findPersonDetails, type PersonDetail } from '../../data/repositories/person-details.repository';
import type { CommentReactionRow, WorkItemCommentRow } from '../../data/schema/work-items.schema';
import { presentCommentReaction } from '../reactions/reactions.presenter';

/**
 * Comment row and its reactions → wire shape. With `people` (see presentCommentsWithPeople), `actor_detail` carries the
 * author's name and avatar (issue 20: outsiders comment on published boards and the members list does not hold them).
 */
export function presentComment(row: WorkItemCommentRow, reactions: CommentReactionRow[], people?: ReadonlyMap<string, PersonDetail>): Comment {
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
    ...(people ? { actor_detail: (row.actor_id && people.get(row.actor_id)) || null } : {}),
  };
}

/** Comments with their reactions (one reaction list for all of them). */
export function presentComments(rows: WorkItemCommentRow[], reactions: CommentReactionRow[], people?: ReadonlyMap<string, PersonDetail>): Comment[] {
  return rows.map((row) => presentComment(row, reactions, people));
}

/** presentComments with every author's actor_detail: one query of users for all the comments shown (no emails). */
export async function presentCommentsWithPeople(h: DbOrTx, rows: WorkItemCommentRow[], reactions: CommentReactionRow[]): Promise<Comment[]> {
  return presentComments(rows, reactions, await findPersonDetails(h, rows.map((r) => r.actor_id)));
}
