import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { renderApp } from '../../../testing/render-app';
import { projectServices, testProject } from '../../../testing/project-services';

beforeEach(() => window.localStorage.clear());

const membersPath = `/ws-1/projects/${testProject.id}/settings/members`;
const me = fixtures.projectMember(0, { member: { ...fixtures.user(), id: fixtures.user().id }, role: ROLE.ADMIN, original_role: ROLE.ADMIN });
const bea = fixtures.projectMember(1, { member: { ...fixtures.projectMember(1).member, display_name: 'bea', first_name: '', last_name: '' } });
const colleague = fixtures.member(2, { member: { ...fixtures.member(2).member, display_name: 'cid', first_name: '', last_name: '' }, role: ROLE.MEMBER });
const guest = fixtures.member(3, { member: { ...fixtures.member(3).member, display_name: 'gus', first_name: '', last_name: '' }, role: ROLE.GUEST });

function services(extra: Parameters<typeof projectServices>[0] = {}) {
  return projectServices({
    members: { list: () => Promise.resolve([fixtures.member(0, { member: fixtures.user(), role: ROLE.ADMIN }), colleague, guest]) },
    ...extra,
    projectMembers: { list: () => Promise.resolve([bea, me]), ...extra.projectMembers },
  });
}

describe('members tab', () => {
  it('lists the members with the user first and lets an admin add workspace members (guests stay guests)', async () => {
    const added = [
      fixtures.projectMember(2, { member: colleague.member, role: ROLE.ADMIN, original_role: ROLE.ADMIN }),
      fixtures.projectMember(3, { member: guest.member, role: ROLE.GUEST, original_role: ROLE.GUEST }),
    ];
    const add = jest.fn().mockResolvedValue(added);
    renderApp(membersPath, services({ projectMembers: { add } }));
    const list = await screen.findByRole('list', { name: 'Members' });
    await within(list).findByText('bea');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('You');

    fireEvent.click(screen.getByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add members' });
    // Only workspace members who are not in the project yet.
    expect(within(dialog).queryByRole('checkbox', { name: /bea/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /cid/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /gus/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 members' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith('ws-1', testProject.id, [
        { member_id: colleague.member.id, role: ROLE.ADMIN },
        { member_id: guest.member.id, role: ROLE.GUEST },
      ]),
    );
    expect(await within(list).findByText('cid')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add members' })).toBeNull();
  });

  it('changes a role optimistically and rolls it back when the server refuses', async () => {
    const updateRole = jest.fn().mockRejectedValue(new Error('no'));
    renderApp(membersPath, services({ projectMembers: { updateRole } }));
    const role = await screen.findByRole('button', { name: /Role of bea/ });
    expect(role).toHaveTextContent('Member');
    fireEvent.click(role);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Guest' }));
    await waitFor(() => expect(updateRole).toHaveBeenCalledWith('ws-1', testProject.id, bea.id, ROLE.GUEST));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Role of bea/ })).toHaveTextContent('Member');
  });

  it('removes a member after confirming', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    renderApp(membersPath, services({ projectMembers: { remove } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove bea' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove member?' })).getByRole('button', { name: 'Remove from project' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('ws-1', testProject.id, bea.id));
    await waitFor(() => expect(screen.queryByText('bea')).toBeNull());
  });

  it('a project member only reads the list and may leave', async () => {
    const leave = jest.fn().mockResolvedValue(undefined);
    const { router } = renderApp(membersPath, services({ workspaceRole: ROLE.MEMBER, projectRole: ROLE.MEMBER, projectMembers: { leave } }));
    await screen.findByText('bea');
    expect(screen.queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove bea' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave project?' })).getByRole('button', { name: 'Leave project' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('ws-1', testProject.id));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ws-1/projects'));
  });
});
