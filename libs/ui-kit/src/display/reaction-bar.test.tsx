import { fireEvent, render, screen } from '@testing-library/react';
import { ReactionBar } from './reaction-bar';

const base = {
  reactions: [{ emoji: '👍', count: 2, mine: true }, { emoji: '🎉', count: 1, mine: false }],
  label: 'Reactions',
  addLabel: 'Add a reaction',
  toggleLabel: (g: { emoji: string; count: number }) => `${g.emoji} ${g.count}`,
};

describe('ReactionBar', () => {
  it('shows each emoji with its count, the user\'s own pressed, and toggles on click', () => {
    const onToggle = jest.fn();
    render(<ReactionBar {...base} onToggle={onToggle} />);
    expect(screen.getByRole('group', { name: 'Reactions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '👍 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '🎉 1' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: '🎉 1' }));
    expect(onToggle).toHaveBeenCalledWith('🎉');
    expect(screen.getByRole('button', { name: 'Add a reaction' })).toBeInTheDocument();
  });

  it('read-only: counts only, no picker', () => {
    const onToggle = jest.fn();
    render(<ReactionBar {...base} disabled onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: '👍 2' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add a reaction' })).not.toBeInTheDocument();
  });
});
