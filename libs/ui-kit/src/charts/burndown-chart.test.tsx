import { render, screen, within } from '@testing-library/react';
import { BurndownChart } from './burndown-chart';
import { burndownFixture } from './burndown-fixture';
import { dayIndex, localToday, summarizeBurndown } from './chart-format';

// Nov 17–21 2026, 20 points, recorded up to Nov 19.
const points = burndownFixture('2026-11-17', 5, 20, [20, 16, 12]);

describe('BurndownChart', () => {
  // First in the file: React.lazy keeps the module once loaded, so only the first render shows the placeholder.
  it('shows a same-height placeholder, then the lazily loaded picture named by a summary', async () => {
    const { container } = render(<BurndownChart points={points} title="Burndown" unitLabel="Points" today="2026-11-19" height={200} />);
    const placeholder = screen.getByRole('img', { name: 'Loading chart' });
    expect(placeholder).toHaveStyle({ height: '200px' });
    const picture = await screen.findByRole('img', { name: 'Points: 12 of 20 remaining on Nov 19, 2026; ideal 10' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture).toHaveAttribute('height', '200');
    expect(screen.queryByRole('img', { name: 'Loading chart' })).not.toBeInTheDocument();
    // Today (Nov 19) is within the days: its marker is drawn.
    expect(container.querySelector('.ck-burndown__today-label')).toHaveTextContent('Today');
    expect(container.querySelectorAll('.ck-burndown__actual')).toHaveLength(1);
  });

  it('lists every day in a text alternative table', () => {
    render(<BurndownChart points={points} title="Burndown" unitLabel="Points" today="2026-11-19" />);
    expect(screen.getByRole('figure', { name: 'Burndown' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Burndown: values by day' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateIdealActual',
      'Nov 17, 20262020',
      'Nov 18, 20261516',
      'Nov 19, 20261012',
      'Nov 20, 20265No data yet',
      'Nov 21, 20260No data yet',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Ideal' })).toBeInTheDocument();
  });

  it('uses the given legend labels in the table headers', () => {
    render(<BurndownChart points={points} title="Burndown" unitLabel="Work items" idealLabel="Planned" actualLabel="Remaining" today="2026-11-19" />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Planned' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Remaining' })).toBeInTheDocument();
  });

  it('leaves out the today marker when today is outside the days', async () => {
    const { container } = render(<BurndownChart points={points} title="Burndown" unitLabel="Points" today="2026-12-01" />);
    await screen.findByRole('img', { name: /12 of 20 remaining/ });
    expect(container.querySelector('.ck-burndown__today')).toBeNull();
  });

  it('summarises a cycle that has not started', async () => {
    render(<BurndownChart points={burndownFixture('2026-12-01', 3, 9, [])} title="Burndown" unitLabel="Points" today="2026-11-19" />);
    expect(await screen.findByRole('img', { name: 'Points: 9 planned from Dec 1, 2026 to Dec 3, 2026; nothing recorded yet' })).toBeInTheDocument();
  });

  it('shows the empty message instead of a chart when there are no points', () => {
    render(<BurndownChart points={[]} title="Burndown" unitLabel="Points" emptyMessage="Add dates to see the burndown." />);
    expect(screen.getByRole('figure', { name: 'Burndown' })).toHaveTextContent('Add dates to see the burndown.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to the default empty message', () => {
    render(<BurndownChart points={[]} title="Burndown" unitLabel="Points" />);
    expect(screen.getByText('No data to show yet')).toBeInTheDocument();
  });
});

describe('chart-format', () => {
  it('summarises the latest recorded day and finds today', () => {
    expect(summarizeBurndown(points)).toEqual({ total: 20, start: '2026-11-17', end: '2026-11-21', latest: points[2] });
    expect(dayIndex(points, '2026-11-20')).toBe(3);
    expect(dayIndex(points, '2026-11-30')).toBe(-1);
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
