import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('toggles between hidden and visible', async () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows weak then strong while typing (uncontrolled)', async () => {
    render(<PasswordInput label="Password" showStrength />);
    expect(screen.queryByText(/Password is/)).not.toBeInTheDocument();
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'abc');
    expect(screen.getByText('Password is weak')).toBeInTheDocument();
    await userEvent.type(input, 'DEF12345!');
    expect(screen.getByText('Password is strong')).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <PasswordInput label="Password" showStrength value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Password'), 'Str0ng-Passw0rd');
    expect(screen.getByText('Password is strong')).toBeInTheDocument();
  });

  it('hides the indicator unless asked and shows errors', () => {
    render(<PasswordInput label="Password" value="short" onChange={() => undefined} error="Please enter your password" />);
    expect(screen.queryByText('Password is weak')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
  });
});
