import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A value kept in localStorage under `key` (parsed by `parse`, which falls back to the default for anything unknown);
 * storage errors (private mode, quota) only lose the memory, never the screen. Shared by the modules and pages screens.
 */
export function useStoredValue<T>(key: string, parse: (raw: string | null) => T, format: (value: T) => string = String): [T, (next: T) => void] {
  const [state, setState] = useState(() => ({ key, value: parse(read(key)) }));
  // Another key (another project) reads its own value.
  const value = state.key === key ? state.value : parse(read(key));
  const set = useCallback(
    (next: T) => {
      setState({ key, value: next });
      try {
        window.localStorage.setItem(key, format(next));
      } catch {
        // Not remembered; the screen still follows the choice.
      }
    },
    [key, format],
  );
  return [value, set];
}
