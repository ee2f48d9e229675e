import { ApiError } from '@cairn/services';
import { SPEC_TEXT } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import { selectLastWorkspaceSlug, selectPendingInviteCount, selectSettings } from './settings.selectors';

describe('settings slice', () => {
  it('loads the settings', async () => {
    const settings = fixtures.settings({ last_workspace_slug: 'acme', invites: 2 });
    const { store } = makeStore({ users: { getSettings: async () => settings } });
    await expect(store.getState().loadSettings()).resolves.toEqual(settings);
    expect(selectSettings(store.getState())).toEqual(settings);
    expect(store.getState().settingsStatus).toBe('ready');
    expect(selectLastWorkspaceSlug(store.getState())).toBe('acme');
    expect(selectPendingInviteCount(store.getState())).toBe(2);
  });

  it('reports a failed load with the spec text and keeps nothing', async () => {
    const { store } = makeStore({ users: { getSettings: () => Promise.reject(new ApiError(500)) } });
    await expect(store.getState().loadSettings()).resolves.toBeUndefined();
    expect(store.getState().settingsStatus).toBe('error');
    expect(selectSettings(store.getState())).toBeUndefined();
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.settingsFetchError }]);
  });
});
