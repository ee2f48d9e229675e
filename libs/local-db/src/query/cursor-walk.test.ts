import type { AnyWorkItemPage, WorkItemGroupBy, WorkItemListFilterQuery } from '@cairn/types';
import { freshDb } from '../sqlite/memory-storage.test-support';
import type { LocalDatabase } from '../sqlite/local-database';
import { replaceReferenceData } from '../sync/reference-data';
import { createStaticSyncTransport } from '../sync/static-transport';
import { syncProject } from '../sync/sync-project';
import type { LocalQueryContext } from './conditions';
import { buildDataset, ME, PROJECTS, WORKSPACE, type Dataset } from './dataset.test-support';
import { modelList } from './reference-model.test-support';
import { queryWorkItems } from './query-work-items';

// Following next_cursor while next_page_results is true visits every matching item exactly once: flat, per group,
// per (group, sub-group).
const NOW = new Date('2026-01-20T10:00:00Z');
let db: LocalDatabase;
let data: Dataset;
const ctx: LocalQueryContext = { workspaceId: WORKSPACE, projectIds: PROJECTS, context: 'workspace', userId: ME };

beforeAll(async () => {
  db = await freshDb({ userId: ME, workspaceId: WORKSPACE });
  data = buildDataset(11, 220);
  await replaceReferenceData(db, 'states', data.states);
  for (const projectId of PROJECTS) await syncProject(db, createStaticSyncTransport({ items: data.items }), { projectId });
});

/** Walks the pages; resolves to the ids seen per bucket ('' for flat, 'g' or 'g/sg') and the number of pages. */
async function walk(query: WorkItemListFilterQuery) {
  const seen = new Map<string, string[]>();
  const add = (key: string, ids: Array<{ id: string }>) => seen.set(key, [...(seen.get(key) ?? []), ...ids.map((i) => i.id)]);
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page: AnyWorkItemPage | null = await queryWorkItems(db, ctx, { ...query, cursor }, NOW);
    if (!page) throw new Error('unexpected null');
    pages += 1;
    if (Array.isArray(page.results)) add('', page.results);
    else
      for (const [g, group] of Object.entries(page.results)) {
        if (Array.isArray(group.results)) add(g, group.results);
        else for (const [sg, sub] of Object.entries(group.results as Record<string, { results: Array<{ id: string }> }>)) add(`${g}/${sg}`, sub.results);
      }
    if (!page.next_page_results) break;
    cursor = page.next_cursor;
    if (pages > 500) throw new Error('no end');
  }
  return { seen, pages };
}

const keysOf = (item: { state_id: string | null; priority: string; label_ids: string[] }, by: WorkItemGroupBy | undefined): string[] => {
  if (!by) return [''];
  if (by === 'state') return [item.state_id ?? 'None'];
  if (by === 'priority') return [item.priority];
  if (by === 'labels') return item.label_ids.length ? item.label_ids : ['None'];
  throw new Error('not used here');
};

describe.each<[string, WorkItemListFilterQuery]>([
  ['flat', { per_page: 17, order_by: 'sort_order' }],
  ['grouped by state', { group_by: 'state', per_page: 4, order_by: '-priority' }],
  ['grouped by labels (multi)', { group_by: 'labels', per_page: 5, order_by: 'name' }],
  ['sub-grouped priority × labels', { group_by: 'priority', sub_group_by: 'labels', per_page: 3, order_by: 'start_date' }],
])('cursor walk: %s', (_name, query) => {
  test('every matching item exactly once per bucket, in list order', async () => {
    const { seen, pages } = await walk(query);
    const { sorted } = modelList(data.items, data.states, ctx, query, NOW);
    const expected = new Map<string, string[]>();
    for (const item of sorted) {
      for (const g of keysOf(item, query.group_by)) {
        const keys = query.sub_group_by ? keysOf(item, query.sub_group_by).map((sg) => `${g}/${sg}`) : [g];
        for (const k of keys) expected.set(k, [...(expected.get(k) ?? []), item.id]);
      }
    }
    expect(sorted.length).toBeGreaterThan(100);
    expect(pages).toBeGreaterThan(2);
    expect(new Map([...seen].sort())).toEqual(new Map([...expected].sort()));
  });
});
