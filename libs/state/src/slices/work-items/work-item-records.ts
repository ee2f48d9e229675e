import type { WorkItem, WorkItemDetail } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** A work item as the store keeps it: the list fields, plus the project identifier once a detail answer brought it. */
export type WorkItemRecord = WorkItem & { project_identifier?: string };

const DETAIL_ONLY = ['issue_reactions', 'issue_attachments', 'issue_link', 'parent', 'issue_relation', 'issue_related'] as const;

/** The mutation key of one work item (its updates, subscription, archive, delete run in order). */
export function workItemKey(itemId: string): string {
  return `workItem:${itemId}`;
}

/** The record fields of a list or detail answer (the expanded parts live in their own slices). */
export function toRecord(item: WorkItem | WorkItemDetail, known?: WorkItemRecord): WorkItemRecord {
  const record: Record<string, unknown> = { ...item };
  for (const key of DETAIL_ONLY) delete record[key];
  const result = record as WorkItemRecord;
  if (result.project_identifier === undefined && known?.project_identifier !== undefined) result.project_identifier = known.project_identifier;
  return result;
}

/** Stores a server answer for an item, keeping a project identifier learned earlier. */
export function putWorkItem(d: Draft<WebState>, item: WorkItem | WorkItemDetail): void {
  d.workItemsById[item.id] = toRecord(item, d.workItemsById[item.id]);
}

/** Removes an id from a list in place; answers whether it was there. */
export function removeId(list: string[] | undefined, id: string): boolean {
  const index = list ? list.indexOf(id) : -1;
  if (index >= 0) list?.splice(index, 1);
  return index >= 0;
}

/** Adds an id at the front of a list unless it is there already. */
export function prependId(list: string[] | undefined, id: string): void {
  if (list && !list.includes(id)) list.unshift(id);
}
