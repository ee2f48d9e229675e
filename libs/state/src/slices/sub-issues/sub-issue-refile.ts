import type { StateGroup } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** Where an item sits among sub-items: its parent and its state group. */
export interface SubIssuePlace {
  parent_id: string | null;
  group: StateGroup | null;
}

function bumpGroup(d: Draft<WebState>, parentId: string, group: StateGroup | null, by: number): void {
  const distribution = d.subIssueDistributionByParent[parentId];
  if (!distribution || !group) return;
  distribution[group] = Math.max(0, (distribution[group] ?? 0) + by);
}

function bumpCount(d: Draft<WebState>, parentId: string, by: number): void {
  const parent = d.workItemsById[parentId];
  if (parent) parent.sub_issues_count = Math.max(0, parent.sub_issues_count + by);
}

/**
 * Spec §4: moves an item between its parents' sub-item lists (and their sub_issues_count) when parent_id changes, and
 * between the state-group counts of its parent's distribution when its group changes. Lists and distributions that
 * were never loaded stay unloaded.
 */
export function refileSubIssue(d: Draft<WebState>, itemId: string, from: SubIssuePlace, to: SubIssuePlace): void {
  if (from.parent_id === to.parent_id) {
    if (from.parent_id && from.group !== to.group) {
      bumpGroup(d, from.parent_id, from.group, -1);
      bumpGroup(d, from.parent_id, to.group, 1);
    }
    return;
  }
  if (from.parent_id) {
    const ids = d.subIssueIdsByParent[from.parent_id];
    if (ids) d.subIssueIdsByParent[from.parent_id] = ids.filter((id) => id !== itemId);
    bumpGroup(d, from.parent_id, from.group, -1);
    bumpCount(d, from.parent_id, -1);
  }
  if (to.parent_id) {
    const ids = d.subIssueIdsByParent[to.parent_id];
    if (ids && !ids.includes(itemId)) ids.push(itemId);
    bumpGroup(d, to.parent_id, to.group, 1);
    bumpCount(d, to.parent_id, 1);
  }
}
