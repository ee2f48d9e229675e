import { matchesWorkItemQuery, type MatchableWorkItem } from './work-item-match';
import { normalizeWorkItemListQuery } from './work-item-query';
import type { WorkItemListFilterQuery } from './schemas/work-item-list.schema';

const NOW = new Date('2026-11-23T10:00:00Z');
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const item: MatchableWorkItem = {
  name: 'Fix the Login page', sequence_id: 42, priority: 'high', state_id: A, state__group: 'started', assignee_ids: [A], label_ids: [],
  created_by: B, project_id: A, parent_id: null, start_date: null, target_date: '2026-11-30', cycle_id: A, module_ids: [],
};
const q = (query: WorkItemListFilterQuery) => normalizeWorkItemListQuery(query, NOW);

describe('matchesWorkItemQuery', () => {
  it.each<[string, WorkItemListFilterQuery, MatchableWorkItem, boolean | undefined]>([
    ['no filter', {}, item, true],
    ['priority in the list', { priority: 'urgent,high' }, item, true],
    ['priority not in the list', { priority: 'low' }, item, false],
    ['state group and state', { state_group: 'started', state: A }, item, true],
    ['assignees: any of the ids', { assignees: `${B},${A}` }, item, true],
    ['cycle: its cycle', { cycle: A }, item, true],
    ['cycle: another cycle', { cycle: B }, item, false],
    ['cycle: None is only items without a cycle', { cycle: 'None' }, item, false],
    ['cycle: None or its cycle', { cycle: `None,${A}` }, item, true],
    ['module: None matches an item in no module', { module: 'None' }, item, true],
    ['module: a module it is not in', { module: B }, item, false],
    ['module: any of its modules', { module: `${A},${B}` }, { ...item, module_ids: [B] }, true],
    ['labels: none on the item', { labels: A }, item, false],
    ['created_by', { created_by: A }, item, false],
    ['target date within bounds', { target_date: '2026-11-01;after,2026-12-01;before' }, item, true],
    ['target date after a relative bound', { target_date: '2_weeks;after;fromnow' }, item, false],
    ['start date bound on a missing date', { start_date: '2026-01-01;after' }, item, false],
    ['unparsable date clause ignored', { start_date: 'soon;after' }, item, true],
    ['search in the title, any case', { search: 'login' }, item, true],
    ['search by sequence number', { search: '42' }, item, true],
    ['search missing', { search: 'logout' }, item, false],
    ['search by identifier, any case', { search: 'wr-42' }, { ...item, project_identifier: 'WR' }, true],
    ['search by the identifier of another project', { search: 'ab-42' }, { ...item, project_identifier: 'WR' }, false],
    ['search by identifier, another number', { search: 'wr-41' }, { ...item, project_identifier: 'WR' }, false],
    ['search by identifier without the project identifier: only the server knows', { search: 'wr-42' }, item, undefined],
    ['sub-items left out', { sub_issue: 'false' }, { ...item, parent_id: B }, false],
    ['type active', { type: 'active' }, item, true],
    ['type backlog', { type: 'backlog' }, item, false],
    ['mentions: only the server knows', { mentions: A }, item, undefined],
    ['subscriber: only the server knows', { subscriber: A }, item, undefined],
  ])('%s', (_name, query, it_, expected) => {
    expect(matchesWorkItemQuery(it_, q(query))).toBe(expected);
  });
});
