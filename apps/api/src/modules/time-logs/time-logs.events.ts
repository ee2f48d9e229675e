import type { EventAction } from '@cairn/types';
import type { Tx } from '../../data/db';
import type { TimeLogRow } from '../../data/repositories/time-logs.repository';
import { diffFields, recordEvent } from '../../events/record-event';
import type { WorkItemAccess } from '../work-items/work-items.policy';

/**
 * The 'time_log' event of a time-log write, in the write's `tx` (work_item_id = the item, so viewers of the item
 * reload its logs and totals). No work-item activity row: the history feed is read by guests, who may not read time.
 */
export async function recordTimeLogEvent(tx: Tx, access: WorkItemAccess, actorId: string, action: EventAction, before: TimeLogRow | null, after: TimeLogRow | null, now: Date): Promise<void> {
  await recordEvent(tx, {
    workspaceId: access.workspace.id,
    projectId: access.project.id,
    entityType: 'time_log',
    entityId: (after ?? before)!.id,
    workItemId: access.item.id,
    action,
    changes: diffFields(before, after, ['user_id', 'minutes', 'logged_on', 'description']),
    actorId,
    at: now,
  });
}
