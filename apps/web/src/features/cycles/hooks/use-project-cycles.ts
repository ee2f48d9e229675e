import { useEffect } from 'react';
import { selectCyclesStatus, selectLabelsStatus, selectStatesStatus, useStoreApi } from '@cairn/state';

/**
 * Loads a project's cycles once (and again after a failure, on the next visit), with the members, labels and states
 * their owners, breakdowns and items are named by; loads the store already satisfied (boot, an earlier screen) are skipped.
 */
export function useProjectCycles(slug: string, projectId: string, canRead: boolean): void {
  const storeApi = useStoreApi();
  useEffect(() => {
    if (!canRead || !slug || !projectId) return;
    const s = storeApi.getState();
    const status = selectCyclesStatus(s, projectId);
    if (status === 'idle' || status === 'error') void s.loadProjectCycles(slug, projectId);
    if (!s.projectMemberIdsByProject[projectId]) void s.loadProjectMembers(slug, projectId);
    if (selectLabelsStatus(s, projectId) === 'idle') void s.loadProjectLabels(slug, projectId);
    if (selectStatesStatus(s, projectId) === 'idle') void s.loadProjectStates(slug, projectId);
  }, [storeApi, slug, projectId, canRead]);
}
