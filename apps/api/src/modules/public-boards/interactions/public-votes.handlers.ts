import type { PublicVoteSummary } from '@cairn/types';
import type { Db, Tx } from '../../../data/db';
import type { AnchorTarget } from '../../../data/repositories/deploy-boards.repository';
import { deleteVote, findVote, upsertVote } from '../../../data/repositories/work-item-votes.repository';
import type { WorkItemVoteRow } from '../../../data/schema/publishing.schema';
import { recordEvent } from '../../../events/record-event';
import { voteSummaries } from './public-interactions.query';
import { openItemWrite } from './public-write.guard';

// Votes from the public board (issue 20): one per (item, user), up (1) or down (-1). A second POST changes it; DELETE
// removes it. Each change records a 'vote' event (changes { vote: { old, new } }) with the item, so the app and the
// viewers update live.

/** The event of a vote change. */
async function recordVote(tx: Tx, target: AnchorTarget, row: WorkItemVoteRow, userId: string, action: 'created' | 'updated' | 'deleted', old: number | null, next: number | null, now: Date) {
  await recordEvent(tx, {
    workspaceId: target.workspace.id,
    projectId: target.project.id,
    entityType: 'vote',
    entityId: row.id,
    workItemId: row.work_item_id,
    action,
    changes: { vote: { old, new: next } },
    actorId: userId,
    at: now,
  });
}

/** The item's vote summary for the caller. */
async function summaryOf(tx: Tx, target: AnchorTarget, itemId: string, userId: string): Promise<PublicVoteSummary> {
  return (await voteSummaries(tx, [itemId], userId, target)).get(itemId)!;
}

/** POST issues/{id}/votes/ (signed in; votes on): casts or changes the caller's vote; `created` true for a first vote. */
export async function voteOnBoardItem(db: Db, anchor: string, issueId: string, userId: string, vote: 1 | -1, now: Date): Promise<{ summary: PublicVoteSummary; created: boolean }> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'votes', userId, now);
    const before = await findVote(tx, target.project.id, item.id, userId);
    if (before?.vote !== vote) {
      const row = await upsertVote(tx, { workspace_id: target.workspace.id, project_id: target.project.id, work_item_id: item.id, actor_id: userId, vote }, now);
      await recordVote(tx, target, row, userId, before ? 'updated' : 'created', before?.vote ?? null, vote, now);
    }
    return { summary: await summaryOf(tx, target, item.id, userId), created: !before };
  });
}

/** DELETE issues/{id}/votes/ (signed in; votes on): removes the caller's vote (nothing to remove is fine). */
export async function unvoteOnBoardItem(db: Db, anchor: string, issueId: string, userId: string, now: Date): Promise<PublicVoteSummary> {
  return db.transaction(async (tx) => {
    const { target, item } = await openItemWrite(tx, anchor, issueId, 'votes', userId, now);
    const removed = await deleteVote(tx, target.project.id, item.id, userId);
    if (removed) await recordVote(tx, target, removed, userId, 'deleted', removed.vote, null, now);
    return summaryOf(tx, target, item.id, userId);
  });
}
