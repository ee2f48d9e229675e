import { WORK_ITEM_TEXT } from '@cairn/types';
import type { BulkOperation, StateGroup, WorkItem, WorkItemCreate, WorkItemServiceType, WorkItemUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined, refuse } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext, WebState } from '../core/types';
import { getWorkspaceBySlug } from '../slices/workspaces/workspaces.selectors';
import { prependId, putWorkItem, removeId, workItemKey, type WorkItemRecord } from '../slices/work-items/work-item-records';
import { refetch } from '../slices/work-items/work-item-fetch';
import { refileSubIssue } from '../slices/sub-issues/sub-issue-refile';
import { isAncestorOrSelf } from '../slices/sub-issues/sub-issues.slice';
import { syncListsAround } from '../slices/work-item-lists/list-placement';

/** Options of a work-item write: the service type (issues or epics) picks the path family. */
export interface WorkItemWriteOptions {
  type?: WorkItemServiceType;
}

/** Options of a create: the client id may be chosen by the caller (quick add places it before the call). */
export interface WorkItemCreateOptions extends WorkItemWriteOptions {
  /** The new item's id (default deps.newId(), a UUIDv7 in the app). */
  id?: string;
}

/** The properties a bulk update sets on every listed item. */
export type BulkWorkItemProperties = BulkOperation['properties'];

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

/** The state group of a state id as the store knows it (unknown states keep the item's group). */
function groupOf(d: Draft<WebState> | WebState, stateId: string | null, fallback: StateGroup | null): StateGroup | null {
  if (stateId === null) return null;
  return d.statesById[stateId]?.group ?? fallback;
}

/** Applies a change to a stored item, re-filing it among sub-items and lists as the spec asks. */
export function applyChange(d: Draft<WebState>, item: Draft<WorkItemRecord>, data: WorkItemUpdate | BulkWorkItemProperties): void {
  const from = { parent_id: item.parent_id, group: item.state__group };
  const wasDraft = item.is_draft;
  assignDefined(item, data as Partial<WorkItemRecord>);
  if (data.state_id !== undefined) item.state__group = groupOf(d, data.state_id, from.group);
  refileSubIssue(d, item.id, from, { parent_id: item.parent_id, group: item.state__group });
  if (wasDraft && !item.is_draft && !item.archived_at) prependId(d.workItemIdsByProject[item.project_id], item.id);
  if (!wasDraft && item.is_draft) removeId(d.workItemIdsByProject[item.project_id], item.id);
}

/** Takes an item out of every list it is in (project, archived, its parent's sub-items). */
function unlist(d: Draft<WebState>, item: Draft<WorkItemRecord>): void {
  const listed = removeId(d.workItemIdsByProject[item.project_id], item.id);
  removeId(d.archivedWorkItemIdsByProject[item.project_id], item.id);
  const meta = d.workItemListMetaByProject[item.project_id];
  if (meta && listed) meta.total_count = Math.max(0, meta.total_count - 1);
}

/** Archives a stored item: archived_at, out of the project list, into the archived list. */
export function archive(d: Draft<WebState>, itemId: string, at: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  unlist(d, item);
  item.archived_at = at;
  prependId(d.archivedWorkItemIdsByProject[item.project_id], itemId);
}

/** Drops a stored item: out of every list and its parent, its own sub-item data and record gone. */
export function remove(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  unlist(d, item);
  refileSubIssue(d, itemId, { parent_id: item.parent_id, group: item.state__group }, { parent_id: null, group: item.state__group });
  delete d.subIssueIdsByParent[itemId];
  delete d.subIssueDistributionByParent[itemId];
  delete d.workItemsById[itemId];
}

/** Restores a stored item: archived_at null, out of the archived list, back at the top of the project list. */
export function unarchive(d: Draft<WebState>, itemId: string): void {
  const item = d.workItemsById[itemId];
  if (!item) return;
  item.archived_at = null;
  removeId(d.archivedWorkItemIdsByProject[item.project_id], itemId);
  if (!item.is_draft) prependId(d.workItemIdsByProject[item.project_id], itemId);
}

/** Creates the cross-slice work-item actions. */
export function createWorkItemCrossActions({ store, deps }: SliceContext): WorkItemCrossActions {
  const { workItems } = deps.services;
  const missing = (ids: string[]) => ids.some((id) => !store.getState().workItemsById[id]);
  // Once saved, the item enters the loaded lists it now belongs to (lists follow item writes; see list-entry.ts).
  const entering = (slug: string, itemId: string) => <T>(result: T): T => {
    store.getState().enterWorkItemInLists(slug, itemId);
    return result;
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
        sub_issues_count: 0, attachment_count: 0, link_count: 0, parent_id: data.parent_id ?? null, cycle_id: null, module_ids: [], type_id: data.type_id ?? null,
        created_at: now, updated_at: now, start_date: data.start_date ?? null, target_date: data.target_date ?? null, completed_at: null, archived_at: null,
        deleted_at: null, created_by: state.currentUser?.id ?? null, updated_by: null, is_draft: data.is_draft ?? false, is_subscribed: true,
        is_epic: options.type === 'epics', project_identifier: project?.identifier,
      };
      return mutate(store, {
        key: workItemKey(id),
        apply: (d) => {
          d.workItemsById[id] = record;
          if (!record.is_draft) {
            (d.workItemIdsByProject[projectId] ??= []).unshift(id);
            const meta = d.workItemListMetaByProject[projectId];
            if (meta) meta.total_count += 1;
          }
          refileSubIssue(d, id, { parent_id: null, group: record.state__group }, { parent_id: record.parent_id, group: record.state__group });
        },
        call: () => workItems.create(slug, projectId, { id, ...data }, options.type),
        commit: commitItem(id),
      }).then(entering(slug, id));
    },
    updateWorkItem: (slug, projectId, itemId, data, options = {}) => {
      const byId = store.getState().workItemsById;
      if (!byId[itemId]) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      if (data.parent_id && !byId[data.parent_id]) return refuse(store, WORK_ITEM_TEXT.parentNotFound);
      if (data.parent_id && isAncestorOrSelf(byId, itemId, data.parent_id)) return refuse(store, WORK_ITEM_TEXT.parentLoop);
      return syncListsAround(store, [itemId], () => mutate(store, {
        key: workItemKey(itemId),
        apply: (d) => {
          const item = d.workItemsById[itemId];
          if (item) applyChange(d, item, data);
        },
        call: () => workItems.update(slug, projectId, itemId, data, options.type),
        commit: commitItem(itemId),
      })).then(entering(slug, itemId));
    },
    deleteWorkItem: (slug, projectId, itemId, options = {}) => syncListsAround(store, [itemId], () => mutate(store, {
      key: workItemKey(itemId),
      apply: (d) => remove(d, itemId),
      call: () => workItems.delete(slug, projectId, itemId, options.type),
    })),
    archiveWorkItem: (slug, projectId, itemId, options = {}) => syncListsAround(store, [itemId], () => mutate(store, {
      key: workItemKey(itemId),
      apply: (d) => archive(d, itemId, deps.now().toISOString()),
      call: () => workItems.archive(slug, projectId, itemId, options.type),
      commit: (d, answer) => {
        const item = d.workItemsById[itemId];
        if (item && answer?.archived_at) item.archived_at = answer.archived_at;
      },
    })).then(() => undefined),
    restoreWorkItem: (slug, projectId, itemId, options = {}) => syncListsAround(store, [itemId], () => mutate(store, {
      key: workItemKey(itemId),
      apply: (d) => unarchive(d, itemId),
      call: () => workItems.restore(slug, projectId, itemId, options.type),
      commit: commitItem(itemId),
    })).then(entering(slug, itemId)).then(() => undefined),
    bulkUpdateWorkItems: (slug, projectId, itemIds, properties) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      return syncListsAround(store, itemIds, () => mutate(store, {
        key: `workItems:bulk:${projectId}`,
        apply: (d) => {
          for (const id of itemIds) {
            const item = d.workItemsById[id];
            if (item) applyChange(d, item, properties);
          }
        },
        call: () => workItems.bulkOperation(slug, projectId, { issue_ids: itemIds, properties }),
      }));
    },
    bulkDeleteWorkItems: (slug, projectId, itemIds) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      return syncListsAround(store, itemIds, () => mutate(store, {
        key: `workItems:bulk:${projectId}`,
        apply: (d) => {
          for (const id of itemIds) remove(d, id);
        },
        call: () => workItems.bulkDelete(slug, projectId, itemIds),
      }));
    },
    bulkArchiveWorkItems: (slug, projectId, itemIds) => {
      if (missing(itemIds)) return refuse(store, WORK_ITEM_TEXT.workItemNotFound);
      const now = deps.now().toISOString();
      return syncListsAround(store, itemIds, () => mutate(store, {
        key: `workItems:bulk:${projectId}`,
        apply: (d) => {
          for (const id of itemIds) archive(d, id, now);
        },
        call: () => workItems.bulkArchive(slug, projectId, itemIds),
      })).then(() => undefined);
    },
    setWorkItemSubscription,
    toggleWorkItemSubscription: (slug, projectId, itemId) =>
      setWorkItemSubscription(slug, projectId, itemId, !store.getState().workItemsById[itemId]?.is_subscribed),
  };
}
