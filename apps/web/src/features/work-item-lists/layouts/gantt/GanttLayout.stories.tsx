import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GanttScale } from '@cairn/types';
import { useDemoLayout } from '../calendar/layout-demo';
import { GanttLayout } from './GanttLayout';

function Demo(props: { count: number; canEdit: boolean; initial: GanttScale }) {
  const common = useDemoLayout(props.count, { canEdit: props.canEdit, canQuickAdd: props.canEdit });
  const [scale, setScale] = useState<GanttScale>(props.initial);
  return (
    <div style={{ height: 'calc(100vh - 48px)' }}>
      <GanttLayout {...common} scale={scale} onScale={setScale} onWindowChange={() => undefined} />
    </div>
  );
}

const meta = {
  title: 'Work item lists/Gantt layout',
  component: Demo,
  args: { count: 5000, canEdit: true, initial: 'month' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveThousandBars: Story = {};
export const WeekScale: Story = { args: { count: 60, initial: 'week' } };
export const ReadOnlyQuarter: Story = { args: { count: 60, canEdit: false, initial: 'quarter' } };
