import type { EventAction } from '@cairn/types';
import type { DbOrTx } from '../data/db';
import { recordActivities, type NewActivity } from '../data/repositories/work-item-activities.repository';
import { recordEvents, type EventChanges, type EventInput } from './record-event';

/** Activity field → the work item's wire field in an event; `ids` takes old/new_identifier instead of display text. */
const EVENT_FIELD: Record<string, { key: string; ids: boolean }> = {
  name: { key: 'name', ids: false },
  priority: { key: 'priority', ids: false },
  state: { key: 'state_id', ids: true },
  estimate_point: { key: 'estimate_point', ids: true },
  parent: { key: 'parent_id', ids: true },
  type: { key: 'type_id', ids: true },
  cycle: { key: 'cycle_id', ids: true },
  start_date: { key: 'start_date', ids: false },
  target_date: { key: 'target_date', ids: false },
  description: { key: 'description', ids: false },
  archived_at: { key: 'archived_at', ids: false },
};

/**
 * The event changes of a set of activity rows (the one diff a command computed): single-valued fields by their wire
 * name (state → state_id, cycle → cycle_id: old/new ids); is_draft as booleans; assignees/labels/module rows as
 * added/removed id lists under assignee_ids/label_ids/module_ids, unless the caller passes full before/after lists in
 * `extra` (which wins).
 */
export function workItemEventChanges(activities: Pick<NewActivity, 'field' | 'old_value' | 'new_value' | 'old_identifier' | 'new_identifier'>[], extra: EventChanges = {}): EventChanges {
  const changes: EventChanges = {};
  for (const a of activities) {
    if (!a.field) continue;
    if (a.field === 'is_draft') changes.is_draft = { old: a.old_value === 'true', new: a.new_value === 'true' };
    else if (a.field === 'assignees' || a.field === 'labels' || a.field === 'module') {
      const key = a.field === 'assignees' ? 'assignee_ids' : a.field === 'labels' ? 'label_ids' : 'module_ids';
      const entry = (changes[key] ??= { old: [], new: [] }) as { old: string[]; new: string[] };
      if (a.old_identifier) entry.old.push(a.old_identifier);
      if (a.new_identifier) entry.new.push(a.new_identifier);
    } else {
      const map = EVENT_FIELD[a.field] ?? { key: a.field, ids: false };
      changes[map.key] = map.ids ? { old: a.old_identifier ?? null, new: a.new_identifier ?? null } : { old: a.old_value ?? null, new: a.new_value ?? null };
    }
  }
  return { ...changes, ...extra };
}

/** One work item's change: its activity rows (the history feed) and the event derived from them. */
export interface WorkItemChange {
  workspaceId: string;
  projectId: string;
  itemId: string;
  actorId: string;
  at: Date;
  action: EventAction;
  activities: NewActivity[];
  /** Event-only changes (no activity row): full assignee/label lists, sort_order, … */
  extra?: EventChanges;
  /** The description before the change, when it changed (for the notify hook's mention diff; not stored). */
  previousDescriptionHtml?: string;
}

/** The event of a work item change (no activity written). */
export function workItemEvent(c: Omit<WorkItemChange, 'activities'> & { activities?: WorkItemChange['activities'] }): EventInput {
  return {
    workspaceId: c.workspaceId,
    projectId: c.projectId,
    entityType: 'work_item',
    entityId: c.itemId,
    workItemId: c.itemId,
    action: c.action,
    changes: workItemEventChanges(c.activities ?? [], c.extra),
    actorId: c.actorId,
    at: c.at,
    ...(c.previousDescriptionHtml !== undefined ? { previousDescriptionHtml: c.previousDescriptionHtml } : {}),
  };
}

/**
 * Writes the activity rows and the events of work item changes in `tx` — the single place both come from, so the
 * history feed and the live stream never disagree about what changed.
 */
export async function recordWorkItemChanges(tx: DbOrTx, changes: WorkItemChange[]): Promise<void> {
  await recordActivities(tx, changes.flatMap((c) => c.activities));
  await recordEvents(tx, changes.map(workItemEvent));
}

/** Who, where and when (a WorkItemWriteScope fits). */
export interface ChangeScope {
  workspaceId: string;
  projectId: string;
  userId: string;
  now: Date;
}

/** A WorkItemChange of one item from a write scope. */
export function itemChange(scope: ChangeScope, itemId: string, action: EventAction, activities: NewActivity[], extra?: EventChanges): WorkItemChange {
  return { workspaceId: scope.workspaceId, projectId: scope.projectId, itemId, actorId: scope.userId, at: scope.now, action, activities, extra };
}

/** A change to something that belongs to a work item (comment, reaction, link, relation, attachment). */
export interface ItemChildChange {
  workspaceId: string;
  projectId: string;
  workItemId: string;
  actorId: string;
  at: Date;
  entityType: 'comment' | 'reaction' | 'link' | 'relation' | 'attachment';
  entityId: string;
  action: EventAction;
  changes?: EventChanges;
  /** The item's activity rows for this change, if it has any. */
  activities?: NewActivity[];
}

/** Writes a child change's activity rows (if any) and its event in `tx`. */
export async function recordItemChildChanges(tx: DbOrTx, changes: ItemChildChange[]): Promise<void> {
  await recordActivities(tx, changes.flatMap((c) => c.activities ?? []));
  await recordEvents(
    tx,
    changes.map((c) => ({
      workspaceId: c.workspaceId,
      projectId: c.projectId,
      entityType: c.entityType,
      entityId: c.entityId,
      workItemId: c.workItemId,
      action: c.action,
      changes: c.changes ?? {},
      actorId: c.actorId,
      at: c.at,
    })),
  );
}
