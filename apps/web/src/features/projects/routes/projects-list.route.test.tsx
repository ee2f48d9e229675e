import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { signedInServices } from '../../../testing/signed-in-services';

beforeEach(() => window.localStorage.clear());

const website = fixtures.projectLite(1, { name: 'Website', identifier: 'WEB', description: 'The public site' });
const mobile = fixtures.projectLite(2, { name: 'Mobile app', identifier: 'MOB' });
const billing = fixtures.projectLite(3, { name: 'Billing', identifier: 'PAY', is_member: false, member_role: null });

async function list() {
  return screen.findByRole('list', { name: 'Projects' });
}

describe('projects list', () => {
  it('searches by name or identifier, case-insensitively', async () => {
    renderApp('/ws-1/projects', signedInServices({ projectList: [website, mobile, billing] }));
    const rows = await list();
    expect(within(rows).getAllByRole('listitem')).toHaveLength(3);
    const search = screen.getByRole('textbox', { name: 'Search by name or identifier' });

    fireEvent.change(search, { target: { value: 'mob' } });
    expect(within(await list()).getAllByRole('listitem').map((li) => within(li).getByText(/Mobile|Website|Billing/).textContent)).toEqual(['Mobile app']);

    fireEvent.change(search, { target: { value: 'pay' } });
    expect(within(await list()).getByText('Billing')).toBeInTheDocument();
    expect(within(await list()).queryByText('Website')).toBeNull();

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('toggles a favorite optimistically and rolls back with a toast when the server refuses', async () => {
    const favorite = jest.fn().mockResolvedValue({ id: fixtures.id(1), project: website.id, created_at: '2025-01-01T00:00:00.000Z' });
    const unfavorite = jest.fn().mockRejectedValue(new Error('offline'));
    renderApp('/ws-1/projects', signedInServices({ projectList: [website], projects: { favorite, unfavorite } }));
    const star = await screen.findByRole('button', { name: 'Add Website to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    const on = await screen.findByRole('button', { name: 'Remove Website from favorites' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(favorite).toHaveBeenCalledWith('ws-1', website.id));
    // The favorite shows up in the sidebar too.
    expect(within(screen.getByRole('region', { name: 'Favorites' })).getByRole('link', { name: 'Website' })).toBeInTheDocument();

    fireEvent.click(on);
    expect(await screen.findByRole('button', { name: 'Remove Website from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(unfavorite).toHaveBeenCalledWith('ws-1', website.id);
  });

  it('joins a project the user is not in: the row turns into a member row with a favorite star', async () => {
    const join = jest.fn().mockResolvedValue([{ ...billing, is_member: true, member_role: ROLE.ADMIN }]);
    renderApp('/ws-1/projects', signedInServices({ projectList: [website, billing], projects: { join } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join Billing' }));
    await waitFor(() => expect(join).toHaveBeenCalledWith('ws-1', [billing.id]));
    expect(await screen.findByRole('button', { name: 'Add Billing to favorites' })).toBeInTheDocument();
    expect(within(await list()).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', `/ws-1/projects/${billing.id}/issues`);
    expect(screen.queryByRole('button', { name: 'Join Billing' })).toBeNull();
  });

  it('leaves a project after confirming', async () => {
    const leave = jest.fn().mockResolvedValue(undefined);
    renderApp('/ws-1/projects', signedInServices({ projectList: [website], projectMembers: { leave } }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Website' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Leave project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave project' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('ws-1', website.id));
    expect(await screen.findByRole('button', { name: 'Join Website' })).toBeInTheDocument();
  });

  it('archives a project (admins only) and counts it under Archives', async () => {
    const archive = jest.fn().mockResolvedValue(fixtures.project(1, { ...website, archived_at: '2025-01-02T00:00:00.000Z' }));
    renderApp('/ws-1/projects', signedInServices({ projectList: [website, mobile], projects: { archive } }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Website' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Archive project' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Projects' })).queryByText('Website')).toBeNull());
    expect(archive).toHaveBeenCalledWith('ws-1', website.id);
    expect(screen.getByRole('button', { name: 'Archives (1)' })).toBeInTheDocument();
  });

  it('offers no archive to a workspace member who is not a project admin, and no create to guests', async () => {
    const memberProject = { ...website, member_role: ROLE.MEMBER };
    const first = renderApp('/ws-1/projects', signedInServices({ workspaceList: [fixtures.workspace(1, { role: ROLE.MEMBER })], projectList: [memberProject] }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Website' }));
    expect(screen.queryByRole('menuitem', { name: 'Archive' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Leave project' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create project' }).length).toBeGreaterThan(0);
    first.unmount();

    renderApp('/ws-1/projects', signedInServices({ workspaceList: [fixtures.workspace(1, { role: ROLE.GUEST })], projectList: [] }));
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create project' })).toBeNull();
  });

  it('shows the empty state with a create button when the workspace has no project', async () => {
    renderApp('/ws-1/projects', signedInServices());
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create project' })[0]);
    expect(await screen.findByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
  });
});
