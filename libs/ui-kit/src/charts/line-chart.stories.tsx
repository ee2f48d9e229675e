import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart, type LinePoint } from './line-chart';

const day = (i: number) => new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
const month: LinePoint[] = Array.from({ length: 30 }, (_, i) => ({ date: day(i), values: { created: (i * 5) % 9, completed: (i * 3) % 7 } }));
const year: LinePoint[] = Array.from({ length: 12 }, (_, i) => ({ date: new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 10), values: { created: 40 + ((i * 13) % 30), completed: 30 + ((i * 17) % 35) } }));
const series = [
  { key: 'created', label: 'Created' },
  { key: 'completed', label: 'Completed' },
];

const meta = {
  title: 'UI Kit/Charts/LineChart',
  component: LineChart,
  args: { points: month, series, title: 'Created vs completed', yLabel: 'Work items' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastThirtyDays: Story = {};
export const ByMonth: Story = { args: { points: year, dateStyle: 'month' } };
export const OneDay: Story = { args: { points: month.slice(0, 1) } };
export const Empty: Story = { args: { points: [], emptyMessage: 'Nothing was created or completed yet.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Narrow: Story = { decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>] };
