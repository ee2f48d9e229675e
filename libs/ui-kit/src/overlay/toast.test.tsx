import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport, type ToastItem } from './toast';

const toasts: ToastItem[] = [
  { id: 'a', type: 'success', title: 'Password changed successfully.' },
  { id: 'b', type: 'error', title: 'Failed', message: 'Something went wrong. Please try again.' },
];

describe('ToastViewport', () => {
  it('shows each toast with the right role inside a labelled region', () => {
    render(<ToastViewport toasts={toasts} onDismiss={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('reports a dismissal with the toast id', async () => {
    const onDismiss = jest.fn();
    render(<ToastViewport toasts={toasts} onDismiss={onDismiss} />);
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(buttons[1]);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('asks to dismiss after autoDismissMs, and never without it', () => {
    jest.useFakeTimers();
    try {
      const onDismiss = jest.fn();
      const { rerender } = render(<ToastViewport toasts={[toasts[0]]} onDismiss={onDismiss} />);
      act(() => jest.advanceTimersByTime(60_000));
      expect(onDismiss).not.toHaveBeenCalled();
      rerender(<ToastViewport toasts={[toasts[0]]} onDismiss={onDismiss} autoDismissMs={4000} />);
      act(() => jest.advanceTimersByTime(3999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledWith('a');
    } finally {
      jest.useRealTimers();
    }
  });
});
