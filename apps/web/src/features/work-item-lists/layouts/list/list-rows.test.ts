import { fixtures } from '@cairn/state';
import type { LayoutGroup } from '../grouped-layout-props';
import { buildListRows, collapseKey } from './list-rows';

const one = fixtures.workItem(1);
const two = fixtures.workItem(2);
const groups: LayoutGroup[] = [
  { key: 'todo', label: 'Todo', items: [one, two], total: 3, hasMore: true },
  { key: 'done', label: 'Done', items: [], total: 0, hasMore: false },
];

describe('buildListRows', () => {
  it('header, items, load more and quick add per group; empty groups only when shown', () => {
    const rows = buildListRows(groups, { grouped: true, collapsed: new Set(), showEmpty: false, quickAdd: true });
    expect(rows.map((r) => r.type)).toEqual(['header', 'item', 'item', 'more', 'quick']);
    expect(rows[3]).toMatchObject({ type: 'more', groupKey: 'todo', remaining: 1 });
    expect(rows[4]).toMatchObject({ type: 'quick', groupKey: 'todo', groupLabel: 'Todo' });
    const all = buildListRows(groups, { grouped: true, collapsed: new Set(), showEmpty: true, quickAdd: false });
    expect(all.map((r) => r.type)).toEqual(['header', 'item', 'item', 'more', 'header']);
  });

  it('a collapsed group keeps its header only', () => {
    const rows = buildListRows(groups, { grouped: true, collapsed: new Set([collapseKey('todo')]), showEmpty: true, quickAdd: true });
    expect(rows.map((r) => r.type)).toEqual(['header', 'header', 'quick']);
    expect(rows[0]).toMatchObject({ collapsed: true });
  });

  it('an ungrouped list is its rows, paging and quick add', () => {
    const rows = buildListRows([{ key: 'all', label: '', items: [one], total: 1, hasMore: false }], { grouped: false, collapsed: new Set(), showEmpty: true, quickAdd: true });
    expect(rows.map((r) => r.type)).toEqual(['item', 'quick']);
    expect(rows[1]).toMatchObject({ groupLabel: undefined });
  });
});
