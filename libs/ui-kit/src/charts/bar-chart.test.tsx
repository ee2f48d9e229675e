import { fireEvent, render, screen, within } from '@testing-library/react';
import { BarChart, type BarDatum } from './bar-chart';
import { clip, nextIndex, paletteColor } from './chart-series';

const data: BarDatum[] = [
  { key: 'urgent', label: 'Urgent', values: { started: 2, completed: 1 } },
  { key: 'high', label: 'High', values: { started: 5 } },
  { key: 'none', label: 'None', values: {} },
];
const series = [
  { key: 'started', label: 'Started' },
  { key: 'completed', label: 'Completed' },
];

describe('BarChart', () => {
  // First in the file: React.lazy keeps the module once loaded, so only the first render shows the placeholder.
  it('shows a placeholder, then the lazily loaded picture named by a summary of the highest bar', async () => {
    const { container } = render(<BarChart data={data} series={series} title="By priority" xLabel="Priority" yLabel="Work items" height={220} />);
    expect(screen.getByRole('img', { name: 'Loading chart' })).toHaveStyle({ height: '220px' });
    const picture = await screen.findByRole('img', { name: 'By priority: 3 bars; the highest is High with 5' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    // Stacked: two segments for Urgent, one for High (empty segments have zero height).
    expect(container.querySelectorAll('.ck-chart__bar')).toHaveLength(3);
    expect(screen.getByRole('figure', { name: 'By priority' })).toBeInTheDocument();
  });

  it('carries every number in a hidden table, with a total column when stacked', () => {
    render(<BarChart data={data} series={series} title="By priority" xLabel="Priority" yLabel="Work items" />);
    const table = screen.getByRole('table', { name: 'By priority: values' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PriorityStartedCompletedTotal',
      'Urgent213',
      'High505',
      'None000',
    ]);
  });

  it('names a single series column by the y label and takes a given summary', async () => {
    render(<BarChart data={[{ key: 'a', label: 'Backlog', values: { v: 4 } }]} series={[{ key: 'v', label: 'Count' }]} title="States" xLabel="State" yLabel="Work items" summary="Four in backlog" />);
    expect(await screen.findByRole('img', { name: 'Four in backlog' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent)).toEqual(['StateWork items', 'Backlog4']);
  });

  it('shows a bar\'s values on hover and with the arrow keys after focus', async () => {
    const { container } = render(<BarChart data={data} series={series} title="By priority" xLabel="Priority" yLabel="Work items" />);
    await screen.findByRole('img', { name: /highest is High/ });
    fireEvent.mouseEnter(container.querySelectorAll('.ck-chart__hit')[1]);
    const tip = () => container.querySelector('.ck-chart__tooltip') as HTMLElement;
    expect(tip()).toHaveTextContent('HighStarted5Completed0Total5');
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'By priority: use the arrow keys to read each value' }));
    expect(tip()).toBeNull();
    const box = screen.getByRole('group', { name: /arrow keys/ });
    fireEvent.focus(box);
    expect(tip()).toHaveTextContent('Urgent');
    fireEvent.keyDown(box, { key: 'End' });
    expect(tip()).toHaveTextContent('None');
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(tip()).toHaveTextContent('High');
  });

  it('shows the empty message when there is no bar', () => {
    render(<BarChart data={[]} series={series} title="By priority" xLabel="Priority" yLabel="Work items" emptyMessage="Nothing yet." />);
    expect(screen.getByRole('figure', { name: 'By priority' })).toHaveTextContent('Nothing yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('chart-series', () => {
  it('cycles the palette, clips labels and moves with the arrow keys', () => {
    expect(paletteColor(0)).toBe('var(--ck-color-chart-1)');
    expect(paletteColor(8)).toBe('var(--ck-color-chart-1)');
    expect(clip('Completed', 5)).toBe('Comp…');
    expect(clip('Done', 5)).toBe('Done');
    expect(nextIndex('ArrowRight', null, 3)).toBe(0);
    expect(nextIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextIndex('Enter', 0, 3)).toBeUndefined();
  });
});
