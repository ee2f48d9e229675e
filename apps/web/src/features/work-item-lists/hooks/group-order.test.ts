import { fixtures } from '@cairn/state';
import { WORK_ITEM_NONE_GROUP } from '@cairn/types';
import { canDropInGroup, groupLabel, knownGroupKeys, orderGroupKeys, type GroupLookup } from './group-order';

const todo = fixtures.state(1, { name: 'Todo', group: 'unstarted', sequence: 5 });
const backlog = fixtures.state(2, { name: 'Backlog', group: 'backlog', sequence: 9 });
const doing = fixtures.state(3, { name: 'Doing', group: 'started', sequence: 1 });
const ready = fixtures.state(4, { name: 'Ready', group: 'unstarted', sequence: 2 });
const otherProject = fixtures.state(5, { name: 'Elsewhere', group: 'unstarted', project_id: fixtures.id(502) });
const bug = fixtures.label(1, { name: 'Bug', sort_order: 300 });
const docs = fixtures.label(2, { name: 'Docs', sort_order: 100 });

const lookup: GroupLookup = {
  statesById: new Map([todo, backlog, doing, ready, otherProject].map((s) => [s.id, s])),
  labelsById: new Map([bug, docs].map((l) => [l.id, l])),
  peopleById: new Map([
    ['u-z', { name: 'zoe', avatarUrl: null }],
    ['u-a', { name: 'Ada', avatarUrl: null }],
  ]),
  projectsById: new Map([['p-1', { name: 'Website' }]]),
};

describe('orderGroupKeys', () => {
  it('orders states by group, then sequence, None last', () => {
    expect(orderGroupKeys('state', [WORK_ITEM_NONE_GROUP, doing.id, todo.id, backlog.id, ready.id], lookup)).toEqual([backlog.id, ready.id, todo.id, doing.id, WORK_ITEM_NONE_GROUP]);
  });

  it('orders priorities urgent → none and state groups backlog → cancelled', () => {
    expect(orderGroupKeys('priority', ['none', 'low', 'urgent', 'medium', 'high'], lookup)).toEqual(['urgent', 'high', 'medium', 'low', 'none']);
    expect(orderGroupKeys('state_group', ['completed', 'backlog', 'started'], lookup)).toEqual(['backlog', 'started', 'completed']);
  });

  it('orders labels by sort_order and people by name (case-insensitive); unknown values after known ones', () => {
    expect(orderGroupKeys('labels', [WORK_ITEM_NONE_GROUP, bug.id, 'gone', docs.id], lookup)).toEqual([docs.id, bug.id, 'gone', WORK_ITEM_NONE_GROUP]);
    expect(orderGroupKeys('assignees', ['u-z', WORK_ITEM_NONE_GROUP, 'u-a'], lookup)).toEqual(['u-a', 'u-z', WORK_ITEM_NONE_GROUP]);
  });

  it('drops duplicate keys', () => {
    expect(orderGroupKeys('priority', ['high', 'high', 'low'], lookup)).toEqual(['high', 'low']);
  });
});

describe('knownGroupKeys and groupLabel', () => {
  it('knows every priority and state group, the labels and people with None, the states', () => {
    expect(knownGroupKeys('priority', lookup)).toHaveLength(5);
    expect(knownGroupKeys('state_group', lookup)).toEqual(['backlog', 'unstarted', 'started', 'completed', 'cancelled']);
    expect(knownGroupKeys('labels', lookup)).toEqual([bug.id, docs.id, WORK_ITEM_NONE_GROUP]);
    expect(knownGroupKeys('assignees', lookup)).toContain(WORK_ITEM_NONE_GROUP);
    expect(knownGroupKeys('created_by', lookup)).not.toContain(WORK_ITEM_NONE_GROUP);
  });

  it('labels groups with names, translated keys and a per-field None', () => {
    const t = (key: string) => `t:${key}`;
    expect(groupLabel('state', todo.id, lookup, t)).toBe('Todo');
    expect(groupLabel('priority', 'high', lookup, t)).toBe('t:work_items.priority.high');
    expect(groupLabel('assignees', WORK_ITEM_NONE_GROUP, lookup, t)).toBe('t:work_item_lists.group.none_assignees');
    expect(groupLabel('project', 'p-1', lookup, t)).toBe('Website');
    expect(groupLabel('labels', 'gone', lookup, t)).toBe('t:work_item_lists.group.unknown');
  });
});

describe('canDropInGroup', () => {
  const item = fixtures.workItem(1, { state_id: todo.id, label_ids: [bug.id] });
  it('allows its own group and settable fields; refuses created_by, project, None states and other projects’ states', () => {
    expect(canDropInGroup(item, 'state', todo.id, lookup)).toBe(true);
    expect(canDropInGroup(item, 'state', doing.id, lookup)).toBe(true);
    expect(canDropInGroup(item, 'state', otherProject.id, lookup)).toBe(false);
    expect(canDropInGroup(item, 'state', WORK_ITEM_NONE_GROUP, lookup)).toBe(false);
    expect(canDropInGroup(item, 'labels', WORK_ITEM_NONE_GROUP, lookup)).toBe(true);
    expect(canDropInGroup(item, 'priority', 'urgent', lookup)).toBe(true);
    expect(canDropInGroup(item, 'created_by', 'u-a', lookup)).toBe(false);
    expect(canDropInGroup(item, 'project', 'p-1', lookup)).toBe(false);
    expect(canDropInGroup(item, null, 'anything', lookup)).toBe(true);
  });
});
