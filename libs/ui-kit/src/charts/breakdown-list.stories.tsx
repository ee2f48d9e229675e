import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreakdownList, type BreakdownRow } from './breakdown-list';
import { Avatar } from '../display/avatar';

const people: BreakdownRow[] = [
  { id: 'ada', name: 'Ada Lovelace', leading: <Avatar name="Ada Lovelace" size="sm" />, completed: 6, total: 8 },
  { id: 'grace', name: 'Grace Hopper', leading: <Avatar name="Grace Hopper" size="sm" />, completed: 3, total: 7 },
  { id: 'alan', name: 'Alan Mathison Turing, the one with the very long display name', leading: <Avatar name="Alan Turing" size="sm" />, completed: 0, total: 4 },
  { id: 'none', name: 'No assignee', completed: 1, total: 3 },
];

const dot = (color: string) => <span style={{ display: 'block', width: 8, height: 8, borderRadius: 999, background: color }} />;
const labels: BreakdownRow[] = [
  { id: 'bug', name: 'bug', leading: dot('#ef4444'), completed: 4, total: 5, color: '#ef4444' },
  { id: 'feature', name: 'feature', leading: dot('#3f76ff'), completed: 7, total: 12, color: '#3f76ff' },
  { id: 'docs', name: 'docs', leading: dot('#16a34a'), completed: 2, total: 2, color: '#16a34a' },
];

const meta = {
  title: 'UI Kit/Charts/BreakdownList',
  component: BreakdownList,
  args: { rows: people, 'aria-label': 'Assignees' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof BreakdownList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Assignees: Story = {};
export const Labels: Story = { args: { rows: labels, 'aria-label': 'Labels' } };
export const Empty: Story = { args: { rows: [], emptyMessage: 'No work items have assignees yet.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>] };
