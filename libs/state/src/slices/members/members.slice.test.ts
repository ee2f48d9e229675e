import { ApiError } from '@cairn/services';
import { ROLE } from '@cairn/types';
import type { WorkspaceMember } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectMyWorkspaceRole, selectWorkspaceMember, selectWorkspaceMembers } from './members.selectors';

const m1 = fixtures.member(1);
const m2 = fixtures.member(2);

async function storeWithMembers(members: FakeServicesOverrides['members'] = {}) {
  const made = makeStore({ members: { list: async () => [m1, m2], ...members } });
  await made.store.getState().loadWorkspaceMembers('acme');
  return made;
}

describe('members slice', () => {
  it('loads members per workspace and my own membership', async () => {
    const { store } = await storeWithMembers({ me: async () => ({ ...m1, role: ROLE.ADMIN }) });
    expect(selectWorkspaceMembers(store.getState(), 'acme')).toEqual([m1, m2]);
    expect(selectWorkspaceMembers(store.getState(), 'other')).toEqual([]);
    expect(selectWorkspaceMembers(store.getState(), 'acme')).toBe(selectWorkspaceMembers(store.getState(), 'acme'));
    await store.getState().loadMyWorkspaceMember('acme');
    expect(selectMyWorkspaceRole(store.getState(), 'acme')).toBe(ROLE.ADMIN);
  });

  it('changes a role optimistically and takes the server version', async () => {
    const answer = deferred<WorkspaceMember>();
    const updateRole = jest.fn(() => answer.promise);
    const { store } = await storeWithMembers({ updateRole });
    const pending = store.getState().updateWorkspaceMemberRole('acme', m2.id, ROLE.ADMIN);
    expect(selectWorkspaceMember(store.getState(), 'acme', m2.id)?.role).toBe(ROLE.ADMIN);
    answer.resolve({ ...m2, role: ROLE.ADMIN, is_active: true });
    await pending;
    expect(updateRole).toHaveBeenCalledWith('acme', m2.id, ROLE.ADMIN);
    expect(selectWorkspaceMember(store.getState(), 'acme', m2.id)?.role).toBe(ROLE.ADMIN);
  });

  it('rolls a failed role change back', async () => {
    const { store } = await storeWithMembers({ updateRole: () => Promise.reject(new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' })) });
    await expect(store.getState().updateWorkspaceMemberRole('acme', m2.id, ROLE.GUEST)).rejects.toMatchObject({ status: 403 });
    expect(selectWorkspaceMember(store.getState(), 'acme', m2.id)?.role).toBe(ROLE.MEMBER);
    expect(store.getState().toasts).toMatchObject([{ title: 'Not allowed' }]);
  });

  it('removes a member optimistically, and puts them back in place when it fails', async () => {
    const failing = deferred<void>();
    const { store } = await storeWithMembers({ remove: jest.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(undefined) });
    const pending = store.getState().removeWorkspaceMember('acme', m1.id);
    expect(selectWorkspaceMembers(store.getState(), 'acme')).toEqual([m2]);
    failing.reject(new ApiError(409, { error: 'The last admin cannot leave', error_code: 'LAST_WORKSPACE_ADMIN' }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(selectWorkspaceMembers(store.getState(), 'acme')).toEqual([m1, m2]);
    await store.getState().removeWorkspaceMember('acme', m1.id);
    expect(selectWorkspaceMembers(store.getState(), 'acme')).toEqual([m2]);
  });
});
