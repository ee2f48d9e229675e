import { sameList, undoListChange } from './list-merge';

describe('undoListChange', () => {
  it.each([
    ['puts a removed item back after its old neighbour', ['a', 'b', 'c'], ['a', 'c'], ['a', 'c', 'd'], ['a', 'b', 'c', 'd']],
    ['puts a removed first item back first', ['a', 'b'], ['b'], ['b', 'x'], ['a', 'b', 'x']],
    ['finds an earlier neighbour when the next one is gone too', ['a', 'b', 'c'], ['a', 'c'], ['a'], ['a', 'b']],
    ['drops an item the change added', ['a'], ['a', 'n'], ['a', 'n', 'x'], ['a', 'x']],
    ['leaves an item put back by someone else alone', ['a', 'b'], ['a'], ['b', 'a'], ['b', 'a']],
  ])('%s', (_name, before, after, current, expected) => {
    expect(undoListChange(before, after, current)).toEqual(expected);
  });

  it('compares lists by identity and order', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameList(['a'], ['a', 'b'])).toBe(false);
  });
});
