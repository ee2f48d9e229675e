import type { EventAction } from '@cairn/types';
import type { NotificationRow } from '../../data/schema/home.schema';
import type { EventChanges, EventInput } from '../../events/record-event';

/**
 * The 'notification' event of a change to one notification. Workspace-level (no project), and `changes.receiver`
 * names the only user whose stream may carry it (stream-access.ts): other users never learn of someone's inbox.
 * The other changed fields (read_at, archived_at, snoozed_till) let the receiver's other tabs follow.
 */
export function notificationEvent(n: Pick<NotificationRow, 'id' | 'workspace_id' | 'receiver_id'>, action: EventAction, actorId: string | null, at: Date, changes: EventChanges = {}): EventInput {
  return {
    workspaceId: n.workspace_id,
    projectId: null,
    entityType: 'notification',
    entityId: n.id,
    action,
    changes: { ...changes, receiver: { old: n.receiver_id, new: n.receiver_id } },
    actorId,
    at,
  };
}
