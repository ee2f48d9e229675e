import { useCallback, useState } from 'react';
import { addDays, todayIso, type State, type WorkItem, type WorkItemCreate, type WorkItemUpdate } from '@cairn/types';
import type { ProjectOptions } from '../../../work-items';
import type { LayoutCommonProps } from '../layout-props';

/** Demo data for the layout stories: one project with states, labels, people and points, items around today. */
const PROJECT = '00000000-0000-4000-8000-000000000501';
const WORKSPACE = '00000000-0000-4000-8000-000000000101';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const STAMP = '2025-01-01T00:00:00.000Z';

const state = (n: number, name: string, group: State['group'], color: string): State => ({
  id: uuid(600 + n), project_id: PROJECT, workspace_id: WORKSPACE, name, color, group, default: n === 1, sequence: n * 1000, description: '',
  created_at: STAMP, updated_at: STAMP,
});

/** The demo project's pickers. */
export const demoOptions: ProjectOptions = {
  projectIdentifier: 'DEMO',
  states: [state(1, 'Backlog', 'backlog', '#a3a3a3'), state(2, 'Todo', 'unstarted', '#3b82f6'), state(3, 'In progress', 'started', '#f59e0b'), state(4, 'Done', 'completed', '#16a34a')],
  labels: ['Bug', 'Feature', 'UI', 'API'].map((name, i) => ({
    id: uuid(700 + i), project_id: PROJECT, workspace_id: WORKSPACE, name, color: ['#ef4444', '#8b5cf6', '#0ea5e9', '#84cc16'][i], description: '',
    parent: null, sort_order: i * 1000, created_at: STAMP, updated_at: STAMP,
  })),
  people: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'].map((name, i) => ({ id: uuid(1 + i), name, avatarUrl: null })),
  estimatePoints: [1, 2, 3, 5, 8].map((value, i) => ({
    id: uuid(900 + i), key: i, value: String(value), description: '', workspace: WORKSPACE, project: PROJECT, estimate: uuid(801),
    created_at: STAMP, updated_at: STAMP, created_by: uuid(1), updated_by: null,
  })),
};

const PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;

/** `count` items with deterministic properties; most have dates within a few months of today. */
export function demoItems(count: number, today = todayIso()): WorkItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const start = addDays(today, ((n * 37) % 120) - 60);
    const dated = n % 7 !== 0;
    return {
      id: uuid(100_000 + n), workspace_id: WORKSPACE, project_id: PROJECT, sequence_id: n, name: `Work item number ${n}`, description_html: '',
      sort_order: n * 1000, state_id: demoOptions.states[n % 4].id, state__group: demoOptions.states[n % 4].group, priority: PRIORITIES[n % 5],
      label_ids: n % 3 === 0 ? [demoOptions.labels[n % 4].id] : [], assignee_ids: n % 2 === 0 ? [demoOptions.people[n % 3].id] : [],
      estimate_point: n % 4 === 0 ? demoOptions.estimatePoints![n % 5].id : null, sub_issues_count: n % 3, attachment_count: n % 2, link_count: 0,
      parent_id: null, cycle_id: null, module_ids: [], type_id: null, created_at: STAMP, updated_at: STAMP,
      start_date: dated && n % 5 !== 0 ? start : null, target_date: dated ? addDays(start, n % 11) : null, completed_at: null, archived_at: null,
      deleted_at: null, created_by: uuid(1), updated_by: null, is_draft: false, is_subscribed: false, is_epic: false,
    };
  });
}

/** Common layout props over local demo items: updates and quick adds apply at once. */
export function useDemoLayout(count: number, over: Partial<LayoutCommonProps> = {}): LayoutCommonProps {
  const [items, setItems] = useState(() => demoItems(count));
  const onUpdate = useCallback((item: WorkItem, patch: WorkItemUpdate) => {
    setItems((list) => list.map((i) => (i.id === item.id ? ({ ...i, ...patch } as WorkItem) : i)));
  }, []);
  const onQuickAdd = useCallback((name: string, preset: Partial<WorkItemCreate>) => {
    setItems((list) => {
      const [template] = demoItems(1);
      const n = list.length + 1;
      return [...list, { ...template, ...preset, id: uuid(500_000 + n), sequence_id: n, name } as WorkItem];
    });
  }, []);
  return {
    items,
    totalCount: items.length,
    hasMore: false,
    loading: false,
    onLoadMore: () => undefined,
    optionsFor: () => demoOptions,
    keyOf: (item) => `DEMO-${item.sequence_id}`,
    displayProperties: {},
    canEdit: true,
    onUpdate,
    onOpen: () => undefined,
    canQuickAdd: true,
    onQuickAdd,
    ...over,
  };
}
