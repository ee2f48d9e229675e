import { derived, listOf } from './memo';

describe('derived', () => {
  it('answers the same result for the same source and key, and recomputes when either changes', () => {
    const compute = jest.fn((list: readonly number[], min: number) => list.filter((n) => n >= min));
    const select = derived(compute);
    const source = [1, 2, 3];
    const first = select(source, 2);
    expect(first).toEqual([2, 3]);
    expect(select(source, 2)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(select(source, 3)).toEqual([3]);
    expect(select([1, 2, 3], 3)).not.toBe(select(source, 3));
  });

  it('chains on listOf so a filtered selector stays stable while the store is unchanged', () => {
    const ids = ['a', 'b'];
    const byId = { a: { id: 'a', on: true }, b: { id: 'b', on: false } };
    const onOnly = derived((list: readonly { id: string; on: boolean }[]) => list.filter((x) => x.on));
    expect(onOnly(listOf(ids, byId), undefined)).toBe(onOnly(listOf(ids, byId), undefined));
  });
});
