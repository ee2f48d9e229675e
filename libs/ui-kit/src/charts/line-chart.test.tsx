import { fireEvent, render, screen, within } from '@testing-library/react';
import { LineChart, type LinePoint } from './line-chart';

const points: LinePoint[] = [
  { date: '2026-11-24', values: { created: 3, completed: 1 } },
  { date: '2026-11-25', values: { created: 0, completed: 2 } },
  { date: '2026-11-26', values: { created: 4 } },
];
const series = [
  { key: 'created', label: 'Created' },
  { key: 'completed', label: 'Completed' },
];

describe('LineChart', () => {
  it('draws one line per series, named by the span and each total', async () => {
    const { container } = render(<LineChart points={points} series={series} title="Created vs completed" yLabel="Work items" />);
    const picture = await screen.findByRole('img', { name: 'Created vs completed from Nov 24, 2026 to Nov 26, 2026: Created 7, Completed 3' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelectorAll('.ck-chart__line')).toHaveLength(2);
  });

  it('lists every date and value in a hidden table', () => {
    render(<LineChart points={points} series={series} title="Created vs completed" yLabel="Work items" />);
    const table = screen.getByRole('table', { name: 'Created vs completed: values' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateCreatedCompleted',
      'Nov 24, 202631',
      'Nov 25, 202602',
      'Nov 26, 202640',
    ]);
  });

  it('reads months when the buckets are months', () => {
    render(<LineChart points={[{ date: '2026-10-01', values: { created: 5, completed: 2 } }]} series={series} title="Trend" yLabel="Work items" dateStyle="month" />);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Oct 2026');
  });

  it('shows the latest date\'s values on focus and moves with the arrow keys', async () => {
    const { container } = render(<LineChart points={points} series={series} title="Created vs completed" yLabel="Work items" />);
    await screen.findByRole('img', { name: /Created 7/ });
    const box = screen.getByRole('group', { name: 'Created vs completed: use the arrow keys to read each value' });
    fireEvent.focus(box);
    const tip = () => container.querySelector('.ck-chart__tooltip') as HTMLElement;
    expect(tip()).toHaveTextContent('Nov 26, 2026Created4Completed0');
    fireEvent.keyDown(box, { key: 'Home' });
    expect(tip()).toHaveTextContent('Nov 24, 2026Created3Completed1');
    fireEvent.blur(box);
    expect(tip()).toBeNull();
  });

  it('shows the empty message without points', () => {
    render(<LineChart points={[]} series={series} title="Created vs completed" yLabel="Work items" />);
    expect(screen.getByText('No data to show yet')).toBeInTheDocument();
  });
});
