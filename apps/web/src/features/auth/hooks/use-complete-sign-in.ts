import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { postLoginRedirectPath, selectWorkspaces, useStoreApi } from '@cairn/state';
import { afterSignInTarget } from './after-sign-in';

/** After a successful sign-in: load the session, then go to onboarding, next_path or the post-login workspace. */
export function useCompleteSignIn(): () => Promise<void> {
  const storeApi = useStoreApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const nextPath = params.get('next_path');

  return useCallback(async () => {
    const s = storeApi.getState();
    await Promise.all([s.loadCurrentUser(), s.loadProfile(), s.loadSettings(), s.loadMyWorkspaces()]);
    const state = storeApi.getState();
    // The loads report their own failures; without a profile the session layout retries after navigating.
    const target = afterSignInTarget({
      isOnboarded: state.profile?.is_onboarded ?? false,
      nextPath,
      postLoginPath: postLoginRedirectPath(state.settings, selectWorkspaces(state)),
    });
    if (target.fullReload) window.location.assign(target.path);
    else navigate(target.path, { replace: true });
  }, [storeApi, navigate, nextPath]);
}

/** Keeps `next_path` when moving between sign-in screens. */
export function useAuthLink(): (path: string, extra?: Record<string, string>) => string {
  const [params] = useSearchParams();
  const nextPath = params.get('next_path');
  return useCallback(
    (path: string, extra?: Record<string, string>) => {
      const query = new URLSearchParams(extra);
      if (nextPath) query.set('next_path', nextPath);
      const qs = query.toString();
      return qs ? `${path}?${qs}` : path;
    },
    [nextPath],
  );
}
