import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart, type BarDatum } from './bar-chart';

const groups: BarDatum[] = [
  { key: 'backlog', label: 'Backlog', values: { value: 14 } },
  { key: 'unstarted', label: 'Unstarted', values: { value: 22 } },
  { key: 'started', label: 'Started', values: { value: 9 } },
  { key: 'completed', label: 'Completed', values: { value: 31 } },
  { key: 'cancelled', label: 'Cancelled', values: { value: 3 } },
];

const byPriority: BarDatum[] = [
  { key: 'urgent', label: 'Urgent', values: { backlog: 1, started: 3, completed: 2 } },
  { key: 'high', label: 'High', values: { backlog: 4, started: 5, completed: 8 } },
  { key: 'medium', label: 'Medium', values: { backlog: 7, started: 2, completed: 12 } },
  { key: 'low', label: 'Low', values: { backlog: 9, completed: 4 } },
  { key: 'none', label: 'None', values: { backlog: 2, started: 1 } },
];

const many: BarDatum[] = Array.from({ length: 24 }, (_, i) => ({ key: `a${i}`, label: `Assignee with a long name ${i + 1}`, values: { value: (i * 7) % 19 } }));

const meta = {
  title: 'UI Kit/Charts/BarChart',
  component: BarChart,
  args: { data: groups, series: [{ key: 'value', label: 'Work items' }], title: 'Work items by state group', xLabel: 'State group', yLabel: 'Work items' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Stacked: Story = {
  args: {
    data: byPriority,
    title: 'Work items by priority and state group',
    xLabel: 'Priority',
    series: [
      { key: 'backlog', label: 'Backlog', color: 'var(--ck-color-state-backlog)' },
      { key: 'started', label: 'Started', color: 'var(--ck-color-state-started)' },
      { key: 'completed', label: 'Completed', color: 'var(--ck-color-state-completed)' },
    ],
  },
};
export const Palette: Story = {
  args: {
    data: byPriority,
    series: [
      { key: 'backlog', label: 'Label one' },
      { key: 'started', label: 'Label two' },
      { key: 'completed', label: 'Label three' },
    ],
  },
};
export const ManyBars: Story = { args: { data: many, xLabel: 'Assignee' } };
export const Empty: Story = { args: { data: [], emptyMessage: 'No work items in this duration.' } };
export const Dark: Story = { ...Stacked, globals: { theme: 'dark' } };
export const Narrow: Story = { ...Stacked, decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>] };
