import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ROLE, type WorkItem, type WorkItemCreate, type WorkItemUpdate } from '@cairn/types';
import { selectProjectRole, useStoreApi, type ListContext } from '@cairn/state';
import { PEEK_PARAM } from '../../work-items';
import type { LayoutMove } from '../layouts/grouped-layout-props';

/**
 * The writes a list's layouts start, bound to the list's context: inline edits (updateWorkItem), quick adds
 * (quickAddWorkItem, which fills the group's values), kanban moves (moveWorkItemInList), and opening the peek.
 * The store toasts and rolls back failures; here they are swallowed.
 */
export function useListActions(slug: string, ctx: ListContext) {
  const storeApi = useStoreApi();
  const [params, setParams] = useSearchParams();

  const onUpdate = useCallback(
    (item: WorkItem, patch: WorkItemUpdate) => {
      const s = storeApi.getState();
      // Lists that mix projects may hold items of a project where the user is a guest: read only there.
      if (selectProjectRole(s, item.project_id) === ROLE.GUEST) return;
      void s.updateWorkItem(slug, item.project_id, item.id, patch).catch(() => undefined);
    },
    [storeApi, slug],
  );

  const onQuickAdd = useCallback(
    (name: string, preset: Partial<WorkItemCreate>, place: { groupKey?: string; subGroupKey?: string; projectId?: string } = {}) => {
      void storeApi.getState().quickAddWorkItem(slug, ctx, { ...preset, name }, place).catch(() => undefined);
    },
    [storeApi, slug, ctx],
  );

  const onMove = useCallback(
    (item: WorkItem, move: LayoutMove) => {
      void storeApi.getState().moveWorkItemInList(slug, ctx, item.id, move).catch(() => undefined);
    },
    [storeApi, slug, ctx],
  );

  const peekId = params.get(PEEK_PARAM);
  const setPeek = useCallback(
    (id: string | null) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set(PEEK_PARAM, id);
        else next.delete(PEEK_PARAM);
        return next;
      });
    },
    [setParams],
  );
  const onOpen = useCallback((item: WorkItem) => setPeek(item.id), [setPeek]);

  return { onUpdate, onQuickAdd, onMove, onOpen, peekId, setPeek };
}
