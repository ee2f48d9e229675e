import { WORK_ITEM_TEXT } from '@cairn/types';
import type { Reaction, WORK_ITEM_EXPANDS, WorkItem, WorkItemDetail, WorkItemServiceType } from '@cairn/types';
import { isApiError } from '@cairn/services';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { putItemAttachments } from '../attachments/attachments.slice';
import { putItemLinks } from '../work-item-links/work-item-links.slice';
import { fetchOrThrow } from './work-item-fetch';
import { putWorkItem, workItemKey, type WorkItemRecord } from './work-item-records';

/** What a detail fetch may expand. */
export type WorkItemExpand = (typeof WORK_ITEM_EXPANDS)[number];

/** Options of a detail fetch. */
export interface LoadWorkItemOptions {
  expand?: readonly WorkItemExpand[];
  type?: WorkItemServiceType;
}

/** Work items by id (every list, detail and picker reads them from here) and reactions on items. */
export interface WorkItemsSlice {
  workItemsById: Record<string, WorkItemRecord>;
  /** item id → its reactions (from loadWorkItemReactions or an expanded detail). */
  workItemReactionsByItem: Record<string, Reaction[]>;
  /**
   * GET {type}/?search=…: the project's items (not archived, not drafts) whose name or number matches, most recently
   * updated first, at most `WORK_ITEM_SEARCH_LIMIT`; stores them and answers their ids in that order (pickers; lists
   * are the work-item-lists slice's). Rethrows.
   */
  searchWorkItems(slug: string, projectId: string, search?: string): Promise<string[]>;
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
export function initialWorkItemsState(): Pick<WorkItemsSlice, 'workItemsById' | 'workItemReactionsByItem'> {
  return { workItemsById: {}, workItemReactionsByItem: {} };
}

/** How many items one picker search answers. */
export const WORK_ITEM_SEARCH_LIMIT = 50;

const notFoundText = (error: unknown) => (isApiError(error) && error.status === 404 ? WORK_ITEM_TEXT.workItemNotFound : undefined);
/** A 404 of one item is shown by the screen that asked (the detail's not-found page, the peek's), not as a toast too. */
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function storeDetail(d: Draft<WebState>, detail: WorkItemDetail): void {
  putWorkItem(d, detail);
  if (detail.issue_link) putItemLinks(d, detail.id, detail.issue_link);
  if (detail.issue_attachments) putItemAttachments(d, detail.id, detail.issue_attachments);
  if (detail.issue_reactions) d.workItemReactionsByItem[detail.id] = detail.issue_reactions;
}

/** Creates the work-items slice (reads and reactions; the writes that move items between lists are in cross/work-item.actions.ts). */
export function createWorkItemsSlice({ store, deps }: SliceContext): WorkItemsSlice {
  const { workItems, reactions } = deps.services;
  return {
    ...initialWorkItemsState(),
    searchWorkItems: (slug, projectId, search = '') => fetchOrThrow(store, {
      action: 'workItems/searchWorkItems',
      call: () => workItems.list(slug, projectId, { per_page: WORK_ITEM_SEARCH_LIMIT, order_by: '-updated_at', ...(search.trim() ? { search: search.trim() } : {}) }),
      done: (d, page) => {
        for (const item of page.results) putWorkItem(d, item);
      },
      failed: () => undefined,
    }).then((page) => page.results.map((item) => item.id)),
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
      quiet: isNotFound,
    }),
    loadWorkItemByIdentifier: (slug, projectIdentifier, sequence) => fetchOrThrow(store, {
      action: 'workItems/loadWorkItemByIdentifier',
      call: () => workItems.getByIdentifier(slug, projectIdentifier, sequence),
      done: storeDetail,
      failed: () => undefined,
      errorText: notFoundText,
      quiet: isNotFound,
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
