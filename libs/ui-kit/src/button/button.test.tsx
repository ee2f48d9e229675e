import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, IconButton, LinkButton } from './button';

describe('Button', () => {
  it('is a non-submitting button that calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and reports busy while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('ck-button--danger', 'ck-button--lg');
  });

  it('LinkButton uses the link variant and IconButton needs a label', () => {
    render(
      <>
        <LinkButton>Forgot your password?</LinkButton>
        <IconButton aria-label="Close" icon={<span>x</span>} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveClass('ck-button--link');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('ck-button--icon');
  });
});
