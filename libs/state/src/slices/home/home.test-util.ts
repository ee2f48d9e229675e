// Test helpers of the home slice (not exported from the lib): records and a store over fake home services.
import type { HomeWidget, HomeWidgetKey, QuickLink, Sticky, StickyPage } from '@cairn/types';
import { ApiError } from '@cairn/services';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { makeStore } from '../../testing/test-store.test-util';

export const SLUG = 'ws-1';
export const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
const AT = '2025-01-01T10:00:00.000Z';

export const widget = (key: HomeWidgetKey, sortOrder: number, over: Partial<HomeWidget> = {}): HomeWidget => ({
  id: fixtures.id(500 + sortOrder / 1000), key, is_enabled: true, sort_order: sortOrder, widget_filters: {}, ...over,
});
export const sticky = (n: number, sortOrder: number, over: Partial<Sticky> = {}): Sticky => ({
  id: fixtures.id(700 + n), workspace: fixtures.id(1), owner: fixtures.id(1), name: `Sticky ${n}`, description_html: '', color: '',
  background_color: '', sort_order: sortOrder, created_at: AT, updated_at: AT, ...over,
});
export const quickLink = (n: number, over: Partial<QuickLink> = {}): QuickLink => ({
  id: fixtures.id(800 + n), workspace: fixtures.id(1), owner: fixtures.id(1), title: `Link ${n}`, url: `https://example.com/${n}`,
  created_at: AT, updated_at: AT, ...over,
});
export const stickyPage = (results: Sticky[], over: Partial<StickyPage> = {}): StickyPage => ({
  results, next_cursor: '20:1:0', prev_cursor: '', next_page_results: false, prev_page_results: false, total_count: results.length, ...over,
});
export const defaultWidgets = () => [
  widget('quick_links', 1000), widget('recents', 2000), widget('my_stickies', 3000), widget('your_work', 4000), widget('recent_activity', 5000),
];

/** A store whose home services answer the given overrides (dashboard d-1 with the default widgets). */
export function homeStore(home: FakeServicesOverrides['home'] = {}) {
  return makeStore({
    home: {
      getDashboard: async () => ({ dashboard: { id: fixtures.id(900), type: 'home' }, widgets: defaultWidgets() }),
      ...home,
    },
  });
}
