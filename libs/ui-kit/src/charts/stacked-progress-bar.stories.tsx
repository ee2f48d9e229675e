import type { Meta, StoryObj } from '@storybook/react-vite';
import { StackedProgressBar, type ProgressSegment } from './stacked-progress-bar';

/** State-group segments as a cycle's progress gives them (colours from the kit's state-group tokens). */
const groups = (backlog: number, unstarted: number, started: number, completed: number, cancelled: number): ProgressSegment[] => [
  { id: 'backlog', label: 'Backlog', value: backlog, color: 'var(--ck-color-state-backlog)' },
  { id: 'unstarted', label: 'Unstarted', value: unstarted, color: 'var(--ck-color-state-unstarted)' },
  { id: 'started', label: 'Started', value: started, color: 'var(--ck-color-state-started)' },
  { id: 'completed', label: 'Completed', value: completed, color: 'var(--ck-color-state-completed)' },
  { id: 'cancelled', label: 'Cancelled', value: cancelled, color: 'var(--ck-color-state-cancelled)' },
];

const meta = {
  title: 'UI Kit/Charts/StackedProgressBar',
  component: StackedProgressBar,
  args: { segments: groups(2, 4, 5, 8, 1), label: '8 of 20 completed', showLegend: true },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof StackedProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {};
export const Small: Story = { args: { size: 'sm', showLegend: false, label: undefined } };
export const AllDone: Story = { args: { segments: groups(0, 0, 0, 18, 2), label: '18 of 20 completed' } };
export const Empty: Story = { args: { segments: groups(0, 0, 0, 0, 0), label: '0 of 0 completed' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>] };
