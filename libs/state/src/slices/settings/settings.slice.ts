import { SPEC_TEXT } from '@cairn/types';
import type { UserSettings } from '@cairn/types';
import { load } from '../../core/load';
import type { LoadStatus, SliceContext } from '../../core/types';

/** The user's settings: email and last/fallback workspace. */
export interface SettingsSlice {
  settings: UserSettings | undefined;
  settingsStatus: LoadStatus;
  /** GET users/me/settings/. Never throws. */
  loadSettings(): Promise<UserSettings | undefined>;
}

/** The settings slice's data when the store starts or is reset. */
export function initialSettingsState(): Pick<SettingsSlice, 'settings' | 'settingsStatus'> {
  return { settings: undefined, settingsStatus: 'idle' };
}

/** Creates the settings slice. */
export function createSettingsSlice({ store, deps }: SliceContext): SettingsSlice {
  return {
    ...initialSettingsState(),
    loadSettings: () => load(store, {
      action: 'settings/loadSettings',
      call: () => deps.services.users.getSettings(),
      start: (d) => {
        d.settingsStatus = 'loading';
      },
      done: (d, settings) => {
        d.settings = settings;
        d.settingsStatus = 'ready';
      },
      failed: (d) => {
        d.settingsStatus = 'error';
      },
      errorText: SPEC_TEXT.settingsFetchError,
    }),
  };
}
