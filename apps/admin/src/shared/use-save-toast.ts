import { useCallback } from 'react';
import { useT } from '@cairn/i18n';
import { useAdminStoreApi } from '@cairn/state';

/** Shows the console's success toast; failures are toasted by the store (with the server's message). */
export function useSuccessToast() {
  const { t } = useT();
  const store = useAdminStoreApi();
  return useCallback((key: string, values?: Record<string, unknown>) => {
    store.getState().pushToast({ type: 'success', title: t(key, values) });
  }, [store, t]);
}
