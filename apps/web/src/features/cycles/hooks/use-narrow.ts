import { useEffect, useState } from 'react';

/** Below this width the cycle sidebar opens over the list instead of beside it. */
export const NARROW_QUERY = '(max-width: 900px)';

/** True while the window is narrow (matchMedia; false where it is unavailable). */
export function useNarrow(): boolean {
  const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined);
  const [narrow, setNarrow] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return;
    const onChange = () => setNarrow(media.matches);
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, []);
  return narrow;
}
