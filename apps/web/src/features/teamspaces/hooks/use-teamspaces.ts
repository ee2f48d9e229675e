import { useEffect } from 'react';
import { selectTeamspacesStatus, useAppStore, useStoreApi } from '@cairn/state';

/** Loads the workspace's teams once per workspace (again after a failure when asked by a remount). */
export function useTeamspaces(slug: string) {
  const storeApi = useStoreApi();
  const status = useAppStore((s) => selectTeamspacesStatus(s, slug));
  useEffect(() => {
    if (!slug) return;
    const current = selectTeamspacesStatus(storeApi.getState(), slug);
    if (current === 'idle' || current === 'error') void storeApi.getState().loadTeamspaces(slug);
  }, [storeApi, slug]);
  return status;
}

/** Loads the workspace's members once (the pickers and the avatars need them). */
export function useWorkspaceMembers(slug: string) {
  const storeApi = useStoreApi();
  useEffect(() => {
    if (!slug) return;
    if (!storeApi.getState().workspaceMemberIdsBySlug[slug]) void storeApi.getState().loadWorkspaceMembers(slug);
  }, [storeApi, slug]);
}
