import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { deployBoards, workItemVotes } from '../schema/publishing.schema';
import { users } from '../schema/users.schema';
import { uuidArray } from './sql-arrays';

// Reads of the publishing admin side (issue 20) beside deploy-boards.repository.ts: the anchors of a page of views and
// the votes on one work item with their voters. Scoped by workspace and project like every query.

/** The anchors of the published views among `viewIds` (view id → anchor), in one query. */
export async function findViewAnchors(h: DbOrTx, workspaceId: string, viewIds: string[]): Promise<Map<string, string>> {
  if (viewIds.length === 0) return new Map();
  const rows = await h
    .select({ view_id: deployBoards.view_id, anchor: deployBoards.anchor })
    .from(deployBoards)
    .where(and(eq(deployBoards.workspace_id, workspaceId), isNotNull(deployBoards.view_id), sql`${deployBoards.view_id} = any(${uuidArray(viewIds)})`));
  return new Map(rows.map((r) => [r.view_id!, r.anchor]));
}

/** One vote with its voter's name and avatar (never an email). */
export interface VoteWithVoter {
  actor_id: string;
  vote: number;
  display_name: string;
  avatar_url: string | null;
}

/** The votes on a work item of this project with their voters, oldest first (one query). */
export async function listVotesWithVoters(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<VoteWithVoter[]> {
  return h
    .select({ actor_id: workItemVotes.actor_id, vote: workItemVotes.vote, display_name: users.display_name, avatar_url: users.avatar_url })
    .from(workItemVotes)
    .innerJoin(users, eq(users.id, workItemVotes.actor_id))
    .where(and(eq(workItemVotes.workspace_id, workspaceId), eq(workItemVotes.project_id, projectId), eq(workItemVotes.work_item_id, workItemId)))
    .orderBy(asc(workItemVotes.created_at), asc(workItemVotes.id));
}
