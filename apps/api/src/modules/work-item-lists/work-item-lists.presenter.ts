import { listPagePaging, type AnyWorkItemPage, type NormalizedWorkItemQuery, type WorkItem, type WorkItemGroup } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import type { WorkItemListGroup, WorkItemListPage } from '../../data/repositories/work-item-list.repository';
import { presentLoadedWorkItems, presentWorkItems } from '../work-items/work-items.presenter';


/**
 * A list page → wire shape. Flat: `results` is the page's items. Grouped: `results[group] = { results, total_results }`
 * (page N of every group); sub-grouped: `results[group].results[subGroup] = { results, total_results }`.
 * next_page_results: some group (or sub-group) still has items past this page. Items are presented once per page,
 * whatever the number of groups they appear in.
 */
export async function presentListPage(h: DbOrTx, workspaceId: string, q: NormalizedWorkItemQuery, page: WorkItemListPage, userId: string): Promise<AnyWorkItemPage> {
  const end = q.offset + q.perPage;
  if (page.kind === 'flat') {
    const results = presentLoadedWorkItems(page.rows, page.extras);
    return { results, grouped_by: null, sub_grouped_by: null, ...listPagePaging(q, page.total, q.offset + results.length < page.total) };
  }
  const items = new Map((await presentWorkItems(h, workspaceId, page.rows, userId)).map((i) => [i.id, i]));
  const pick = (g: WorkItemListGroup): WorkItemGroup => ({ results: g.ids.map((id) => items.get(id)).filter((i): i is WorkItem => i !== undefined), total_results: g.total });
  const groupBy = q.groupBy!;
  if (!q.subGroupBy) {
    const results = Object.fromEntries(page.groups.map((g) => [g.key, pick(g)]));
    return { results, grouped_by: groupBy, sub_grouped_by: null, ...listPagePaging(q, page.total, page.groups.some((g) => g.total > end)) };
  }
  const results = Object.fromEntries(
    page.groups.map((g) => [g.key, { results: Object.fromEntries(g.subGroups.map((s) => [s.key, pick(s)])), total_results: g.total }]),
  );
  const more = page.groups.some((g) => g.subGroups.some((s) => s.total > end));
  return { results, grouped_by: groupBy, sub_grouped_by: q.subGroupBy, ...listPagePaging(q, page.total, more) };
}
