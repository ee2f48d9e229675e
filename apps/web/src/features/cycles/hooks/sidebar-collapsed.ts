import { useCallback, useState } from 'react';
import { CYCLE_SIDEBAR_COLLAPSED_KEY } from '@cairn/types';

function read(): boolean {
  try {
    return window.localStorage.getItem(CYCLE_SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The cycle sidebar's collapsed flag, kept in browser storage (spec §9); open by default. */
export function useCycleSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(read);
  const set = useCallback((value: boolean) => {
    setCollapsed(value);
    try {
      window.localStorage.setItem(CYCLE_SIDEBAR_COLLAPSED_KEY, String(value));
    } catch {
      // Storage refused (private mode): the flag lasts for this page only.
    }
  }, []);
  return [collapsed, set];
}
