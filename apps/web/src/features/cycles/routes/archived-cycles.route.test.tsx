import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { cycleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { cycles, cycleServices } from '../testing/cycle-services';

beforeEach(() => window.localStorage.clear());

const old = { ...cycles.completed, id: cycleFixtures.id(8), name: 'Sprint 1', archived_at: '2025-01-01T00:00:00.000Z' };
const archivedUrl = `/ws-1/projects/${testProject.id}/archives/cycles`;

describe('archived cycles', () => {
  it('restores an archived cycle; a failed restore is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = jest.fn().mockResolvedValueOnce(undefined);
    const other = { ...old, id: cycleFixtures.id(9), name: 'Sprint 0' };
    const { store } = renderApp(archivedUrl, cycleServices({ cycles: { listArchived: async () => [old, other], restore } }));
    const list = await screen.findByRole('list', { name: 'Archived' });
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Sprint 1' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('ws-1', testProject.id, old.id));
    await waitFor(() => expect(within(list).queryByText('Sprint 1')).toBeNull());

    restore.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(within(list).getByRole('button', { name: 'Restore Sprint 0' }));
    await waitFor(() => expect(restore).toHaveBeenCalledTimes(2));
    // Rolled back: the row is back (the list was empty while the restore was pending).
    expect(await within(await screen.findByRole('list', { name: 'Archived' })).findByText('Sprint 0')).toBeInTheDocument();
    expect(store.getState().toasts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the archive read-only to guests', async () => {
    renderApp(archivedUrl, cycleServices({ projectRole: ROLE.GUEST, cycles: { listArchived: async () => [old] } }));
    expect(await screen.findByText('Sprint 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Sprint 1' })).toBeNull();
  });
});

describe('workspace cycles', () => {
  it('lists the workspace\'s active cycles with their project and loads more', async () => {
    const first = cycleFixtures.activePage([cycleFixtures.activeCycle(1, { name: 'Sprint 5', project_name: 'Website' })], { total_count: 2, next_page_results: true, next_cursor: '10:1:10' });
    const second = cycleFixtures.activePage([cycleFixtures.activeCycle(2, { name: 'Design sprint', project_id: testProject.id, project_name: 'Website' })], { total_count: 2 });
    const listActive = jest.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    renderApp('/ws-1/cycles', cycleServices({ cycles: { listActive } }));
    const list = await screen.findByRole('list', { name: 'Active cycles' });
    expect(within(list).getByRole('link', { name: 'Sprint 5' })).toHaveAttribute('href', `/ws-1/projects/${testProject.id}/cycles/${cycleFixtures.id(1)}`);
    expect(within(list).getByText('Website')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more (1 of 2)' }));
    expect(await within(list).findByRole('link', { name: 'Design sprint' })).toBeInTheDocument();
    expect(listActive).toHaveBeenLastCalledWith('ws-1', { per_page: 10, cursor: '10:1:10' });
  });
});
