import { useEffect, useState } from 'react';
import { localDay } from '@cairn/state';

/** Today where the user is (YYYY-MM-DD), the day cycle tabs and statuses are computed on; follows midnight. */
export function useToday(): string {
  const [today, setToday] = useState(() => localDay(new Date()));
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
    const timer = window.setTimeout(() => setToday(localDay(new Date())), midnight + 1000);
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
