import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastViewport, type ToastItem } from './toast';

const toasts: ToastItem[] = [
  { id: 'a', type: 'success', title: 'Password changed successfully.' },
  { id: 'b', type: 'error', title: 'Failed', message: 'Something went wrong. Please try again.' },
];

describe('ToastViewport', () => {
  afterEach(() => jest.useRealTimers());

  it('shows each toast with the right role inside a labelled region', () => {
    render(<ToastViewport toasts={toasts} onDismiss={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('reports a dismissal with the toast id', async () => {
    const onDismiss = jest.fn();
    render(<ToastViewport toasts={toasts} onDismiss={onDismiss} />);
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(buttons[1]);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('asks to dismiss a success toast after about 4 s, never an error, and never with autoDismissMs 0', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    const { rerender } = render(<ToastViewport toasts={toasts} onDismiss={onDismiss} autoDismissMs={0} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<ToastViewport toasts={toasts} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(3999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered or focused and resumes with the time left', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    const info: ToastItem = { id: 'i', type: 'info', title: 'Saved', action: { label: 'Undo', onAction: jest.fn() } };
    render(<ToastViewport toasts={[info]} onDismiss={onDismiss} />);
    const toast = screen.getByRole('status');
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    act(() => jest.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Undo' }).blur());
    act(() => jest.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('i');
  });

  it('runs its action and dismisses the toast', async () => {
    const onAction = jest.fn();
    const onDismiss = jest.fn();
    render(<ToastViewport toasts={[{ id: 'u', type: 'success', title: 'WEB-3 updated', action: { label: 'Undo', onAction } }]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('u');
  });
});
