import { ApiError } from '@cairn/services';
import { ROLE } from '@cairn/types';
import type { WorkspaceInvitation } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectInvitation, selectMyInvitations, selectWorkspaceInvitations } from './invitations.selectors';

const i1 = fixtures.invitation(1);
const i2 = fixtures.invitation(2);

async function storeWithInvitations(invitations: FakeServicesOverrides['invitations'] = {}) {
  const made = makeStore({ invitations: { list: async () => [i1, i2], ...invitations } });
  await made.store.getState().loadWorkspaceInvitations('acme');
  return made;
}

describe('invitations slice', () => {
  it('loads a workspace list, dropping rows the server no longer has', async () => {
    const list = jest.fn().mockResolvedValueOnce([i1, i2]).mockResolvedValueOnce([i2]);
    const { store } = makeStore({ invitations: { list } });
    await store.getState().loadWorkspaceInvitations('acme');
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i1, i2]);
    await store.getState().loadWorkspaceInvitations('acme');
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i2]);
    expect(selectInvitation(store.getState(), i1.id)).toBeUndefined();
  });

  it('creates invitations and then shows the server list', async () => {
    const i3 = fixtures.invitation(3, { email: 'new@example.com' });
    const create = jest.fn(async () => [i3]);
    const list = jest.fn().mockResolvedValueOnce([i1]).mockResolvedValueOnce([i1, i3]);
    const { store } = makeStore({ invitations: { list, create } });
    await store.getState().loadWorkspaceInvitations('acme');
    await store.getState().createWorkspaceInvitations('acme', [{ email: 'new@example.com', role: ROLE.MEMBER }]);
    expect(create).toHaveBeenCalledWith('acme', [{ email: 'new@example.com', role: ROLE.MEMBER }]);
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i1, i3]);
  });

  it('reports and rethrows a failed create without touching the list', async () => {
    const list = jest.fn(async () => [i1]);
    const { store } = makeStore({ invitations: { list, create: () => Promise.reject(new ApiError(400, { error: 'Bad', error_code: 'VALIDATION_ERROR' })) } });
    await store.getState().loadWorkspaceInvitations('acme');
    await expect(store.getState().createWorkspaceInvitations('acme', [{ email: 'x@y.co', role: ROLE.GUEST }])).rejects.toMatchObject({ status: 400 });
    expect(list).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('changes an invitation role optimistically and takes the server version', async () => {
    const answer = deferred<WorkspaceInvitation>();
    const { store } = await storeWithInvitations({ updateRole: () => answer.promise });
    const pending = store.getState().updateWorkspaceInvitationRole('acme', i1.id, ROLE.ADMIN);
    expect(selectInvitation(store.getState(), i1.id)?.role).toBe(ROLE.ADMIN);
    answer.resolve({ ...i1, role: ROLE.ADMIN });
    await pending;
    expect(selectInvitation(store.getState(), i1.id)?.role).toBe(ROLE.ADMIN);
  });

  it('rolls a failed role change back', async () => {
    const { store } = await storeWithInvitations({ updateRole: () => Promise.reject(new ApiError(500)) });
    await expect(store.getState().updateWorkspaceInvitationRole('acme', i1.id, ROLE.ADMIN)).rejects.toBeInstanceOf(ApiError);
    expect(selectInvitation(store.getState(), i1.id)).toEqual(i1);
  });

  it('deletes optimistically and restores on failure', async () => {
    const failing = deferred<void>();
    const { store } = await storeWithInvitations({ delete: jest.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(undefined) });
    const pending = store.getState().deleteWorkspaceInvitation('acme', i1.id);
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i2]);
    failing.reject(new ApiError(500));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i1, i2]);
    await store.getState().deleteWorkspaceInvitation('acme', i1.id);
    expect(selectWorkspaceInvitations(store.getState(), 'acme')).toEqual([i2]);
    expect(selectInvitation(store.getState(), i1.id)).toBeUndefined();
  });

  it('loads my invitations and reports a failure', async () => {
    const { store } = makeStore({ invitations: { listMine: async () => [i1] } });
    await store.getState().loadMyInvitations();
    expect(selectMyInvitations(store.getState())).toEqual([i1]);
    const failed = makeStore({ invitations: { listMine: () => Promise.reject(new ApiError(500)) } }).store;
    await expect(failed.getState().loadMyInvitations()).resolves.toBeUndefined();
    expect(failed.getState().toasts).toHaveLength(1);
  });
});
