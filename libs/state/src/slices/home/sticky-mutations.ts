import { homeMoveSortOrder, homeTopSortOrder, STICKY_PAGE_SIZE } from '@cairn/types';
import type { HomeDropPosition, Sticky, StickyCreate, StickyPage, StickyUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import {
  provisionalSticky, sortStickyIds, STICKY_AUTOSAVE_MS, STICKY_FIRST_CURSOR, stickyBatchesOf, stickyKey, type StickyBatch as Batch,
} from './home-records';

/** The stickies' reads and writes (spec §3 Sticky, §4, §5). */
export interface StickyMutations {
  /** GET stickies/ (first page; `query` searches). Never throws (a failure toasts). */
  loadStickies(slug: string, query?: string): Promise<void>;
  /** GET the next page of the current search; no call when there is none. Never throws. */
  loadMoreStickies(slug: string): Promise<void>;
  /** Turns the add-new flag on or off (the "+" button turns it on). */
  setStickyAddNew(on: boolean): void;
  /** The sticky being edited (or none). */
  setActiveSticky(id: string | null): void;
  /**
   * Optimistic POST stickies/, only while the add-new flag is on (spec §5; answers undefined and calls nothing when it is
   * off). The flag is used up; the sticky is prepended (largest sort_order + 10000) and becomes active and recent.
   */
  createSticky(slug: string, body?: Omit<StickyCreate, 'id' | 'sort_order'>): Promise<Sticky | undefined>;
  /** Optimistic PATCH stickies/{id}/ now (colour, name…). Rethrows after rollback (toast). */
  updateSticky(slug: string, id: string, body: StickyUpdate): Promise<void>;
  /**
   * Autosave: the change shows at once; the edits of STICKY_AUTOSAVE_MS are sent as one PATCH. A refused save rolls
   * every edit of that batch back (one toast).
   */
  editSticky(slug: string, id: string, body: StickyUpdate): Promise<void>;
  /** Sends the waiting autosave batches now (leaving the page, tests). */
  flushStickyEdits(): void;
  /** Optimistic DELETE stickies/{id}/. Rethrows after rollback (toast). */
  deleteSticky(slug: string, id: string): Promise<void>;
  /**
   * Drag reorder (spec §4): `id` dropped `position` the sticky `targetId` in the loaded list (sort_order descending).
   * A failed move reverts. Answers false when there is nothing to move.
   */
  moveSticky(slug: string, id: string, targetId: string, position: HomeDropPosition): Promise<boolean>;
}

function resort(d: Draft<WebState>, slug: string) {
  const ids = d.stickyIdsBySlug[slug];
  if (ids) d.stickyIdsBySlug[slug] = sortStickyIds(ids, d.stickiesById as Record<string, Sticky>);
}

/** The sticky actions that stay in the slice (synchronous; home.slice.ts). */
export type StickySyncActions = 'setStickyAddNew' | 'setActiveSticky' | 'flushStickyEdits';

/** Creates the stickies' reads and async writes (loaded with the home screens; the synchronous ones are in the slice). */
export function createStickyMutations({ store, deps }: SliceContext): Omit<StickyMutations, StickySyncActions> {
  const { home } = deps.services;
  const batches = stickyBatchesOf(store);
  const commitSticky = (slug: string, id: string) => (d: Draft<WebState>, sticky: Sticky | undefined) => {
    if (sticky && typeof sticky === 'object' && d.stickiesById[id]) {
      d.stickiesById[id] = { ...sticky, id };
      resort(d, slug);
    }
  };
  const applyChange = (slug: string, id: string, body: StickyUpdate) => (d: Draft<WebState>) => {
    const sticky = d.stickiesById[id];
    if (!sticky) return;
    for (const [field, value] of Object.entries(body)) if (value !== undefined) (sticky as Record<string, unknown>)[field] = value;
    if (body.sort_order !== undefined) resort(d, slug);
  };
  const storePage = (slug: string, query: string, append: boolean) => (d: Draft<WebState>, page: StickyPage) => {
    if ((d.stickyQueryBySlug[slug] ?? '') !== query) return; // a newer search answered first
    for (const sticky of page.results) d.stickiesById[sticky.id] = sticky;
    const ids = page.results.map((s) => s.id);
    const merged = append ? [...(d.stickyIdsBySlug[slug] ?? []), ...ids.filter((x) => !d.stickyIdsBySlug[slug]?.includes(x))] : ids;
    d.stickyIdsBySlug[slug] = sortStickyIds(merged, d.stickiesById as Record<string, Sticky>);
    d.stickyNextCursorBySlug[slug] = page.next_page_results ? page.next_cursor : null;
    d.stickyStatusBySlug[slug] = 'ready';
  };
  const batchFor = (slug: string, id: string): Batch => {
    const open = batches.get(id);
    if (open?.timer) {
      clearTimeout(open.timer);
      open.timer = setTimeout(open.send, STICKY_AUTOSAVE_MS);
      return open;
    }
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    promise.catch(() => undefined);
    const batch: Batch = {
      slug, body: {}, timer: null, promise, reported: false,
      send: () => {
        if (batch.timer) clearTimeout(batch.timer);
        batch.timer = null;
        if (batches.get(id) === batch) batches.delete(id);
        home.updateSticky(slug, id, batch.body).then(resolve, reject);
      },
    };
    batch.timer = setTimeout(batch.send, STICKY_AUTOSAVE_MS);
    batches.set(id, batch);
    return batch;
  };
  return {
    loadStickies: async (slug, query = '') => {
      await load(store, {
        action: 'home/loadStickies',
        call: () => home.listStickies(slug, { cursor: STICKY_FIRST_CURSOR, per_page: STICKY_PAGE_SIZE, ...(query ? { query } : {}) }),
        start: (d) => {
          d.stickyQueryBySlug[slug] = query;
          d.stickyStatusBySlug[slug] = 'loading';
        },
        done: storePage(slug, query, false),
        failed: (d) => {
          d.stickyStatusBySlug[slug] = 'error';
        },
      });
    },
    loadMoreStickies: async (slug) => {
      const state = store.getState();
      const cursor = state.stickyNextCursorBySlug[slug];
      if (!cursor) return;
      const query = state.stickyQueryBySlug[slug] ?? '';
      await load(store, {
        action: 'home/loadMoreStickies',
        call: () => home.listStickies(slug, { cursor, per_page: STICKY_PAGE_SIZE, ...(query ? { query } : {}) }),
        done: storePage(slug, query, true),
      });
    },
    createSticky: async (slug, body = {}) => {
      const state = store.getState();
      if (!state.stickyAddNew) return undefined; // spec §5: creation needs the add-new flag
      const id = deps.newId();
      const ids = state.stickyIdsBySlug[slug] ?? [];
      const sortOrder = homeTopSortOrder(ids.map((x) => state.stickiesById[x]?.sort_order ?? 0));
      const record = provisionalSticky({
        id, workspaceId: getWorkspaceBySlug(state, slug)?.id ?? '', ownerId: state.currentUser?.id ?? '', now: deps.now(), sortOrder, ...body,
      });
      await mutate(store, {
        key: stickyKey(id),
        apply: (d) => {
          d.stickyAddNew = false;
          d.stickiesById[id] = record;
          d.stickyIdsBySlug[slug] = [id, ...(d.stickyIdsBySlug[slug] ?? [])];
          d.activeStickyId = id;
          d.recentStickyId = id;
        },
        call: () => home.createSticky(slug, { id, sort_order: sortOrder, ...body }),
        commit: commitSticky(slug, id),
      });
      return store.getState().stickiesById[id];
    },
    updateSticky: (slug, id, body) => mutate(store, {
      key: stickyKey(id),
      apply: applyChange(slug, id, body),
      call: () => home.updateSticky(slug, id, body),
      commit: commitSticky(slug, id),
    }).then(() => undefined),
    editSticky: (slug, id, body) => {
      const batch = batchFor(slug, id);
      Object.assign(batch.body, body);
      return mutate(store, {
        key: stickyKey(id),
        apply: (d) => {
          applyChange(slug, id, body)(d);
          d.recentStickyId = id;
        },
        call: () => batch.promise as Promise<Sticky>,
        commit: commitSticky(slug, id),
        report: (error) => {
          if (batch.reported) return;
          batch.reported = true;
          store.getState().reportError(error);
        },
      }).then(() => undefined);
    },
    deleteSticky: (slug, id) => mutate(store, {
      key: stickyKey(id),
      apply: (d) => {
        delete d.stickiesById[id];
        const ids = d.stickyIdsBySlug[slug];
        if (ids) d.stickyIdsBySlug[slug] = ids.filter((x) => x !== id);
        if (d.activeStickyId === id) d.activeStickyId = null;
        if (d.recentStickyId === id) d.recentStickyId = null;
      },
      call: () => home.deleteSticky(slug, id),
    }),
    moveSticky: async (slug, id, targetId, position) => {
      const state = store.getState();
      const rows = (state.stickyIdsBySlug[slug] ?? []).map((x) => state.stickiesById[x]).filter((s): s is Sticky => !!s);
      const sortOrder = homeMoveSortOrder(rows, id, targetId, position, 'desc');
      if (sortOrder === null) return false;
      await mutate(store, {
        key: stickyKey(id),
        apply: applyChange(slug, id, { sort_order: sortOrder }),
        call: () => home.updateSticky(slug, id, { sort_order: sortOrder }),
        commit: commitSticky(slug, id),
      });
      return true;
    },
  };
}
