import { workItemListFilterQuerySchema, WORK_ITEM_LIST_MAX_PER_PAGE } from '@cairn/types';
import { readListFilterQuery } from './list-query-check';

const schema = (params: Record<string, string>) => {
  const parsed = workItemListFilterQuerySchema.safeParse(params);
  return parsed.success ? parsed.data : null;
};

const CASES: Array<[string, Record<string, string>]> = [
  ['empty', {}],
  ['the list page the app asks', { per_page: '50', order_by: '-created_at', sub_issue: 'true' }],
  ['filters and grouping', { state: 'a,b', priority: 'high,urgent', labels: 'x', group_by: 'state', sub_group_by: 'priority', type: 'active' }],
  ['search and cursor', { search: 'WEB-12', cursor: '50:1:50' }],
  ['unknown keys dropped', { per_page: '10', foo: 'bar', expand: 'labels' }],
  ['a long but allowed filter', { assignees: 'a'.repeat(20_000) }],
  ['a filter too long', { assignees: 'a'.repeat(20_001) }],
  ['search at the limit', { search: 's'.repeat(200) }],
  ['search too long', { search: 's'.repeat(201) }],
  ['unknown order', { order_by: 'name; drop' }],
  ['every descending order', { order_by: '-sort_order' }],
  ['unknown group', { group_by: 'cycle' }],
  ['sub_issue not a boolean word', { sub_issue: 'yes' }],
  ['unknown type', { type: 'closed' }],
  ['bad cursor', { cursor: '50:1' }],
  ['cursor with too many digits', { cursor: '12345:1:1' }],
  ['per_page zero', { per_page: '0' }],
  ['per_page at the maximum', { per_page: String(WORK_ITEM_LIST_MAX_PER_PAGE) }],
  ['per_page over the maximum', { per_page: String(WORK_ITEM_LIST_MAX_PER_PAGE + 1) }],
  ['per_page fractional', { per_page: '2.5' }],
  ['per_page not a number', { per_page: 'ten' }],
  ['per_page empty', { per_page: '' }],
  ['per_page with spaces and exponent', { per_page: ' 1e1 ' }],
  ['one bad key among good ones', { per_page: '50', state: 'a', group_by: 'nope' }],
];

describe('readListFilterQuery (the list query schema without zod)', () => {
  it.each(CASES)('%s: answers what workItemListFilterQuerySchema answers', (_name, params) => {
    expect(readListFilterQuery(params)).toEqual(schema(params));
  });

  it('reads a valid query: known keys, per_page as a number', () => {
    expect(readListFilterQuery({ per_page: '50', state: 'a,b', other: 'x' })).toEqual({ per_page: 50, state: 'a,b' });
  });

  it('refuses an invalid query (null: the cache is not asked)', () => {
    expect(readListFilterQuery({ order_by: 'nope' })).toBeNull();
    expect(readListFilterQuery({ per_page: '-1' })).toBeNull();
  });
});
