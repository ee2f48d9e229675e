import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

beforeEach(() => window.localStorage.clear());

const archived = fixtures.projectLite(4, { name: 'Old site', identifier: 'OLD', archived_at: '2024-12-01T00:00:00.000Z' });
const active = fixtures.projectLite(1, { name: 'Website' });

describe('archived projects', () => {
  it('restores an archived project back into the list', async () => {
    const restore = jest.fn().mockResolvedValue(fixtures.project(4, { ...archived, archived_at: null }));
    renderApp('/ws-1/projects/archives', signedInServices({ projectList: [active, archived], projects: { restore } }));
    const list = await screen.findByRole('list', { name: 'Archived projects' });
    expect(within(list).queryByText('Website')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Old site' }));
    expect(await screen.findByRole('heading', { name: 'No archived projects' })).toBeInTheDocument();
    await waitFor(() => expect(restore).toHaveBeenCalledWith('ws-1', archived.id));
    fireEvent.click(screen.getByRole('button', { name: 'Back to projects' }));
    expect(await within(await screen.findByRole('list', { name: 'Projects' })).findByText('Old site')).toBeInTheDocument();
  });

  it('deletes only after the name is typed', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    renderApp('/ws-1/projects/archives', signedInServices({ projectList: [archived], projects: { delete: remove } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Old site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type Old site to confirm' }), { target: { value: 'Old site' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', archived.id));
    expect(await screen.findByRole('heading', { name: 'No archived projects' })).toBeInTheDocument();
  });

  it('shows no restore or delete to someone who does not administer the project', async () => {
    renderApp('/ws-1/projects/archives', signedInServices({ workspaceList: [fixtures.workspace(1, { role: ROLE.MEMBER })], projectList: [{ ...archived, member_role: ROLE.MEMBER }] }));
    await screen.findByText('Old site');
    expect(screen.queryByRole('button', { name: 'Restore Old site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Old site' })).toBeNull();
  });
});
