import type { DeployBoard } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { diffFields, recordEvents, type EventInput } from '../../events/record-event';
import type { BoardAccess } from './publishing.policy';

// Publishing events (issue 20), recorded in the write's transaction: a 'deploy_board' event with the board's anchor and
// switches (old → new), and when the anchor appears or goes, an 'updated' event of what carries it on the wire — the
// project ('project': the projects slice reads the project again) or the view ('view': the views slice does) — with
// changes { anchor }. A view that is private (only its owner sees it) gets no view event, as views.events.ts decides.

/** The fields a deploy_board event diffs. */
const BOARD_EVENT_FIELDS = [
  'anchor', 'view_id', 'is_comments_enabled', 'is_reactions_enabled', 'is_votes_enabled', 'is_intake_enabled', 'is_activity_enabled', 'is_indexable', 'view_props',
] as const satisfies ReadonlyArray<keyof DeployBoard>;

/**
 * Records a publish (before null), an update, or an unpublish (after null). An update that changes nothing records
 * nothing. Boards are compared in their wire shape, so layouts compare whatever order jsonb kept their keys in.
 */
export async function recordBoardEvents(
  tx: DbOrTx,
  target: BoardAccess,
  action: 'created' | 'updated' | 'deleted',
  before: DeployBoard | null,
  after: DeployBoard | null,
  userId: string,
  now: Date,
): Promise<void> {
  const changes = diffFields(before, after, BOARD_EVENT_FIELDS);
  if (Object.keys(changes).length === 0) return;
  const workspaceId = target.access.workspace.id;
  const projectId = target.access.project.id;
  const common = { workspaceId, projectId, actorId: userId, at: now };
  const events: EventInput[] = [{ ...common, entityType: 'deploy_board', entityId: (after ?? before)!.id, action, changes }];
  if (changes.anchor) {
    const anchor = { anchor: changes.anchor };
    if (!target.view) events.push({ ...common, entityType: 'project', entityId: projectId, action: 'updated', changes: anchor });
    else if (target.view.access === 'public') events.push({ ...common, entityType: 'view', entityId: target.view.id, action: 'updated', changes: anchor });
  }
  await recordEvents(tx, events);
}
