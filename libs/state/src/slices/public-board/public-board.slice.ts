import { SPEC_TEXT } from '@cairn/types';
import type {
  PublicBoardMeta, PublicBoardSettings, PublicCycle, PublicLabel, PublicModule, PublicPerson, PublicState, PublicWorkItem, PublicWorkItemQuery,
} from '@cairn/types';
import { isApiError } from '@cairn/services';
import type { Draft } from 'immer';
import type { StoreDeps } from '../../core/types';
import type { SpacesState, SpacesStore } from '../../core/create-spaces-store';
import {
  PUBLIC_BOARD_PAGE_SIZE, mergeNextPage, pageFromAnswer, type PublicBoardPage, type PublicBoardPageStatus, type PublicBoardStatus,
} from './public-board-records';

/** The published board the spaces viewer shows: its settings, names, lists, and the current page of items. */
export interface PublicBoardSlice {
  boardAnchor: string | undefined;
  boardStatus: PublicBoardStatus;
  boardSettings: PublicBoardSettings | undefined;
  boardMeta: PublicBoardMeta | undefined;
  boardStates: PublicState[];
  boardLabels: PublicLabel[];
  boardMembers: PublicPerson[];
  boardCycles: PublicCycle[];
  boardModules: PublicModule[];
  /** Items of the current page by id. */
  boardItemsById: Record<string, PublicWorkItem>;
  /** The current page (kept while the next query loads, so rows never flash away). */
  boardPage: PublicBoardPage | undefined;
  boardPageStatus: PublicBoardPageStatus;
  /** Groups (or '' for a flat page) whose next page is on its way. */
  boardLoadingMore: string[];
  /**
   * Opens a board: settings, meta, states, labels, members, cycles and modules in one parallel round, with the first
   * page of `query`. A 404 → 'not-found'. Never throws.
   */
  openBoard(anchor: string, query: PublicWorkItemQuery): Promise<void>;
  /** Loads the first page of another query; the current rows stay until it answers. `quiet`: no loading state, errors only logged. Never throws. */
  loadBoardItems(query: PublicWorkItemQuery, options?: { quiet?: boolean }): Promise<void>;
  /** The next page of a flat list, or of one group (`groupKey`). Never throws. */
  loadMoreBoardItems(groupKey?: string): Promise<void>;
  /** Something changed on the board (live): refetch the shown rows quietly, and the states and labels unless `itemsOnly`. */
  refreshBoard(options?: { itemsOnly?: boolean }): Promise<void>;
  /** The board went away (unpublished, live `gone`): the viewer shows its not-available page. */
  markBoardGone(): void;
  /** Puts a newer version of an item (a vote or reaction from the peek) into the board's rows. */
  putBoardItem(item: PublicWorkItem): void;
  /** Ends the session (auth.signOut), forgets the user and profile, and reloads the board as a signed-out visitor. Rethrows. */
  signOutOfBoard(): Promise<void>;
}

type BoardData = Omit<PublicBoardSlice, { [K in keyof PublicBoardSlice]: PublicBoardSlice[K] extends (...args: never[]) => unknown ? K : never }[keyof PublicBoardSlice]>;

/** The public-board slice's data when the store starts or opens another anchor. */
export function initialPublicBoardState(): BoardData {
  return {
    boardAnchor: undefined, boardStatus: 'idle', boardSettings: undefined, boardMeta: undefined, boardStates: [], boardLabels: [],
    boardMembers: [], boardCycles: [], boardModules: [], boardItemsById: {}, boardPage: undefined, boardPageStatus: 'idle', boardLoadingMore: [],
  };
}

/** What the public-board slice is built from. */
export interface PublicBoardSliceContext {
  store: SpacesStore;
  deps: StoreDeps;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** Creates the public-board slice. */
export function createPublicBoardSlice({ store, deps }: PublicBoardSliceContext): PublicBoardSlice {
  const { publicBoard, auth } = deps.services;
  const set = (recipe: (d: Draft<SpacesState>) => void, action: string) => store.setState(recipe, false, action);
  // Each first-page request and each opening gets a number: an older answer arriving late changes nothing.
  let pageRequest = 0;
  let opening = 0;

  const withPaging = (query: PublicWorkItemQuery): PublicWorkItemQuery => {
    const { cursor: _cursor, ...rest } = query;
    return { ...rest, per_page: rest.per_page ?? PUBLIC_BOARD_PAGE_SIZE };
  };

  const failPage = (error: unknown, quiet: boolean) => {
    if (isNotFound(error)) {
      set((d) => {
        d.boardStatus = 'not-found';
      }, 'publicBoard/items/gone');
      return;
    }
    if (quiet) {
      store.getState().logError(error);
      return;
    }
    set((d) => {
      d.boardPageStatus = 'error';
    }, 'publicBoard/items/failed');
    store.getState().reportError(error);
  };

  async function loadItems(anchor: string, query: PublicWorkItemQuery, quiet: boolean): Promise<void> {
    const mine = ++pageRequest;
    const asked = withPaging(query);
    if (!quiet) set((d) => {
      d.boardPageStatus = 'loading';
    }, 'publicBoard/items/start');
    try {
      const answer = await publicBoard.workItems(anchor, asked);
      if (mine !== pageRequest || store.getState().boardAnchor !== anchor) return;
      set((d) => {
        const byId: Record<string, PublicWorkItem> = {};
        d.boardPage = pageFromAnswer(asked, answer, byId);
        d.boardItemsById = byId;
        d.boardPageStatus = 'ready';
      }, 'publicBoard/items/done');
    } catch (error) {
      if (mine !== pageRequest || store.getState().boardAnchor !== anchor) return;
      failPage(error, quiet);
    }
  }

  async function loadLists(anchor: string, itemsOnly: boolean): Promise<void> {
    if (itemsOnly) return;
    const [states, labels] = await Promise.allSettled([publicBoard.states(anchor), publicBoard.labels(anchor)]);
    if (store.getState().boardAnchor !== anchor) return;
    set((d) => {
      if (states.status === 'fulfilled') d.boardStates = states.value;
      if (labels.status === 'fulfilled') d.boardLabels = labels.value;
    }, 'publicBoard/refreshLists');
  }

  return {
    ...initialPublicBoardState(),
    openBoard: async (anchor, query) => {
      const mine = ++opening;
      set((d) => {
        Object.assign(d, initialPublicBoardState());
        d.boardAnchor = anchor;
        d.boardStatus = 'loading';
      }, 'publicBoard/open/start');
      const items = loadItems(anchor, query, false);
      const [settings, meta, states, labels, members, cycles, modules] = await Promise.allSettled([
        publicBoard.settings(anchor), publicBoard.meta(anchor), publicBoard.states(anchor), publicBoard.labels(anchor),
        publicBoard.members(anchor), publicBoard.cycles(anchor), publicBoard.modules(anchor),
      ]);
      await items;
      if (mine !== opening) return;
      const required = [settings, meta];
      const failure = required.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) {
        const notFound = isNotFound(failure.reason);
        set((d) => {
          d.boardStatus = notFound ? 'not-found' : 'error';
        }, 'publicBoard/open/failed');
        if (!notFound) store.getState().reportError(failure.reason);
        return;
      }
      // The lists only name what the rows show; one that fails leaves names out rather than the board.
      for (const r of [states, labels, members, cycles, modules]) if (r.status === 'rejected') store.getState().logError(r.reason);
      set((d) => {
        if (settings.status === 'fulfilled') d.boardSettings = settings.value;
        if (meta.status === 'fulfilled') d.boardMeta = meta.value;
        if (states.status === 'fulfilled') d.boardStates = states.value;
        if (labels.status === 'fulfilled') d.boardLabels = labels.value;
        if (members.status === 'fulfilled') d.boardMembers = members.value;
        if (cycles.status === 'fulfilled') d.boardCycles = cycles.value;
        if (modules.status === 'fulfilled') d.boardModules = modules.value;
        if (d.boardStatus === 'loading') d.boardStatus = 'ready';
      }, 'publicBoard/open/done');
    },
    loadBoardItems: async (query, options = {}) => {
      const anchor = store.getState().boardAnchor;
      if (!anchor) return;
      await loadItems(anchor, query, options.quiet ?? false);
    },
    loadMoreBoardItems: async (groupKey) => {
      const { boardAnchor: anchor, boardPage: page, boardLoadingMore } = store.getState();
      const flag = groupKey ?? '';
      if (!anchor || !page || boardLoadingMore.includes(flag)) return;
      const perPage = page.query.per_page ?? PUBLIC_BOARD_PAGE_SIZE;
      let cursor: string;
      if (page.grouped_by === null) {
        if (!page.next_page_results || !page.next_cursor) return;
        cursor = page.next_cursor;
      } else {
        const group = groupKey === undefined ? undefined : page.groups[groupKey];
        if (!group || group.ids.length >= group.total_results) return;
        cursor = `${perPage}:${group.pages}:${group.pages * perPage}`;
      }
      const shownRequest = pageRequest;
      set((d) => {
        d.boardLoadingMore.push(flag);
      }, 'publicBoard/more/start');
      const stop = (d: Draft<SpacesState>) => {
        d.boardLoadingMore = d.boardLoadingMore.filter((k) => k !== flag);
      };
      try {
        const answer = await publicBoard.workItems(anchor, { ...page.query, cursor });
        set((d) => {
          stop(d);
          // A new query replaced the page meanwhile: this answer belongs to the old one.
          if (shownRequest !== pageRequest || !d.boardPage || d.boardAnchor !== anchor) return;
          mergeNextPage(d.boardPage, answer, d.boardItemsById, groupKey);
        }, 'publicBoard/more/done');
      } catch (error) {
        set(stop, 'publicBoard/more/failed');
        store.getState().reportError(error);
      }
    },
    refreshBoard: async (options = {}) => {
      const { boardAnchor: anchor, boardPage: page, boardStatus } = store.getState();
      if (!anchor || boardStatus !== 'ready' || !page) return;
      // As many rows as are shown, so a refresh does not shrink a list the visitor paged through.
      const pages = page.grouped_by === null
        ? Math.ceil(page.ids.length / (page.query.per_page ?? PUBLIC_BOARD_PAGE_SIZE))
        : Math.max(1, ...Object.values(page.groups).map((g) => g.pages));
      const perPage = Math.min(1000, Math.max(1, pages) * (page.query.per_page ?? PUBLIC_BOARD_PAGE_SIZE));
      await Promise.all([loadItems(anchor, { ...page.query, per_page: perPage }, true), loadLists(anchor, options.itemsOnly ?? false)]);
    },
    markBoardGone: () => set((d) => {
      d.boardStatus = 'not-found';
    }, 'publicBoard/gone'),
    putBoardItem: (item) => set((d) => {
      if (d.boardItemsById[item.id]) d.boardItemsById[item.id] = item;
    }, 'publicBoard/putItem'),
    signOutOfBoard: async () => {
      try {
        await auth.signOut();
      } catch (error) {
        store.getState().reportError(error, SPEC_TEXT.signOutFailed);
        throw error;
      }
      set((d) => {
        d.currentUser = undefined;
        d.currentUserStatus = 'signed-out';
        d.profile = undefined;
        d.profileStatus = 'idle';
      }, 'publicBoard/signOut');
      // The rows carry the caller's own votes and reactions: ask again as nobody.
      await store.getState().refreshBoard({ itemsOnly: true });
    },
  };
}
