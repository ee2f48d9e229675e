import { randomBytes } from 'node:crypto';
import { PUBLISH_ANCHOR_PATTERN, PUBLISH_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findBoardByAnchor, type AnchorTarget } from '../../data/repositories/deploy-boards.repository';
import { notFound } from '../../http/errors';

/** A new anchor: 24 random bytes, base64url (32 characters) — unguessable, and unrelated to any id. */
export function newAnchor(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The published board of an anchor, or 404 'This board is not published' — for anything that is not an anchor, an
 * unpublished or unknown one, an archived project, and a view that was deleted or made private since. Every public
 * route starts here, so unpublishing takes effect on the next request.
 */
export async function resolveAnchor(h: DbOrTx, anchor: string): Promise<AnchorTarget> {
  if (!PUBLISH_ANCHOR_PATTERN.test(anchor)) throw notFound(PUBLISH_TEXT.notPublished);
  const target = await findBoardByAnchor(h, anchor);
  if (!target || target.project.archived_at !== null) throw notFound(PUBLISH_TEXT.notPublished);
  if (target.board.view_id !== null && (target.view === null || target.view.access !== 'public')) throw notFound(PUBLISH_TEXT.notPublished);
  return target;
}
