import { useEffect, useRef } from 'react';
import { useAppStore, useStoreApi, type ListContext, type WorkItemListState } from '@cairn/state';

/**
 * Bridge: createWorkItem (the create dialog, the C shortcut) does not place the new item in the loaded context lists
 * (only quick add does). A project list therefore notes the live items of its project created in this browser
 * (optimistic records have sequence_id 0) that it does not hold, and asks again once the server has saved one.
 * Drop this hook once createWorkItem syncs the lists itself.
 */
export function useCreatedElsewhere(ctx: ListContext, list: WorkItemListState | undefined, reload: () => void): void {
  const storeApi = useStoreApi();
  const projectId = ctx.kind === 'project' ? ctx.projectId : undefined;
  const byId = useAppStore((s) => s.workItemsById);
  const pending = useRef(new Set<string>());
  useEffect(() => {
    if (!projectId || !list) return;
    const present = new Set(list.ids);
    let saved = false;
    // createWorkItem puts new ids first in the project's plain list; the head is enough.
    for (const id of storeApi.getState().workItemIdsByProject[projectId]?.slice(0, 20) ?? []) {
      const item = byId[id];
      if (!item || present.has(id) || item.is_draft || item.archived_at) continue;
      if (item.sequence_id === 0) pending.current.add(id);
      else if (pending.current.delete(id)) saved = true;
    }
    if (saved) reload();
  }, [storeApi, projectId, list, byId, reload]);
}
