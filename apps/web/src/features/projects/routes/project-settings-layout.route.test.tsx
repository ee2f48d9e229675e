import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type Role } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const settingsOf = (tab = '') => `/ws-1/projects/${testProject.id}/settings${tab ? `/${tab}` : ''}`;

async function tabNames() {
  const tabs = await screen.findByRole('tablist', { name: 'Project settings' });
  return within(tabs).getAllByRole('tab').map((tab) => tab.textContent);
}

describe('project settings tabs per role', () => {
  it.each<[string, Role, Role, string[]]>([
    ['workspace admin (project admin everywhere)', ROLE.ADMIN, ROLE.MEMBER, ['General', 'Members', 'Features', 'States', 'Labels', 'Estimates', 'Automations', 'Publish']],
    ['project admin', ROLE.MEMBER, ROLE.ADMIN, ['General', 'Members', 'Features', 'States', 'Labels', 'Estimates', 'Automations', 'Publish']],
    ['project member', ROLE.MEMBER, ROLE.MEMBER, ['General', 'Members', 'States', 'Labels']],
    ['project guest', ROLE.GUEST, ROLE.GUEST, ['General', 'Members']],
  ])('%s sees the tabs of the spec table', async (_who, workspaceRole, projectRole, expected) => {
    renderApp(settingsOf(), projectServices({ workspaceRole, projectRole }));
    expect(await tabNames()).toEqual(expected);
  });

  it.each<[string, Role, string]>([
    ['a guest opening states', ROLE.GUEST, 'states'],
    ['a guest opening labels', ROLE.GUEST, 'labels'],
    ['a member opening features', ROLE.MEMBER, 'features'],
    ['a member opening estimates', ROLE.MEMBER, 'estimates'],
    ['a member opening automations', ROLE.MEMBER, 'automations'],
  ])('%s gets "You don\'t have access" and no call for the tab', async (_who, role, tab) => {
    const calls = { states: { list: jest.fn() }, labels: { list: jest.fn() }, estimates: { list: jest.fn() } };
    renderApp(settingsOf(tab), projectServices({ workspaceRole: role, projectRole: role, ...calls }));
    expect(await screen.findByRole('heading', { name: "You don't have access" })).toBeInTheDocument();
    expect([calls.states.list, calls.labels.list, calls.estimates.list].filter((fn) => fn.mock.calls.length > 0)).toEqual([]);
  });

  it('a guest reads general read-only: no save, no archive or delete', async () => {
    renderApp(settingsOf(), projectServices({ workspaceRole: ROLE.GUEST, projectRole: ROLE.GUEST }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeDisabled();
    expect(screen.getByText('Only project admins can change these settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('an admin saves general fields optimistically', async () => {
    const update = jest.fn().mockImplementation((_slug: string, _id: string, body: object) => Promise.resolve({ ...testProject, ...body }));
    renderApp(settingsOf(), projectServices({ projects: { update } }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    fireEvent.change(name, { target: { value: 'Website 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, { name: 'Website 2', identifier: 'WEB', description: '' }));
    expect(await screen.findByText('Project updated.')).toBeInTheDocument();
  });

  it('a workspace member outside the project is asked to join', async () => {
    const join = jest.fn().mockResolvedValue([{ ...testProject, is_member: true, member_role: ROLE.MEMBER }]);
    renderApp(settingsOf(), projectServices({ workspaceRole: ROLE.MEMBER, projectRole: null, projects: { join } }));
    expect(await screen.findByRole('heading', { name: 'You are not a member of this project' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join project' }));
    expect(await tabNames()).toEqual(['General', 'Members', 'States', 'Labels']);
  });

  it('an unknown project says so', async () => {
    renderApp(`/ws-1/projects/${fixtures.id(999)}/settings`, projectServices());
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('feature toggles save at once', async () => {
    const update = jest.fn().mockImplementation((_slug: string, _id: string, body: object) => Promise.resolve({ ...testProject, ...body }));
    renderApp(settingsOf('features'), projectServices({ projects: { update } }));
    const tracking = await screen.findByRole('switch', { name: 'Time tracking' });
    expect(tracking).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(tracking);
    expect(tracking).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(update).toHaveBeenCalledWith('ws-1', testProject.id, { is_time_tracking_enabled: true }));
  });
});
