import type { AnyWorkItemPage, IssueView, ListUserProperties, ListUserPropertiesUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState, WebStore } from '../../core/types';
import { applyDisplayRules, effectiveListParams, keepIfSame, listPageSize, type ListWindow } from './display-rules';
import {
  contextFromKey, fillListProperties, listContextKey, listPropertiesMutationKey, listPropertiesSource, parseListKey, sharedPropertiesKeys, type ListContext,
  type ListPropertiesSource,
} from './list-context';
import type { ViewService, WorkItemListService } from '@cairn/services';
import { planListEntry, planListLeave } from './list-entry';
import { putListedItems } from './list-records';
import { syncItemInLists, unlistFrom } from './list-placement';
import { emptyList, listFromPage, mergePage, nextPageIndex, type ListLoader, type WorkItemListState } from './list-pages';
import { canEditView, selectListProperties } from './work-item-lists.selectors';
import { cacheFirst, localCacheHedgeMs, localCacheListPage } from '../local-cache/local-cache-lists';
import { selectLocalCacheOn } from '../local-cache/local-cache.selectors';

// How long a prefetched first page waits for its view to adopt it.
const PREFETCH_ADOPT_MS = 30_000;

/** Options of a first-page load: search text and the calendar / gantt date window (kept for later pages and reloads). */
export interface LoadWorkItemListOptions {
  /** Title words or a sequence number; '' clears a previous search. Omitted: the list's previous search. */
  search?: string;
  /** Days shown by the calendar or gantt (ignored by the other layouts). Omitted: the list's previous window. */
  window?: ListWindow;
}

/** Loaded lists of every list context, and the display settings of each (spec §2–§4). */
export interface WorkItemListsSlice {
  /** listContextKey → the loaded list. */
  workItemLists: Record<string, WorkItemListState>;
  /** listContextKey → the user's settings (archived / draft show the project's stored ones under their own key). */
  listPropertiesByKey: Record<string, ListUserProperties>;
  /** listContextKey → the workspace slug its list and settings were loaded for (global view and profile keys hold no slug). */
  listSlugByKey: Record<string, string>;
  /** GET user-properties (project, or the workspace view); defaults filled. Report + rethrow. */
  loadListProperties(slug: string, ctx: ListContext): Promise<ListUserProperties>;
  /**
   * Applies the display rules to the change, PATCHes it optimistically (rollback + toast + rethrow on failure) and
   * reloads the list when the rules say so (a layout change empties it first).
   */
  updateListProperties(slug: string, ctx: ListContext, patch: ListUserPropertiesUpdate): Promise<void>;
  /**
   * First page for the current settings; loader 'init-loader' when nothing is loaded, else 'fetch'. Items go into
   * workItemsById. A failure clears the loader, sets `error`, reports and rethrows. An answer overtaken by a later
   * load of the same list is dropped.
   */
  loadWorkItemList(slug: string, ctx: ListContext, options?: LoadWorkItemListOptions): Promise<void>;
  /**
   * The first page started before the list's view exists (boot, libs/state/src/boot): a load like loadWorkItemList
   * whose request the view's own first loadWorkItemList with the same slug and params then adopts, once, in flight or
   * landed (unless another load of the list came between), instead of asking again.
   */
  prefetchWorkItemList(slug: string, ctx: ListContext, options?: Pick<LoadWorkItemListOptions, 'window'>): Promise<void>;
  /** Next page of the list, or of one group / sub-group (only its ids are merged); loader 'pagination'. Rethrows. */
  loadMoreWorkItemList(slug: string, ctx: ListContext, groupKey?: string, subGroupKey?: string): Promise<void>;
  /**
   * After the server saved an item written outside a list (create dialog, restore, draft made live, an edit): puts it
   * into the loaded lists of `slug` it now belongs to, where it sorts, or reloads those only the server can place.
   */
  enterWorkItemInLists(slug: string, itemId: string, options?: EnterWorkItemOptions): void;
}

/** Options of enterWorkItemInLists. */
export interface EnterWorkItemOptions {
  /** Someone else's change (the live stream): the item also leaves loaded lists whose filters it no longer matches. */
  leaveUnmatched?: boolean;
}

/** The lists slice's data when the store starts or is reset. */
export function initialWorkItemListsState(): Pick<WorkItemListsSlice, 'workItemLists' | 'listPropertiesByKey' | 'listSlugByKey'> {
  return { workItemLists: {}, listPropertiesByKey: {}, listSlugByKey: {} };
}

/** Forgets a project's lists and settings (project, archived, draft). */
export function dropProjectLists(d: Draft<WebState>, projectId: string): void {
  for (const key of sharedPropertiesKeys({ kind: 'project', projectId })) {
    delete d.workItemLists[key];
    delete d.listPropertiesByKey[key];
    delete d.listSlugByKey[key];
  }
}

/** Forgets every list and setting loaded for a workspace. */
export function dropWorkspaceLists(d: Draft<WebState>, slug: string): void {
  for (const [key, owner] of Object.entries(d.listSlugByKey)) {
    if (owner !== slug) continue;
    delete d.workItemLists[key];
    delete d.listPropertiesByKey[key];
    delete d.listSlugByKey[key];
  }
}

// Global-view and profile keys carry no slug: data loaded for another workspace must not show under them.
function claim(d: Draft<WebState>, key: string, slug: string): void {
  if (d.listSlugByKey[key] !== undefined && d.listSlugByKey[key] !== slug) {
    delete d.workItemLists[key];
    delete d.listPropertiesByKey[key];
  }
  d.listSlugByKey[key] = slug;
}

function listCall(services: SliceContext['deps']['services'], slug: string, ctx: ListContext, params: Record<string, string>): Promise<AnyWorkItemPage> {
  const api = services.workItemLists;
  switch (ctx.kind) {
    case 'project': return api.listProject(slug, ctx.projectId, params);
    case 'archived': return api.listArchived(slug, ctx.projectId, params);
    case 'draft': return api.listDrafts(slug, ctx.projectId, params);
    case 'cycle': return api.listCycle(slug, ctx.projectId, ctx.cycleId, params);
    case 'module': return api.listModule(slug, ctx.projectId, ctx.moduleId, params);
    case 'workspace': return api.listWorkspace(slug, params);
    case 'profile': return api.listProfile(slug, ctx.userId, ctx.list, params);
    case 'view': return api.listView(slug, ctx.projectId, ctx.viewId, params);
    case 'globalView': return api.listGlobalView(slug, ctx.viewId, params);
    case 'team': return api.listTeam(slug, ctx.teamspaceId, params);
    case 'teamView': return api.listTeamView(slug, ctx.teamspaceId, ctx.viewId, params);
    case 'epics': return api.listEpics(slug, ctx.projectId, params);
  }
}

function getProperties(api: WorkItemListService, views: ViewService, slug: string, source: ListPropertiesSource): Promise<ListUserProperties> {
  switch (source.scope) {
    case 'epics': return api.getEpicsUserProperties(slug, source.projectId);
    case 'team': return api.getTeamUserProperties(slug, source.teamspaceId);
    case 'view': return views.get(slug, source.view, source.viewId);
    case 'project': return api.getProjectUserProperties(slug, source.projectId);
    case 'workspace': return api.getWorkspaceUserProperties(slug, source.view);
    case 'cycle': return api.getCycleUserProperties(slug, source.projectId, source.cycleId);
    case 'module': return api.getModuleUserProperties(slug, source.projectId, source.moduleId);
  }
}

function patchProperties(api: WorkItemListService, slug: string, source: Exclude<ListPropertiesSource, { scope: 'view' }>, body: ListUserPropertiesUpdate): Promise<ListUserProperties> {
  switch (source.scope) {
    case 'epics': return api.patchEpicsUserProperties(slug, source.projectId, body);
    case 'team': return api.patchTeamUserProperties(slug, source.teamspaceId, body);
    case 'project': return api.patchProjectUserProperties(slug, source.projectId, body);
    case 'workspace': return api.patchWorkspaceUserProperties(slug, source.view, body);
    case 'cycle': return api.patchCycleUserProperties(slug, source.projectId, source.cycleId, body);
    case 'module': return api.patchModuleUserProperties(slug, source.projectId, source.moduleId, body);
  }
}

/** Creates the work-item lists slice. */
export function createWorkItemListsSlice({ store, deps }: SliceContext): WorkItemListsSlice {
  const api = deps.services.workItemLists;
  // Per list: bumped by every first-page load, so an older answer (first page or next page) never lands on a newer list.
  const generation = new Map<string, number>();
  // Per list: next pages in flight for its current first page (the loader stays 'pagination' until the last one lands).
  const paging = new Map<string, { count: number }>();
  const bump = (key: string) => {
    const next = (generation.get(key) ?? 0) + 1;
    generation.set(key, next);
    paging.delete(key);
    return next;
  };

  // A page from the local cache when it may answer (the server as a hedge, local-cache-lists.ts), else the server's.
  const listPage = (slug: string, ctx: ListContext, params: Record<string, string>): Promise<AnyWorkItemPage> => {
    const hedgeMs = localCacheHedgeMs(store.getState(), slug);
    const local = localCacheListPage(store, deps, slug, ctx, params);
    const server = () => listCall(deps.services, slug, ctx, params);
    return local ? cacheFirst(local, server, hedgeMs) : server();
  };

  // The request a first-page load of `ctx` would send now (search and window default to the list's previous ones).
  const firstPageRequest = (key: string, ctx: ListContext, options: LoadWorkItemListOptions) => {
    const state = store.getState();
    const before = state.workItemLists[key];
    const search = options.search ?? before?.search;
    const window = options.window ?? before?.window;
    const props = selectListProperties(state, key);
    const params = effectiveListParams(ctx, props, { search, window, userId: state.currentUser?.id, localCache: selectLocalCacheOn(state) });
    return { before, search, window, props, params };
  };

  const loadList = async (slug: string, ctx: ListContext, options: LoadWorkItemListOptions, reason?: ListLoader) => {
    const key = listContextKey(ctx);
    const mine = bump(key);
    store.setState((d) => claim(d, key, slug), false, 'workItemLists/claim');
    const { before, search, window, props, params } = firstPageRequest(key, ctx, options);
    const perPage = Number(params.per_page) || listPageSize(props.display_filters.layout);
    // A list counts as loaded once a first page landed (even an empty one); a failed first load does not.
    const loaded = !!before && (before.ids.length > 0 || (before.loader === undefined && !before.error));
    store.setState((d) => {
      const list = d.workItemLists[key] ?? (d.workItemLists[key] = emptyList(undefined));
      list.loader = loaded ? (reason ?? 'fetch') : 'init-loader';
      list.error = false;
    }, false, 'workItemLists/load/start');
    let page: AnyWorkItemPage;
    try {
      page = await listPage(slug, ctx, params);
    } catch (error) {
      if (generation.get(key) !== mine) return;
      store.setState((d) => {
        const list = d.workItemLists[key];
        if (list) {
          list.loader = undefined;
          list.error = true;
        }
      }, false, 'workItemLists/load/failed');
      store.getState().reportError(error);
      throw error;
    }
    if (generation.get(key) !== mine) return;
    store.setState((d) => {
      const { list, items } = listFromPage(page, params, perPage);
      putListedItems(d, items);
      d.workItemLists[key] = { ...list, search, window };
    }, false, 'workItemLists/load/done');
  };

  const reloadQuietly = (slug: string, ctx: ListContext) => loadList(slug, ctx, {}, 'mutation').catch(() => undefined);

  // Per list: a prefetched first page waiting to be adopted by the view's first load (prefetchWorkItemList).
  const prefetched = new Map<string, { slug: string; generation: number; params: string; promise: Promise<void>; at: number }>();
  const adoptPrefetched = (slug: string, ctx: ListContext, options: LoadWorkItemListOptions): Promise<void> | undefined => {
    const key = listContextKey(ctx);
    const early = prefetched.get(key);
    if (!early) return undefined;
    prefetched.delete(key);
    const fresh = deps.now().getTime() - early.at <= PREFETCH_ADOPT_MS;
    const same = early.slug === slug && early.generation === generation.get(key) && early.params === JSON.stringify(firstPageRequest(key, ctx, options).params);
    return fresh && same ? early.promise : undefined;
  };

  return {
    ...initialWorkItemListsState(),
    loadListProperties: async (slug, ctx) => {
      const key = listContextKey(ctx);
      const source = listPropertiesSource(ctx);
      let answer: ListUserProperties;
      try {
        answer = await getProperties(api, deps.services.views, slug, source);
        // A view's settings are the view: the views slice takes the record too.
        if (source.scope === 'view') store.getState().applyViewRecord(answer as IssueView);
      } catch (error) {
        store.getState().reportError(error);
        throw error;
      }
      const props = fillListProperties(ctx.kind, answer);
      store.setState((d) => {
        claim(d, key, slug);
        d.listPropertiesByKey[key] = props;
      }, false, 'workItemLists/loadListProperties');
      return props;
    },
    updateListProperties: async (slug, ctx, patch) => {
      const key = listContextKey(ctx);
      const current = selectListProperties(store.getState(), key);
      const hadList = !!store.getState().workItemLists[key];
      const { next, refetch, clearItems } = applyDisplayRules(ctx, current, patch, selectLocalCacheOn(store.getState()));
      const source = listPropertiesSource(ctx);
      const body = patchBody(current, next, patch);
      const saving = mutate(store, {
        key: listPropertiesMutationKey(slug, ctx),
        apply: (d) => {
          d.listPropertiesByKey[key] = next;
          if (clearItems) delete d.workItemLists[key];
        },
        call: () => (source.scope === 'view' ? saveViewSettings(store, deps.services.views, slug, source, body, next) : patchProperties(api, slug, source, body)),
        commit: (d, answer) => {
          if (!answer || typeof answer !== 'object') return;
          // The server's whole record; the lists that share it (archived, draft) take it too where loaded.
          for (const shared of sharedPropertiesKeys(ctx)) {
            const held = d.listPropertiesByKey[shared];
            if (shared === key || held) d.listPropertiesByKey[shared] = sameProperties(held, fillListProperties(parseListKey(shared).kind, answer));
          }
        },
      });
      // A list nobody loaded stays unloaded; a loaded one is asked again at once, with the new settings.
      const reload = refetch && hadList;
      const reloading = reload ? reloadQuietly(slug, ctx) : undefined;
      try {
        await saving;
      } catch (error) {
        if (reload) await reloadQuietly(slug, ctx);
        throw error;
      }
      await reloading;
    },
    loadWorkItemList: (slug, ctx, options = {}) => adoptPrefetched(slug, ctx, options) ?? loadList(slug, ctx, options),
    prefetchWorkItemList: (slug, ctx, options = {}) => {
      const key = listContextKey(ctx);
      const first: LoadWorkItemListOptions = options.window ? { search: '', window: options.window } : { search: '' };
      const promise = loadList(slug, ctx, first);
      // loadList claimed the list and bumped its generation synchronously: the entry describes exactly this request.
      const params = JSON.stringify(firstPageRequest(key, ctx, first).params);
      const entry = { slug, generation: generation.get(key) ?? 0, params, promise, at: deps.now().getTime() };
      prefetched.set(key, entry);
      // A failed prefetch is not adopted (the view asks again and shows its own error); an unclaimed one expires.
      promise.catch(() => {
        if (prefetched.get(key) === entry) prefetched.delete(key);
      });
      return promise;
    },
    enterWorkItemInLists: (slug, itemId, options = {}) => {
      // The lists that hold it follow its confirmed fields (groups, archived, draft) — a no-op when mutate's follower already did.
      const leave = options.leaveUnmatched ? planListLeave(store.getState(), slug, itemId, deps.now()) : [];
      store.setState((d) => {
        syncItemInLists(d, itemId);
        for (const key of leave) {
          const list = d.workItemLists[key];
          if (list) unlistFrom(list, itemId);
        }
      }, false, 'workItemLists/follow');
      const entries = planListEntry(store.getState(), slug, itemId, deps.now());
      const adds = entries.filter((e) => e.action === 'add');
      if (adds.length) store.setState((d) => {
        for (const e of adds) syncItemInLists(d, itemId, e.placement);
      }, false, 'workItemLists/enter');
      for (const e of entries) {
        const ctx = e.action === 'reload' ? contextFromKey(e.listKey) : undefined;
        if (ctx) void reloadQuietly(slug, ctx);
      }
    },
    loadMoreWorkItemList: async (slug, ctx, groupKey, subGroupKey) => {
      const key = listContextKey(ctx);
      const list = store.getState().workItemLists[key];
      const target = { groupKey, subGroupKey };
      // While a first page is on its way there is nothing to page from; several groups may page at once.
      if (!list || (list.loader !== undefined && list.loader !== 'pagination')) return;
      const index = nextPageIndex(list, target);
      if (index === undefined) return;
      const mine = generation.get(key);
      const perPage = Number(list.params.per_page) || listPageSize(undefined);
      const params = { ...list.params, cursor: `${perPage}:${index}:${index * perPage}` };
      const inFlight = paging.get(key) ?? { count: 0 };
      inFlight.count += 1;
      paging.set(key, inFlight);
      const done = (): ListLoader => {
        inFlight.count -= 1;
        return inFlight.count > 0 ? 'pagination' : undefined;
      };
      setLoader(store, key, 'pagination');
      let page: AnyWorkItemPage;
      try {
        page = await listPage(slug, ctx, params);
      } catch (error) {
        const loader = done();
        if (generation.get(key) !== mine) return;
        setLoader(store, key, loader);
        store.getState().reportError(error);
        throw error;
      }
      const loader = done();
      if (generation.get(key) !== mine) return;
      store.setState((d) => {
        const draft = d.workItemLists[key];
        if (!draft) return;
        putListedItems(d, mergePage(draft, page, index, target, perPage));
        draft.loader = loader;
      }, false, 'workItemLists/loadMore/done');
    },
  };
}

// The server's record with each part that equals the held one kept as that object: an echo of the change just
// applied then changes nothing the rows are memoised on (no second render of every row when the PATCH answers).
function sameProperties(held: ListUserProperties | undefined, answer: ListUserProperties): ListUserProperties {
  if (!held) return answer;
  const next: ListUserProperties = {
    filters: keepIfSame(held.filters, answer.filters),
    display_filters: keepIfSame(held.display_filters, answer.display_filters),
    display_properties: keepIfSame(held.display_properties, answer.display_properties),
  };
  if (answer.sub_issue_display_properties) {
    next.sub_issue_display_properties = held.sub_issue_display_properties
      ? keepIfSame(held.sub_issue_display_properties, answer.sub_issue_display_properties)
      : answer.sub_issue_display_properties;
  }
  const same = next.filters === held.filters && next.display_filters === held.display_filters && next.display_properties === held.display_properties
    && next.sub_issue_display_properties === held.sub_issue_display_properties;
  return same ? held : next;
}

/**
 * A saved view's settings change: PATCHes the view when the caller may edit it and it is not locked (the server
 * refuses any settings change to a locked view), then the views slice takes the answer; otherwise the change is the
 * caller's own for this session and the view is not touched (a locked view's filters cannot even be changed locally).
 */
async function saveViewSettings(
  store: WebStore, views: ViewService, slug: string, source: Extract<ListPropertiesSource, { scope: 'view' }>, body: ListUserPropertiesUpdate,
  next: ListUserProperties,
): Promise<ListUserProperties> {
  const state = store.getState();
  const view = state.viewsById[source.viewId];
  if (!view || !canEditView(state, slug, view) || view.is_locked) return next;
  const answer = await views.update(slug, source.view, source.viewId, body);
  store.getState().applyViewRecord(answer);
  return answer;
}

function setLoader(store: WebStore, key: string, loader: ListLoader): void {
  store.setState((d) => {
    const list = d.workItemLists[key];
    if (list) list.loader = loader;
  }, false, `workItemLists/loader/${loader ?? 'none'}`);
}

/**
 * The PATCH body: each part the change touched, whole as the rules left it (the server merges key by key); a filter
 * key that was removed is sent as [] so the stored one is cleared too.
 */
function patchBody(current: ListUserProperties, next: ListUserProperties, patch: ListUserPropertiesUpdate): ListUserPropertiesUpdate {
  const body: ListUserPropertiesUpdate = {};
  if (patch.filters) {
    const filters: Record<string, string[]> = {};
    for (const key of Object.keys(current.filters)) filters[key] = [];
    Object.assign(filters, next.filters);
    body.filters = filters;
  }
  if (patch.display_filters) body.display_filters = next.display_filters;
  if (patch.display_properties) body.display_properties = next.display_properties;
  if (patch.sub_issue_display_properties) body.sub_issue_display_properties = next.sub_issue_display_properties;
  return body;
}
