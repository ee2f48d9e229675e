import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './input';
import { Checkbox } from './checkbox';
import { Switch } from './switch';

describe('Input', () => {
  it('labels the input and links the hint', () => {
    render(<Input label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<Input label="Email" hint="hint" error="Email is invalid" id="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is invalid');
    expect(screen.queryByText('hint')).not.toBeInTheDocument();
  });

  it('passes typing through onChange', async () => {
    const onChange = jest.fn();
    render(<Input label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('Checkbox', () => {
  it('toggles through its label and supports indeterminate', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Checkbox label="Remember me" onChange={onChange} />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    rerender(<Checkbox label="Remember me" onChange={onChange} indeterminate />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });
});

describe('Switch', () => {
  it('reports the flipped value and exposes its state', async () => {
    const onChange = jest.fn();
    render(<Switch checked={false} onChange={onChange} label="Notifications" />);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
