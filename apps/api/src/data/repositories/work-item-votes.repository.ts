import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemVotes, type WorkItemVoteRow } from '../schema/publishing.schema';

// Votes on work items of published boards (issue 20): one row per (item, voter), +1 or -1; removing a vote deletes it.

/** Totals of one item: up and down votes and the given user's own vote (0 when none). */
export interface VoteTotals {
  work_item_id: string;
  up: number;
  down: number;
  mine: 1 | -1 | 0;
}

/** Totals per item among `itemIds` (of the project `scope` names, when given), in one statement; items nobody voted on are absent. */
export async function voteTotals(h: DbOrTx, scope: { workspaceId: string; projectId: string } | null, itemIds: string[], userId: string | null): Promise<VoteTotals[]> {
  if (itemIds.length === 0) return [];
  const mine = userId ? sql<number>`coalesce(max(${workItemVotes.vote}) filter (where ${workItemVotes.actor_id} = ${userId}), 0)::int` : sql<number>`0`;
  const rows = await h
    .select({
      work_item_id: workItemVotes.work_item_id,
      up: sql<number>`count(*) filter (where ${workItemVotes.vote} = 1)::int`,
      down: sql<number>`count(*) filter (where ${workItemVotes.vote} = -1)::int`,
      mine,
    })
    .from(workItemVotes)
    .where(
      and(
        scope ? and(eq(workItemVotes.workspace_id, scope.workspaceId), eq(workItemVotes.project_id, scope.projectId)) : undefined,
        inArray(workItemVotes.work_item_id, itemIds),
      ),
    )
    .groupBy(workItemVotes.work_item_id);
  return rows.map((r) => ({ work_item_id: r.work_item_id, up: Number(r.up), down: Number(r.down), mine: Number(r.mine) === 1 ? 1 : Number(r.mine) === -1 ? -1 : 0 }));
}

/** The user's vote on an item, if any (locked inside a transaction so a concurrent change queues). */
export async function findVote(h: DbOrTx, projectId: string, workItemId: string, actorId: string): Promise<WorkItemVoteRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemVotes)
    .where(and(eq(workItemVotes.project_id, projectId), eq(workItemVotes.work_item_id, workItemId), eq(workItemVotes.actor_id, actorId)))
    .limit(1)
    .for('update');
  return row;
}

/** Sets the user's vote on an item (insert, or change on the unique (item, actor)); returns the row. */
export async function upsertVote(
  h: DbOrTx,
  values: { workspace_id: string; project_id: string; work_item_id: string; actor_id: string; vote: 1 | -1 },
  now: Date,
): Promise<WorkItemVoteRow> {
  const [row] = await h
    .insert(workItemVotes)
    .values({ ...values, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: [workItemVotes.work_item_id, workItemVotes.actor_id], set: { vote: values.vote, updated_at: now } })
    .returning();
  return row!;
}

/** Removes the user's vote on an item; returns the removed row (none when they had not voted). */
export async function deleteVote(h: DbOrTx, projectId: string, workItemId: string, actorId: string): Promise<WorkItemVoteRow | undefined> {
  const [row] = await h
    .delete(workItemVotes)
    .where(and(eq(workItemVotes.project_id, projectId), eq(workItemVotes.work_item_id, workItemId), eq(workItemVotes.actor_id, actorId)))
    .returning();
  return row;
}
