import type { AnyWorkItemPage, WorkItem } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { listFromPage, mergePage, nextPageIndex } from './list-pages';

const item = (n: number) => fixtures.workItem(n);
const items = (...ns: number[]) => ns.map(item);
const ids = (...ns: number[]) => ns.map((n) => item(n).id);
const paging = { next_cursor: '2:1:2', prev_cursor: '2:-1:0' };

function flat(results: WorkItem[], total: number, more: boolean): AnyWorkItemPage {
  return { results, total_count: total, next_page_results: more, ...paging };
}
function grouped(groups: Record<string, [WorkItem[], number]>, total: number, more = true): AnyWorkItemPage {
  const results = Object.fromEntries(Object.entries(groups).map(([k, [r, t]]) => [k, { results: r, total_results: t }]));
  return { results, grouped_by: 'priority', sub_grouped_by: null, total_count: total, next_page_results: more, ...paging };
}
function subGrouped(groups: Record<string, [Record<string, [WorkItem[], number]>, number]>, total: number): AnyWorkItemPage {
  const results = Object.fromEntries(Object.entries(groups).map(([k, [subs, t]]) => [k, {
    results: Object.fromEntries(Object.entries(subs).map(([s, [r, st]]) => [s, { results: r, total_results: st }])),
    total_results: t,
  }]));
  return { results, grouped_by: 'priority', sub_grouped_by: 'labels', total_count: total, next_page_results: true, ...paging };
}

describe('list pages: flat', () => {
  it('takes the first page, then appends the next one once each', () => {
    const { list, items: stored } = listFromPage(flat(items(1, 2), 5, true), { per_page: '2' }, 2);
    expect(list).toMatchObject({ ids: ids(1, 2), groups: [], totalCount: 5, page: 0, hasMore: true, groupedBy: null, params: { per_page: '2' } });
    expect(stored.map((i) => i.id)).toEqual(ids(1, 2));
    expect(nextPageIndex(list, {})).toBe(1);
    const merged = mergePage(list, flat(items(2, 3, 4), 5, false), 1, {}, 2);
    expect(merged.map((i) => i.id)).toEqual(ids(2, 3, 4));
    expect(list).toMatchObject({ ids: ids(1, 2, 3, 4), page: 1, hasMore: false });
    expect(nextPageIndex(list, {})).toBeUndefined();
  });
});

describe('list pages: grouped', () => {
  const first = () => listFromPage(grouped({ high: [items(1, 2), 5], low: [items(3), 1], None: [items(4, 5), 3] }, 9), {}, 2).list;

  it('keeps the server key order, totals, and which groups have more', () => {
    const list = first();
    expect(list.groupedBy).toBe('priority');
    expect(list.groups.map((g) => [g.key, g.ids.length, g.total, g.hasMore, g.page])).toEqual([
      ['high', 2, 5, true, 0], ['low', 1, 1, false, 0], ['None', 2, 3, true, 0],
    ]);
    expect(list.ids).toEqual(ids(1, 2, 3, 4, 5));
    expect(list.hasMore).toBe(true);
  });

  it('a group pages on its own: only its ids are merged from the answer', () => {
    const list = first();
    expect(nextPageIndex(list, { groupKey: 'high' })).toBe(1);
    expect(nextPageIndex(list, { groupKey: 'low' })).toBeUndefined();
    expect(nextPageIndex(list, { groupKey: 'unknown' })).toBeUndefined();
    const merged = mergePage(list, grouped({ high: [items(6, 7), 5], None: [items(8), 3] }, 9), 1, { groupKey: 'high' }, 2);
    expect(merged.map((i) => i.id)).toEqual(ids(6, 7));
    const [high, low, none] = list.groups;
    expect(high).toMatchObject({ ids: ids(1, 2, 6, 7), page: 1, hasMore: true });
    expect(none).toMatchObject({ ids: ids(4, 5), page: 0, hasMore: true });
    expect(low.page).toBe(0);
    expect(list.page).toBe(0);
    expect(nextPageIndex(list, { groupKey: 'high' })).toBe(2);
    mergePage(list, grouped({ high: [items(9), 5] }, 9), 2, { groupKey: 'high' }, 2);
    expect(high).toMatchObject({ ids: ids(1, 2, 6, 7, 9), page: 2, hasMore: false });
    expect(list.ids).toEqual(ids(1, 2, 3, 4, 5, 6, 7, 9));
  });

  it('without a target, every group whose next page this is takes its part', () => {
    const list = first();
    mergePage(list, grouped({ high: [items(6, 7), 5] }, 9), 1, { groupKey: 'high' }, 2);
    expect(nextPageIndex(list, {})).toBe(1);
    // high is already on page 1: its part of this answer is left out; None takes page 1; low had no more.
    mergePage(list, grouped({ high: [items(6, 7), 5], None: [items(8), 3] }, 9), 1, {}, 2);
    expect(list.groups.map((g) => g.ids.length)).toEqual([4, 1, 3]);
    expect(list.groups[2]).toMatchObject({ page: 1, hasMore: false });
    expect(list.page).toBe(1);
    expect(list.hasMore).toBe(true);
  });

  it('a group missing from its next page has nothing more', () => {
    const list = first();
    mergePage(list, grouped({ high: [items(6), 5] }, 9), 1, { groupKey: 'None' }, 2);
    expect(list.groups[2]).toMatchObject({ ids: ids(4, 5), hasMore: false, page: 1 });
    expect(list.groups[0].ids).toEqual(ids(1, 2));
  });
});

describe('list pages: sub-grouped', () => {
  const first = () => listFromPage(subGrouped({
    high: [{ l1: [items(1, 2), 3], None: [items(3), 1] }, 4],
    low: [{ l1: [items(4), 1] }, 1],
  }, 5), {}, 2).list;

  it('nests sub-groups; a group holds the ids of its sub-groups', () => {
    const list = first();
    expect(list.subGroupedBy).toBe('labels');
    const [high, low] = list.groups;
    expect(high).toMatchObject({ key: 'high', ids: ids(1, 2, 3), total: 4, hasMore: true });
    expect(high.subGroups?.map((s) => [s.key, s.ids.length, s.total, s.hasMore])).toEqual([['l1', 2, 3, true], ['None', 1, 1, false]]);
    expect(low.hasMore).toBe(false);
  });

  it('a sub-group pages on its own; only its ids are merged', () => {
    const list = first();
    expect(nextPageIndex(list, { groupKey: 'high', subGroupKey: 'l1' })).toBe(1);
    expect(nextPageIndex(list, { groupKey: 'high', subGroupKey: 'None' })).toBeUndefined();
    const answer = subGrouped({ high: [{ l1: [items(5), 3], None: [items(9), 1] }, 4], low: [{ l1: [items(8), 1] }, 1] }, 5);
    const merged = mergePage(list, answer, 1, { groupKey: 'high', subGroupKey: 'l1' }, 2);
    expect(merged.map((i) => i.id)).toEqual(ids(5));
    const [high, low] = list.groups;
    expect(high.subGroups?.[0]).toMatchObject({ ids: ids(1, 2, 5), page: 1, hasMore: false });
    expect(high.subGroups?.[1].ids).toEqual(ids(3));
    expect(high).toMatchObject({ ids: ids(1, 2, 3, 5), hasMore: false });
    expect(low.ids).toEqual(ids(4));
    expect(list.hasMore).toBe(false);
  });

  it('a group without a sub-group key pages all its sub-groups that have more', () => {
    const list = first();
    expect(nextPageIndex(list, { groupKey: 'high' })).toBe(1);
    mergePage(list, subGrouped({ high: [{ l1: [items(5), 3] }, 4] }, 5), 1, { groupKey: 'high' }, 2);
    expect(list.groups[0]).toMatchObject({ ids: ids(1, 2, 3, 5), page: 1, hasMore: false });
  });
});
