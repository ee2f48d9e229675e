import { useEffect } from 'react';
import { selectApiTokens, selectApiTokensStatus, useAppStore, useStoreApi } from '@cairn/state';

/** The signed-in user's API tokens (all workspaces), loaded when the screen opens. */
export function useApiTokens() {
  const store = useStoreApi();
  const tokens = useAppStore(selectApiTokens);
  const status = useAppStore(selectApiTokensStatus);
  useEffect(() => {
    void store.getState().loadApiTokens();
  }, [store]);
  return { tokens, status, reload: () => void store.getState().loadApiTokens() };
}
