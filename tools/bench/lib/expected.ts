// What the list endpoint should answer, worked out from the generated rows (the benchmarks check answers with it).
import type { BenchDataset } from '../dataset/generate-dataset';
import type { Row } from '../dataset/generate-work-items';

/** The project's live work items (not archived, drafts or epics), newest first with ties by id (the default order). */
export function liveItemsNewestFirst(dataset: BenchDataset, projectId: string): Row[] {
  const items = dataset.tables.find((t) => t.table === 'work_items')?.rows ?? [];
  return items
    .filter((w) => w.project_id === projectId && w.archived_at === null && !w.is_draft && !w.is_epic)
    .sort((a, b) => (a.created_at === b.created_at ? String(a.id).localeCompare(String(b.id)) : String(a.created_at) < String(b.created_at) ? 1 : -1));
}
