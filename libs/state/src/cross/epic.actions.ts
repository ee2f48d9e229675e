import { WORK_ITEM_TEXT } from '@cairn/types';
import type { WorkItem } from '@cairn/types';
import { refuse } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext } from '../core/types';
import { putWorkItem, workItemKey } from '../slices/work-items/work-item-records';
import { applyConfirmedWorkItem } from '../live/live-apply';

/** Epic actions that are not the work-item family's (issue 14). */
export interface EpicCrossActions {
  /**
   * Optimistic POST issues/{id}/convert/ `{is_epic}`: the item becomes an epic (it leaves the loaded work-item lists and
   * may enter the epics lists) or an epic becomes a work item; the server's row goes through the one confirmed path.
   * An item missing locally → 'Work item not found'. Rollback + toast + rethrow.
   */
  convertWorkItem(slug: string, projectId: string, itemId: string, isEpic: boolean): Promise<WorkItem | undefined>;
}

/** Creates the epic actions. */
export function createEpicCrossActions({ store, deps }: SliceContext): EpicCrossActions {
  const { epics } = deps.services;
  return {
    convertWorkItem: (slug, projectId, itemId, isEpic) => {
      if (!store.getState().workItemsById[itemId]) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      return mutate(store, {
        key: workItemKey(itemId),
        follow: { ids: [itemId] },
        apply: (d) => {
          const item = d.workItemsById[itemId];
          if (item) item.is_epic = isEpic;
        },
        call: () => epics.convert(slug, projectId, itemId, isEpic),
        commit: (d, saved) => {
          if (saved && typeof saved === 'object' && d.workItemsById[itemId]) putWorkItem(d, saved);
        },
      }).then((saved) => {
        if (saved && typeof saved === 'object' && 'id' in saved) applyConfirmedWorkItem(store, deps, slug, saved, { fromOthers: false, sameVersionToo: true });
        return saved;
      });
    },
  };
}
