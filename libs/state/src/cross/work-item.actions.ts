import { WORK_ITEM_TEXT } from '@cairn/types';
import type { WorkItem, WorkItemCreate, WorkItemServiceType, WorkItemUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext, WebState } from '../core/types';
import { getWorkspaceBySlug } from '../slices/workspaces/workspaces.selectors';
import { putWorkItem, workItemKey, type WorkItemRecord } from '../slices/work-items/work-item-records';
import { refetch } from '../slices/work-items/work-item-fetch';
import { refileSubIssue } from '../slices/sub-issues/sub-issue-refile';
import { applyChange, archive, groupOf, remove, unarchive, type BulkWorkItemProperties } from '../slices/work-items/work-item-changes';
import { isAncestorOrSelf } from '../slices/sub-issues/sub-issues.slice';
import type { ListPlacement } from '../slices/work-item-lists/list-placement';
import { confirmedCacheWrites } from '../slices/local-cache/local-cache-writes';
import { applyConfirmedWorkItem } from '../live/live-apply';
import { beginUndoable } from '../slices/undo/undo.slice';

/** Options of a work-item write: the service type (issues or epics) picks the path family. */
export interface WorkItemWriteOptions {
  type?: WorkItemServiceType;
  /** Where the item goes in one loaded list on the optimistic change (a drop position, quick add's row). */
  placement?: ListPlacement;
  /** false: not kept for undo (undo's own reverse change). Default: an update is kept (slices/undo); a drag also toasts "… updated" with Undo. */
  undoable?: boolean;
}

/** Options of a create: the client id may be chosen by the caller (quick add places it before the call). */
export interface WorkItemCreateOptions extends WorkItemWriteOptions {
  /** The new item's id (default deps.newId(), a UUIDv7 in the app). */
  id?: string;
}

export type { BulkWorkItemProperties } from '../slices/work-items/work-item-changes';

/** Work-item writes: they move items between project, archived and sub-item lists, so they span slices. */
export interface WorkItemCrossActions {
  /**
   * Optimistic POST {type}/ with a client-generated id (deps.newId, UUIDv7 in the app): the item appears first in the
   * project's list (drafts are not listed) and under its parent; sequence_id is 0 until the server answers. Rethrows after rollback.
   */
  createWorkItem(slug: string, projectId: string, data: Omit<WorkItemCreate, 'id'>, options?: WorkItemCreateOptions): Promise<WorkItem>;
  /**
   * Optimistic PATCH: a new state moves the item between its parent's state-group counts, a new parent_id between
   * the parents' sub-item lists; is_draft false lists it; loaded context lists grouped by a changed field move it between
   * groups (and back on rollback). An item missing locally → 'Work item not found'. Rollback + toast + rethrow.
   */
  updateWorkItem(slug: string, projectId: string, itemId: string, data: WorkItemUpdate, options?: WorkItemWriteOptions): Promise<WorkItem>;
  /** Optimistic DELETE: leaves every list and its parent; rethrows after rollback. */
  deleteWorkItem(slug: string, projectId: string, itemId: string, options?: WorkItemWriteOptions): Promise<void>;
  /** Optimistic archive: archived_at = now, out of the project list, into the archived list; rethrows after rollback. */
  archiveWorkItem(slug: string, projectId: string, itemId: string, options?: WorkItemWriteOptions): Promise<void>;
  /** Optimistic restore: archived_at null, back at the top of the project list; rethrows after rollback. */
  restoreWorkItem(slug: string, projectId: string, itemId: string, options?: WorkItemWriteOptions): Promise<void>;
  /** Optimistic bulk property update; any id missing locally → 'Work item not found' before any call. Rethrows after rollback. */
  bulkUpdateWorkItems(slug: string, projectId: string, itemIds: string[], properties: BulkWorkItemProperties): Promise<void>;
  /** Optimistic bulk delete; missing ids → 'Work item not found'. */
  bulkDeleteWorkItems(slug: string, projectId: string, itemIds: string[]): Promise<void>;
  /** Optimistic bulk archive; missing ids → 'Work item not found'. */
  bulkArchiveWorkItems(slug: string, projectId: string, itemIds: string[]): Promise<void>;
  /**
   * Optimistic subscribe / unsubscribe (is_subscribed). Without a current user → 'user id not available'. On failure:
   * rollback, toast, the subscription is refetched, rethrow.
   */
  setWorkItemSubscription(slug: string, projectId: string, itemId: string, subscribed: boolean): Promise<void>;
  /** Flips the item's subscription (setWorkItemSubscription with the opposite of is_subscribed). */
  toggleWorkItemSubscription(slug: string, projectId: string, itemId: string): Promise<void>;
}

/** Creates the cross-slice work-item actions. */
export function createWorkItemCrossActions(ctx: SliceContext): WorkItemCrossActions {
  const { store, deps } = ctx;
  const { workItems } = deps.services;
  const missing = (ids: string[]) => ids.some((id) => !store.getState().workItemsById[id]);
  // The path family of a write: the one asked for, else the item's own (an epic's row edited in a list goes to epics/).
  const typeOf = (itemId: string, options: WorkItemWriteOptions): WorkItemServiceType | undefined =>
    options.type ?? (store.getState().workItemsById[itemId]?.is_epic ? 'epics' : undefined);
  const cacheWrites = confirmedCacheWrites(deps, store);
  // Once the server saved it, its row goes through the one confirmed-change path (live/live-apply.ts): record, lists it
  // now belongs to, the local cache. A write answered without a row reaches the cache by a sync.
  const confirmedRow = (slug: string) => <T>(saved: T): T => {
    if (saved && typeof saved === 'object' && 'id' in saved) applyConfirmedWorkItem(store, deps, slug, saved as unknown as WorkItem, { fromOthers: false, sameVersionToo: true });
    return saved;
  };
  const confirmedRemoval = (slug: string, ids: string[]) => () => cacheWrites.removed(slug, ids);
  const confirmedChange = (slug: string) => () => cacheWrites.changed(slug);
  // Archived: the items enter the loaded archived lists (the answer carries no row; the cache syncs).
  const confirmedArchive = (slug: string, ids: string[]) => () => {
    for (const id of ids) store.getState().enterWorkItemInLists(slug, id);
    cacheWrites.changed(slug);
  };
  const commitItem = (itemId: string) => (d: Draft<WebState>, saved: WorkItem | undefined) => {
    if (saved && typeof saved === 'object' && d.workItemsById[itemId]) putWorkItem(d, saved);
  };
  const setWorkItemSubscription = async (slug: string, projectId: string, itemId: string, subscribed: boolean) => {
    if (!store.getState().currentUser) return refuse(store, WORK_ITEM_TEXT.userIdNotAvailable);
    try {
      await mutate(store, {
        key: workItemKey(itemId),
        apply: (d) => {
          const item = d.workItemsById[itemId];
          if (item) item.is_subscribed = subscribed;
        },
        call: () => (subscribed ? workItems.subscribe(slug, projectId, itemId) : workItems.unsubscribe(slug, projectId, itemId)),
        commit: (d, answer) => {
          const item = d.workItemsById[itemId];
          if (item && typeof answer?.subscribed === 'boolean') item.is_subscribed = answer.subscribed;
        },
      }).then((answer) => {
        if (typeof answer?.subscribed === 'boolean') cacheWrites.subscribed(slug, itemId, answer.subscribed);
      });
    } catch (error) {
      // Spec §4: the server's answer settles what the rollback could only guess.
      await refetch(store.getState().loadWorkItemSubscription(slug, projectId, itemId));
      throw error;
    }
  };
  return {
    createWorkItem: (slug, projectId, data, options = {}) => {
      const state = store.getState();
      if (data.parent_id && !state.workItemsById[data.parent_id]) return refuse(store, WORK_ITEM_TEXT.parentNotFound);
      const id = options.id ?? deps.newId();
      const now = deps.now().toISOString();
      const project = state.projectsById[projectId];
      const stateId = data.state_id ?? null;
      const record: WorkItemRecord = {
        id, workspace_id: getWorkspaceBySlug(state, slug)?.id ?? project?.workspace ?? '', project_id: projectId, sequence_id: 0, name: data.name,
        description_html: data.description_html ?? '', sort_order: data.sort_order ?? 65535, state_id: stateId, state__group: groupOf(state, stateId, null),
        priority: data.priority ?? 'none', label_ids: data.label_ids ?? [], assignee_ids: data.assignee_ids ?? [], estimate_point: data.estimate_point ?? null,
        sub_issues_count: 0, attachment_count: 0, link_count: 0, parent_id: data.parent_id ?? null, cycle_id: data.cycle_id ?? null, module_ids: data.module_ids ?? [], type_id: data.type_id ?? null,
        created_at: now, updated_at: now, start_date: data.start_date ?? null, target_date: data.target_date ?? null, completed_at: null, archived_at: null,
        deleted_at: null, created_by: state.currentUser?.id ?? null, updated_by: null, is_draft: data.is_draft ?? false, is_subscribed: true,
        is_epic: options.type === 'epics', project_identifier: project?.identifier,
      };
      return mutate(store, {
        key: workItemKey(id),
        apply: (d) => {
          d.workItemsById[id] = record;
          refileSubIssue(d, id, { parent_id: null, group: record.state__group }, { parent_id: record.parent_id, group: record.state__group });
        },
        follow: { ids: [id], placement: options.placement },
        call: () => workItems.create(slug, projectId, { id, ...data }, options.type),
        commit: commitItem(id),
      }).then(confirmedRow(slug));
    },
    updateWorkItem: (slug, projectId, itemId, data, options = {}) => {
      const byId = store.getState().workItemsById;
      if (!byId[itemId]) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      if (data.parent_id && !byId[data.parent_id]) return refuse(store, WORK_ITEM_TEXT.parentNotFound);
      if (data.parent_id && isAncestorOrSelf(byId, itemId, data.parent_id)) return refuse(store, WORK_ITEM_TEXT.parentLoop);
      // Kept for undo once confirmed; a drag (a drop placement) also shows "… updated" with Undo.
      const undoable = options.undoable === false ? undefined : beginUndoable(ctx, { slug, projectId, itemIds: [itemId], data, type: options.type, toast: Boolean(options.placement) });
      return mutate(store, {
        key: workItemKey(itemId),
        follow: { ids: [itemId], placement: options.placement },
        apply: (d) => {
          const item = d.workItemsById[itemId];
          if (item) applyChange(d, item, data);
        },
        call: () => workItems.update(slug, projectId, itemId, data, typeOf(itemId, options)),
        commit: commitItem(itemId),
      }).then(confirmedRow(slug)).then((saved) => {
        undoable?.();
        return saved;
      });
    },
    deleteWorkItem: (slug, projectId, itemId, options = {}) => mutate(store, {
      key: workItemKey(itemId),
      follow: { ids: [itemId] },
      apply: (d) => remove(d, itemId),
      call: () => workItems.delete(slug, projectId, itemId, typeOf(itemId, options)),
    }).then(confirmedRemoval(slug, [itemId])),
    archiveWorkItem: (slug, projectId, itemId, options = {}) => mutate(store, {
      key: workItemKey(itemId),
      follow: { ids: [itemId] },
      apply: (d) => archive(d, itemId, deps.now().toISOString()),
      call: () => workItems.archive(slug, projectId, itemId, typeOf(itemId, options)),
      commit: (d, answer) => {
        const item = d.workItemsById[itemId];
        if (item && answer?.archived_at) item.archived_at = answer.archived_at;
      },
    }).then(confirmedArchive(slug, [itemId])),
    restoreWorkItem: (slug, projectId, itemId, options = {}) => mutate(store, {
      key: workItemKey(itemId),
      follow: { ids: [itemId] },
      apply: (d) => unarchive(d, itemId),
      call: () => workItems.restore(slug, projectId, itemId, typeOf(itemId, options)),
      commit: commitItem(itemId),
    }).then(confirmedRow(slug)).then(() => undefined),
    bulkUpdateWorkItems: (slug, projectId, itemIds, properties) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      const undoable = beginUndoable(ctx, { slug, projectId, itemIds, data: properties, toast: true });
      return mutate(store, {
        key: `workItems:bulk:${projectId}`,
        follow: { ids: itemIds },
        apply: (d) => {
          for (const id of itemIds) {
            const item = d.workItemsById[id];
            if (item) applyChange(d, item, properties);
          }
        },
        call: () => workItems.bulkOperation(slug, projectId, { issue_ids: itemIds, properties }),
      }).then(confirmedChange(slug)).then(() => undoable?.());
    },
    bulkDeleteWorkItems: (slug, projectId, itemIds) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      return mutate(store, {
        key: `workItems:bulk:${projectId}`,
        follow: { ids: itemIds },
        apply: (d) => {
          for (const id of itemIds) remove(d, id);
        },
        call: () => workItems.bulkDelete(slug, projectId, itemIds),
      }).then(confirmedRemoval(slug, itemIds));
    },
    bulkArchiveWorkItems: (slug, projectId, itemIds) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      const now = deps.now().toISOString();
      return mutate(store, {
        key: `workItems:bulk:${projectId}`,
        follow: { ids: itemIds },
        apply: (d) => {
          for (const id of itemIds) archive(d, id, now);
        },
        call: () => workItems.bulkArchive(slug, projectId, itemIds),
      }).then(confirmedArchive(slug, itemIds));
    },
    setWorkItemSubscription,
    toggleWorkItemSubscription: (slug, projectId, itemId) =>
      setWorkItemSubscription(slug, projectId, itemId, !store.getState().workItemsById[itemId]?.is_subscribed),
  };
}
