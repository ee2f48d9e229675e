import type { ListUserProperties, ListUserPropertiesUpdate, WorkItemDisplayFilters } from '@cairn/types';
import { applyDisplayRules, effectiveListParams } from './display-rules';
import { defaultListProperties, fillListProperties, listContextKey, type ListContext } from './list-context';

const project: ListContext = { kind: 'project', projectId: 'p1' };
const profile: ListContext = { kind: 'profile', userId: 'u1', list: 'assigned' };
const globalView: ListContext = { kind: 'workspace', view: 'all-issues' };

const props = (display: WorkItemDisplayFilters = {}, filters: ListUserProperties['filters'] = {}): ListUserProperties =>
  fillListProperties('project', { filters, display_filters: display });

describe('listContextKey', () => {
  it.each<[ListContext, string]>([
    [project, 'project:p1'],
    [{ kind: 'archived', projectId: 'p1' }, 'archived:p1'],
    [{ kind: 'draft', projectId: 'p1' }, 'draft:p1'],
    [globalView, 'workspace:all-issues'],
    [profile, 'profile:u1:assigned'],
  ])('%o → %s', (ctx, key) => expect(listContextKey(ctx)).toBe(key));
});

describe('applyDisplayRules (spec §4)', () => {
  type Row = [name: string, ctx: ListContext, current: ListUserProperties, patch: ListUserPropertiesUpdate, expected: Partial<WorkItemDisplayFilters>, refetch: boolean, clear: boolean];
  const rows: Row[] = [
    ['removing group_by clears sub_group_by', project, props({ layout: 'kanban', group_by: 'priority', sub_group_by: 'labels' }),
      { display_filters: { group_by: null } }, { group_by: null, sub_group_by: null }, true, false],
    ['removing group_by in list clears sub_group_by', project, props({ layout: 'list', group_by: 'priority', sub_group_by: 'labels' }),
      { display_filters: { group_by: null } }, { group_by: null, sub_group_by: null }, true, false],
    ['sub_group_by equal to group_by is cleared', project, props({ layout: 'kanban', group_by: 'priority' }),
      { display_filters: { sub_group_by: 'priority' } }, { group_by: 'priority', sub_group_by: null }, false, false],
    ['group_by made equal to sub_group_by clears sub_group_by', project, props({ layout: 'kanban', group_by: 'priority', sub_group_by: 'labels' }),
      { display_filters: { group_by: 'labels' } }, { group_by: 'labels', sub_group_by: null }, true, false],
    ['kanban without group_by stores no group (its fallback is asked, not stored)', project, props({ layout: 'list' }),
      { display_filters: { layout: 'kanban' } }, { layout: 'kanban', group_by: null }, true, true],
    ['the same in a profile list', profile, props({ layout: 'list' }),
      { display_filters: { layout: 'kanban' } }, { layout: 'kanban', group_by: null }, true, true],
    ['kanban keeps a chosen group', project, props({ layout: 'list', group_by: 'labels' }),
      { display_filters: { layout: 'kanban' } }, { group_by: 'labels' }, true, true],
    ['global view: sort_order becomes -created_at', globalView, props({ layout: 'spreadsheet', order_by: 'priority' }),
      { display_filters: { order_by: 'sort_order' } }, { order_by: '-created_at' }, true, false],
    ['project keeps sort_order', project, props({ order_by: '-created_at' }), { display_filters: { order_by: 'sort_order' } }, { order_by: 'sort_order' }, true, false],
    ['order_by change refetches', project, props(), { display_filters: { order_by: 'priority' } }, { order_by: 'priority' }, true, false],
    ['sub_issue change refetches', project, props(), { display_filters: { sub_issue: false } }, { sub_issue: false }, true, false],
    ['type change refetches', project, props(), { display_filters: { type: 'active' } }, { type: 'active' }, true, false],
    ['a filter change refetches', project, props(), { filters: { priority: ['high'] } }, {}, true, false],
    ['display properties only: nothing to fetch', project, props(), { display_properties: { key: false } }, {}, false, false],
    ['show_empty_groups only: nothing to fetch', project, props(), { display_filters: { show_empty_groups: false } }, { show_empty_groups: false }, false, false],
    ['calendar: group_by is not requested, no refetch', project, props({ layout: 'calendar' }), { display_filters: { group_by: 'priority' } }, { group_by: 'priority' }, false, false],
    ['spreadsheet: group_by is not requested, no refetch', project, props({ layout: 'spreadsheet' }), { display_filters: { group_by: 'labels' } }, {}, false, false],
    ['list: sub_group_by is not requested, no refetch', project, props({ layout: 'list', group_by: 'state' }), { display_filters: { sub_group_by: 'priority' } }, { sub_group_by: 'priority' }, false, false],
    ['layout change clears items and refetches', project, props({ layout: 'list' }), { display_filters: { layout: 'spreadsheet' } }, { layout: 'spreadsheet' }, true, true],
    ['calendar → gantt clears items', project, props({ layout: 'calendar' }), { display_filters: { layout: 'gantt' } }, { layout: 'gantt' }, true, true],
    ['same layout again: nothing', project, props({ layout: 'list' }), { display_filters: { layout: 'list' } }, { layout: 'list' }, false, false],
  ];
  it.each(rows)('%s', (_name, ctx, current, patch, expected, refetch, clear) => {
    const result = applyDisplayRules(ctx, current, patch);
    expect(result.next.display_filters).toMatchObject(expected);
    expect(result.refetch).toBe(refetch);
    expect(result.clearItems).toBe(clear);
  });

  it.each<[string, ListContext, string]>([
    ['state', project, 'state'],
    ['priority in a profile list', profile, 'priority'],
  ])('kanban without a group asks %s groups; back on the list it is still ungrouped (issue 17)', (_name, ctx, group) => {
    const list = props({ layout: 'list', group_by: null });
    const board = applyDisplayRules(ctx, list, { display_filters: { layout: 'kanban' } }).next;
    expect(effectiveListParams(ctx, board).group_by).toBe(group);
    const back = applyDisplayRules(ctx, board, { display_filters: { layout: 'list' } }).next;
    expect(back.display_filters.group_by).toBeNull();
    expect(effectiveListParams(ctx, back).group_by).toBeUndefined();
  });

  it('merges filters key by key; an empty list removes the key', () => {
    const current = props({}, { priority: ['high'], labels: ['l1'] });
    const { next } = applyDisplayRules(project, current, { filters: { labels: [], state: ['s1'] } });
    expect(next.filters).toEqual({ priority: ['high'], state: ['s1'] });
    expect(current.filters).toEqual({ priority: ['high'], labels: ['l1'] });
  });
});

describe('the local sort key in display changes', () => {
  it('choosing -created_at where the cache made sort_order the default refetches; without the cache it changes nothing', () => {
    const patch = { display_filters: { order_by: '-created_at' } };
    expect(applyDisplayRules(project, props({ layout: 'list' }), patch, true).refetch).toBe(true);
    expect(applyDisplayRules(project, props({ layout: 'list' }), patch, false).refetch).toBe(false);
  });
});

describe('effectiveListParams', () => {
  const window = { from: '2025-03-01', to: '2025-03-31' };
  it.each<[string, ListContext, ListUserProperties, Parameters<typeof effectiveListParams>[2], Record<string, string>]>([
    ['list: grouped, 50 per group, no sub-group', project, props({ layout: 'list', group_by: 'state', sub_group_by: 'priority', order_by: 'sort_order' }), {},
      { group_by: 'state', order_by: 'sort_order', per_page: '50' }],
    ['kanban: grouped and sub-grouped, 25 per column', project, props({ layout: 'kanban', group_by: 'state', sub_group_by: 'priority' }), {},
      { group_by: 'state', sub_group_by: 'priority', order_by: '-created_at', per_page: '25' }],
    ['kanban without group: state', project, props({ layout: 'kanban' }), {}, { group_by: 'state', order_by: '-created_at', per_page: '25' }],
    ['spreadsheet: flat pages of 50', project, props({ layout: 'spreadsheet', group_by: 'state' }), { search: ' bug ' },
      { order_by: '-created_at', per_page: '50', search: 'bug' }],
    ['calendar: flat, 1000, the window as target_date clauses after the stored ones', project,
      props({ layout: 'calendar', group_by: 'state' }, { target_date: ['1_weeks;after;fromnow'] }), { window },
      { order_by: '-created_at', per_page: '1000', target_date: '1_weeks;after;fromnow,2025-03-01;after,2025-03-31;before' }],
    ['gantt: flat pages of 100, no window (bars may span any window; undated items are listed too)', project, props({ layout: 'gantt' }), { window },
      { order_by: '-created_at', per_page: '100' }],
    ['list ignores a window', project, props({ layout: 'list' }), { window }, { order_by: '-created_at', per_page: '50' }],
    ['filters joined with commas, cursor passed', project, props({ layout: 'spreadsheet' }, { priority: ['high', 'low'], labels: [] }), { cursor: '50:1:50' },
      { priority: 'high,low', order_by: '-created_at', per_page: '50', cursor: '50:1:50' }],
    ['global view never sorts by sort_order', globalView, props({ layout: 'spreadsheet', order_by: 'sort_order' }), {}, { order_by: '-created_at', per_page: '50' }],
    ['assigned view: assignees = the user (wins over a stored value)', { kind: 'workspace', view: 'assigned' },
      props({ layout: 'spreadsheet' }, { assignees: ['other'] }), { userId: 'me' }, { assignees: 'me', order_by: '-created_at', per_page: '50' }],
    ['created view: created_by = the user', { kind: 'workspace', view: 'created' }, props({ layout: 'spreadsheet' }), { userId: 'me' },
      { created_by: 'me', order_by: '-created_at', per_page: '50' }],
    ['subscribed view: subscriber = the user', { kind: 'workspace', view: 'subscribed' }, props({ layout: 'spreadsheet' }), { userId: 'me' },
      { subscriber: 'me', order_by: '-created_at', per_page: '50' }],
    ['sub_issue false and type sent', project, props({ layout: 'spreadsheet', sub_issue: false, type: 'backlog' }), {},
      { order_by: '-created_at', per_page: '50', sub_issue: 'false', type: 'backlog' }],
    // The local sort key (spec §9): no order chosen + the cache on → sort_order, except in the spreadsheet.
    ['cache on, no order chosen: sort_order', project, props({ layout: 'list' }), { localCache: true }, { order_by: 'sort_order', per_page: '50' }],
    ['cache on, kanban, no order chosen: sort_order', project, props({ layout: 'kanban' }), { localCache: true }, { group_by: 'state', order_by: 'sort_order', per_page: '25' }],
    ['cache on, spreadsheet: -created_at', project, props({ layout: 'spreadsheet' }), { localCache: true }, { order_by: '-created_at', per_page: '50' }],
    ['cache on, a chosen order is kept', project, props({ layout: 'list', order_by: '-created_at' }), { localCache: true }, { order_by: '-created_at', per_page: '50' }],
    ['cache on, global view kanban: never sort_order', globalView, props({ layout: 'kanban' }), { localCache: true }, { group_by: 'state', order_by: '-created_at', per_page: '25' }],
  ])('%s', (_name, ctx, properties, extra, expected) => {
    expect(effectiveListParams(ctx, properties, extra)).toEqual(expected);
  });
});

describe('defaults', () => {
  it('global views open as a spreadsheet, other lists as a list; the same object every time', () => {
    expect(defaultListProperties('workspace').display_filters.layout).toBe('spreadsheet');
    expect(defaultListProperties('profile').display_filters).toMatchObject({ layout: 'list', sub_issue: true, show_empty_groups: true });
    expect(defaultListProperties('profile').display_filters.order_by).toBeUndefined();
    expect(defaultListProperties('project')).toBe(defaultListProperties('archived'));
    expect(defaultListProperties('project').display_properties).toMatchObject({ key: true, labels: true, updated_on: true });
  });

  it('fills a partial answer, ignoring undefined values', () => {
    const filled = fillListProperties('project', { display_filters: { layout: 'kanban', order_by: undefined } } as Partial<ListUserProperties>);
    expect(filled.display_filters).toMatchObject({ layout: 'kanban', calendar_layout: 'month', gantt_scale: 'month' });
    expect(filled.display_filters.order_by).toBeUndefined();
    expect(filled.filters).toEqual({});
  });
});

describe('sub-work-item display properties', () => {
  const allOn = { key: true, issue_type: true, assignee: true, start_date: true, due_date: true, labels: true, priority: true, state: true };

  it('project contexts default to all on; workspace and profile lists have no such part', () => {
    expect(defaultListProperties('project').sub_issue_display_properties).toEqual(allOn);
    expect(defaultListProperties('draft').sub_issue_display_properties).toEqual(allOn);
    expect(defaultListProperties('workspace')).not.toHaveProperty('sub_issue_display_properties');
    expect(defaultListProperties('profile')).not.toHaveProperty('sub_issue_display_properties');
  });

  it('fills a project answer key by key (an older server without the part gets all on)', () => {
    expect(fillListProperties('archived', { sub_issue_display_properties: { labels: false, state: undefined } }).sub_issue_display_properties)
      .toEqual({ ...allOn, labels: false });
    expect(fillListProperties('project', { filters: {} }).sub_issue_display_properties).toEqual(allOn);
    expect(fillListProperties('workspace', { sub_issue_display_properties: { key: false } })).not.toHaveProperty('sub_issue_display_properties');
  });

  it('a change merges key by key and neither refetches nor clears the list', () => {
    const current = fillListProperties('project', { display_filters: { layout: 'kanban', group_by: 'priority' }, sub_issue_display_properties: { key: false } });
    const result = applyDisplayRules(project, current, { sub_issue_display_properties: { labels: false } });
    expect(result).toMatchObject({ refetch: false, clearItems: false });
    expect(result.next.sub_issue_display_properties).toEqual({ ...allOn, key: false, labels: false });
    expect(result.next.display_filters).toEqual(current.display_filters);
    expect(result.next.display_properties).toEqual(current.display_properties);
    // Another part's change keeps it.
    expect(applyDisplayRules(project, result.next, { display_filters: { layout: 'list' } }).next.sub_issue_display_properties).toEqual(result.next.sub_issue_display_properties);
  });
});
