import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures, teamspaceFixtures, viewFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { viewServices } from '../testing/view-services';

const team = teamspaceFixtures.teamspace(7, { name: 'Platform' });
const T = { kind: 'team', teamspaceId: team.id };
const board = viewFixtures.teamView(1, team.id, { name: 'Platform board', filters: { priority: ['high'] } });
const item = fixtures.workItem(1, { name: 'Upgrade the database', priority: 'high' });
const teamServices = (opts: Parameters<typeof viewServices>[0] = {}) =>
  viewServices({ list: [board], teamspaces: { get: async () => team, list: async () => [team] }, ...opts });

describe('team views', () => {
  it('lists a team\'s views under the team\'s tabs and creates one in the team\'s scope', async () => {
    const services = teamServices();
    const create = jest.spyOn(services.views, 'create');
    const { router } = renderApp(`/ws-1/teamspaces/${team.id}/views`, services);
    const list = await screen.findByRole('list', { name: 'Views' });
    expect(within(list).getByRole('link', { name: 'Platform board' })).toHaveAttribute('href', `/ws-1/teamspaces/${team.id}/views/${board.id}`);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await within(heading).findByRole('link', { name: 'Platform' })).toHaveAttribute('href', `/ws-1/teamspaces/${team.id}`);
    expect(screen.queryByRole('button', { name: /favorites/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New view' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Team triage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create view' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('ws-1', T, expect.objectContaining({ name: 'Team triage' })));
    const id = create.mock.calls[0][2].id!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/teamspaces/${team.id}/views/${id}`));
  });

  it('opens a team view: its items through the team view\'s list, with the lock and menu', async () => {
    const services = teamServices({ items: [item] });
    const listTeamView = jest.spyOn(services.workItemLists, 'listTeamView');
    renderApp(`/ws-1/teamspaces/${team.id}/views/${board.id}`, services);
    expect(await screen.findByText('Upgrade the database')).toBeInTheDocument();
    expect(listTeamView).toHaveBeenCalledWith('ws-1', team.id, board.id, expect.objectContaining({ priority: 'high' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Platform board');
    expect(screen.getByRole('button', { name: 'Lock Platform board' })).toBeInTheDocument();
  });

  it('gives workspace guests the views to read only', async () => {
    renderApp(`/ws-1/teamspaces/${team.id}/views`, teamServices({ projectRole: ROLE.GUEST }));
    await screen.findByRole('link', { name: 'Platform board' });
    expect(screen.queryByRole('button', { name: 'Create view' })).toBeNull();
  });
});
