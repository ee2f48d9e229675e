import { mergeViewFilters } from './view-filters';

// The AND of a view's stored filters and a request's filters (both already normalised).

describe('mergeViewFilters', () => {
  it('keeps keys of one side as they are', () => {
    expect(mergeViewFilters({ priority: ['high'] }, { labels: ['l1'] })).toEqual({ filters: { priority: ['high'], labels: ['l1'] }, empty: false });
    expect(mergeViewFilters({}, {})).toEqual({ filters: {}, empty: false });
  });

  it('a key both give keeps the values they share, in the stored order', () => {
    expect(mergeViewFilters({ priority: ['urgent', 'high', 'low'] }, { priority: ['low', 'urgent'] })).toEqual({ filters: { priority: ['urgent', 'low'] }, empty: false });
    expect(mergeViewFilters({ cycle: ['c1', 'None'] }, { cycle: ['None'] })).toEqual({ filters: { cycle: ['None'] }, empty: false });
  });

  it('dates keep every bound of both sides', () => {
    const after = { op: 'gte', date: '2026-01-01' } as const;
    const before = { op: 'lte', date: '2026-02-01' } as const;
    expect(mergeViewFilters({ start_date: [after] }, { start_date: [before] }).filters).toEqual({ start_date: [after, before] });
  });

  it('no value in common: empty, and the key is dropped (never an empty list, which would read as no filter)', () => {
    const merged = mergeViewFilters({ priority: ['high'], labels: ['l1'] }, { priority: ['low'] });
    expect(merged).toEqual({ filters: { labels: ['l1'] }, empty: true });
  });

  it('does not change its inputs', () => {
    const view = { priority: ['high' as const] };
    mergeViewFilters(view, { priority: ['low'] });
    expect(view).toEqual({ priority: ['high'] });
  });
});
