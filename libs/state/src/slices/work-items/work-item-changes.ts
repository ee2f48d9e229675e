import type { BulkOperation, StateGroup, WorkItemUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import type { WebState } from '../../core/types';
import { refileSubIssue } from '../sub-issues/sub-issue-refile';
import { prependId, removeId, type WorkItemRecord } from './work-item-records';

/** The properties a bulk update sets on every listed item. */
export type BulkWorkItemProperties = BulkOperation['properties'];

// How a work item's confirmed or optimistic change moves it among the store's records and per-project id lists.
// Shared by the work-item writes (cross/work-item.actions.ts) and the one confirmed-change path (live/live-apply.ts).

/** The state group of a state id as the store knows it (unknown states keep the item's group). */
export function groupOf(d: Draft<WebState> | WebState, stateId: string | null, fallback: StateGroup | null): StateGroup | null {
  if (stateId === null) return null;
  return d.statesById[stateId]?.group ?? fallback;
}

/** Applies a change to a stored item, re-filing it among sub-items and lists as the spec asks. */
export function applyChange(d: Draft<WebState>, item: Draft<WorkItemRecord>, data: WorkItemUpdate | BulkWorkItemProperties): void {
  const from = { parent_id: item.parent_id, group: item.state__group };
  const wasDraft = item.is_draft;
  assignDefined(item, data as Partial<WorkItemRecord>);
  if (data.state_id !== undefined) item.state__group = groupOf(d, data.state_id, from.group);
  refileSubIssue(d, item.id, from, { parent_id: item.parent_id, group: item.state__group });
  if (wasDraft && !item.is_draft && !item.archived_at) prependId(d.workItemIdsByProject[item.project_id], item.id);
  if (!wasDraft && item.is_draft) removeId(d.workItemIdsByProject[item.project_id], item.id);
}

/** Takes an item out of every list it is in (project, archived, its parent's sub-items). */
function unlist(d: Draft<WebState>, item: Draft<WorkItemRecord>): void {
  const listed = removeId(d.workItemIdsByProject[item.project_id], item.id);
  removeId(d.archivedWorkItemIdsByProject[item.project_id], item.id);
  const meta = d.workItemListMetaByProject[item.project_id];
  if (meta && listed) meta.total_count = Math.max(0, meta.total_count - 1);
}

/** Archives a stored item: archived_at, out of the project list, into the archived list. */
export function archive(d: Draft<WebState>, itemId: string, at: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  unlist(d, item);
  item.archived_at = at;
  prependId(d.archivedWorkItemIdsByProject[item.project_id], itemId);
}

/** Drops a stored item: out of every list and its parent, its own sub-item data and record gone. */
export function remove(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  unlist(d, item);
  refileSubIssue(d, itemId, { parent_id: item.parent_id, group: item.state__group }, { parent_id: null, group: item.state__group });
  delete d.subIssueIdsByParent[itemId];
  delete d.subIssueDistributionByParent[itemId];
  delete d.workItemsById[itemId];
}

/** Restores a stored item: archived_at null, out of the archived list, back at the top of the project list. */
export function unarchive(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  item.archived_at = null;
  removeId(d.archivedWorkItemIdsByProject[item.project_id], itemId);
  if (!item.is_draft) prependId(d.workItemIdsByProject[item.project_id], itemId);
}

