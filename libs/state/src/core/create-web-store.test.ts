import { createFakeServices } from '../testing/fake-services';
import { createWebStore } from './create-web-store';
import { initialData } from '../cross/cross.actions';

describe('createWebStore', () => {
  it('composes every slice into one store with its starting data', () => {
    const store = createWebStore({ services: createFakeServices(), now: () => new Date(0), newId: () => 'x' });
    const state = store.getState();
    expect(state).toMatchObject({ toasts: [], currentUser: undefined, profile: undefined, settings: undefined, workspaceIds: [], workspaceLoader: undefined });
    for (const action of ['loadCurrentUser', 'updateProfile', 'loadSettings', 'updateWorkspace', 'updateWorkspaceMemberRole', 'deleteWorkspaceInvitation', 'signOut', 'finishOnboarding',
      'loadProjects', 'updateProject', 'deleteProject', 'leaveProject', 'updateProjectMemberRole', 'markDefaultState', 'moveLabel', 'createEstimate']) {
      expect(typeof (state as unknown as Record<string, unknown>)[action]).toBe('function');
    }
  });

  it('a sign-out reset (initialData) covers every data key, so nothing of the last user stays', () => {
    const store = createWebStore({ services: createFakeServices(), now: () => new Date(0), newId: () => 'x' });
    const reset = initialData() as Record<string, unknown>;
    // The local cache's keys describe this device's cache (on, available, which workspace it holds), not the user's data.
    const dataKeys = Object.entries(store.getState()).filter(([k, v]) => typeof v !== 'function' && !k.startsWith('localCache')).map(([k]) => k);
    expect(dataKeys.filter((k) => !(k in reset))).toEqual([]);
  });

  it('gives each store its own state', () => {
    const deps = { services: createFakeServices(), now: () => new Date(0), newId: () => 'x' };
    const a = createWebStore(deps);
    const b = createWebStore(deps);
    a.getState().setCurrentWorkspaceSlug('acme');
    expect(b.getState().currentWorkspaceSlug).toBeUndefined();
  });

  it('fake services reject calls a test did not stub', async () => {
    const services = createFakeServices({ users: { getMe: async () => undefined as never } });
    await expect(services.users.getProfile()).rejects.toThrow('users.getProfile was called but not stubbed');
    await expect(services.users.getMe()).resolves.toBeUndefined();
  });
});
