import { SPEC_TEXT } from '@cairn/types';
import type { Profile, ProfileUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext } from '../../core/types';

/** The profile's theme block. */
export type ProfileTheme = Profile['theme'];

/** The user's profile: theme, language, week start, onboarding and tour flags. */
export interface ProfileSlice {
  profile: Profile | undefined;
  profileStatus: LoadStatus;
  /** GET users/me/profile/. Never throws. */
  loadProfile(): Promise<Profile | undefined>;
  /** Optimistic PATCH users/me/profile/ (theme and onboarding_step merge field by field); rethrows after rollback. */
  updateProfile(data: ProfileUpdate): Promise<Profile>;
  /** updateProfile for the theme alone, with the theme's own failure text. */
  updateProfileTheme(theme: Partial<ProfileTheme>): Promise<Profile>;
  /** Optimistic POST users/me/tour-completed/. */
  completeTour(): Promise<Profile>;
}

/** The profile slice's data when the store starts or is reset. */
export function initialProfileState(): Pick<ProfileSlice, 'profile' | 'profileStatus'> {
  return { profile: undefined, profileStatus: 'idle' };
}

/** Applies a profile update the way the server does: nested blocks merge, other fields replace. */
export function mergeProfileUpdate(profile: Draft<Profile>, data: ProfileUpdate): void {
  const { theme, onboarding_step, ...rest } = data;
  Object.assign(profile, rest);
  if (theme) Object.assign(profile.theme, theme);
  if (onboarding_step) Object.assign(profile.onboarding_step, onboarding_step);
}

/** Mutation key of the profile: every profile change goes through the server in order. */
export const PROFILE_KEY = 'profile:me';

/** Creates the profile slice. */
export function createProfileSlice({ store, deps }: SliceContext): ProfileSlice {
  const { users } = deps.services;
  const update = (data: ProfileUpdate, errorText: string) => mutate(store, {
    key: PROFILE_KEY,
    apply: (d) => {
      if (d.profile) mergeProfileUpdate(d.profile, data);
    },
    call: () => users.updateProfile(data),
    commit: (d, profile) => {
      if (profile) d.profile = profile;
    },
    errorText,
  });
  return {
    ...initialProfileState(),
    loadProfile: () => load(store, {
      action: 'profile/loadProfile',
      call: () => users.getProfile(),
      start: (d) => {
        d.profileStatus = 'loading';
      },
      done: (d, profile) => {
        d.profile = profile;
        d.profileStatus = 'ready';
      },
      failed: (d) => {
        d.profileStatus = 'error';
      },
      errorText: SPEC_TEXT.profileFetchError,
    }),
    updateProfile: (data) => update(data, SPEC_TEXT.profileUpdateError),
    updateProfileTheme: (theme) => update({ theme }, SPEC_TEXT.themeUpdateError),
    completeTour: () => mutate(store, {
      key: PROFILE_KEY,
      apply: (d) => {
        if (d.profile) d.profile.is_tour_completed = true;
      },
      call: () => users.completeTour(),
      commit: (d, profile) => {
        if (profile) d.profile = profile;
      },
      errorText: SPEC_TEXT.tourCompleteError,
    }),
  };
}
