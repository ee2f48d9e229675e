import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { Select } from '../select/select';

function Harness({ onClose = jest.fn(), closeOnBackdrop }: { onClose?: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Delete workspace"
        description="This cannot be undone."
        closeOnBackdrop={closeOnBackdrop}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button>Confirm</button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={jest.fn()} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is an accessible modal dialog that focuses its first field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Open'));
    const dialog = screen.getByRole('dialog', { name: 'Delete workspace' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText('Open');
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('ck-modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can refuse backdrop clicks', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} closeOnBackdrop={false} />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.click(screen.getByTestId('ck-modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Open'));
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const name = screen.getByLabelText('Name');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets an open Select inside take Escape first', async () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Invite">
        <Select label="Role" options={[{ value: 'admin', label: 'Admin' }]} value={null} onChange={jest.fn()} />
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Role' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
