import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures, teamspaceFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { testWorkItem } from '../../../testing/work-item-services';
import { teams, teamspaceServices, teamspaceUrl, teamspacesUrl } from '../testing/teamspace-services';

beforeEach(() => window.localStorage.clear());

const item = testWorkItem(1, { name: 'Ship the team board' });

describe('teamspace page', () => {
  it('shows the team\'s lead, members and projects over its work items, with a Views tab', async () => {
    const listTeam = jest.fn(async (_s: string, _t: string) => ({ results: [item], total_count: 1, next_cursor: '', prev_cursor: '', next_page_results: false }));
    renderApp(teamspaceUrl(teams.platform.id), teamspaceServices({ items: [item], workItemLists: { listTeam } }));
    expect(await screen.findByText('Ship the team board')).toBeInTheDocument();
    expect(listTeam.mock.calls[0][1]).toBe(teams.platform.id);
    expect(screen.getByText('Core services')).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper', { selector: '.cw-team-header__person' })).toBeInTheDocument();
    const header = document.querySelector<HTMLElement>('.cw-team-header')!;
    expect(within(header).getByRole('link', { name: /Website/ })).toHaveAttribute('href', `/ws-1/projects/${testProject.id}/issues`);
    const tabs = screen.getByRole('navigation', { name: 'Teamspace pages' });
    expect(within(tabs).getByRole('link', { name: 'Work items' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Views' })).toHaveAttribute('href', `/ws-1/teamspaces/${teams.platform.id}/views`);
  });

  it('lets an admin rename the team and take a project out of it in the settings', async () => {
    const update = jest.fn(async () => ({ ...teams.platform, name: 'Platform core' }));
    const removeProject = jest.fn(async () => undefined);
    renderApp(teamspaceUrl(teams.platform.id), teamspaceServices({ teamspaces: { update, removeProject } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teamspace settings' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Platform core' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Projects/ }));
    fireEvent.click(await screen.findByRole('option', { name: `${testProject.name} (${testProject.identifier})` }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(removeProject).toHaveBeenCalledWith('ws-1', teams.platform.id, testProject.id));
    expect(update).toHaveBeenCalledWith('ws-1', teams.platform.id, { name: 'Platform core' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an admin delete the team and go back to the list', async () => {
    const del = jest.fn(async () => undefined);
    const { router } = renderApp(teamspaceUrl(teams.platform.id), teamspaceServices({ teamspaces: { delete: del } }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Platform' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete teamspace' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this teamspace?' })).getByRole('button', { name: 'Delete teamspace' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('ws-1', teams.platform.id));
    await waitFor(() => expect(router.state.location.pathname).toBe(teamspacesUrl()));
  });

  it('gives a member who does not lead the team no settings and no delete; the lead gets the settings', async () => {
    const first = renderApp(teamspaceUrl(teams.platform.id), teamspaceServices({ workspaceRole: ROLE.MEMBER }));
    expect(await screen.findByText('Core services')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for Platform' })).toBeNull();
    first.unmount();
    const led = teamspaceFixtures.teamspace(3, { name: 'Led', lead: fixtures.id(1) });
    renderApp(teamspaceUrl(led.id), teamspaceServices({ workspaceRole: ROLE.MEMBER, list: [led] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teamspace settings' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toBeDisabled();
  });

  it('says so when the team does not exist', async () => {
    renderApp(teamspaceUrl(teamspaceFixtures.id(99)), teamspaceServices());
    expect(await screen.findByRole('heading', { name: 'Teamspace not found' })).toBeInTheDocument();
  });
});
