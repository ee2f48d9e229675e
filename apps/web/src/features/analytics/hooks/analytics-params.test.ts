import { readAnalyticsParams, writeAnalyticsParams } from './analytics-params';

describe('analytics params', () => {
  it('defaults to the overview of the last 30 days over all projects, state groups by count', () => {
    expect(readAnalyticsParams(new URLSearchParams())).toEqual({
      tab: 'overview', duration: 'last_30_days', projectIds: [], xAxis: 'state_group', yAxis: 'work_item_count', segment: null,
    });
  });

  it('reads known values, ignores unknown ones and drops a segment equal to the x axis', () => {
    const read = readAnalyticsParams(new URLSearchParams('tab=work_items&duration=last_7_days&projects=a,b,a&x_axis=priority&y_axis=estimate_points&segment=priority'));
    expect(read).toEqual({ tab: 'work_items', duration: 'last_7_days', projectIds: ['a', 'b'], xAxis: 'priority', yAxis: 'estimate_points', segment: null });
    expect(readAnalyticsParams(new URLSearchParams('duration=forever&tab=x&segment=created_date')).duration).toBe('last_30_days');
    expect(readAnalyticsParams(new URLSearchParams('segment=created_date')).segment).toBeNull();
    expect(readAnalyticsParams(new URLSearchParams('segment=label')).segment).toBe('label');
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const base = readAnalyticsParams(new URLSearchParams());
    expect(writeAnalyticsParams(new URLSearchParams('peek=1'), { ...base, duration: 'last_90_days', projectIds: ['p1', 'p2'] }).toString()).toBe('peek=1&duration=last_90_days&projects=p1%2Cp2');
    expect(writeAnalyticsParams(new URLSearchParams('duration=last_7_days'), base).toString()).toBe('');
    expect(writeAnalyticsParams(new URLSearchParams(), { ...base, xAxis: 'state', segment: 'state' }).toString()).toBe('x_axis=state');
  });
});
