import { displayPatch, displaySections, effectiveGrouping, effectiveOrderBy, groupByChoices, orderByChoices } from './display-rules';

describe('displayPatch (spec §4 display rules)', () => {
  it('removing group_by clears sub_group_by', () => {
    expect(displayPatch('project', { layout: 'kanban', group_by: 'state', sub_group_by: 'priority' }, { kind: 'group_by', value: null })).toEqual({ group_by: null, sub_group_by: null });
  });

  it('a group_by equal to sub_group_by clears sub_group_by; a sub-group equal to the group is refused', () => {
    expect(displayPatch('project', { group_by: 'state', sub_group_by: 'priority' }, { kind: 'group_by', value: 'priority' })).toEqual({ group_by: 'priority', sub_group_by: null });
    expect(displayPatch('project', { group_by: 'state' }, { kind: 'sub_group_by', value: 'state' })).toEqual({ sub_group_by: null });
    expect(displayPatch('project', { group_by: null }, { kind: 'sub_group_by', value: 'labels' })).toEqual({ sub_group_by: null });
    expect(displayPatch('project', { group_by: 'state' }, { kind: 'sub_group_by', value: 'labels' })).toEqual({ sub_group_by: 'labels' });
  });

  it('switching to kanban stores only the layout: the board shows state (priority in profile views), the list keeps its own grouping', () => {
    expect(displayPatch('project', { layout: 'list', group_by: null }, { kind: 'layout', layout: 'kanban' })).toEqual({ layout: 'kanban' });
    expect(effectiveGrouping('project', { layout: 'kanban', group_by: null }).groupBy).toBe('state');
    expect(effectiveGrouping('profile', { layout: 'kanban' }).groupBy).toBe('priority');
    expect(displayPatch('project', { layout: 'kanban', group_by: null }, { kind: 'layout', layout: 'list' })).toEqual({ layout: 'list' });
    expect(effectiveGrouping('project', { layout: 'list', group_by: null }).groupBy).toBeNull();
  });

  it('lanes chosen on a board with the fallback group store that group with them', () => {
    expect(displayPatch('project', { layout: 'kanban', group_by: null }, { kind: 'sub_group_by', value: 'priority' })).toEqual({ group_by: 'state', sub_group_by: 'priority' });
    expect(displayPatch('project', { layout: 'kanban', group_by: null }, { kind: 'sub_group_by', value: 'state' })).toEqual({ sub_group_by: null });
    expect(displayPatch('project', { layout: 'list', group_by: null }, { kind: 'sub_group_by', value: 'priority' })).toEqual({ sub_group_by: null });
  });

  it('a global view never stores sort_order', () => {
    expect(displayPatch('workspace', {}, { kind: 'order_by', value: 'sort_order' })).toEqual({ order_by: '-created_at' });
    expect(displayPatch('project', {}, { kind: 'order_by', value: 'sort_order' })).toEqual({ order_by: 'sort_order' });
    expect(effectiveOrderBy('workspace', 'sort_order')).toBe('-created_at');
    expect(orderByChoices('workspace')).not.toContain('sort_order');
    expect(orderByChoices('project')).toContain('sort_order');
  });

  it('passes the simple switches through', () => {
    expect(displayPatch('project', {}, { kind: 'sub_issue', value: false })).toEqual({ sub_issue: false });
    expect(displayPatch('project', {}, { kind: 'type', value: 'backlog' })).toEqual({ type: 'backlog' });
    expect(displayPatch('project', {}, { kind: 'show_empty_groups', value: false })).toEqual({ show_empty_groups: false });
  });
});

describe('what the display menu offers', () => {
  it('grouping in list and kanban, lanes only in kanban, no "None" group in kanban, no order in the calendar', () => {
    expect(displaySections('list')).toMatchObject({ grouping: true, subGrouping: false, groupNone: true, orderBy: true, emptyGroups: true });
    expect(displaySections('kanban')).toMatchObject({ grouping: true, subGrouping: true, groupNone: false });
    expect(displaySections('spreadsheet')).toMatchObject({ grouping: false, subGrouping: false, emptyGroups: false, orderBy: true });
    expect(displaySections('calendar')).toMatchObject({ grouping: false, orderBy: false });
  });

  it('the project group only where projects mix', () => {
    expect(groupByChoices('project')).not.toContain('project');
    expect(groupByChoices('workspace')).toContain('project');
    expect(groupByChoices('profile')).toContain('project');
  });

  it('effective grouping: kanban falls back to its default, flat layouts never group, lists have no lanes', () => {
    expect(effectiveGrouping('project', { layout: 'kanban', group_by: null })).toEqual({ groupBy: 'state', subGroupBy: null });
    expect(effectiveGrouping('project', { layout: 'spreadsheet', group_by: 'state' })).toEqual({ groupBy: null, subGroupBy: null });
    expect(effectiveGrouping('project', { layout: 'list', group_by: 'state', sub_group_by: 'priority' })).toEqual({ groupBy: 'state', subGroupBy: null });
    expect(effectiveGrouping('project', { layout: 'kanban', group_by: 'state', sub_group_by: 'priority' })).toEqual({ groupBy: 'state', subGroupBy: 'priority' });
  });
});
