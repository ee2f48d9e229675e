import { useCallback, useMemo } from 'react';
import { selectProject, selectProjectWorkItems, selectWorkItemListMeta, useAppStore, useStoreApi } from '@cairn/state';
import type { PickableItem } from '../components/WorkItemPickerModal';
import { workItemKey } from '../paths';

/**
 * The project's listed items as picker entries (minus `exclude`), and `ensure()` to load the list first when no screen
 * loaded it yet (the detail page opened straight from a link).
 */
export function usePickableItems(slug: string, projectId: string, exclude: readonly string[] = []) {
  const storeApi = useStoreApi();
  const items = useAppStore((s) => selectProjectWorkItems(s, projectId));
  const identifier = useAppStore((s) => selectProject(s, projectId)?.identifier);
  const excluded = exclude.join(',');
  const pickable = useMemo<PickableItem[]>(() => {
    const skip = new Set(excluded.split(','));
    return items.filter((i) => !skip.has(i.id)).map((i) => ({ id: i.id, key: workItemKey(i.project_identifier ?? identifier, i.sequence_id), name: i.name }));
  }, [items, identifier, excluded]);
  const ensure = useCallback(() => {
    const s = storeApi.getState();
    if (!slug || !projectId || selectWorkItemListMeta(s, projectId) || s.workItemLoaderByProject[projectId]) return;
    // A failed load toasts; the picker then offers what is known.
    s.loadWorkItems(slug, projectId).catch(() => undefined);
  }, [storeApi, slug, projectId]);
  return { pickable, ensure };
}
