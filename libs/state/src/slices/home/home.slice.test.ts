import { HOME_TEXT } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import { deferred, flush, makeStore } from '../../testing/test-store.test-util';
import { selectHomeWidget, selectHomeWidgets, selectQuickLinks, selectRecentVisits, selectWidgetData } from './home.selectors';
import { defaultWidgets, homeStore, quickLink, refused, SLUG, widget } from './home.test-util';

const keys = (list: readonly { key: string }[]) => list.map((w) => w.key);

async function loaded(home: Parameters<typeof homeStore>[0] = {}) {
  const made = homeStore(home);
  await made.store.getState().loadHome(SLUG);
  return made;
}

describe('home slice: dashboard and widgets', () => {
  it('loads the home dashboard with dashboard_type=home and lists the widgets by sort_order ascending', async () => {
    const getDashboard = jest.fn().mockResolvedValue({
      dashboard: { id: fixtures.id(900), type: 'home' }, widgets: [widget('recents', 3000), widget('quick_links', 1000), widget('your_work', 2000)],
    });
    const { store } = await loaded({ getDashboard });
    expect(getDashboard).toHaveBeenCalledWith(SLUG);
    expect(keys(selectHomeWidgets(store.getState(), SLUG))).toEqual(['quick_links', 'your_work', 'recents']);
    expect(selectHomeWidgets(store.getState(), SLUG)).toBe(selectHomeWidgets(store.getState(), SLUG));
    expect(store.getState().homeStatusBySlug[SLUG]).toBe('ready');
  });

  it('a failed load marks the home as failed and toasts, without throwing', async () => {
    const { store } = homeStore({ getDashboard: () => Promise.reject(refused()) });
    await expect(store.getState().loadHome(SLUG)).resolves.toBeUndefined();
    expect(store.getState().homeStatusBySlug[SLUG]).toBe('error');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('hides a widget at once and keeps it hidden on success', async () => {
    const updateHomePreference = jest.fn(async (_s: string, key: string, body: object) => ({ ...widget('recents', 2000), key, ...body }));
    const { store } = await loaded({ updateHomePreference } as never);
    const pending = store.getState().toggleWidget(SLUG, 'recents');
    expect(selectHomeWidget(store.getState(), SLUG, 'recents')?.is_enabled).toBe(false);
    await pending;
    expect(updateHomePreference).toHaveBeenCalledWith(SLUG, 'recents', { is_enabled: false });
    expect(selectHomeWidget(store.getState(), SLUG, 'recents')?.is_enabled).toBe(false);
  });

  it('a refused toggle shows the widget again (rollback) and toasts', async () => {
    const { store } = await loaded({ updateHomePreference: () => Promise.reject(refused()) });
    await expect(store.getState().toggleWidget(SLUG, 'recents')).rejects.toMatchObject({ status: 403 });
    expect(selectHomeWidget(store.getState(), SLUG, 'recents')?.is_enabled).toBe(true);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it.each([
    // widgets ascending: quick_links 1000, recents 2000, my_stickies 3000, your_work 4000, recent_activity 5000
    ['your_work above recents (neighbour above: quick_links) → midpoint', 'your_work', 'recents', 'above', 1500],
    ['recents above quick_links (no neighbour above) → 1000 - 10000', 'recents', 'quick_links', 'above', -9000],
    ['quick_links below recent_activity → 5000 + 10000', 'quick_links', 'recent_activity', 'below', 15000],
  ] as const)('moves a widget with the 10000 step rule: %s', async (_name, key, target, position, expected) => {
    const updateHomePreference = jest.fn(async () => widget(key, expected));
    const { store } = await loaded({ updateHomePreference } as never);
    await expect(store.getState().moveWidget(SLUG, key, target, position)).resolves.toBe(true);
    expect(updateHomePreference).toHaveBeenCalledWith(SLUG, key, { sort_order: expected });
    expect(selectHomeWidget(store.getState(), SLUG, key)?.sort_order).toBe(expected);
  });

  it('a refused move puts the widget back where it was', async () => {
    const { store } = await loaded({ updateHomePreference: () => Promise.reject(refused()) });
    const pending = store.getState().moveWidget(SLUG, 'recent_activity', 'quick_links', 'above');
    expect(keys(selectHomeWidgets(store.getState(), SLUG))[0]).toBe('recent_activity');
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(keys(selectHomeWidgets(store.getState(), SLUG))).toEqual(keys(defaultWidgets()));
  });

  it('keeps widget filters (PATCH dashboard widget) and rolls them back on failure', async () => {
    const updateDashboardWidget = jest.fn()
      .mockImplementationOnce(async (_d: string, _w: string, filters: Record<string, unknown>) => widget('your_work', 4000, { widget_filters: filters }))
      .mockRejectedValueOnce(refused());
    const { store } = await loaded({ updateDashboardWidget });
    await store.getState().updateWidgetFilters(SLUG, 'your_work', { tab: 'overdue' });
    const yourWork = selectHomeWidget(store.getState(), SLUG, 'your_work');
    expect(updateDashboardWidget).toHaveBeenCalledWith(fixtures.id(900), yourWork?.id, { tab: 'overdue' });
    expect(yourWork?.widget_filters).toEqual({ tab: 'overdue' });
    await expect(store.getState().updateWidgetFilters(SLUG, 'your_work', { tab: 'created' })).rejects.toMatchObject({ status: 403 });
    expect(selectHomeWidget(store.getState(), SLUG, 'your_work')?.widget_filters).toEqual({ tab: 'overdue' });
  });

  it("refuses filters before the dashboard is loaded with the spec's text", async () => {
    const { store } = homeStore();
    await expect(store.getState().updateWidgetFilters(SLUG, 'your_work', {})).rejects.toThrow(HOME_TEXT.dashboardNotFound);
    expect(store.getState().toasts[0]?.title).toBe('Dashboard not found');
  });

  it('loads widget data per widget and params', async () => {
    const getWidgetData = jest.fn().mockResolvedValue({ counts: { assigned: 2 } });
    const { store } = await loaded({ getWidgetData } as never);
    await store.getState().loadWidgetData(SLUG, 'your_work', { tab: 'assigned' });
    expect(getWidgetData).toHaveBeenCalledWith(SLUG, fixtures.id(900), 'your_work', { tab: 'assigned' });
    expect(selectWidgetData(store.getState(), SLUG, 'your_work', { tab: 'assigned' })).toEqual({ counts: { assigned: 2 } });
    expect(selectWidgetData(store.getState(), SLUG, 'your_work', { tab: 'overdue' })).toBeUndefined();
  });
});

describe('home slice: quick links', () => {
  it('creates a link at once with a client id and takes the answer', async () => {
    const createQuickLink = jest.fn(async (_s: string, body: { id?: string; title?: string; url: string }) => quickLink(9, { ...body, id: body.id ?? '' }));
    const { store } = homeStore({ listQuickLinks: async () => [quickLink(1)], createQuickLink } as never);
    await store.getState().loadQuickLinks(SLUG);
    const pending = store.getState().createQuickLink(SLUG, { title: 'Docs', url: 'https://docs.example.com' });
    expect(selectQuickLinks(store.getState(), SLUG).map((l) => l.title)).toEqual(['Link 1', 'Docs']);
    await pending;
    expect(createQuickLink).toHaveBeenCalledWith(SLUG, { id: 'id-1', title: 'Docs', url: 'https://docs.example.com' });
    expect(selectQuickLinks(store.getState(), SLUG)[1]?.id).toBe('id-1');
  });

  it('a refused create, update or delete restores the links', async () => {
    const { store } = homeStore({
      listQuickLinks: async () => [quickLink(1)], createQuickLink: () => Promise.reject(refused()), updateQuickLink: () => Promise.reject(refused()),
      deleteQuickLink: () => Promise.reject(refused()),
    });
    await store.getState().loadQuickLinks(SLUG);
    const before = selectQuickLinks(store.getState(), SLUG);
    await expect(store.getState().createQuickLink(SLUG, { title: 'X', url: 'https://x.example' })).rejects.toMatchObject({ status: 403 });
    await expect(store.getState().updateQuickLink(SLUG, quickLink(1).id, { title: 'Renamed' })).rejects.toMatchObject({ status: 403 });
    await expect(store.getState().deleteQuickLink(SLUG, quickLink(1).id)).rejects.toMatchObject({ status: 403 });
    expect(selectQuickLinks(store.getState(), SLUG)).toEqual(before);
    expect(store.getState().toasts).toHaveLength(3);
  });

  it('updates and deletes a link', async () => {
    const updateQuickLink = jest.fn(async (_s: string, _id: string, body: object) => quickLink(1, body));
    const deleteQuickLink = jest.fn(async () => undefined);
    const { store } = homeStore({ listQuickLinks: async () => [quickLink(1), quickLink(2)], updateQuickLink, deleteQuickLink } as never);
    await store.getState().loadQuickLinks(SLUG);
    await store.getState().updateQuickLink(SLUG, quickLink(1).id, { title: 'Renamed' });
    expect(selectQuickLinks(store.getState(), SLUG)[0]?.title).toBe('Renamed');
    await store.getState().deleteQuickLink(SLUG, quickLink(2).id);
    expect(selectQuickLinks(store.getState(), SLUG).map((l) => l.id)).toEqual([quickLink(1).id]);
  });
});

describe('home slice: recent visits', () => {
  it('lists the visits per kind', async () => {
    const visit = { id: fixtures.id(601), entity_name: 'page' as const, entity_identifier: fixtures.id(602), project_id: null, visited_at: '2025-01-01T09:00:00Z', entity_data: {} };
    const listRecentVisits = jest.fn().mockResolvedValue([visit]);
    const { store } = homeStore({ listRecentVisits });
    await store.getState().loadRecentVisits(SLUG, 'page');
    expect(listRecentVisits).toHaveBeenCalledWith(SLUG, 'page');
    expect(selectRecentVisits(store.getState(), SLUG, 'page')).toEqual([visit]);
    expect(selectRecentVisits(store.getState(), SLUG)).toBeUndefined();
  });

  it('records a visit at most once per entity per minute, fire-and-forget; a failure is only logged and allows a retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recordVisit = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValue(undefined);
    const { store, onError } = homeStore({ recordVisit });
    const visit = { entity_name: 'issue' as const, entity_identifier: fixtures.id(11), project_id: fixtures.id(12) };
    store.getState().recordVisit(SLUG, visit);
    await flush();
    expect(store.getState().toasts).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
    store.getState().recordVisit(SLUG, visit); // the failed one does not count
    store.getState().recordVisit(SLUG, visit); // within the minute: skipped
    store.getState().recordVisit(SLUG, { ...visit, entity_identifier: fixtures.id(13) });
    await flush();
    expect(recordVisit).toHaveBeenCalledTimes(3);
    expect(recordVisit).toHaveBeenCalledWith(SLUG, visit);
    warn.mockRestore();
  });

  it('records the same entity again after a minute', async () => {
    let now = 1_700_000_000_000;
    const recordVisit = jest.fn().mockResolvedValue(undefined);
    const { store } = makeStore({ home: { recordVisit } }, { now: () => new Date(now) });
    const visit = { entity_name: 'project' as const, entity_identifier: fixtures.id(21) };
    store.getState().recordVisit(SLUG, visit);
    now += 30_000;
    store.getState().recordVisit(SLUG, visit);
    now += 31_000;
    store.getState().recordVisit(SLUG, visit);
    await flush();
    expect(recordVisit).toHaveBeenCalledTimes(2);
    expect(recordVisit).toHaveBeenCalledWith(SLUG, { entity_name: 'project', entity_identifier: fixtures.id(21) });
  });
});

describe('home slice: deferred answers', () => {
  it('a toggle answered after a second toggle keeps the latest local value', async () => {
    const first = deferred<ReturnType<typeof widget>>();
    const updateHomePreference = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(widget('recents', 2000, { is_enabled: true }));
    const { store } = await loaded({ updateHomePreference });
    const a = store.getState().toggleWidget(SLUG, 'recents');
    const b = store.getState().toggleWidget(SLUG, 'recents');
    first.resolve(widget('recents', 2000, { is_enabled: false }));
    await Promise.all([a, b]);
    expect(selectHomeWidget(store.getState(), SLUG, 'recents')?.is_enabled).toBe(true);
  });
});
