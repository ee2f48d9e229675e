import { homeMoveSortOrder, HOME_TEXT } from '@cairn/types';
import type { HomeDropPosition, HomeWidget, HomeWidgetKey, QuickLink, QuickLinkCreate, QuickLinkUpdate } from '@cairn/types';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { homeWidgetKey, orderedWidgets, provisionalQuickLink, quickLinkKey } from './home-records';

/** The home's widget and quick-link writes: optimistic through mutate, rolled back on failure (spec §4). */
export interface HomeMutations {
  /** Optimistic PATCH home-preferences/{key}/ { is_enabled }. Rethrows after rollback (toast). */
  toggleWidget(slug: string, key: HomeWidgetKey, enabled?: boolean): Promise<void>;
  /**
   * Optimistic PATCH home-preferences/{key}/ { sort_order } with the 10000 step rule (homeMoveSortOrder, widgets
   * ascending): `key` dropped `position` the widget `targetKey`. Answers false when there is nothing to move.
   */
  moveWidget(slug: string, key: HomeWidgetKey, targetKey: HomeWidgetKey, position: HomeDropPosition): Promise<boolean>;
  /** Optimistic PATCH dashboard/{id}/widgets/{widgetId}/ { filters } (kept in widget_filters). Rethrows after rollback. */
  updateWidgetFilters(slug: string, key: HomeWidgetKey, filters: Record<string, unknown>): Promise<void>;
  /** Optimistic POST quick-links/ with a client id: the link is appended. Rethrows after rollback (toast). */
  createQuickLink(slug: string, body: Omit<QuickLinkCreate, 'id'>): Promise<QuickLink>;
  /** Optimistic PATCH quick-links/{id}/. Rethrows after rollback (toast). */
  updateQuickLink(slug: string, id: string, body: QuickLinkUpdate): Promise<void>;
  /** Optimistic DELETE quick-links/{id}/. Rethrows after rollback (toast). */
  deleteQuickLink(slug: string, id: string): Promise<void>;
}

const widgetOf = (d: Draft<WebState>, slug: string, key: string): Draft<HomeWidget> | undefined => d.homeWidgetsBySlug[slug]?.find((w) => w.key === key);

/** Creates the widget and quick-link writes. */
export function createHomeMutations({ store, deps }: SliceContext): HomeMutations {
  const { home } = deps.services;
  const commitWidget = (slug: string, key: string) => (d: Draft<WebState>, answer: HomeWidget | undefined) => {
    const widget = widgetOf(d, slug, key);
    if (widget && answer && typeof answer === 'object') Object.assign(widget, answer);
  };
  const patchWidget = (slug: string, key: HomeWidgetKey, change: Partial<HomeWidget>) => mutate(store, {
    key: homeWidgetKey(slug, key),
    apply: (d) => {
      const widget = widgetOf(d, slug, key);
      if (widget) Object.assign(widget, change);
    },
    call: () => home.updateHomePreference(slug, key, change),
    commit: commitWidget(slug, key),
  }).then(() => undefined);
  return {
    toggleWidget: (slug, key, enabled) => {
      const widget = store.getState().homeWidgetsBySlug[slug]?.find((w) => w.key === key);
      return patchWidget(slug, key, { is_enabled: enabled ?? !(widget?.is_enabled ?? true) });
    },
    moveWidget: async (slug, key, targetKey, position) => {
      const rows = orderedWidgets(store.getState().homeWidgetsBySlug[slug] ?? []).map((w) => ({ ...w, id: w.key }));
      const sortOrder = homeMoveSortOrder(rows, key, targetKey, position, 'asc');
      if (sortOrder === null) return false;
      await patchWidget(slug, key, { sort_order: sortOrder });
      return true;
    },
    updateWidgetFilters: (slug, key, filters) => {
      const state = store.getState();
      const dashboard = state.homeDashboardBySlug[slug];
      const widget = state.homeWidgetsBySlug[slug]?.find((w) => w.key === key);
      if (!dashboard || !widget) {
        const error = new Error(dashboard ? HOME_TEXT.widgetNotFound : HOME_TEXT.dashboardNotFound);
        state.reportError(error, error.message);
        return Promise.reject(error);
      }
      return mutate(store, {
        key: homeWidgetKey(slug, key),
        apply: (d) => {
          const w = widgetOf(d, slug, key);
          if (w) w.widget_filters = { ...w.widget_filters, ...filters };
        },
        call: () => home.updateDashboardWidget(dashboard.id, widget.id, filters),
        commit: commitWidget(slug, key),
      }).then(() => undefined);
    },
    createQuickLink: async (slug, body) => {
      const state = store.getState();
      const id = deps.newId();
      const record = provisionalQuickLink({
        id, workspaceId: getWorkspaceBySlug(state, slug)?.id ?? '', ownerId: state.currentUser?.id ?? '', now: deps.now(),
        title: body.title ?? '', url: body.url,
      });
      await mutate(store, {
        key: quickLinkKey(id),
        apply: (d) => {
          d.quickLinksById[id] = record;
          (d.quickLinkIdsBySlug[slug] ??= []).push(id);
        },
        call: () => home.createQuickLink(slug, { id, ...body }),
        commit: (d, link) => {
          if (link && typeof link === 'object' && d.quickLinksById[id]) d.quickLinksById[id] = { ...link, id };
        },
      });
      return store.getState().quickLinksById[id] ?? record;
    },
    updateQuickLink: (slug, id, body) => mutate(store, {
      key: quickLinkKey(id),
      apply: (d) => {
        const link = d.quickLinksById[id];
        if (!link) return;
        if (body.title !== undefined) link.title = body.title;
        if (body.url !== undefined) link.url = body.url;
      },
      call: () => home.updateQuickLink(slug, id, body),
      commit: (d, link) => {
        if (link && typeof link === 'object' && d.quickLinksById[id]) d.quickLinksById[id] = link;
      },
    }).then(() => undefined),
    deleteQuickLink: (slug, id) => mutate(store, {
      key: quickLinkKey(id),
      apply: (d) => {
        delete d.quickLinksById[id];
        const ids = d.quickLinkIdsBySlug[slug];
        if (ids) d.quickLinkIdsBySlug[slug] = ids.filter((x) => x !== id);
      },
      call: () => home.deleteQuickLink(slug, id),
    }),
  };
}
