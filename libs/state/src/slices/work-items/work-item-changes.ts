import type { BulkOperation, StateGroup, WorkItemUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import type { WebState } from '../../core/types';
import { refileSubIssue } from '../sub-issues/sub-issue-refile';
import type { WorkItemRecord } from './work-item-records';

/** The properties a bulk update sets on every listed item. */
export type BulkWorkItemProperties = BulkOperation['properties'];

// How a work item's confirmed or optimistic change moves it among the store's records and per-project id lists.
// Shared by the work-item writes (cross/work-item.actions.ts) and the one confirmed-change path (live/live-apply.ts).

/** The state group of a state id as the store knows it (unknown states keep the item's group). */
export function groupOf(d: Draft<WebState> | WebState, stateId: string | null, fallback: StateGroup | null): StateGroup | null {
  if (stateId === null) return null;
  return d.statesById[stateId]?.group ?? fallback;
}

/**
 * Applies a change to a stored item and re-files it among its parent's sub-items and state-group counts (spec §4).
 * Loaded lists follow the item's fields on their own (work-item-lists/list-placement.ts).
 */
export function applyChange(d: Draft<WebState>, item: Draft<WorkItemRecord>, data: WorkItemUpdate | BulkWorkItemProperties): void {
  const from = { parent_id: item.parent_id, group: item.state__group };
  assignDefined(item, data as Partial<WorkItemRecord>);
  if (data.state_id !== undefined) item.state__group = groupOf(d, data.state_id, from.group);
  refileSubIssue(d, item.id, from, { parent_id: item.parent_id, group: item.state__group });
}

/** Archives a stored item (archived_at); the loaded lists move it from the project list to the archived list. */
export function archive(d: Draft<WebState>, itemId: string, at: string): void {
  const item = d.workItemsById[itemId];
  if (item) item.archived_at = at;
}

/** Drops a stored item: out of its parent, its own sub-item data and record gone (the lists drop ids without a record). */
export function remove(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  refileSubIssue(d, itemId, { parent_id: item.parent_id, group: item.state__group }, { parent_id: null, group: item.state__group });
  delete d.subIssueIdsByParent[itemId];
  delete d.subIssueDistributionByParent[itemId];
  delete d.workItemsById[itemId];
}

/** Restores a stored item (archived_at null). */
export function unarchive(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (item) item.archived_at = null;
}
