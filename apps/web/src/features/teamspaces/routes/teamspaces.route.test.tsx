import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type TeamspaceCreate } from '@cairn/types';
import { fixtures, teamspaceFixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { testProject } from '../../../testing/project-services';
import { grace, teams, teamspaceServices, teamspacesUrl } from '../testing/teamspace-services';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('teamspaces page', () => {
  it('lists the workspace\'s teams, and the sidebar lists only the user\'s teams', async () => {
    renderApp(teamspacesUrl(), teamspaceServices());
    const list = await screen.findByRole('list', { name: 'Teamspaces' });
    expect(within(list).getByRole('link', { name: 'Platform' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Design' })).toBeInTheDocument();
    expect(within(list).getByText('Core services')).toBeInTheDocument();
    expect(await within(list).findByText('Lead: Grace Hopper')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(sidebar).findByRole('link', { name: 'Platform' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Design' })).toBeNull();
    expect(within(sidebar).getByRole('link', { name: 'All teamspaces' })).toBeInTheDocument();
  });

  it('lets a workspace admin create a team with members and projects, then opens it', async () => {
    const create = jest.fn(async (_s: string, body: TeamspaceCreate) => teamspaceFixtures.teamspace(5, { ...body, id: body.id!, description: body.description ?? '', lead: body.lead ?? null, member_ids: body.member_ids ?? [], project_ids: body.project_ids ?? [] }));
    const { router } = renderApp(teamspacesUrl(), teamspaceServices({ teamspaces: { create } }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'New teamspace' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create teamspace' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create teamspace' }));
    expect(await within(dialog).findByText('Teamspace name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' Mobile ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Members/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Projects/ }));
    fireEvent.click(await screen.findByRole('option', { name: `${testProject.name} (${testProject.identifier})` }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create teamspace' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1]).toEqual(expect.objectContaining({
      name: 'Mobile', lead: null, member_ids: [fixtures.id(1), grace.id], project_ids: [testProject.id],
    }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ws-1/teamspaces/${create.mock.calls[0][1].id}`));
  });

  it('offers no create to members; an empty workspace says so', async () => {
    renderApp(teamspacesUrl(), teamspaceServices({ workspaceRole: ROLE.MEMBER, list: [] }));
    expect(await screen.findByRole('heading', { name: 'No teamspaces yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New teamspace' })).toBeNull();
    expect(teams.platform.name).toBe('Platform');
  });
});
