import { publicBoardFixtures as f } from '@cairn/state';
import { boardQuery, chooseLayout, filterCount, offeredLayouts, readFilters, withFilter } from './board-url';

describe('board URL', () => {
  it('reads filters and drops values that cannot be ids or priorities', () => {
    const params = new URLSearchParams(`state=${f.id(101)},nope,${f.id(101)}&priority=high,HIGH,urgent&labels=${f.id(201)},'; drop`);
    const filters = readFilters(params);
    expect(filters).toEqual({ state: [f.id(101)], priority: ['high', 'urgent'], labels: [f.id(201)] });
    expect(filterCount(filters)).toBe(4);
  });

  it('caps a hand-made link at 100 values per filter', () => {
    const many = Array.from({ length: 150 }, (_, i) => f.id(i + 1)).join(',');
    expect(readFilters(new URLSearchParams(`state=${many}`)).state).toHaveLength(100);
  });

  it('chooses the URL layout only when offered, else the default', () => {
    const settings = f.settings({ view_props: { list: true, kanban: false, calendar: true, spreadsheet: false, gantt: false }, default_layout: 'list' });
    expect(offeredLayouts(settings)).toEqual(['list', 'calendar']);
    expect(chooseLayout('calendar', settings)).toBe('calendar');
    expect(chooseLayout('kanban', settings)).toBe('list');
    expect(chooseLayout('<x>', settings)).toBe('list');
    expect(chooseLayout('gantt', undefined)).toBe('gantt');
  });

  it('builds the query: grouped by state for list and board, flat and ordered otherwise', () => {
    const filters = { state: [f.id(101)], priority: ['high' as const], labels: [] };
    expect(boardQuery('kanban', filters)).toEqual({ state: f.id(101), priority: 'high', group_by: 'state' });
    expect(boardQuery('spreadsheet', filters)).toEqual({ state: f.id(101), priority: 'high', order_by: 'sort_order' });
    expect(boardQuery('gantt', { state: [], priority: [], labels: [] })).toEqual({ order_by: 'target_date' });
  });

  it('sets and clears one filter without touching the others', () => {
    const params = new URLSearchParams('board=kanban&priority=high');
    expect(withFilter(params, 'priority', []).toString()).toBe('board=kanban');
    expect(withFilter(params, 'labels', ['a', 'b']).get('labels')).toBe('a,b');
  });
});
