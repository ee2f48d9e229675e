import { THEMES } from '@cairn/types';
import type { ThemeChoice } from '@cairn/ui-kit';

/** Browser storage key of a visitor's theme (signed-out visitors keep it here; signed-in ones in the profile too). */
export const THEME_STORAGE_KEY = 'cairn.spaces.theme';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the theme then simply follows the system.
    return undefined;
  }
}

/** The stored theme, if any and valid. */
export function readStoredTheme(storage: StorageLike | undefined = browserStorage()): ThemeChoice | undefined {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as ThemeChoice) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the theme in browser storage (ignored when storage is unavailable). */
export function storeTheme(theme: ThemeChoice, storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Full or blocked storage: the choice lasts for this page only.
  }
}
