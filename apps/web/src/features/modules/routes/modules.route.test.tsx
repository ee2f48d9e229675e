import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@cairn/services';
import { ROLE, type Module, type ModuleCreate } from '@cairn/types';
import { moduleFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { apiModule, moduleServices, webModule } from '../testing/module-services';

const PAGE = `/ws-1/projects/${testProject.id}/modules`;
const refused = (error = 'Not allowed') => new ApiError(403, { error, error_code: 'FORBIDDEN' });

beforeEach(() => window.localStorage.clear());

const list = () => screen.findByRole('list', { name: 'Modules' });

describe('modules page', () => {
  it('lists modules by name with status, progress, lead and dates, and remembers the cards layout', async () => {
    const first = renderApp(PAGE, moduleServices());
    const rows = [...(await list()).querySelectorAll<HTMLElement>(':scope > li')];
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['API', 'Checkout']);
    const api = rows[0];
    expect(within(api).getByText('In progress')).toBeInTheDocument();
    expect(within(api).getByText('3 of 8 done')).toBeInTheDocument();
    expect(within(api).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(api).getByText('Jan 6, 2025 → Feb 14, 2025')).toBeInTheDocument();
    expect(within(rows[1]).getByText('No dates')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Cards' }));
    expect((await list()).className).toBe('cw-module-cards');
    first.unmount();
    renderApp(PAGE, moduleServices());
    expect((await list()).className).toBe('cw-module-cards');
    expect(screen.getByRole('radio', { name: 'Cards' })).toHaveAttribute('aria-checked', 'true');
  });

  it('orders and filters: favorites only', async () => {
    renderApp(PAGE, moduleServices({ moduleList: [webModule, { ...apiModule, is_favorite: true }] }));
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Favorites only' }));
    expect(within(await list()).getAllByRole('link').map((a) => a.textContent)).toEqual(['API']);
    fireEvent.click(screen.getByRole('button', { name: 'Favorites only' }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(2);
  });

  it('shows the empty state with a create button, and creates a module from the dialog', async () => {
    const create = jest.fn(async (_s: string, _p: string, body: ModuleCreate): Promise<Module> => moduleFixtures.module(7, { ...body, id: body.id!, name: body.name.trim() }));
    renderApp(PAGE, moduleServices({ moduleList: [], modules: { create } }));
    expect(await screen.findByRole('heading', { name: 'No modules yet' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'New module' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New module' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create module' }));
    expect(await within(dialog).findByText('Module name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Payments' } });
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2025-03-01' } });
    fireEvent.change(within(dialog).getByLabelText('Target date'), { target: { value: '2025-02-01' } });
    expect(within(dialog).getByText('The target date must be on or after the start date')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Target date'), { target: { value: '2025-03-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create module' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][2]).toMatchObject({ name: 'Payments', start_date: '2025-03-01', target_date: '2025-03-31', status: 'backlog', lead_id: null, member_ids: [] });
    expect(within(await list()).getByRole('link', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New module' })).toBeNull();
  });

  it('toggles a favorite optimistically, shows it in the sidebar, and rolls back with a toast when refused', async () => {
    // The fake server remembers the favorite (the sidebar reads the workspace's modules when idle).
    const server = [apiModule, { ...webModule }];
    const favorite = jest.fn(async () => {
      server[1].is_favorite = true;
      return { id: 'f1', module: webModule.id, created_at: '2025-01-01T00:00:00.000Z' };
    });
    const unfavorite = jest.fn().mockRejectedValue(refused('Could not remove the favorite'));
    renderApp(PAGE, moduleServices({ modules: { favorite, unfavorite, list: async () => server.map((m) => ({ ...m })), listWorkspace: async () => server.map((m) => ({ ...m })) } }));
    const star = await screen.findByRole('button', { name: 'Add Checkout to favorites' });
    fireEvent.click(star);
    const on = await screen.findByRole('button', { name: 'Remove Checkout from favorites' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(await within(screen.getByRole('region', { name: 'Favorites' })).findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href', `/ws-1/projects/${testProject.id}/modules/${webModule.id}`,
    );
    await waitFor(() => expect(favorite).toHaveBeenCalledWith('ws-1', testProject.id, webModule.id));
    fireEvent.click(on);
    expect(await screen.findByText('Could not remove the favorite')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Checkout from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes the status inline', async () => {
    const update = jest.fn(async () => ({ ...webModule, status: 'paused' as const }));
    renderApp(PAGE, moduleServices({ modules: { update } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Status of Checkout: Planned. Change status' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Paused' }));
    expect(await screen.findByRole('button', { name: 'Status of Checkout: Paused. Change status' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('ws-1', testProject.id, webModule.id, { status: 'paused' });
  });

  it('archives after confirming; a failed archive comes back without a toast (spec §8)', async () => {
    const archive = jest.fn()
      .mockRejectedValueOnce(refused('Archive refused'))
      .mockResolvedValueOnce({ archived_at: '2025-01-02T00:00:00.000Z' });
    renderApp(PAGE, moduleServices({ modules: { archive } }));
    const archiveApi = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'More actions for API' }));
      fireEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Archive module' })).getByRole('button', { name: 'Archive' }));
    };
    await archiveApi();
    await waitFor(() => expect(archive).toHaveBeenCalledTimes(1));
    expect(await within(await list()).findByRole('link', { name: 'API' })).toBeInTheDocument();
    expect(screen.queryByText('Archive refused')).toBeNull();
    await archiveApi();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Modules' })).queryByRole('link', { name: 'API' })).toBeNull());
    expect(archive).toHaveBeenLastCalledWith('ws-1', testProject.id, apiModule.id);
  });

  it('deletes only for admins and the creator', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const member = renderApp(PAGE, moduleServices({ projectRole: ROLE.MEMBER, modules: { delete: remove } }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for API' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More actions for API' }));
    // Checkout was created by the signed-in member.
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Checkout' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete module' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, webModule.id));
    member.unmount();
  });

  it('shows guests no create, edit, status or delete controls', async () => {
    renderApp(PAGE, moduleServices({ projectRole: ROLE.GUEST }));
    await list();
    expect(screen.queryByRole('button', { name: 'New module' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
    expect(screen.getAllByText('In progress')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'More actions for API' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy link']);
  });
});
