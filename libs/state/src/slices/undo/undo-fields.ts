import type { WorkItemUpdate } from '@cairn/types';
import type { WorkItemRecord } from '../work-items/work-item-records';

/** The work-item properties whose changes can be undone (text edits have their own undo inside the field). */
export const UNDOABLE_FIELDS = [
  'state_id', 'priority', 'assignee_ids', 'label_ids', 'start_date', 'target_date', 'cycle_id', 'module_ids',
  'estimate_point', 'parent_id', 'sort_order',
] as const;

/** One undoable property of a work item. */
export type UndoableField = (typeof UNDOABLE_FIELDS)[number];

/** Values of some undoable properties. */
export type UndoableValues = Partial<Pick<WorkItemRecord, UndoableField>>;

/** The undoable fields a change sets (fields left undefined mean "unchanged"). */
export function changedFields(data: Partial<WorkItemUpdate>): UndoableField[] {
  return UNDOABLE_FIELDS.filter((field) => (data as Record<string, unknown>)[field] !== undefined);
}

/** The item's current values of some fields. */
export function valuesOf(item: WorkItemRecord, fields: readonly UndoableField[]): UndoableValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field] = item[field] ?? null;
  return values as UndoableValues;
}

// Id lists are sets to the server (it may answer them in another order).
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    const sortedB = [...b].sort();
    return [...a].sort().every((value, i) => value === sortedB[i]);
  }
  return Object.is(a ?? null, b ?? null);
}

/**
 * The reverse of a change, limited to the fields whose current value is still the one this user set: a field changed
 * since (by someone else's event or another edit) keeps its newer value. Empty when nothing can be undone.
 */
export function reverseOf(item: WorkItemRecord, before: UndoableValues, after: UndoableValues): WorkItemUpdate {
  const reverse: Record<string, unknown> = {};
  for (const field of Object.keys(after) as UndoableField[]) {
    if (sameValue(item[field], after[field]) && !sameValue(before[field], after[field])) reverse[field] = before[field] ?? null;
  }
  return reverse as WorkItemUpdate;
}
