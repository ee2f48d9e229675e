import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on focus, describes its child, hides on Escape', async () => {
    render(
      <Tooltip content="Create a project">
        <button>+</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Create a project');
    expect(button).toHaveAccessibleDescription('Create a project');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay and hides on leave', () => {
    jest.useFakeTimers();
    try {
      render(
        <Tooltip content="Inbox" delay={200}>
          <button>i</button>
        </Tooltip>,
      );
      fireEvent.mouseEnter(screen.getByRole('button').parentElement!);
      act(() => jest.advanceTimersByTime(199));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.mouseLeave(screen.getByRole('button').parentElement!);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays hidden when disabled', async () => {
    render(
      <Tooltip content="Nope" disabled>
        <button>x</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
