import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';
import { fixtures } from '@cairn/state';
import { sidebarStorageKey } from '../hooks/sidebar-preferences';

beforeEach(() => window.localStorage.clear());

describe('workspace layout', () => {
  it('shows the sidebar with the spec labels (a project opens to its pages)', async () => {
    const project = fixtures.projectLite(1, { name: 'Website' });
    renderApp(`/ws-1/projects/${project.id}/issues`, signedInServices({ projectList: [project], projects: { get: () => Promise.resolve(fixtures.project(1, { name: 'Website' })) } }));
    const nav = await screen.findByRole('navigation');
    await within(nav).findByRole('link', { name: 'Website' });
    for (const label of ['Home', 'Your work', 'Inbox', 'Projects', 'Views', 'Analytics', 'Drafts', 'Work items', 'Cycles', 'Modules', 'Intake', 'Pages']) {
      expect(within(nav).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(nav).getByRole('button', { name: 'New work item' })).toBeInTheDocument();
    expect(within(nav).getByText('Favorites')).toBeInTheDocument();
    // "Pro" stays; "Upgrade" led to a dead end (issue 17): everything is included, and the sidebar says so instead.
    expect(within(nav).getByText('Pro')).toBeInTheDocument();
    expect(within(nav).getByText('Every feature is included: no plans, no limits')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('lists the joined projects and the favorite ones; "Browse projects" when there are none', async () => {
    const joined = fixtures.projectLite(1, { name: 'Website', is_favorite: true });
    const other = fixtures.projectLite(2, { name: 'Not mine', is_member: false, member_role: null });
    const first = renderApp('/ws-1', signedInServices({ projectList: [joined, other] }));
    const projects = await screen.findByRole('region', { name: 'Projects' });
    await within(projects).findByRole('link', { name: 'Website' });
    expect(within(projects).queryByText('Not mine')).toBeNull();
    // Folded by default away from the project; unfolding shows its pages.
    expect(within(projects).queryByRole('link', { name: 'Cycles' })).toBeNull();
    fireEvent.click(within(projects).getByRole('button', { name: 'Show the pages of Website' }));
    expect(within(projects).getByRole('link', { name: 'Cycles' })).toHaveAttribute('href', `/ws-1/projects/${joined.id}/cycles`);
    const favorites = screen.getByRole('region', { name: 'Favorites' });
    expect(within(favorites).getByRole('link', { name: 'Website' })).toHaveAttribute('href', `/ws-1/projects/${joined.id}/issues`);
    first.unmount();

    renderApp('/ws-1', signedInServices());
    const empty = await screen.findByRole('region', { name: 'Projects' });
    expect(await within(empty).findByRole('link', { name: 'Browse projects' })).toHaveAttribute('href', '/ws-1/projects');
    expect(within(screen.getByRole('region', { name: 'Favorites' })).getByText('No favorites yet')).toBeInTheDocument();
  });

  it('keeps the collapsed sidebar and folded sections in localStorage per workspace', async () => {
    const first = renderApp('/ws-1', signedInServices());
    fireEvent.click(await screen.findByRole('button', { name: 'Workspace', expanded: true }));
    expect(JSON.parse(window.localStorage.getItem(sidebarStorageKey('ws-1')) ?? '{}')).toEqual({ collapsed: false, sections: { workspace: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(JSON.parse(window.localStorage.getItem(sidebarStorageKey('ws-1')) ?? '{}')).toMatchObject({ collapsed: true });
    first.unmount();

    renderApp('/ws-1', signedInServices());
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(window.localStorage.getItem(sidebarStorageKey('ws-2'))).toBeNull();
  });

  it('shows an explaining empty state for areas that come later', async () => {
    // (/ws-1/cycles has its own screen since issue 13: the workspace's active cycles; /ws-1/analytics since issue 17.)
    renderApp('/ws-1/modules', signedInServices());
    expect(await screen.findByRole('heading', { name: 'No modules yet' })).toBeInTheDocument();
  });

  it('answers an unknown workspace with "Workspace not found"', async () => {
    renderApp('/nope', signedInServices());
    expect(await screen.findByText('Workspace not found')).toBeInTheDocument();
  });

  it('records the visited workspace as the last one', async () => {
    const setLastVisitedWorkspace = jest.fn().mockResolvedValue(undefined);
    const services = signedInServices({ profile: { last_workspace_id: null }, users: { setLastVisitedWorkspace } });
    renderApp('/ws-1', services);
    await waitFor(() => expect(setLastVisitedWorkspace).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000101'));
  });

  it('sends a user who is not onboarded to onboarding', async () => {
    const { router } = renderApp('/ws-1', signedInServices({ profile: { is_onboarded: false }, invitations: { listMine: () => Promise.resolve([]) } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });
});
