import { useEffect, useState } from 'react';

/** Phone-width screens (≤ 640 px): filters move into a sheet. Without matchMedia (tests), wide. */
export const NARROW_QUERY = '(max-width: 640px)';

/** Whether the window is phone-width, following resizes. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
