import type { WorkItem } from '@cairn/types';
import { original, type Draft } from 'immer';
import type { WebState } from '../../core/types';
import { putWorkItem, type WorkItemRecord } from '../work-items/work-item-records';

/**
 * Puts a list answer's items into workItemsById, keeping the held record of every item the answer repeats unchanged:
 * immer then copies and freezes nothing for it, and rows memoised on the record do not render again. A filter, group
 * or order change mostly answers items the store already holds (all 2,478 of a project for a group change on W10k).
 */
export function putListedItems(d: Draft<WebState>, items: readonly WorkItem[]): void {
  // The records before this change, read without drafting each one (the callers change no record before this in the
  // same producer).
  const held = (original(d.workItemsById) ?? {}) as Record<string, WorkItemRecord>;
  for (const item of items) {
    const known = held[item.id];
    if (known && sameAsHeld(known, item)) continue;
    putWorkItem(d, item);
  }
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]));

// Whether putWorkItem would store what `known` already holds: the same fields (arrays item by item; absent = undefined),
// the project identifier learned earlier counting as held. One pass each way, no copy (thousands of items per answer).
function sameAsHeld(known: WorkItemRecord, item: WorkItem): boolean {
  const answer = item as unknown as Record<string, unknown>;
  const record = known as unknown as Record<string, unknown>;
  let fields = 0;
  for (const key in answer) {
    if (answer[key] === undefined) continue;
    if (!sameValue(answer[key], record[key])) return false;
    fields += 1;
  }
  let heldFields = 0;
  for (const key in record) {
    if (record[key] !== undefined && !(key === 'project_identifier' && answer[key] === undefined)) heldFields += 1;
  }
  return fields === heldFields;
}
