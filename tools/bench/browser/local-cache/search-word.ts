// B3's search word: a title word of the project under test matching a few percent of its live items (so the search
// changes the list without emptying it), picked from the generated dataset.
import type { BenchDataset } from '../../dataset/generate-dataset';

/** The word (≥ 5 letters) whose share of the project's live titles is closest to `share`. */
export function pickSearchWord(dataset: BenchDataset, projectId: string, share = 0.05): { word: string; titles: number; of: number } {
  const items = (dataset.tables.find((t) => t.table === 'work_items')?.rows ?? []).filter((w) => w.project_id === projectId && w.archived_at === null);
  const counts = new Map<string, number>();
  for (const item of items) {
    const words = new Set(String(item.name).toLowerCase().match(/[a-z]{5,}/g) ?? []);
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const target = items.length * share;
  let best: [string, number] | null = null;
  for (const entry of [...counts.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!best || Math.abs(entry[1] - target) < Math.abs(best[1] - target)) best = entry;
  }
  if (!best) throw new Error('no title words in the project');
  return { word: best[0], titles: best[1], of: items.length };
}
