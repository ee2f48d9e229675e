import type { Meta, StoryObj } from '@storybook/react-vite';
import { BurndownChart } from './burndown-chart';
import { burndownFixture } from './burndown-fixture';

// A two-week cycle, Nov 17–30, seen on Nov 26: 30 points planned, 12 left.
const typical = burndownFixture('2026-11-17', 14, 30, [30, 30, 28, 27, 27, 24, 24, 22, 18, 12]);

const meta = {
  title: 'UI Kit/Charts/BurndownChart',
  component: BurndownChart,
  args: { points: typical, title: 'Burndown', unitLabel: 'Points', today: '2026-11-26' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof BurndownChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {};

export const WorkItems: Story = {
  args: { unitLabel: 'Work items', points: burndownFixture('2026-11-17', 14, 9, [9, 9, 8, 8, 7, 7, 5, 5, 4, 4]) },
};

export const NotStarted: Story = {
  args: { points: burndownFixture('2026-12-01', 14, 30, []), today: '2026-11-26' },
};

export const AllDone: Story = {
  args: {
    points: burndownFixture('2026-11-03', 14, 24, [24, 22, 22, 20, 17, 15, 15, 12, 9, 8, 5, 3, 1, 0]),
    today: '2026-11-26',
  },
};

export const LongModule: Story = {
  args: { title: 'Module burndown', points: burndownFixture('2026-09-01', 90, 140, Array.from({ length: 60 }, (_, i) => Math.round(140 - i * 1.6 - (i % 7)))), today: '2026-10-30' },
};

export const Empty: Story = {
  args: { points: [], emptyMessage: 'Add a start and an end date to the cycle to see its burndown.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
};

export const InACard: Story = {
  args: { hideTitle: true, height: 200 },
  render: (args) => (
    <section style={{ padding: 16, border: '1px solid var(--ck-color-border)', borderRadius: 10, background: 'var(--ck-color-bg-surface)' }}>
      <h3 style={{ marginBottom: 8, fontSize: 14, fontWeight: 600 }}>Sprint 12 · burndown</h3>
      <BurndownChart {...args} />
    </section>
  ),
};
