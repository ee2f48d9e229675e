import type { HomeWidget, QuickLink, RecentVisit, RecentVisitCreate, RecentVisitEntity, Sticky } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import type { LoadStatus, SliceContext } from '../../core/types';
import { RECENT_VISIT_THROTTLE_MS, stickyBatchesOf } from './home-records';
import type { HomeMutations } from './home-mutations';
import type { StickyMutations, StickySyncActions } from './sticky-mutations';

/** The home dashboard (issue 16): widgets, their data, quick links, recent visits and stickies. */
export interface HomeSlice extends HomeMutations, StickyMutations {
  /** slug → the home dashboard (id, type). */
  homeDashboardBySlug: Record<string, { id: string; type: string }>;
  /** slug → the widgets as the server sent them (key, is_enabled, sort_order, widget_filters). */
  homeWidgetsBySlug: Record<string, HomeWidget[]>;
  homeStatusBySlug: Record<string, LoadStatus>;
  /** widgetDataKey(slug, key, params) → a widget's data as the server sent it. */
  homeWidgetDataByKey: Record<string, unknown>;
  quickLinksById: Record<string, QuickLink>;
  quickLinkIdsBySlug: Record<string, string[]>;
  /** recentVisitsKey(slug, entity) → the visits, newest first. */
  recentVisitsByKey: Record<string, RecentVisit[]>;
  stickiesById: Record<string, Sticky>;
  /** slug → the loaded stickies' ids, sort_order descending. */
  stickyIdsBySlug: Record<string, string[]>;
  stickyStatusBySlug: Record<string, LoadStatus>;
  /** slug → the search the loaded stickies answer. */
  stickyQueryBySlug: Record<string, string>;
  /** slug → the next page's cursor, or null when there is none. */
  stickyNextCursorBySlug: Record<string, string | null>;
  /** The add-new flag (spec §4/§5): a sticky may only be created while it is on. */
  stickyAddNew: boolean;
  /** The sticky being edited, and the one last created or edited. */
  activeStickyId: string | null;
  recentStickyId: string | null;
  /** GET dashboard/?dashboard_type=home: the dashboard and its widgets. Never throws (a failure toasts). */
  loadHome(slug: string): Promise<void>;
  /** GET dashboard/{id}/?widget_key=…: a widget's data (your_work stats and items, recent_activity). Never throws. */
  loadWidgetData<T = unknown>(slug: string, key: string, params?: Record<string, string>): Promise<T | undefined>;
  /** GET quick-links/. Never throws. */
  loadQuickLinks(slug: string): Promise<void>;
  /** GET recent-visits/ (optionally one kind). Never throws. */
  loadRecentVisits(slug: string, entity?: RecentVisitEntity): Promise<void>;
  /** POST recent-visits/, fire-and-forget: at most once per entity per minute; a failure is only logged. */
  recordVisit(slug: string, visit: RecentVisitCreate): void;
}

type HomeData = Pick<HomeSlice, 'homeDashboardBySlug' | 'homeWidgetsBySlug' | 'homeStatusBySlug' | 'homeWidgetDataByKey' | 'quickLinksById'
  | 'quickLinkIdsBySlug' | 'recentVisitsByKey' | 'stickiesById' | 'stickyIdsBySlug' | 'stickyStatusBySlug' | 'stickyQueryBySlug'
  | 'stickyNextCursorBySlug' | 'stickyAddNew' | 'activeStickyId' | 'recentStickyId'>;

/** The home slice's async actions: they load with the home screens (home.actions.ts). */
export type HomeActions = Omit<HomeSlice, keyof HomeData | 'recordVisit' | StickySyncActions>;

/** The home slice's data when the store starts or is reset. */
export function initialHomeState(): HomeData {
  return {
    homeDashboardBySlug: {}, homeWidgetsBySlug: {}, homeStatusBySlug: {}, homeWidgetDataByKey: {}, quickLinksById: {}, quickLinkIdsBySlug: {},
    recentVisitsByKey: {}, stickiesById: {}, stickyIdsBySlug: {}, stickyStatusBySlug: {}, stickyQueryBySlug: {}, stickyNextCursorBySlug: {},
    stickyAddNew: false, activeStickyId: null, recentStickyId: null,
  };
}

/** Creates the home slice: its data and synchronous actions now, its async actions on their first call. */
export function createHomeSlice(ctx: SliceContext): HomeSlice {
  const { store, deps } = ctx;
  const { home } = deps.services;
  // entity id → when its visit was last sent (per store, so tests and workspaces do not share it).
  const visitSentAt = new Map<string, number>();
  return {
    ...initialHomeState(),
    recordVisit: (slug, visit) => {
      const id = `${slug}:${visit.entity_name}:${visit.entity_identifier}`;
      const now = deps.now().getTime();
      const last = visitSentAt.get(id);
      if (last !== undefined && now - last < RECENT_VISIT_THROTTLE_MS) return;
      visitSentAt.set(id, now);
      const body: RecentVisitCreate = { entity_name: visit.entity_name, entity_identifier: visit.entity_identifier };
      if (visit.project_id) body.project_id = visit.project_id;
      home.recordVisit(slug, body).catch((error: unknown) => {
        visitSentAt.delete(id);
        store.getState().logError(error);
      });
    },
    setStickyAddNew: (on) => store.setState((d) => {
      d.stickyAddNew = on;
    }, false, 'home/setStickyAddNew'),
    setActiveSticky: (id) => store.setState((d) => {
      d.activeStickyId = id;
    }, false, 'home/setActiveSticky'),
    flushStickyEdits: () => {
      for (const batch of [...stickyBatchesOf(store).values()]) batch.send();
    },
    ...lazyActions(ctx, 'home', () => import('./home.actions').then((m) => m.createHomeActions), [
      'loadHome', 'loadWidgetData', 'loadQuickLinks', 'loadRecentVisits', 'toggleWidget', 'moveWidget', 'updateWidgetFilters',
      'createQuickLink', 'updateQuickLink', 'deleteQuickLink', 'loadStickies', 'loadMoreStickies', 'createSticky', 'updateSticky',
      'editSticky', 'deleteSticky', 'moveSticky',
    ], { quiet: ['loadHome', 'loadWidgetData', 'loadQuickLinks', 'loadRecentVisits'] }),
  };
}
