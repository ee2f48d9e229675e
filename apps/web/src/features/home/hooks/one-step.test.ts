import { homeMoveSortOrder } from '@cairn/types';
import { dropOnto, oneDown, oneUp } from './one-step';

// Shown top first: stickies by sort_order descending.
const rows = [{ id: 'a', sort_order: 40_000 }, { id: 'b', sort_order: 30_000 }, { id: 'c', sort_order: 20_000 }, { id: 'd', sort_order: 10_000 }];
const order = (moved: string, sortOrder: number) =>
  rows.map((r) => (r.id === moved ? { ...r, sort_order: sortOrder } : r)).sort((x, y) => y.sort_order - x.sort_order).map((r) => r.id).join('');

describe('one place up or down with the spec rule', () => {
  it.each([
    ['a', 'down', 'bacd'],
    ['b', 'down', 'acbd'],
    ['c', 'down', 'abdc'],
    ['b', 'up', 'bacd'],
    ['d', 'up', 'abdc'],
  ])('%s %s → %s', (id, way, expected) => {
    const index = rows.findIndex((r) => r.id === id);
    const step = way === 'up' ? oneUp(rows, index) : oneDown(rows, index);
    expect(step).not.toBeNull();
    const sortOrder = homeMoveSortOrder(rows, id, step!.target.id, step!.position, 'desc');
    expect(order(id, sortOrder!)).toBe(expected);
  });

  it('answers null at the ends', () => {
    expect(oneUp(rows, 0)).toBeNull();
    expect(oneDown(rows, 3)).toBeNull();
  });
});

describe('dropping a row onto another takes its place', () => {
  it.each([
    ['a', 'c', 'bcad'],
    ['a', 'd', 'bcda'],
    ['d', 'b', 'adbc'],
    ['c', 'a', 'cabd'],
  ])('%s onto %s → %s', (source, target, expected) => {
    const step = dropOnto(rows, source, target);
    const sortOrder = homeMoveSortOrder(rows, source, step!.target.id, step!.position, 'desc');
    expect(order(source, sortOrder!)).toBe(expected);
  });

  it('answers null for the row itself or an unknown row', () => {
    expect(dropOnto(rows, 'a', 'a')).toBeNull();
    expect(dropOnto(rows, 'a', 'x')).toBeNull();
  });
});
