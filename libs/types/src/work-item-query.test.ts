import { randomUUID } from 'node:crypto';
import { listPagePaging, normalizeWorkItemFilters, normalizeWorkItemListQuery, parseDateFilter, workItemListFilterQuerySchema, workItemListParams } from './index';

// The one meaning of a list query (server SQL and the local cache both build on it).

const NOW = new Date('2026-01-31T23:30:00Z');

describe('parseDateFilter', () => {
  it.each([
    ['absolute after', '2026-01-05;after', [{ op: 'gte', date: '2026-01-05' }]],
    ['absolute before', '2026-01-05;before', [{ op: 'lte', date: '2026-01-05' }]],
    ['spaces and case', ' 2026-01-05 ; AFTER ', [{ op: 'gte', date: '2026-01-05' }]],
    ['a range (two clauses)', '2026-01-01;after,2026-01-31;before', [{ op: 'gte', date: '2026-01-01' }, { op: 'lte', date: '2026-01-31' }]],
    ['leap day', '2024-02-29;after', [{ op: 'gte', date: '2024-02-29' }]],
    ['days from now', '3_days;after;fromnow', [{ op: 'gte', date: '2026-02-03' }]],
    ['weeks are 7 days', '2_weeks;before;fromnow', [{ op: 'lte', date: '2026-02-14' }]],
    ['months are 30 days (not calendar months)', '1_months;after;fromnow', [{ op: 'gte', date: '2026-03-02' }]],
    ['ago goes back', '1_weeks;after;ago', [{ op: 'gte', date: '2026-01-24' }]],
    ['months ago across a year', '2_months;before;ago', [{ op: 'lte', date: '2025-12-02' }]],
    ['zero days is today (the UTC day of now)', '0_days;after;fromnow', [{ op: 'gte', date: '2026-01-31' }]],
  ])('%s', (_name, input, expected) => {
    expect(parseDateFilter(input, NOW)).toEqual(expected);
  });

  it.each([
    ['no direction', '2026-01-05'],
    ['unknown direction', '2026-01-05;sideways'],
    ['words', 'soon;after'],
    ['empty', ''],
    ['absolute with an offset', '2026-01-05;after;fromnow'],
    ['relative without an offset', '2_weeks;after'],
    ['unknown unit', '2_years;after;fromnow'],
    ['negative amount', '-1_days;after;ago'],
    ['unknown offset', '2_days;after;later'],
    ['February 30th', '2026-02-30;after'],
    ['February 29th of a common year', '2025-02-29;before'],
    ['month 13', '2026-13-01;after'],
    ['day 00', '2026-01-00;after'],
    ['unpadded', '2026-1-5;after'],
    ['a time', '2026-01-05T10:00;after'],
  ])('ignores %s', (_name, input) => {
    expect(parseDateFilter(input, NOW)).toEqual([]);
  });

  it('keeps the good clauses of a mixed list and accepts arrays (stored filters)', () => {
    expect(parseDateFilter('junk;after,2026-02-30;before,2026-01-10;before', NOW)).toEqual([{ op: 'lte', date: '2026-01-10' }]);
    expect(parseDateFilter(['1_weeks;after;fromnow', 'bad'], NOW)).toEqual([{ op: 'gte', date: '2026-02-07' }]);
    expect(parseDateFilter(undefined, NOW)).toEqual([]);
  });
});

describe('normalizeWorkItemListQuery', () => {
  it('fills the defaults: -created_at, 50 a page, first page, sub-items shown, no grouping', () => {
    expect(normalizeWorkItemListQuery({}, NOW)).toEqual({
      filters: {}, search: undefined, subIssue: true, type: undefined, groupBy: null, subGroupBy: null, orderBy: '-created_at', perPage: 50, page: 0, offset: 0,
    });
    expect(normalizeWorkItemListQuery({}, NOW, { perPage: 100, orderBy: 'sort_order' })).toMatchObject({ perPage: 100, orderBy: 'sort_order' });
  });

  it.each([
    ['cursor gives size and page; offset = page × size', { cursor: '20:3:60' }, { perPage: 20, page: 3, offset: 60 }],
    ['the cursor offset part is not trusted', { cursor: '20:3:7' }, { perPage: 20, page: 3, offset: 60 }],
    ['per_page wins over the cursor size', { cursor: '20:2:0', per_page: 10 }, { perPage: 10, page: 2, offset: 20 }],
    ['size 0 in a cursor falls back to the default', { cursor: '0:1:0' }, { perPage: 50, page: 1, offset: 50 }],
    ['per_page is clamped to the maximum', { per_page: 5000 }, { perPage: 1000 }],
  ])('%s', (_name, query, expected) => {
    expect(normalizeWorkItemListQuery(query, NOW)).toMatchObject(expected);
  });

  it('applies the grouping display rules', () => {
    expect(normalizeWorkItemListQuery({ group_by: 'state', sub_group_by: 'priority' }, NOW)).toMatchObject({ groupBy: 'state', subGroupBy: 'priority' });
    expect(normalizeWorkItemListQuery({ group_by: 'state', sub_group_by: 'state' }, NOW)).toMatchObject({ groupBy: 'state', subGroupBy: null });
    expect(normalizeWorkItemListQuery({ sub_group_by: 'priority' }, NOW)).toMatchObject({ groupBy: null, subGroupBy: null });
  });

  it('normalises filters: known keys and values only, lower-cased unique ids, dates parsed, empty keys left out', () => {
    const id = randomUUID();
    const q = normalizeWorkItemListQuery(
      { priority: 'urgent, bogus,urgent,none', state_group: 'started,done', labels: `${id.toUpperCase()},not-a-uuid,`, assignees: ',,', start_date: 'junk;after', target_date: '1_weeks;before;fromnow' },
      NOW,
    );
    expect(q.filters).toEqual({ priority: ['urgent', 'none'], state_group: ['started'], labels: [id], target_date: [{ op: 'lte', date: '2026-02-07' }] });
  });

  it('reads search, sub_issue and type', () => {
    expect(normalizeWorkItemListQuery({ search: '  Login BUG ', sub_issue: 'false', type: 'active' }, NOW)).toMatchObject({ search: 'login bug', subIssue: false, type: 'active' });
    expect(normalizeWorkItemListQuery({ search: '   ', sub_issue: 'true' }, NOW)).toMatchObject({ search: undefined, subIssue: true });
  });
});

describe('workItemListParams', () => {
  it('sends filters joined by commas and the display filters that change the answer', () => {
    const a = randomUUID();
    const b = randomUUID();
    const params = workItemListParams(
      { priority: ['high', 'urgent'], labels: [a, b], assignees: [], start_date: ['2026-01-01;after'] },
      { layout: 'kanban', group_by: 'state', sub_group_by: 'priority', order_by: '-priority', sub_issue: false, type: 'backlog', show_empty_groups: false, calendar_layout: 'week' },
      { cursor: '50:1:0', per_page: 50, search: '  word ' },
    );
    expect(params).toEqual({
      priority: 'high,urgent', labels: `${a},${b}`, start_date: '2026-01-01;after', group_by: 'state', sub_group_by: 'priority', order_by: '-priority',
      sub_issue: 'false', type: 'backlog', search: 'word', cursor: '50:1:0', per_page: '50',
    });
  });

  it.each([
    ['no group: no sub-group', { sub_group_by: 'priority' as const }, {}],
    ['same field twice: no sub-group', { group_by: 'labels' as const, sub_group_by: 'labels' as const }, { group_by: 'labels' }],
    ['sub_issue true is the default and not sent', { sub_issue: true, type: null }, {}],
    ['null grouping', { group_by: null, sub_group_by: null }, {}],
  ])('%s', (_name, display, expected) => {
    expect(workItemListParams({}, display)).toEqual(expected);
  });

  it('round-trips: the params a client sends mean on the server what its stored filters mean', () => {
    const stored = { priority: ['low'], state_group: ['started', 'unstarted'], created_by: [randomUUID()], target_date: ['2_weeks;after;ago', 'bad'] };
    const query = workItemListFilterQuerySchema.parse(workItemListParams(stored, { group_by: 'assignees', order_by: 'state' }));
    const q = normalizeWorkItemListQuery(query, NOW);
    expect(q.filters).toEqual(normalizeWorkItemFilters(stored, NOW));
    expect(q).toMatchObject({ groupBy: 'assignees', orderBy: 'state' });
  });
});

describe('listPagePaging', () => {
  it('builds perPage:pageIndex:offset cursors; the first page has no previous page', () => {
    expect(listPagePaging({ perPage: 50, page: 0 }, 120, true)).toEqual({ total_count: 120, next_cursor: '50:1:0', prev_cursor: '50:0:0', next_page_results: true });
    expect(listPagePaging({ perPage: 50, page: 2 }, 120, false)).toEqual({ total_count: 120, next_cursor: '50:3:0', prev_cursor: '50:1:1', next_page_results: false });
  });
});
