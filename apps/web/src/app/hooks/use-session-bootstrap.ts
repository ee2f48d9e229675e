import { useCallback, useEffect, useState } from 'react';
import { useStoreApi } from '@cairn/state';

/** Loading state of the signed-in session. */
export type SessionStatus = 'loading' | 'ready' | 'unauthorized' | 'error';

/**
 * Loads what every signed-in screen needs: user, profile, settings and the user's workspaces. The store's loads never
 * throw; a 401 marks the user signed out (the client is already leaving for sign-in), other failures can be retried.
 */
export function useSessionBootstrap(): { status: SessionStatus; retry: () => void } {
  const storeApi = useStoreApi();
  const [status, setStatus] = useState<SessionStatus>(() => {
    const s = storeApi.getState();
    return s.currentUser && s.profile && s.workspacesStatus === 'ready' ? 'ready' : 'loading';
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status === 'ready' && attempt === 0) return;
    let cancelled = false;
    const s = storeApi.getState();
    void Promise.all([s.loadCurrentUser(), s.loadProfile(), s.loadSettings(), s.loadMyWorkspaces()]).then(() => {
      if (cancelled) return;
      const after = storeApi.getState();
      if (after.currentUserStatus === 'signed-out') setStatus('unauthorized');
      else if (!after.currentUser || !after.profile || after.workspacesStatus !== 'ready') setStatus('error');
      else setStatus('ready');
    });
    return () => {
      cancelled = true;
    };
    // Runs on mount and on retry only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeApi, attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}
