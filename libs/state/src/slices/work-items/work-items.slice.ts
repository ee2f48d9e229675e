import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Reaction, WORK_ITEM_EXPANDS, WorkItem, WorkItemDetail, WorkItemPage, WorkItemServiceType } from '@cairn/types';
import { isApiError, type WorkItemListParams } from '@cairn/services';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { putItemAttachments } from '../attachments/attachments.slice';
import { putItemLinks } from '../work-item-links/work-item-links.slice';
import { fetchOrThrow } from './work-item-fetch';
import { putWorkItem, workItemKey, type WorkItemRecord } from './work-item-records';

/** Loader of a project's item list (spec §4 loader states): first load, refetch of a loaded list, next page. */
export type WorkItemLoader = 'init-loader' | 'fetch' | 'pagination' | undefined;

/** A loaded list's paging: where the next page starts and the query it was asked with. */
export interface WorkItemListMeta {
  total_count: number;
  next_cursor: string;
  next_page_results: boolean;
  params: WorkItemListParams;
}

/** What a detail fetch may expand. */
export type WorkItemExpand = (typeof WORK_ITEM_EXPANDS)[number];

/** Options of a detail fetch. */
export interface LoadWorkItemOptions {
  expand?: readonly WorkItemExpand[];
  type?: WorkItemServiceType;
}

/** Work items by id, each project's ordered list and archived list, and reactions on items. */
export interface WorkItemsSlice {
  workItemsById: Record<string, WorkItemRecord>;
  /** project id → ids of its items (not archived, not drafts) in the server's order; pages append. */
  workItemIdsByProject: Record<string, string[]>;
  /** project id → ids of its archived items. */
  archivedWorkItemIdsByProject: Record<string, string[]>;
  workItemListMetaByProject: Record<string, WorkItemListMeta>;
  workItemLoaderByProject: Record<string, WorkItemLoader>;
  /** item id → its reactions (from loadWorkItemReactions or an expanded detail). */
  workItemReactionsByItem: Record<string, Reaction[]>;
  /** GET {type}/ first page (replaces the list); the params are kept for the next pages. Rethrows after clearing the loader. */
  loadWorkItems(slug: string, projectId: string, params?: WorkItemListParams): Promise<WorkItemPage>;
  /** GET the next page with the list's params; answers undefined when there is none. Rethrows after clearing the loader. */
  loadMoreWorkItems(slug: string, projectId: string): Promise<WorkItemPage | undefined>;
  /** GET archived-issues/ (replaces the archived list). Rethrows. */
  loadArchivedWorkItems(slug: string, projectId: string, params?: WorkItemListParams): Promise<WorkItemPage>;
  /** GET {type}/list/?issues=: stores the items found (unknown ids are left out). Rethrows. */
  loadWorkItemsByIds(slug: string, projectId: string, ids: string[]): Promise<WorkItem[]>;
  /**
   * GET {type}/{id}/?expand=…: stores the item and the expanded links, attachments and reactions. A 404 shows
   * 'Work item not found'; rethrows.
   */
  loadWorkItem(slug: string, projectId: string, itemId: string, options?: LoadWorkItemOptions): Promise<WorkItemDetail>;
  /** GET workspaces/{slug}/work-items/{IDENT}-{seq}/ (the route's WEB-12 form); 404 → 'Work item not found'; rethrows. */
  loadWorkItemByIdentifier(slug: string, projectIdentifier: string, sequence: number): Promise<WorkItemDetail>;
  /** GET subscribe/: sets is_subscribed on the item; answers it. Rethrows. */
  loadWorkItemSubscription(slug: string, projectId: string, itemId: string): Promise<boolean>;
  /** GET reactions/ of the item. Rethrows. */
  loadWorkItemReactions(slug: string, projectId: string, itemId: string): Promise<Reaction[]>;
  /** Optimistic POST reactions/ by the current user ('user id not available' without one); rethrows after rollback. */
  addWorkItemReaction(slug: string, projectId: string, itemId: string, reaction: string): Promise<Reaction>;
  /** Optimistic DELETE of the current user's reaction; rethrows after rollback. */
  removeWorkItemReaction(slug: string, projectId: string, itemId: string, reaction: string): Promise<void>;
}

/** The work-items slice's data when the store starts or is reset. */
export function initialWorkItemsState(): Pick<WorkItemsSlice, 'workItemsById' | 'workItemIdsByProject' | 'archivedWorkItemIdsByProject'
  | 'workItemListMetaByProject' | 'workItemLoaderByProject' | 'workItemReactionsByItem'> {
  return {
    workItemsById: {}, workItemIdsByProject: {}, archivedWorkItemIdsByProject: {}, workItemListMetaByProject: {}, workItemLoaderByProject: {},
    workItemReactionsByItem: {},
  };
}

const notFoundText = (error: unknown) => (isApiError(error) && error.status === 404 ? WORK_ITEM_TEXT.workItemNotFound : undefined);

function storeDetail(d: Draft<WebState>, detail: WorkItemDetail): void {
  putWorkItem(d, detail);
  if (detail.issue_link) putItemLinks(d, detail.id, detail.issue_link);
  if (detail.issue_attachments) putItemAttachments(d, detail.id, detail.issue_attachments);
  if (detail.issue_reactions) d.workItemReactionsByItem[detail.id] = detail.issue_reactions;
}

function storePage(d: Draft<WebState>, projectId: string, page: WorkItemPage, params: WorkItemListParams, append: boolean): void {
  for (const item of page.results) putWorkItem(d, item);
  const ids = page.results.map((i) => i.id);
  const list = append ? (d.workItemIdsByProject[projectId] ?? []) : [];
  for (const id of ids) if (!list.includes(id)) list.push(id);
  d.workItemIdsByProject[projectId] = list;
  d.workItemListMetaByProject[projectId] = { total_count: page.total_count, next_cursor: page.next_cursor, next_page_results: page.next_page_results, params };
  d.workItemLoaderByProject[projectId] = undefined;
}

/** Creates the work-items slice (reads and reactions; the writes that move items between lists are in cross/work-item.actions.ts). */
export function createWorkItemsSlice({ store, deps }: SliceContext): WorkItemsSlice {
  const { workItems, reactions } = deps.services;
  const clearLoader = (projectId: string) => (d: Draft<WebState>) => {
    d.workItemLoaderByProject[projectId] = undefined;
  };
  return {
    ...initialWorkItemsState(),
    loadWorkItems: (slug, projectId, params = {}) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItems',
      call: () => workItems.list(slug, projectId, params),
      start: (d) => {
        d.workItemLoaderByProject[projectId] = d.workItemIdsByProject[projectId] ? 'fetch' : 'init-loader';
      },
      done: (d, page) => storePage(d, projectId, page, params, false),
      failed: clearLoader(projectId),
    }),
    loadMoreWorkItems: async (slug, projectId) => {
      const meta = store.getState().workItemListMetaByProject[projectId];
      if (!meta?.next_page_results) return undefined;
      const params = { ...meta.params, cursor: meta.next_cursor };
      return fetchOrThrow(store, {
        action: 'workItems/loadMoreWorkItems',
        call: () => workItems.list(slug, projectId, params),
        start: (d) => {
          d.workItemLoaderByProject[projectId] = 'pagination';
        },
        done: (d, page) => storePage(d, projectId, page, meta.params, true),
        failed: clearLoader(projectId),
      });
    },
    loadArchivedWorkItems: (slug, projectId, params = {}) => fetchOrThrow(store, {
      action: 'workItems/loadArchivedWorkItems',
      call: () => workItems.listArchived(slug, projectId, params),
      done: (d, page) => {
        for (const item of page.results) putWorkItem(d, item);
        d.archivedWorkItemIdsByProject[projectId] = page.results.map((i) => i.id);
      },
      failed: () => undefined,
    }),
    loadWorkItemsByIds: (slug, projectId, ids) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItemsByIds',
      call: () => workItems.listByIds(slug, projectId, ids),
      done: (d, items) => {
        for (const item of items) putWorkItem(d, item);
      },
      failed: () => undefined,
    }),
    loadWorkItem: (slug, projectId, itemId, options = {}) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItem',
      call: () => workItems.get(slug, projectId, itemId, options.expand ?? [], options.type),
      done: storeDetail,
      failed: () => undefined,
      errorText: notFoundText,
    }),
    loadWorkItemByIdentifier: (slug, projectIdentifier, sequence) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItemByIdentifier',
      call: () => workItems.getByIdentifier(slug, projectIdentifier, sequence),
      done: storeDetail,
      failed: () => undefined,
      errorText: notFoundText,
    }),
    loadWorkItemSubscription: async (slug, projectId, itemId) => {
      const status = await fetchOrThrow(store, {
        action: 'workItems/loadWorkItemSubscription',
        call: () => workItems.getSubscription(slug, projectId, itemId),
        done: (d, answer) => {
          const item = d.workItemsById[itemId];
          if (item) item.is_subscribed = answer.subscribed;
        },
        failed: () => undefined,
      });
      return status.subscribed;
    },
    loadWorkItemReactions: (slug, projectId, itemId) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItemReactions',
      call: () => reactions.list(slug, projectId, itemId),
      done: (d, list) => {
        d.workItemReactionsByItem[itemId] = list;
      },
      failed: () => undefined,
    }),
    addWorkItemReaction: (slug, projectId, itemId, reaction) => {
      const user = store.getState().currentUser;
      if (!user) return refuse(store, WORK_ITEM_TEXT.userIdNotAvailable);
      const id = deps.newId();
      return mutate(store, {
        key: `${workItemKey(itemId)}:reactions`,
        apply: (d) => {
          const list = (d.workItemReactionsByItem[itemId] ??= []);
          list.push({ id, actor: user.id, reaction, issue: itemId, created_at: deps.now().toISOString() });
        },
        call: () => reactions.add(slug, projectId, itemId, reaction),
        commit: (d, saved) => {
          const list = d.workItemReactionsByItem[itemId];
          const index = list?.findIndex((r) => r.id === id) ?? -1;
          if (list && index >= 0 && saved) list[index] = saved;
        },
      });
    },
    removeWorkItemReaction: (slug, projectId, itemId, reaction) => {
      const user = store.getState().currentUser;
      if (!user) return refuse(store, WORK_ITEM_TEXT.userIdNotAvailable);
      return mutate(store, {
        key: `${workItemKey(itemId)}:reactions`,
        apply: (d) => {
          const list = d.workItemReactionsByItem[itemId];
          if (list) d.workItemReactionsByItem[itemId] = list.filter((r) => !(r.actor === user.id && r.reaction === reaction));
        },
        call: () => reactions.remove(slug, projectId, itemId, reaction),
      });
    },
  };
}
