import { useEffect, useState } from 'react';
import type { WorkItemLite, WorkItemServiceType } from '@cairn/types';
import { useStoreApi } from '@cairn/state';

/** Where the detail's own fetch stands. */
export type DetailStatus = 'loading' | 'ready' | 'missing';

const ignore = () => undefined;

/**
 * Loads what the detail shows: the item (with reactions, attachments, links and parent), its sub-work-items,
 * relations, property activity and comments. Each load toasts its own failure (the store's handler); the item's
 * failure turns the screen into "not found" unless the item is already known. `type` epics reads an epic (epics/{id}/ and
 * its children); without it, a known epic is read as one too.
 */
export function useWorkItemLoads(slug: string, projectId: string, itemId: string, type?: WorkItemServiceType) {
  const storeApi = useStoreApi();
  const [status, setStatus] = useState<DetailStatus>('loading');
  const [parent, setParent] = useState<WorkItemLite | null>(null);
  useEffect(() => {
    if (!slug || !projectId || !itemId) return;
    let live = true;
    const s = storeApi.getState();
    const as = type ?? (s.workItemsById[itemId]?.is_epic ? 'epics' : undefined);
    s.loadWorkItem(slug, projectId, itemId, { expand: ['issue_reactions', 'issue_attachments', 'issue_link', 'parent'], type: as })
      .then((detail) => {
        if (!live) return;
        setParent(detail.parent ?? null);
        setStatus('ready');
      })
      .catch(() => {
        if (live) setStatus(storeApi.getState().workItemsById[itemId] ? 'ready' : 'missing');
      });
    s.loadSubIssues(slug, projectId, itemId, as).catch(ignore);
    s.loadWorkItemRelations(slug, projectId, itemId).catch(ignore);
    s.loadWorkItemActivity(slug, projectId, itemId, ['issue-property']).catch(ignore);
    s.loadComments(slug, projectId, itemId).catch(ignore);
    return () => {
      live = false;
    };
  }, [storeApi, slug, projectId, itemId, type]);
  return { status, parent };
}
