import type { HomeWidget, HomeWidgetKey, QuickLink, RecentVisit, Sticky, StickyPage } from '@cairn/types';
import type { FakeServicesOverrides } from '@cairn/state';
import { fixtures } from '@cairn/state';
import { HOME_DASHBOARD_ID, signedInServices } from '../../../testing/signed-in-services';

const AT = '2025-01-01T09:00:00.000Z';

/** A home widget row. */
export const homeWidget = (key: HomeWidgetKey, sortOrder: number, over: Partial<HomeWidget> = {}): HomeWidget => ({
  id: fixtures.id(500 + sortOrder / 1000), key, is_enabled: true, sort_order: sortOrder, widget_filters: {}, ...over,
});
/** A sticky. */
export const homeSticky = (n: number, sortOrder: number, over: Partial<Sticky> = {}): Sticky => ({
  id: fixtures.id(700 + n), workspace: fixtures.id(1), owner: fixtures.id(1), name: `Sticky ${n}`, description_html: '', color: '',
  background_color: '', sort_order: sortOrder, created_at: AT, updated_at: AT, ...over,
});
/** A quick link. */
export const homeLink = (n: number, over: Partial<QuickLink> = {}): QuickLink => ({
  id: fixtures.id(800 + n), workspace: fixtures.id(1), owner: fixtures.id(1), title: `Link ${n}`, url: `https://example.com/${n}`, created_at: AT,
  updated_at: AT, ...over,
});
/** A recent visit. */
export const homeVisit = (n: number, entity: RecentVisit['entity_name'], data: Record<string, unknown>, projectId: string | null = null): RecentVisit => ({
  id: fixtures.id(600 + n), entity_name: entity, entity_identifier: fixtures.id(650 + n), project_id: projectId, visited_at: AT, entity_data: data,
});
/** One page of stickies. */
export const stickyPage = (results: Sticky[], over: Partial<StickyPage> = {}): StickyPage => ({
  results, next_cursor: '20:1:0', prev_cursor: '', next_page_results: false, prev_page_results: false, total_count: results.length, ...over,
});
/** The five widgets in their default order. */
export const allWidgets = () => [
  homeWidget('quick_links', 1000), homeWidget('recents', 2000), homeWidget('my_stickies', 3000), homeWidget('your_work', 4000), homeWidget('recent_activity', 5000),
];

/** Services of a signed-in user whose home answers quietly (no links, visits, stickies, work, activity) unless overridden. */
export function homeServices(home: FakeServicesOverrides['home'] = {}, rest: Parameters<typeof signedInServices>[0] = {}) {
  return signedInServices({
    ...rest,
    members: { list: () => Promise.resolve([]), ...rest.members },
    invitations: { list: () => Promise.resolve([]), ...rest.invitations },
    home: {
      getDashboard: () => Promise.resolve({ dashboard: { id: HOME_DASHBOARD_ID, type: 'home' }, widgets: allWidgets() }),
      listQuickLinks: () => Promise.resolve([]),
      listRecentVisits: () => Promise.resolve([]),
      listStickies: () => Promise.resolve(stickyPage([])),
      getWidgetData: ((_s: string, _d: string, key: string) =>
        Promise.resolve(key === 'your_work' ? { assigned: 0, due_soon: 0, overdue: 0, created: 0, tab: 'assigned', items: [] } : { results: [] })) as never,
      recordVisit: () => Promise.resolve(undefined),
      ...home,
    },
  });
}
