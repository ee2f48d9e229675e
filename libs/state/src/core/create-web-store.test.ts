import { createFakeServices } from '../testing/fake-services';
import { createWebStore } from './create-web-store';

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
