import { PUBLIC_WRITE_RATE_LIMIT, PUBLISH_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../../data/db';
import type { AnchorTarget } from '../../../data/repositories/deploy-boards.repository';
import { findComment } from '../../../data/repositories/comments.repository';
import type { WorkItemCommentRow, WorkItemRow } from '../../../data/schema/work-items.schema';
import { forbidden, notFound } from '../../../http/errors';
import { enforceRateLimit } from '../../../http/rate-limit';
import { resolveAnchor } from '../public-anchor';
import { boardQuery, boardScope } from '../public-board-query';
import { findBoardItem } from '../../../data/repositories/public-boards.repository';
import { boardShowsComments } from './public-interactions.query';

// The checks every public write runs, in this order (issue 20): the anchor (404 when not published — on every request,
// so unpublishing takes effect at once), the item on the board (404), the board's switch (403), the caller's write
// limit (429 with Retry-After). Callers run them in the write's transaction.

/** The switches of a board that gate a kind of write, with the refusal of each. */
export const WRITE_SWITCHES = {
  comments: { key: 'is_comments_enabled', message: PUBLISH_TEXT.commentsOff },
  reactions: { key: 'is_reactions_enabled', message: PUBLISH_TEXT.reactionsOff },
  votes: { key: 'is_votes_enabled', message: PUBLISH_TEXT.votesOff },
  intake: { key: 'is_intake_enabled', message: PUBLISH_TEXT.intakeOff },
} as const;

/** A kind of public write. */
export type WriteKind = keyof typeof WRITE_SWITCHES;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 'Work item not found' (bad ids, other projects' items, items not on the board). */
export const boardItemNotFound = () => notFound(PUBLISH_TEXT.workItemNotFound);
/** 404 'Comment not found' (bad ids, other items' comments, comments the board does not show). */
export const boardCommentNotFound = () => notFound(PUBLISH_TEXT.commentNotFound);

/**
 * An item of the board by the same rules as its list (live, not an epic or intake request, the board's project, a view
 * board's filters) — P2's findBoardItem, so the reads and the writes agree on what is on the board. Else 404.
 */
export async function requireBoardItem(h: DbOrTx, target: AnchorTarget, issueId: string, now: Date): Promise<WorkItemRow> {
  if (!UUID.test(issueId)) throw boardItemNotFound();
  const { q, empty } = boardQuery(target, {}, now);
  const row = empty ? undefined : await findBoardItem(h, boardScope(target), q, issueId.toLowerCase());
  if (!row) throw boardItemNotFound();
  return row;
}

/** A comment of the item that the board shows; else 404 'Comment not found'. */
export async function requireBoardComment(h: DbOrTx, target: AnchorTarget, item: WorkItemRow, commentId: string): Promise<WorkItemCommentRow> {
  if (!UUID.test(commentId) || !boardShowsComments(target)) throw boardCommentNotFound();
  const row = await findComment(h, target.workspace.id, target.project.id, commentId.toLowerCase(), item.id);
  if (!row) throw boardCommentNotFound();
  return row;
}

/** 403 with the switch's message when the board does not allow this kind of write. */
export function assertSwitchOn(target: AnchorTarget, kind: WriteKind): void {
  const s = WRITE_SWITCHES[kind];
  if (!target.board[s.key]) throw forbidden(s.message);
}

/** Counts one public write of the user (PUBLIC_WRITE_RATE_LIMIT per minute, across every board); 429 past it. */
export async function limitPublicWrite(h: DbOrTx, userId: string, now: Date): Promise<void> {
  await enforceRateLimit(h, `public-write:${userId}`, PUBLIC_WRITE_RATE_LIMIT, now);
}

/** The checks of a write on one item of the board: anchor → item → switch → rate limit. */
export async function openItemWrite(h: DbOrTx, anchor: string, issueId: string, kind: WriteKind, userId: string, now: Date): Promise<{ target: AnchorTarget; item: WorkItemRow }> {
  const target = await resolveAnchor(h, anchor);
  const item = await requireBoardItem(h, target, issueId, now);
  assertSwitchOn(target, kind);
  await limitPublicWrite(h, userId, now);
  return { target, item };
}
