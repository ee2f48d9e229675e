import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRIORITIES, STATE_GROUPS, WORK_ITEM_LAYOUTS } from '@cairn/types';
import { LayoutIcon, PriorityIcon, StateGroupIcon } from './work-item-icons';

function Gallery() {
  const row = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' as const, marginBottom: 12, color: 'var(--ck-color-text-primary)' };
  return (
    <div>
      <div style={row}>{PRIORITIES.map((p) => <span key={p} style={{ display: 'inline-flex', gap: 6 }}><PriorityIcon priority={p} title={p} />{p}</span>)}</div>
      <div style={row}>{STATE_GROUPS.map((g) => <span key={g} style={{ display: 'inline-flex', gap: 6 }}><StateGroupIcon group={g} title={g} />{g}</span>)}</div>
      <div style={row}>{WORK_ITEM_LAYOUTS.map((l) => <span key={l} style={{ display: 'inline-flex', gap: 6 }}><LayoutIcon layout={l} />{l}</span>)}</div>
    </div>
  );
}

const meta = { title: 'UI Kit/WorkItemIcons', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PriorityIcon, StateGroupIcon and LayoutIcon. */
export const All: Story = {};
