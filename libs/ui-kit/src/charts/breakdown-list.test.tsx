import { render, screen, within } from '@testing-library/react';
import { BreakdownList } from './breakdown-list';

describe('BreakdownList', () => {
  it('shows each row with its completed and total and says it in words', () => {
    render(
      <BreakdownList
        aria-label="Assignees"
        rows={[
          { id: 'a', name: 'Ada Lovelace', completed: 3, total: 4 },
          { id: 'b', name: 'Grace Hopper', completed: 0, total: 0 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Assignees' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('3 of 4 completed')).toBeInTheDocument();
    expect(within(rows[0]).getByText('3/4')).toBeInTheDocument();
    expect((rows[0].querySelector('.ck-breakdown__fill') as HTMLElement).style.width).toBe('75%');
    expect((rows[1].querySelector('.ck-breakdown__fill') as HTMLElement).style.width).toBe('0%');
  });

  it('shows the empty message when there are no rows', () => {
    render(<BreakdownList rows={[]} emptyMessage="No labels yet." />);
    expect(screen.getByText('No labels yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
