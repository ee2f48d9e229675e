import { useEffect, useState } from 'react';

/** True only once `flag` has stayed true for `delayMs` (a quick reload shows no spinner at all). */
export function useDelayedFlag(flag: boolean, delayMs = 150): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
