import { useEffect } from 'react';
import { selectExports, selectExportsStatus, selectHasRunningExport, useAppStore, useStoreApi } from '@cairn/state';
import { EXPORT_POLL_MS } from '@cairn/types';

/**
 * The caller's exports in the workspace: loaded on open, then asked again every EXPORT_POLL_MS while one is queued or
 * processing (exports are personal: no live event carries their status).
 */
export function useExports(slug: string) {
  const store = useStoreApi();
  const exports = useAppStore((s) => selectExports(s, slug));
  const status = useAppStore((s) => selectExportsStatus(s, slug));
  const running = useAppStore((s) => selectHasRunningExport(s, slug));
  useEffect(() => {
    void store.getState().loadExports(slug);
  }, [store, slug]);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => void store.getState().loadExports(slug), EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [store, slug, running]);
  return { exports, status };
}
