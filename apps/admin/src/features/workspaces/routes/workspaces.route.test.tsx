import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { instanceFixtures } from '@cairn/state';
import { adminServices, renderAdmin } from '../../../testing/render-admin';

describe('Workspaces page', () => {
  it('lists every workspace with its counts and creates one for someone', async () => {
    const createWorkspace = jest.fn(async () => instanceFixtures.workspace(2, { name: 'Acme Labs', slug: 'acme-labs', owner_email: 'bob@example.com' }));
    renderAdmin('/god-mode/workspaces', adminServices({
      instance: { listWorkspaces: async () => [instanceFixtures.workspace(1, { member_count: 3, project_count: 2 })], createWorkspace },
    }));
    const table = await screen.findByRole('table', { name: 'Workspaces of this instance' });
    const row = within(table).getByRole('row', { name: /Workspace 1/ });
    expect(row).toHaveTextContent('ws-1');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('2');

    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/^Workspace name/), { target: { value: 'Acme Labs' } });
    expect(screen.getByLabelText(/^Workspace URL/)).toHaveValue('acme-labs');
    fireEvent.change(screen.getByLabelText(/^Owner email/), { target: { value: 'bob@example.com' } });
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(createWorkspace).toHaveBeenCalledWith({ name: 'Acme Labs', slug: 'acme-labs', owner_email: 'bob@example.com' }));
    expect(await screen.findByText('Workspace Acme Labs created')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Acme Labs/ })).toBeInTheDocument();
  });

  it('shows the server message when the owner is unknown, and flips workspace creation', async () => {
    const updateSettings = jest.fn(async () => instanceFixtures.settings({ is_workspace_creation_enabled: false }));
    renderAdmin('/god-mode/workspaces', adminServices({
      instance: {
        listWorkspaces: async () => [], updateSettings,
        createWorkspace: () => Promise.reject(new ApiError(404, { error: 'No user with this email', error_code: 'NOT_FOUND' })),
      },
    }));
    expect(await screen.findByText('No workspaces yet.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('switch', { name: 'Allow workspace creation by everyone' }));
    await waitFor(() => expect(updateSettings).toHaveBeenCalledWith({ is_workspace_creation_enabled: false }));
    fireEvent.change(screen.getByLabelText(/^Workspace name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^Owner email/), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('No user with this email')).toBeInTheDocument();
  });
});
