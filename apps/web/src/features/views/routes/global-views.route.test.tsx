import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures, viewFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { viewServices } from '../testing/view-services';

const everything = viewFixtures.globalView(5, { name: 'Everything high', filters: { priority: ['high'] } });
const high = fixtures.workItem(1, { name: 'Ship the beta', priority: 'high' });
const none = fixtures.workItem(2, { name: 'Tidy the wiki', priority: 'none' });
const W = { kind: 'workspace' };

describe('workspace views: built-in and saved global views', () => {
  it('shows the saved views as tabs after the four built-in ones; a saved tab lists through the view', async () => {
    const services = viewServices({ list: [everything], items: [high, none] });
    const listGlobalView = jest.spyOn(services.workItemLists, 'listGlobalView');
    const { router } = renderApp('/ws-1/workspace-views/all-issues', services);
    const tabs = await screen.findByRole('tab', { name: /Everything high/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All work items', 'Assigned', 'Created', 'Subscribed', 'Everything high']);
    expect(screen.queryByRole('button', { name: 'More actions for Everything high' })).toBeNull();
    fireEvent.click(tabs);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/workspace-views/${everything.id}`));
    await waitFor(() => expect(listGlobalView).toHaveBeenCalledWith('ws-1', everything.id, expect.objectContaining({ priority: 'high' })));
    expect(await screen.findByText('Ship the beta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Everything high' })).toBeInTheDocument();
  });

  it('"+" saves the open tab\'s settings as a new global view and opens it', async () => {
    const services = viewServices({ list: [] });
    const create = jest.spyOn(services.views, 'create');
    const { router } = renderApp('/ws-1/workspace-views/assigned', services);
    fireEvent.click(await screen.findByRole('button', { name: 'Save this tab as a new view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    expect(within(dialog).getByText('Layout: Spreadsheet')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Mine, wide' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', W, expect.objectContaining({ name: 'Mine, wide', display_filters: expect.objectContaining({ layout: 'spreadsheet' }) })));
    const id = create.mock.calls[0][2].id!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/workspace-views/${id}`));
    await waitFor(() => expect(screen.getByRole('tab', { name: /Mine, wide/ })).toHaveAttribute('aria-selected', 'true'));
  });

  it('deletes the open saved view from its menu and goes back to all work items; guests get no "+"', async () => {
    const services = viewServices({ list: [everything] });
    const del = jest.spyOn(services.views, 'delete');
    const { router, unmount } = renderApp(`/ws-1/workspace-views/${everything.id}`, services);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Everything high' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete view' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this view?' })).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', W, everything.id));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/workspace-views/all-issues'));
    unmount();

    renderApp('/ws-1/workspace-views/all-issues', viewServices({ list: [everything], projectRole: ROLE.GUEST }));
    expect(await screen.findByRole('tab', { name: /Everything high/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this tab as a new view' })).toBeNull();
  });
});
