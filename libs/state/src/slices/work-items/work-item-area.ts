import type { Draft } from 'immer';
import type { WebState } from '../../core/types';
import { initialWorkItemsState } from './work-items.slice';
import { initialSubIssuesState } from '../sub-issues/sub-issues.slice';
import { initialCommentsState } from '../comments/comments.slice';
import { initialActivityState } from '../activity/activity.slice';
import { initialWorkItemLinksState } from '../work-item-links/work-item-links.slice';
import { initialRelationsState } from '../relations/relations.slice';
import { initialAttachmentsState } from '../attachments/attachments.slice';
import { initialWorkspaceDraftsState } from '../workspace-drafts/workspace-drafts.slice';
import { dropProjectLists, initialWorkItemListsState } from '../work-item-lists/work-item-lists.slice';

/** The starting data of every work-item area slice (for resetStore's initialData). */
export function initialWorkItemAreaState() {
  return {
    ...initialWorkItemsState(), ...initialSubIssuesState(), ...initialCommentsState(), ...initialActivityState(), ...initialWorkItemLinksState(),
    ...initialRelationsState(), ...initialAttachmentsState(), ...initialWorkspaceDraftsState(), ...initialWorkItemListsState(),
  };
}

/** Forgets a project's work items and everything kept per item (for dropProjectData). */
export function dropProjectWorkItemArea(d: Draft<WebState>, projectId: string): void {
  const itemIds = Object.keys(d.workItemsById).filter((id) => d.workItemsById[id]?.project_id === projectId);
  for (const itemId of itemIds) {
    delete d.workItemsById[itemId];
    delete d.workItemReactionsByItem[itemId];
    delete d.subIssueIdsByParent[itemId];
    delete d.subIssueDistributionByParent[itemId];
    delete d.subIssuesLoaderByParent[itemId];
    for (const id of d.commentIdsByItem[itemId] ?? []) delete d.commentsById[id];
    delete d.commentIdsByItem[itemId];
    delete d.activityByItem[itemId];
    delete d.activityLoaderByItem[itemId];
    for (const id of d.linkIdsByItem[itemId] ?? []) delete d.linksById[id];
    delete d.linkIdsByItem[itemId];
    delete d.relationsByItem[itemId];
    for (const id of d.attachmentIdsByItem[itemId] ?? []) delete d.attachmentsById[id];
    delete d.attachmentIdsByItem[itemId];
    delete d.attachmentUploadsByItem[itemId];
  }
  dropProjectLists(d, projectId);
}
