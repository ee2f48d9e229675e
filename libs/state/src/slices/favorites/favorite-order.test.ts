import { favoriteSequenceAt, lastFavoriteSequence } from './favorite-order';

describe('favorite order (gap 10000)', () => {
  it.each([
    ['between two neighbours: the midpoint', [10000, 20000, 30000], 1, 15000],
    ['first: the next one minus the gap', [10000, 20000], 0, 0],
    ['last: the previous one plus the gap', [10000, 20000], 2, 30000],
    ['alone: the gap', [], 0, 10000],
    ['an index past the end counts as last', [5], 9, 10005],
    ['a negative index counts as first', [5], -3, -9995],
  ])('%s', (_label, sequences, index, expected) => {
    expect(favoriteSequenceAt(sequences, index)).toBe(expected);
  });

  it('puts new favorites after the highest sequence', () => {
    expect(lastFavoriteSequence([])).toBe(10000);
    expect(lastFavoriteSequence([30000, 10000])).toBe(40000);
  });
});
