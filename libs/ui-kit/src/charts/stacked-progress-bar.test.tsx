import { render, screen, within } from '@testing-library/react';
import { StackedProgressBar, type ProgressSegment } from './stacked-progress-bar';

const segments: ProgressSegment[] = [
  { id: 'backlog', label: 'Backlog', value: 2, color: 'gray' },
  { id: 'started', label: 'Started', value: 10, color: 'orange' },
  { id: 'completed', label: 'Completed', value: 8, color: 'green' },
  { id: 'cancelled', label: 'Cancelled', value: 0, color: 'red' },
];

describe('StackedProgressBar', () => {
  it('names the bar by its label and lists every segment for screen readers', () => {
    render(<StackedProgressBar segments={segments} label="8 of 20 completed" />);
    expect(screen.getByRole('img', { name: '8 of 20 completed' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Backlog2', 'Started10', 'Completed8', 'Cancelled0']);
  });

  it('sizes segments by their share of the total and skips empty ones', () => {
    render(<StackedProgressBar segments={segments} total={40} />);
    const bar = screen.getByRole('img', { name: 'Backlog: 2, Started: 10, Completed: 8, Cancelled: 0' });
    const widths = Array.from(bar.children).map((child) => (child as HTMLElement).style.width);
    expect(widths).toEqual(['5%', '25%', '20%']);
  });
});
