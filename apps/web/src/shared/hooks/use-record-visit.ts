import { useEffect } from 'react';
import { useStoreApi } from '@cairn/state';
import type { RecentVisitEntity } from '@cairn/types';

/**
 * Records that the user opened a work item, page or project (home's Recents: POST recent-visits/), once the id is
 * known. Fire-and-forget; the store sends one visit per entity per minute at most.
 */
export function useRecordVisit(slug: string | undefined, entityName: RecentVisitEntity, entityId: string | null | undefined, projectId?: string | null) {
  const store = useStoreApi();
  useEffect(() => {
    if (!slug || !entityId) return;
    store.getState().recordVisit(slug, { entity_name: entityName, entity_identifier: entityId, ...(projectId ? { project_id: projectId } : {}) });
  }, [store, slug, entityName, entityId, projectId]);
}
