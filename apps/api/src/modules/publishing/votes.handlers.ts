import type { WorkItemVotes } from '@cairn/types';
import type { Db } from '../../data/db';
import { listVotesWithVoters } from '../../data/repositories/deploy-board-lookups.repository';
import { requireWorkItem, WORK_ITEM_READERS } from '../work-items/work-items.policy';

/** Where a votes call points. */
export interface VotesTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/**
 * GET issues/{id}/votes/ (work-item readers, with the guest rule of requireWorkItem): totals, the caller's vote and
 * who voted — outsiders who voted on a published board included, by display name and avatar only.
 */
export async function getWorkItemVotes(db: Db, t: VotesTarget, userId: string): Promise<WorkItemVotes> {
  const access = await requireWorkItem(db, t.slug, t.projectId, t.workItemId, userId, WORK_ITEM_READERS);
  const rows = await listVotesWithVoters(db, access.workspace.id, access.project.id, access.item.id);
  const votes: WorkItemVotes = { up: 0, down: 0, mine: 0, voters: [] };
  for (const row of rows) {
    const vote = row.vote > 0 ? 1 : -1;
    if (vote === 1) votes.up += 1;
    else votes.down += 1;
    if (row.actor_id === userId) votes.mine = vote;
    votes.voters.push({ id: row.actor_id, display_name: row.display_name, avatar_url: row.avatar_url, vote });
  }
  return votes;
}
