// The comparator's rows made from the API's work items: key, name and a few text cells (state, priority, dates,
// assignee and label counts), as a layout row shows them.
import type { WorkItem } from '@cairn/types';
import type { BenchDataset } from '../dataset/generate-dataset';
import type { HarnessRow } from './harness/harness-config';

/** State id → name, from the dataset's states table. */
export function stateNamesOf(dataset: BenchDataset): Map<string, string> {
  return new Map((dataset.tables.find((t) => t.table === 'states')?.rows ?? []).map((s) => [String(s.id), String(s.name)]));
}

/** The comparator rows of `items`. */
export function harnessRows(items: readonly WorkItem[], identifier: string, stateNames: ReadonlyMap<string, string>): HarnessRow[] {
  return items.map((w) => ({
    id: w.id,
    key: `${identifier}-${w.sequence_id}`,
    name: w.name,
    cells: [stateNames.get(w.state_id ?? '') ?? 'None', w.priority, w.start_date ?? '—', w.target_date ?? '—', `${w.assignee_ids.length} assignees`, `${w.label_ids.length} labels`],
  }));
}
