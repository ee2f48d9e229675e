import { homeMoveSortOrder, homeReorderSortOrder, homeTopSortOrder } from './index';

describe('homeReorderSortOrder (spec §4 sticky / widget drag rule)', () => {
  it.each([
    ['above, neighbour above → midpoint', { target: 20000, position: 'above', neighbourAbove: 30000 }, 25000],
    ['above, fractions → midpoint', { target: 1.5, position: 'above', neighbourAbove: 1.75 }, 1.625],
    ['above, no neighbour above → plus step', { target: 30000, position: 'above' }, 40000],
    ['above, null neighbour → plus step', { target: 30000, position: 'above', neighbourAbove: null }, 40000],
    ['below → minus step', { target: 20000, position: 'below', neighbourAbove: 30000 }, 10000],
    ['below the last → minus step (may go negative)', { target: 5000, position: 'below' }, -5000],
    ['asc: above, neighbour above → midpoint', { target: 20000, position: 'above', neighbourAbove: 10000, direction: 'asc' }, 15000],
    ['asc: above the first → minus step', { target: 10000, position: 'above', direction: 'asc' }, 0],
    ['asc: below → plus step', { target: 20000, position: 'below', direction: 'asc' }, 30000],
  ] as const)('%s', (_name, input, expected) => expect(homeReorderSortOrder(input)).toBe(expected));
});

describe('homeMoveSortOrder', () => {
  const rows = [
    { id: 'a', sort_order: 30000 },
    { id: 'b', sort_order: 20000 },
    { id: 'c', sort_order: 10000 },
  ];
  it.each([
    ['c above a (top)', 'c', 'a', 'above', 40000],
    ['c above b', 'c', 'b', 'above', 25000],
    ['a above c (neighbour is b, a not counted)', 'a', 'c', 'above', 15000],
    ['a below c', 'a', 'c', 'below', 0],
    ['a above b (a not counted → top)', 'a', 'b', 'above', 30000],
    ['same row', 'a', 'a', 'above', null],
    ['unknown source', 'x', 'a', 'above', null],
    ['unknown target', 'a', 'x', 'below', null],
  ] as const)('%s', (_name, source, target, position, expected) => expect(homeMoveSortOrder(rows, source, target, position)).toBe(expected));

  it('works on ascending widget lists', () => {
    const widgets = [{ id: 'q', sort_order: 10000 }, { id: 'r', sort_order: 20000 }, { id: 's', sort_order: 30000 }];
    expect(homeMoveSortOrder(widgets, 's', 'q', 'above', 'asc')).toBe(0);
    expect(homeMoveSortOrder(widgets, 's', 'r', 'above', 'asc')).toBe(15000);
    expect(homeMoveSortOrder(widgets, 'q', 's', 'below', 'asc')).toBe(40000);
  });
});

describe('homeTopSortOrder', () => {
  it.each([
    [[], 10000],
    [[10000], 20000],
    [[5, 40000, -3], 50000],
  ] as const)('%j → %d', (existing, expected) => expect(homeTopSortOrder(existing)).toBe(expected));
});
