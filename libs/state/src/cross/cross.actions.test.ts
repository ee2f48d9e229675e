import { ApiError } from '@cairn/services';
import { SPEC_TEXT } from '@cairn/types';
import type { Profile } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import { deferred, makeStore } from '../testing/test-store.test-util';
import { selectWorkspaces } from '../slices/workspaces/workspaces.selectors';
import { selectMyInvitations } from '../slices/invitations/invitations.selectors';
import { selectWorkspaceMembers } from '../slices/members/members.selectors';

const user = fixtures.user();
const profile = fixtures.profile();
const w1 = fixtures.workspace(1);
const w2 = fixtures.workspace(2);

describe('cross actions', () => {
  describe('signOut', () => {
    it('ends the session and clears the whole store', async () => {
      const signOut = jest.fn(async () => undefined);
      const { store } = makeStore({ auth: { signOut }, workspaces: { listMine: async () => [w1] }, users: { getProfile: async () => profile } });
      store.getState().setCurrentUser(user);
      await store.getState().loadMyWorkspaces();
      await store.getState().loadProfile();
      store.getState().setCurrentWorkspaceSlug('ws-1');
      await store.getState().signOut();
      expect(signOut).toHaveBeenCalled();
      const state = store.getState();
      expect(state.currentUser).toBeUndefined();
      expect(state.currentUserStatus).toBe('idle');
      expect(state.profile).toBeUndefined();
      expect(state.workspaceIds).toEqual([]);
      expect(state.currentWorkspaceSlug).toBeUndefined();
      expect(typeof state.loadCurrentUser).toBe('function');
    });

    it('keeps everything and shows the spec text when sign-out fails', async () => {
      const error = new ApiError(500);
      const { store } = makeStore({ auth: { signOut: () => Promise.reject(error) } });
      store.getState().setCurrentUser(user);
      await expect(store.getState().signOut()).rejects.toBe(error);
      expect(store.getState().currentUser).toEqual(user);
      expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.signOutFailed }]);
    });
  });

  describe('deactivateCurrentUser', () => {
    it('deactivates and clears the store', async () => {
      const deactivate = jest.fn(async () => undefined);
      const { store } = makeStore({ users: { deactivate } });
      store.getState().setCurrentUser(user);
      await store.getState().deactivateCurrentUser();
      expect(deactivate).toHaveBeenCalled();
      expect(store.getState().currentUser).toBeUndefined();
    });

    it('keeps the user when deactivation fails', async () => {
      const { store } = makeStore({ users: { deactivate: () => Promise.reject(new ApiError(500)) } });
      store.getState().setCurrentUser(user);
      await expect(store.getState().deactivateCurrentUser()).rejects.toBeInstanceOf(ApiError);
      expect(store.getState().currentUser).toEqual(user);
      expect(store.getState().toasts).toHaveLength(1);
    });
  });

  describe('finishOnboarding (spec §4)', () => {
    it('marks every step, sets the last workspace to the first one, then marks the user onboarded, in that order', async () => {
      const calls: string[] = [];
      const onboarded = deferred<Profile>();
      const updateProfile = jest.fn(async (body: object) => {
        calls.push(`updateProfile ${JSON.stringify(body)}`);
        return profile;
      });
      const finishOnboarding = jest.fn(() => {
        calls.push('finishOnboarding');
        return onboarded.promise;
      });
      const { store } = makeStore({
        users: { getProfile: async () => profile, getSettings: async () => fixtures.settings(), updateProfile, finishOnboarding },
        workspaces: { listMine: async () => [w1, w2] },
      });
      await store.getState().loadProfile();
      await store.getState().loadSettings();
      const pending = store.getState().finishOnboarding();
      // The workspace list is loaded first (it was not), then everything shows at once.
      await new Promise((r) => setTimeout(r, 0));
      expect(store.getState().profile).toMatchObject({
        onboarding_step: { workspace_join: true, profile_complete: true, workspace_create: true, workspace_invite: true },
        last_workspace_id: w1.id,
        is_onboarded: true,
      });
      expect(store.getState().settings?.workspace).toMatchObject({ last_workspace_id: w1.id, last_workspace_slug: 'ws-1' });
      const server = { ...profile, is_onboarded: true, last_workspace_id: w1.id, onboarding_step: { workspace_join: true, profile_complete: true, workspace_create: true, workspace_invite: true } };
      onboarded.resolve(server);
      await pending;
      expect(calls).toEqual([
        'updateProfile {"onboarding_step":{"profile_complete":true,"workspace_create":true,"workspace_invite":true,"workspace_join":true}}',
        `updateProfile {"last_workspace_id":"${w1.id}"}`,
        'finishOnboarding',
      ]);
      expect(store.getState().profile).toEqual(server);
    });

    it('rolls everything back and shows the spec text when a step fails', async () => {
      const settings = fixtures.settings();
      const { store } = makeStore({
        users: {
          getProfile: async () => profile, getSettings: async () => settings, updateProfile: async () => profile,
          finishOnboarding: () => Promise.reject(new ApiError(500)),
        },
        workspaces: { listMine: async () => [w1] },
      });
      await store.getState().loadProfile();
      await store.getState().loadSettings();
      await store.getState().loadMyWorkspaces();
      await expect(store.getState().finishOnboarding()).rejects.toBeInstanceOf(ApiError);
      expect(store.getState().profile).toEqual(profile);
      expect(store.getState().settings).toEqual(settings);
      expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.onboardFinishError }]);
    });

    it('skips the last-workspace step when the user has no workspace', async () => {
      const updateProfile = jest.fn(async () => profile);
      const { store } = makeStore({
        users: { getProfile: async () => profile, updateProfile, finishOnboarding: async () => ({ ...profile, is_onboarded: true }) },
        workspaces: { listMine: async () => [] },
      });
      await store.getState().loadProfile();
      await store.getState().finishOnboarding();
      expect(updateProfile).toHaveBeenCalledTimes(1);
      expect(store.getState().profile?.is_onboarded).toBe(true);
    });
  });

  describe('leaveWorkspace', () => {
    it('forgets the workspace and its members after the server agrees', async () => {
      const { store } = makeStore({
        workspaces: { listMine: async () => [w1, w2] },
        members: { list: async () => [fixtures.member(1)], leave: async () => undefined },
      });
      await store.getState().loadMyWorkspaces();
      await store.getState().loadWorkspaceMembers('ws-1');
      store.getState().setCurrentWorkspaceSlug('ws-1');
      await store.getState().leaveWorkspace('ws-1');
      expect(selectWorkspaces(store.getState())).toEqual([w2]);
      expect(selectWorkspaceMembers(store.getState(), 'ws-1')).toEqual([]);
      expect(store.getState().currentWorkspaceSlug).toBeUndefined();
    });

    it('keeps the workspace and rethrows when leaving is refused', async () => {
      const error = new ApiError(409, { error: 'The last admin cannot leave', error_code: 'LAST_WORKSPACE_ADMIN' });
      const { store } = makeStore({ workspaces: { listMine: async () => [w1] }, members: { leave: () => Promise.reject(error) } });
      await store.getState().loadMyWorkspaces();
      await expect(store.getState().leaveWorkspace('ws-1')).rejects.toBe(error);
      expect(selectWorkspaces(store.getState())).toEqual([w1]);
      expect(store.getState().toasts).toMatchObject([{ title: 'The last admin cannot leave' }]);
    });
  });

  describe('invitations of the user', () => {
    const i1 = fixtures.invitation(1);
    const i2 = fixtures.invitation(2);

    it('accepts several, drops them from my list and reloads my workspaces', async () => {
      const accept = jest.fn(async () => undefined);
      const listMine = jest.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([w1]);
      const { store } = makeStore({ invitations: { listMine: async () => [i1, i2], accept }, workspaces: { listMine } });
      await store.getState().loadMyWorkspaces();
      await store.getState().loadMyInvitations();
      await store.getState().acceptMyInvitations([i1.id]);
      expect(accept).toHaveBeenCalledWith([i1.id]);
      expect(selectMyInvitations(store.getState())).toEqual([i2]);
      expect(selectWorkspaces(store.getState())).toEqual([w1]);
    });

    it('keeps them when accepting fails', async () => {
      const { store } = makeStore({ invitations: { listMine: async () => [i1], accept: () => Promise.reject(new ApiError(500)) } });
      await store.getState().loadMyInvitations();
      await expect(store.getState().acceptMyInvitations([i1.id])).rejects.toBeInstanceOf(ApiError);
      expect(selectMyInvitations(store.getState())).toEqual([i1]);
    });

    it('joins one from its link and reloads my workspaces; declining does not reload', async () => {
      const join = jest.fn(async () => undefined);
      const listMine = jest.fn(async () => [w1]);
      const { store } = makeStore({ invitations: { join }, workspaces: { listMine } });
      await store.getState().joinWorkspaceInvitation('ws-1', i1.id);
      expect(join).toHaveBeenCalledWith('ws-1', i1.id, true);
      expect(listMine).toHaveBeenCalledTimes(1);
      await store.getState().joinWorkspaceInvitation('ws-1', i2.id, false);
      expect(join).toHaveBeenLastCalledWith('ws-1', i2.id, false);
      expect(listMine).toHaveBeenCalledTimes(1);
    });
  });
});
