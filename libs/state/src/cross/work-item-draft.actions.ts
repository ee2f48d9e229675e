import { WORK_ITEM_TEXT } from '@cairn/types';
import type { WorkItem } from '@cairn/types';
import { refuse } from '../core/confirmed';
import { mutate } from '../core/mutate';
import { applyConfirmedWorkItem } from '../live/live-apply';
import type { SliceContext } from '../core/types';
import { dropWorkspaceDraft, workspaceDraftKey } from '../slices/workspace-drafts/workspace-drafts.slice';

/** Workspace-draft actions that also touch the work items. */
export interface WorkItemDraftCrossActions {
  /**
   * POST draft-to-issue/{id}/: the draft leaves the list at once and the count drops by 1 (spec §4 "move"); the
   * server's new item joins its project's list. A draft without a project is refused ('Choose a project before
   * creating the work item'). Rethrows after rollback.
   */
  moveWorkspaceDraftToProject(slug: string, draftId: string): Promise<WorkItem>;
}

/** Creates the workspace-draft cross actions. */
export function createWorkItemDraftCrossActions({ store, deps }: SliceContext): WorkItemDraftCrossActions {
  const { workspaceDrafts } = deps.services;
  return {
    moveWorkspaceDraftToProject: (slug, draftId) => {
      const draft = store.getState().workspaceDraftsById[draftId];
      if (!draft) return refuse(store, WORK_ITEM_TEXT.draftNotFound);
      if (!draft.project_id) return refuse(store, WORK_ITEM_TEXT.draftNeedsProject);
      return mutate(store, {
        key: workspaceDraftKey(draftId),
        apply: (d) => dropWorkspaceDraft(d, slug, draftId),
        call: () => workspaceDrafts.toIssue(slug, draftId),
      }).then((item) => {
        // The new item goes through the one confirmed-change path: record, the loaded lists it belongs to, the cache.
        if (item?.id) applyConfirmedWorkItem(store, deps, slug, item, { fromOthers: false, sameVersionToo: true });
        return item;
      });
    },
  };
}
