import { WORK_ITEM_TEXT } from '@cairn/types';
import type { WorkItem } from '@cairn/types';
import { refuse } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext } from '../core/types';
import { dropWorkspaceDraft, workspaceDraftKey } from '../slices/workspace-drafts/workspace-drafts.slice';
import { prependId, putWorkItem } from '../slices/work-items/work-item-records';

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
        commit: (d, item) => {
          if (!item?.id) return;
          putWorkItem(d, item);
          prependId(d.workItemIdsByProject[item.project_id], item.id);
        },
      });
    },
  };
}
