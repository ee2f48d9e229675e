import { ApiError } from '@cairn/services';
import { PROJECT_TEXT, ROLE } from '@cairn/types';
import type { ProjectMember } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectMyProjectMember, selectProjectMember, selectProjectMembers } from './project-members.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const m1 = fixtures.projectMember(1, { role: ROLE.ADMIN, original_role: ROLE.ADMIN });
const m2 = fixtures.projectMember(2);

async function storeWithMembers(projectMembers: FakeServicesOverrides['projectMembers'] = {}) {
  const made = makeStore({ projectMembers: { list: async () => [m1, m2], ...projectMembers } });
  await made.store.getState().loadProjectMembers(SLUG, P);
  return made;
}

describe('project members slice', () => {
  it('loads members per project and my own membership', async () => {
    const me = { ...m1, is_member: true };
    const { store } = await storeWithMembers({ me: async () => me });
    expect(selectProjectMembers(store.getState(), P)).toEqual([m1, m2]);
    expect(selectProjectMembers(store.getState(), P)).toBe(selectProjectMembers(store.getState(), P));
    expect(selectProjectMembers(store.getState(), 'other')).toEqual([]);
    await store.getState().loadMyProjectMember(SLUG, P);
    expect(selectMyProjectMember(store.getState(), P)).toEqual(me);
  });

  it('adds members after the server answers, appending its rows', async () => {
    const m3 = fixtures.projectMember(3, { role: ROLE.GUEST, original_role: ROLE.GUEST });
    const add = jest.fn(async () => [m3]);
    const { store } = await storeWithMembers({ add });
    await expect(store.getState().addProjectMembers(SLUG, P, [{ member_id: m3.member.id, role: ROLE.GUEST }])).resolves.toEqual([m3]);
    expect(add).toHaveBeenCalledWith(SLUG, P, [{ member_id: m3.member.id, role: ROLE.GUEST }]);
    expect(selectProjectMembers(store.getState(), P)).toEqual([m1, m2, m3]);
  });

  it('adds nothing when the server refuses the batch', async () => {
    const { store } = await storeWithMembers({ add: () => Promise.reject(new ApiError(400, { error: 'A workspace guest can only be a project guest', error_code: 'VALIDATION_ERROR' })) });
    await expect(store.getState().addProjectMembers(SLUG, P, [{ member_id: fixtures.id(9), role: ROLE.ADMIN }])).rejects.toBeInstanceOf(ApiError);
    expect(selectProjectMembers(store.getState(), P)).toEqual([m1, m2]);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('changes role and original_role at once and takes the server version', async () => {
    const answer = deferred<ProjectMember>();
    const updateRole = jest.fn(() => answer.promise);
    const { store } = await storeWithMembers({ updateRole });
    const pending = store.getState().updateProjectMemberRole(SLUG, P, m2.id, ROLE.ADMIN);
    expect(selectProjectMember(store.getState(), m2.id)).toMatchObject({ role: ROLE.ADMIN, original_role: ROLE.ADMIN });
    answer.resolve({ ...m2, role: ROLE.ADMIN, original_role: ROLE.ADMIN, created_at: 'server' });
    await pending;
    expect(updateRole).toHaveBeenCalledWith(SLUG, P, m2.id, ROLE.ADMIN);
    expect(selectProjectMember(store.getState(), m2.id)?.created_at).toBe('server');
  });

  it('rolls a refused role change back, both fields', async () => {
    const { store } = await storeWithMembers({ updateRole: () => Promise.reject(new ApiError(403, { error: 'You cannot give a role higher than your own', error_code: 'ROLE_TOO_HIGH' })) });
    await expect(store.getState().updateProjectMemberRole(SLUG, P, m2.id, ROLE.ADMIN)).rejects.toMatchObject({ status: 403 });
    expect(selectProjectMember(store.getState(), m2.id)).toEqual(m2);
    expect(store.getState().toasts).toMatchObject([{ title: 'You cannot give a role higher than your own' }]);
  });

  it('removes at once, and puts the member back in place when it fails', async () => {
    const failing = deferred<void>();
    const remove = jest.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(undefined);
    const { store } = await storeWithMembers({ remove });
    const pending = store.getState().removeProjectMember(SLUG, P, m1.id);
    expect(selectProjectMembers(store.getState(), P)).toEqual([m2]);
    failing.reject(new ApiError(500));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(selectProjectMembers(store.getState(), P)).toEqual([m1, m2]);
    await store.getState().removeProjectMember(SLUG, P, m1.id);
    expect(remove).toHaveBeenLastCalledWith(SLUG, P, m1.id);
    expect(selectProjectMembers(store.getState(), P)).toEqual([m2]);
  });

  it("refuses an unknown member with 'Member not found' and calls nothing", async () => {
    const updateRole = jest.fn();
    const remove = jest.fn();
    const { store } = await storeWithMembers({ updateRole, remove });
    await expect(store.getState().updateProjectMemberRole(SLUG, P, 'nobody', ROLE.GUEST)).rejects.toThrow(PROJECT_TEXT.memberNotFound);
    await expect(store.getState().removeProjectMember(SLUG, 'other-project', m1.id)).rejects.toThrow(PROJECT_TEXT.memberNotFound);
    expect(updateRole).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(store.getState().toasts).toMatchObject([{ title: 'Member not found' }, { title: 'Member not found' }]);
  });
});
