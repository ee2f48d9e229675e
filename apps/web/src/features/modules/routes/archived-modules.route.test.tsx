import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { ROLE } from '@cairn/types';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { apiModule, moduleServices, webModule } from '../testing/module-services';

const PAGE = `/ws-1/projects/${testProject.id}/archives/modules`;
const old = { ...apiModule, name: 'Old API', archived_at: '2024-12-01T10:00:00.000Z' };

beforeEach(() => window.localStorage.clear());

describe('archived modules', () => {
  it('restores a module back to the modules page; a failed restore stays without a toast (spec §8)', async () => {
    let restored = false;
    const restore = jest.fn()
      .mockRejectedValueOnce(new ApiError(400, { error: 'Restore refused', error_code: 'NOT_ARCHIVED' }))
      .mockImplementationOnce(async () => {
        restored = true;
      });
    const list = async () => (restored ? [{ ...old, archived_at: null }, webModule] : [webModule]);
    renderApp(PAGE, moduleServices({ modules: { list, listWorkspace: list, listArchived: async () => (restored ? [] : [old]), restore } }));
    const archived = await screen.findByRole('list', { name: 'Archived modules' });
    expect(within(archived).getByText('Archived on Dec 1, 2024')).toBeInTheDocument();
    fireEvent.click(within(archived).getByRole('button', { name: 'Restore Old API' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(1));
    // The row left at once and came back when the server refused.
    const again = await screen.findByRole('button', { name: 'Restore Old API' });
    expect(screen.queryByText('Restore refused')).toBeNull();

    fireEvent.click(again);
    expect(await screen.findByRole('heading', { name: 'No archived modules' })).toBeInTheDocument();
    expect(restore).toHaveBeenLastCalledWith('ws-1', testProject.id, old.id);
    fireEvent.click(screen.getByRole('button', { name: 'Back to modules' }));
    expect(await within(await screen.findByRole('list', { name: 'Modules' })).findByRole('link', { name: 'Old API' })).toBeInTheDocument();
  }, 15_000);

  it('offers guests no restore', async () => {
    renderApp(PAGE, moduleServices({ projectRole: ROLE.GUEST, modules: { listArchived: async () => [old] } }));
    expect(await screen.findByText('Old API')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Old API' })).toBeNull();
  });
});
