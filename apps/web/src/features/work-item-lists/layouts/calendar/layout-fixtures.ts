import type { WorkItem } from '@cairn/types';
import { fixtures } from '@cairn/state';
import type { ProjectOptions } from '../../../work-items';
import type { LayoutCommonProps } from '../layout-props';

/** Test helpers shared by the layout tests: states, options and the common props with jest.fn callbacks. */
export const todo = fixtures.state(1, { name: 'Todo', group: 'unstarted', color: '#3366ff' });
export const done = fixtures.state(2, { name: 'Done', group: 'completed', color: '#22aa55' });
export const bug = fixtures.label(1, { name: 'Bug' });
export const ui = fixtures.label(2, { name: 'UI' });
export const points = [fixtures.estimatePoint(1, { value: '1' }), fixtures.estimatePoint(2, { value: '2' })];
export const ada = { id: fixtures.id(1), name: 'Ada Lovelace', avatarUrl: null };
export const grace = { id: fixtures.id(2), name: 'Grace Hopper', avatarUrl: null };

export const testOptions: ProjectOptions = {
  projectIdentifier: 'WEB',
  states: [todo, done],
  labels: [bug, ui],
  people: [ada, grace],
  estimatePoints: points,
};

/** A work item WEB-n in Todo. */
export function item(n: number, over: Partial<WorkItem> = {}): WorkItem {
  return fixtures.workItem(n, { state_id: todo.id, state__group: 'unstarted', name: `Item ${n}`, ...over });
}

/** The props every layout takes, with spies. */
export function commonProps(items: WorkItem[], over: Partial<LayoutCommonProps> = {}) {
  return {
    items,
    totalCount: items.length,
    hasMore: false,
    loading: false,
    onLoadMore: jest.fn(),
    optionsFor: () => testOptions,
    keyOf: (i: WorkItem) => `WEB-${i.sequence_id}`,
    displayProperties: {},
    canEdit: true,
    onUpdate: jest.fn(),
    onOpen: jest.fn(),
    canQuickAdd: true,
    onQuickAdd: jest.fn(),
    ...over,
  };
}

/** Only Date is faked: "today" becomes `now`, timers stay real. */
export function fakeToday(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
    ],
  });
}
