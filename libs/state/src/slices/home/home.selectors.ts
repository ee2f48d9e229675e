import type { HomeWidget, HomeWidgetKey, QuickLink, RecentVisit, RecentVisitEntity, Sticky } from '@cairn/types';
import { derived, EMPTY, listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';
import { orderedWidgets, recentVisitsKey, widgetDataKey } from './home-records';

/** The home dashboard of a workspace (id, type), once loaded. */
export const selectHomeDashboard = (state: WebState, slug: string) => state.homeDashboardBySlug[slug];
/** Where the home dashboard's load stands. */
export const selectHomeStatus = (state: WebState, slug: string): LoadStatus => state.homeStatusBySlug[slug] ?? 'idle';

const widgetsOf = derived((list: readonly HomeWidget[]) => orderedWidgets(list));
/** Every widget in the home's order (sort_order ascending), hidden ones included. */
export const selectHomeWidgets = (state: WebState, slug: string): readonly HomeWidget[] => {
  const list = state.homeWidgetsBySlug[slug];
  return list ? widgetsOf(list, undefined) : EMPTY;
};
/** One widget of the home. */
export const selectHomeWidget = (state: WebState, slug: string, key: HomeWidgetKey): HomeWidget | undefined =>
  state.homeWidgetsBySlug[slug]?.find((w) => w.key === key);
/** A widget's loaded data for some params (undefined until loaded). */
export const selectWidgetData = <T = unknown>(state: WebState, slug: string, key: string, params: Record<string, string> = {}): T | undefined =>
  state.homeWidgetDataByKey[widgetDataKey(slug, key, params)] as T | undefined;

/** The caller's quick links of a workspace, in the server's order (new ones last). */
export const selectQuickLinks = (state: WebState, slug: string): readonly QuickLink[] => listOf<QuickLink>(state.quickLinkIdsBySlug[slug], state.quickLinksById);
/** True once the quick links of a workspace were loaded. */
export const selectQuickLinksLoaded = (state: WebState, slug: string): boolean => state.quickLinkIdsBySlug[slug] !== undefined;

/** The recent visits of a workspace (one kind or all), newest first; undefined until loaded. */
export const selectRecentVisits = (state: WebState, slug: string, entity?: RecentVisitEntity): readonly RecentVisit[] | undefined =>
  state.recentVisitsByKey[recentVisitsKey(slug, entity)];

/** The loaded stickies of a workspace, sort_order descending (spec §3). */
export const selectStickies = (state: WebState, slug: string): readonly Sticky[] => listOf<Sticky>(state.stickyIdsBySlug[slug], state.stickiesById);
/** One sticky. */
export const selectSticky = (state: WebState, id: string): Sticky | undefined => state.stickiesById[id];
/** Where the stickies' load stands. */
export const selectStickiesStatus = (state: WebState, slug: string): LoadStatus => state.stickyStatusBySlug[slug] ?? 'idle';
/** True when another page of stickies can be loaded. */
export const selectHasMoreStickies = (state: WebState, slug: string): boolean => !!state.stickyNextCursorBySlug[slug];
