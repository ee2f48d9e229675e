import { ApiError } from '@cairn/services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { analyticsFixtures } from './analytics.fixtures';
import { analyticsKey } from './analytics-records';
import { selectAnalyticsChart, selectAnalyticsOverview, selectAnalyticsProjects } from './analytics.selectors';

const scope = { duration: 'last_30_days' as const, projectIds: [] };
const twoProjects = { duration: 'last_7_days' as const, projectIds: ['p-2', 'p-1'] };

describe('analytics slice', () => {
  it('keys answers by slug, duration, sorted projects and axes', () => {
    expect(analyticsKey('ws', twoProjects)).toBe('ws|last_7_days|p-1,p-2');
    expect(analyticsKey('ws', { ...twoProjects, projectIds: ['p-1', 'p-2', 'p-1'] })).toBe('ws|last_7_days|p-1,p-2');
    expect(analyticsKey('ws', scope, { x_axis: 'priority', y_axis: 'estimate_points', segment: 'state' })).toBe('ws|last_30_days||priority|estimate_points|state');
  });

  it('loads the overview of a scope: loading, then ready with the answer', async () => {
    const answer = deferred<ReturnType<typeof analyticsFixtures.overview>>();
    const getOverview = jest.fn(() => answer.promise);
    const { store } = makeStore({ analytics: { getOverview } });
    expect(selectAnalyticsOverview(store.getState(), 'ws', scope)).toEqual({ status: 'idle' });
    const pending = store.getState().loadAnalyticsOverview('ws', scope);
    expect(selectAnalyticsOverview(store.getState(), 'ws', scope).status).toBe('loading');
    const overview = analyticsFixtures.overview();
    answer.resolve(overview);
    await expect(pending).resolves.toEqual(overview);
    expect(getOverview).toHaveBeenCalledWith('ws', { duration: 'last_30_days', projectIds: [] });
    expect(selectAnalyticsOverview(store.getState(), 'ws', scope)).toEqual({ status: 'ready', data: overview });
  });

  it('keeps each scope apart: another duration is another entry', async () => {
    const getOverview = jest.fn(async (_slug: string, s?: { duration?: string }) => analyticsFixtures.overview({ duration: s?.duration as 'last_7_days' }));
    const { store } = makeStore({ analytics: { getOverview } });
    await store.getState().loadAnalyticsOverview('ws', scope);
    await store.getState().loadAnalyticsOverview('ws', twoProjects);
    expect(getOverview).toHaveBeenLastCalledWith('ws', { duration: 'last_7_days', projectIds: ['p-2', 'p-1'] });
    expect(selectAnalyticsOverview(store.getState(), 'ws', scope).data?.duration).toBe('last_30_days');
    expect(selectAnalyticsOverview(store.getState(), 'ws', twoProjects).data?.duration).toBe('last_7_days');
  });

  it('loads the chart with its axes and the projects rows', async () => {
    const getChart = jest.fn(async () => analyticsFixtures.chart());
    const getProjects = jest.fn(async () => [analyticsFixtures.projectRow(1)]);
    const { store } = makeStore({ analytics: { getChart, getProjects } });
    const axes = { x_axis: 'priority' as const, y_axis: 'work_item_count' as const, segment: 'state_group' as const };
    await store.getState().loadAnalyticsChart('ws', scope, axes);
    await store.getState().loadAnalyticsProjects('ws', scope);
    expect(getChart).toHaveBeenCalledWith('ws', axes, { duration: 'last_30_days', projectIds: [] });
    expect(selectAnalyticsChart(store.getState(), 'ws', scope, axes).data?.total).toBe(9);
    expect(selectAnalyticsChart(store.getState(), 'ws', scope, { ...axes, segment: undefined }).status).toBe('idle');
    expect(selectAnalyticsProjects(store.getState(), 'ws', scope).data).toHaveLength(1);
  });

  it('marks a failed load as error, keeps the earlier answer, logs it without a toast and never throws', async () => {
    const getOverview = jest.fn().mockResolvedValueOnce(analyticsFixtures.overview()).mockRejectedValueOnce(new ApiError(500));
    const { store, onError } = makeStore({ analytics: { getOverview } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.getState().loadAnalyticsOverview('ws', scope);
    await expect(store.getState().loadAnalyticsOverview('ws', scope)).resolves.toBeUndefined();
    const entry = selectAnalyticsOverview(store.getState(), 'ws', scope);
    expect(entry.status).toBe('error');
    expect(entry.data?.totals.work_items).toBe(12);
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalled();
  });
});
