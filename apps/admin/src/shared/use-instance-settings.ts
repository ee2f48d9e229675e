import { useCallback, useEffect } from 'react';
import type { InstanceSettingsUpdate } from '@cairn/types';
import { selectInstanceSettings, useAdminStore, type LoadStatus } from '@cairn/state';
import { useSuccessToast } from './use-save-toast';

/** Starts a console load once, when nothing was asked yet. */
export function useLoadOnce(status: LoadStatus, load: () => Promise<unknown>) {
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
}

/**
 * The instance settings for a console page: loaded once, and `save(patch)` which shows the success toast and answers
 * whether the server took it (a refusal is rolled back and toasted by the store).
 */
export function useInstanceSettings() {
  const settings = useAdminStore(selectInstanceSettings);
  const status = useAdminStore((s) => s.instanceSettingsStatus);
  const load = useAdminStore((s) => s.loadInstanceSettings);
  const update = useAdminStore((s) => s.updateInstanceSettings);
  const toast = useSuccessToast();
  useLoadOnce(status, load);
  const save = useCallback(async (patch: InstanceSettingsUpdate, successKey = 'god_mode.toasts.saved') => {
    try {
      await update(patch);
      toast(successKey);
      return true;
    } catch {
      return false;
    }
  }, [update, toast]);
  return { settings, loading: !settings && status !== 'error', failed: !settings && status === 'error', reload: load, save };
}
