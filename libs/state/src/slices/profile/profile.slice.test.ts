import { ApiError } from '@cairn/services';
import { SPEC_TEXT } from '@cairn/types';
import type { Profile } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectIsTourCompleted, selectLanguage, selectProfile, selectStartOfWeek, selectThemeName } from './profile.selectors';

const profile = fixtures.profile();

function storeWithProfile(users: FakeServicesOverrides['users'] = {}) {
  const made = makeStore({ users: { getProfile: async () => profile, ...users } });
  return made;
}

describe('profile slice', () => {
  it('loads the profile; selectors fall back to the spec defaults before that', async () => {
    const { store } = storeWithProfile();
    expect(selectLanguage(store.getState())).toBe('en');
    expect(selectStartOfWeek(store.getState())).toBe(0);
    expect(selectThemeName(store.getState())).toBe('system');
    await store.getState().loadProfile();
    expect(selectProfile(store.getState())).toEqual(profile);
    expect(store.getState().profileStatus).toBe('ready');
  });

  it('reports a failed load with the spec text', async () => {
    const { store } = makeStore({ users: { getProfile: () => Promise.reject(new ApiError(500)) } });
    await expect(store.getState().loadProfile()).resolves.toBeUndefined();
    expect(store.getState().profileStatus).toBe('error');
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.profileFetchError }]);
  });

  it('updates theme, language, week start and steps optimistically, merging nested blocks, then takes the server version', async () => {
    const answer = deferred<Profile>();
    const updateProfile = jest.fn(() => answer.promise);
    const { store } = storeWithProfile({ updateProfile });
    await store.getState().loadProfile();
    const data = { theme: { theme: 'dark' as const }, language: 'fr' as const, start_of_the_week: 1, onboarding_step: { profile_complete: true } };
    const pending = store.getState().updateProfile(data);
    expect(store.getState().profile).toMatchObject({
      theme: { theme: 'dark' }, language: 'fr', start_of_the_week: 1,
      onboarding_step: { profile_complete: true, workspace_join: false, workspace_create: false, workspace_invite: false },
    });
    const server = { ...profile, theme: { theme: 'dark' as const }, language: 'fr' as const, start_of_the_week: 1, updated_at: 'later' };
    answer.resolve(server);
    await pending;
    expect(updateProfile).toHaveBeenCalledWith(data);
    expect(store.getState().profile).toEqual(server);
  });

  it('rolls a failed profile update back with the spec text', async () => {
    const { store } = storeWithProfile({ updateProfile: () => Promise.reject(new ApiError(500)) });
    await store.getState().loadProfile();
    await expect(store.getState().updateProfile({ language: 'de', start_of_the_week: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().profile).toEqual(profile);
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.profileUpdateError }]);
  });

  it('rolls a failed theme update back with the theme text', async () => {
    const updateProfile = jest.fn(() => Promise.reject(new ApiError(500)));
    const { store } = storeWithProfile({ updateProfile });
    await store.getState().loadProfile();
    await expect(store.getState().updateProfileTheme({ theme: 'light', primary: '#123456' })).rejects.toBeInstanceOf(ApiError);
    expect(updateProfile).toHaveBeenCalledWith({ theme: { theme: 'light', primary: '#123456' } });
    expect(store.getState().profile?.theme).toEqual({ theme: 'system' });
    expect(store.getState().toasts).toMatchObject([{ title: SPEC_TEXT.themeUpdateError }]);
  });

  it('completes the tour optimistically and rolls back on failure', async () => {
    const done = makeStore({ users: { getProfile: async () => profile, completeTour: async () => ({ ...profile, is_tour_completed: true }) } }).store;
    await done.getState().loadProfile();
    await done.getState().completeTour();
    expect(selectIsTourCompleted(done.getState())).toBe(true);

    const failed = makeStore({ users: { getProfile: async () => profile, completeTour: () => Promise.reject(new ApiError(500)) } }).store;
    await failed.getState().loadProfile();
    const pending = failed.getState().completeTour();
    expect(selectIsTourCompleted(failed.getState())).toBe(true);
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(selectIsTourCompleted(failed.getState())).toBe(false);
    expect(failed.getState().toasts).toMatchObject([{ title: SPEC_TEXT.tourCompleteError }]);
  });
});
