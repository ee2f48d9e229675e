import { fixtures } from '@cairn/state';
import type { WorkItem } from '@cairn/types';
import { buildLayoutGroups, type StoreListShape } from './list-groups';
import type { GroupLookup } from './group-order';

const todo = fixtures.state(1, { name: 'Todo', group: 'unstarted' });
const done = fixtures.state(2, { name: 'Done', group: 'completed' });
const backlog = fixtures.state(3, { name: 'Backlog', group: 'backlog' });
const lookup: GroupLookup = { statesById: new Map([todo, done, backlog].map((s) => [s.id, s])), labelsById: new Map(), peopleById: new Map(), projectsById: new Map() };
const a = fixtures.workItem(1, { state_id: done.id, priority: 'high' });
const b = fixtures.workItem(2, { state_id: todo.id, priority: 'low' });
const byId: Record<string, WorkItem> = { [a.id]: a, [b.id]: b };
const itemsOf = (ids: readonly string[]) => ids.map((id) => byId[id]);
const t = (key: string) => key;

const grouped: StoreListShape = {
  groupedBy: 'state', subGroupedBy: null, ids: [a.id, b.id], totalCount: 2, hasMore: true,
  groups: [
    { key: done.id, ids: [a.id], total: 1, hasMore: false },
    { key: todo.id, ids: [b.id], total: 60, hasMore: true },
  ],
};

describe('buildLayoutGroups', () => {
  it('one "all" group for a flat list', () => {
    const groups = buildLayoutGroups({ ...grouped, groupedBy: null, groups: [] }, { showEmpty: true, lookup, t, itemsOf });
    expect(groups).toEqual([expect.objectContaining({ key: 'all', items: [a, b], total: 2, hasMore: true })]);
  });

  it('orders the groups, labels them, and adds the empty ones when asked', () => {
    const withEmpty = buildLayoutGroups(grouped, { showEmpty: true, lookup, t, itemsOf });
    expect(withEmpty.map((g) => g.label)).toEqual(['Backlog', 'Todo', 'Done']);
    expect(withEmpty[0]).toMatchObject({ items: [], total: 0, hasMore: false });
    expect(withEmpty[1]).toMatchObject({ items: [b], total: 60, hasMore: true, color: todo.color });
    const without = buildLayoutGroups(grouped, { showEmpty: false, lookup, t, itemsOf });
    expect(without.map((g) => g.label)).toEqual(['Todo', 'Done']);
  });

  it('gives every group the same sub-groups (kanban lanes line up)', () => {
    const sub: StoreListShape = {
      ...grouped,
      subGroupedBy: 'priority',
      groups: [
        { key: done.id, ids: [a.id], total: 1, hasMore: false, subGroups: [{ key: 'high', ids: [a.id], total: 1, hasMore: false }] },
        { key: todo.id, ids: [b.id], total: 1, hasMore: false, subGroups: [{ key: 'low', ids: [b.id], total: 1, hasMore: false }] },
      ],
    };
    const groups = buildLayoutGroups(sub, { showEmpty: false, lookup, t, itemsOf });
    expect(groups.map((g) => g.subGroups?.map((s) => s.key))).toEqual([
      ['high', 'low'],
      ['high', 'low'],
    ]);
    expect(groups[0].subGroups?.[1]).toMatchObject({ key: 'low', items: [b] });
    expect(groups[0].subGroups?.[0]).toMatchObject({ key: 'high', items: [], total: 0 });
  });
});
