import { load } from '../../core/load';
import type { SliceContext } from '../../core/types';
import { recentVisitsKey, widgetDataKey } from './home-records';
import { createHomeMutations } from './home-mutations';
import type { HomeActions } from './home.slice';
import { createStickyMutations } from './sticky-mutations';

/** Creates the home slice's async actions (loaded with the home screens through lazyActions; B8). */
export function createHomeActions(ctx: SliceContext): HomeActions {
  const { store, deps } = ctx;
  const { home } = deps.services;
  return {
    loadHome: async (slug) => {
      await load(store, {
        action: 'home/loadHome',
        call: () => home.getDashboard(slug),
        start: (d) => {
          d.homeStatusBySlug[slug] = 'loading';
        },
        done: (d, answer) => {
          d.homeDashboardBySlug[slug] = answer.dashboard;
          d.homeWidgetsBySlug[slug] = answer.widgets;
          d.homeStatusBySlug[slug] = 'ready';
        },
        failed: (d) => {
          d.homeStatusBySlug[slug] = 'error';
        },
      });
    },
    loadWidgetData: async <T,>(slug: string, key: string, params: Record<string, string> = {}) => {
      const dashboard = store.getState().homeDashboardBySlug[slug];
      if (!dashboard) return undefined;
      return load(store, {
        action: 'home/loadWidgetData',
        call: () => home.getWidgetData<T>(slug, dashboard.id, key, params),
        done: (d, data) => {
          d.homeWidgetDataByKey[widgetDataKey(slug, key, params)] = data;
        },
      });
    },
    loadQuickLinks: async (slug) => {
      await load(store, {
        action: 'home/loadQuickLinks',
        call: () => home.listQuickLinks(slug),
        done: (d, links) => {
          for (const link of links) d.quickLinksById[link.id] = link;
          d.quickLinkIdsBySlug[slug] = links.map((l) => l.id);
        },
      });
    },
    loadRecentVisits: async (slug, entity) => {
      await load(store, {
        action: 'home/loadRecentVisits',
        call: () => home.listRecentVisits(slug, entity),
        done: (d, visits) => {
          d.recentVisitsByKey[recentVisitsKey(slug, entity)] = visits;
        },
      });
    },
    ...createHomeMutations(ctx),
    ...createStickyMutations(ctx),
  };
}
