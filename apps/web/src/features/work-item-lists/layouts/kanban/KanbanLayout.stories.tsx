import { useCallback, useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Priority, WorkItem } from '@cairn/types';
import { demoOptions, useDemoLayout } from '../calendar/layout-demo';
import type { LayoutGroup, LayoutMove } from '../grouped-layout-props';
import { KanbanLayout } from './KanbanLayout';

const PRIORITIES: Priority[] = ['urgent', 'high', 'medium', 'low', 'none'];

function groupOf(key: string, label: string, items: readonly WorkItem[], color?: string): LayoutGroup {
  return { key, label, color, items, total: items.length, hasMore: false };
}

/** A board over local demo items grouped by state (and by priority in lanes); moves and quick adds apply at once. */
function Demo(props: { count: number; lanes: boolean; canEdit: boolean }) {
  const common = useDemoLayout(props.count, { canEdit: props.canEdit, canQuickAdd: props.canEdit });
  const { items, onUpdate, onQuickAdd } = common;
  const groups = useMemo(
    () =>
      demoOptions.states.map((state) => {
        const inState = items.filter((i) => i.state_id === state.id);
        const group = groupOf(state.id, state.name, inState, state.color);
        return props.lanes ? { ...group, subGroups: PRIORITIES.map((p) => groupOf(p, p, inState.filter((i) => i.priority === p))) } : group;
      }),
    [items, props.lanes],
  );
  const onMove = useCallback(
    (item: WorkItem, move: LayoutMove) => onUpdate(item, { state_id: move.toGroup, ...(move.toSubGroup ? { priority: move.toSubGroup as Priority } : {}) }),
    [onUpdate],
  );
  const onQuickAddInGroup = useCallback(
    (name: string, groupKey: string, subGroupKey: string | undefined) => onQuickAdd(name, { state_id: groupKey, ...(subGroupKey ? { priority: subGroupKey as Priority } : {}) }),
    [onQuickAdd],
  );
  return (
    <div style={{ height: 'calc(100vh - 48px)', display: 'flex', flexDirection: 'column', ['--cw-wil-column-width' as string]: '288px' }}>
      <KanbanLayout
        {...common}
        groupBy="state"
        subGroupBy={props.lanes ? 'priority' : null}
        groups={groups}
        orderBy="-created_at"
        onLoadMoreGroup={() => undefined}
        onQuickAddInGroup={onQuickAddInGroup}
        canDropIn={() => true}
        canReorder={false}
        onMove={onMove}
        showEmptyGroups
      />
    </div>
  );
}

const meta = {
  title: 'Work item lists/Kanban layout',
  component: Demo,
  args: { count: 2000, lanes: false, canEdit: true },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoThousandCards: Story = {};
export const Swimlanes: Story = { args: { lanes: true } };
export const ReadOnly: Story = { args: { count: 40, canEdit: false } };
