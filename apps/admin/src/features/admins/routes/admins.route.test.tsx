import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { instanceFixtures } from '@cairn/state';
import { INSTANCE_TEXT } from '@cairn/types';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Admins page', () => {
  it('adds an admin by email and removes one after confirming', async () => {
    const addAdmin = jest.fn(async () => instanceFixtures.admin(2));
    const removeAdmin = jest.fn(async () => undefined);
    renderAdmin('/god-mode/admins', adminServices({ instance: { listAdmins: async () => [instanceFixtures.admin(1)], addAdmin, removeAdmin } }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin2@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add admin' }));
    await waitFor(() => expect(addAdmin).toHaveBeenCalledWith('admin2@example.com'));
    expect(await screen.findByText('admin2@example.com is now an instance admin')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove admin2@example.com as instance admin' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeAdmin).toHaveBeenCalledWith(instanceFixtures.admin(2).id));
    await waitFor(() => expect(screen.queryByText('admin2@example.com', { selector: '.ca-muted' })).not.toBeInTheDocument());
  });

  it('keeps the last admin and shows the server message', async () => {
    const removeAdmin = jest.fn(() => Promise.reject(new ApiError(400, { error: INSTANCE_TEXT.lastAdmin, error_code: 'VALIDATION_ERROR' })));
    renderAdmin('/god-mode/admins', adminServices({ instance: { listAdmins: async () => [instanceFixtures.admin(1)], removeAdmin } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ada@example.com as instance admin' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(INSTANCE_TEXT.lastAdmin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove ada@example.com as instance admin' })).toBeInTheDocument();
  });
});
