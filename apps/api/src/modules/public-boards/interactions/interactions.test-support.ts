import { PUBLISH_DEFAULT_VIEW_PROPS } from '@cairn/types';
import { insertDeployBoard, type NewDeployBoard } from '../../../data/repositories/deploy-boards.repository';
import type { TestApp } from '../../../test/test-app';
import { seedWorkItem, type Cast, type World } from '../../comments/work-items.test-support';
import { newAnchor } from '../public-anchor';

// Helpers of the public write tests (not a test file itself): publish a board straight in the database, seed items,
// and forget the rate-limit windows between cases (one user makes many writes across a file).

/** The switches a test board takes (all on unless told otherwise). */
export type BoardSwitches = Partial<Pick<NewDeployBoard, 'is_comments_enabled' | 'is_reactions_enabled' | 'is_votes_enabled' | 'is_intake_enabled' | 'is_activity_enabled'>>;

const ALL_ON: Required<BoardSwitches> = {
  is_comments_enabled: true,
  is_reactions_enabled: true,
  is_votes_enabled: true,
  is_intake_enabled: true,
  is_activity_enabled: true,
};

/** Publishes a project (or one of its views) with the given switches; returns the board's anchor and id. */
export async function publishBoard(
  t: TestApp,
  w: { workspaceId: string },
  projectId: string,
  createdBy: string,
  switches: BoardSwitches = {},
  viewId: string | null = null,
): Promise<{ anchor: string; id: string }> {
  const row = await insertDeployBoard(t.db, {
    workspace_id: w.workspaceId,
    project_id: projectId,
    view_id: viewId,
    anchor: newAnchor(),
    ...ALL_ON,
    ...switches,
    view_props: { ...PUBLISH_DEFAULT_VIEW_PROPS },
    created_by: createdBy,
    updated_by: createdBy,
  });
  return { anchor: row.anchor, id: row.id };
}

/** Sets switches of a published board. */
export async function setSwitches(t: TestApp, boardId: string, switches: BoardSwitches): Promise<void> {
  for (const [key, value] of Object.entries(switches)) await t.query(`UPDATE deploy_boards SET ${key} = $1 WHERE id = $2`, [value, boardId]);
}

/** A live item of the world's project (created by the workspace admin). */
export async function boardItem(t: TestApp, w: World, cast: Cast, projectId: string = w.project.id) {
  return seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.wsAdmin.id });
}

/** Forgets every public write and read window (so earlier cases do not count against a later one). */
export async function clearPublicLimits(t: TestApp): Promise<void> {
  await t.query("DELETE FROM rate_limit_buckets WHERE key LIKE 'public-%'");
}

/** The events of an entity, oldest first. */
export async function eventsAbout(t: TestApp, entityId: string) {
  return t.query<{ entity_type: string; action: string; project_id: string | null; work_item_id: string | null; actor_id: string | null; changes: Record<string, { old: unknown; new: unknown }> }>(
    'SELECT entity_type, action, project_id, work_item_id, actor_id, changes FROM events WHERE entity_id = $1 ORDER BY id',
    [entityId],
  );
}
