import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CalendarLayout as CalendarKind } from '@cairn/types';
import { CalendarLayout } from './CalendarLayout';
import { useDemoLayout } from './layout-demo';

function Demo(props: { weekStart: number; canEdit: boolean; initial: CalendarKind }) {
  const common = useDemoLayout(300, { canEdit: props.canEdit, canQuickAdd: props.canEdit });
  const [layout, setLayout] = useState<CalendarKind>(props.initial);
  return <CalendarLayout {...common} calendarLayout={layout} onCalendarLayout={setLayout} weekStart={props.weekStart} onWindowChange={() => undefined} />;
}

const meta = {
  title: 'Work item lists/Calendar layout',
  component: Demo,
  args: { weekStart: 0, canEdit: true, initial: 'month' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {};
export const WeekStartingMonday: Story = { args: { weekStart: 1, initial: 'week' } };
export const ReadOnly: Story = { args: { canEdit: false } };
