import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readAnalyticsParams, writeAnalyticsParams, type AnalyticsParams } from './analytics-params';

/** The page's params from the URL query, and a setter that writes changes back (replacing the history entry). */
export function useAnalyticsParams(): [AnalyticsParams, (change: Partial<AnalyticsParams>) => void] {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readAnalyticsParams(query), [query]);
  const update = useCallback(
    (change: Partial<AnalyticsParams>) => {
      setQuery((current) => {
        const next = { ...readAnalyticsParams(current), ...change };
        // A new x axis equal to the segment clears the segment (they must differ).
        if (next.segment === next.xAxis) next.segment = null;
        return writeAnalyticsParams(current, next);
      }, { replace: true });
    },
    [setQuery],
  );
  return [params, update];
}
