import { analyticsFixtures } from '@cairn/state';
import { chartTitle, customChartOf, projectsTableOf, stateGroupsOf, tableCsv, trendOf } from './analytics-tables';

// Readable stand-in for i18next: the key's last part, with the options in braces.
const t = (key: string, options?: Record<string, unknown>) => {
  const last = key.split('.').pop() ?? key;
  return options ? `${last}(${Object.values(options).join(',')})` : last;
};

describe('analytics tables', () => {
  it('trend: ISO dates in the CSV, formatted dates on screen', () => {
    const trend = trendOf(analyticsFixtures.overview(), t, (d) => `day ${d}`);
    expect(trend.points[0]).toEqual({ date: '2026-11-24', values: { created: 2, completed: 1 } });
    expect(trend.table.columns[0].format?.('2026-11-24')).toBe('day 2026-11-24');
    expect(tableCsv(trend.table)).toBe('date,created,completed\r\n2026-11-24,2,1\r\n2026-11-25,0,2\r\n2026-11-26,3,0\r\n');
  });

  it('state groups: every group in order with its share, zero when absent', () => {
    const { groups, total, table } = stateGroupsOf(analyticsFixtures.overview({ state_groups: [{ group: 'started', count: 1 }, { group: 'backlog', count: 3 }] }), t);
    expect(groups.map((g) => [g.id, g.value, g.color])).toEqual([
      ['backlog', 3, 'var(--ck-color-state-backlog)'], ['unstarted', 0, 'var(--ck-color-state-unstarted)'], ['started', 1, 'var(--ck-color-state-started)'],
      ['completed', 0, 'var(--ck-color-state-completed)'], ['cancelled', 0, 'var(--ck-color-state-cancelled)'],
    ]);
    expect(total).toBe(4);
    expect(table.rows.map((r) => r.cells[2])).toEqual([75, 0, 25, 0, 0]);
  });

  it('custom chart: plain bars, or stacked segments with a total column; an unnamed "none" key reads None', () => {
    const plain = customChartOf(analyticsFixtures.chart(), t);
    expect(plain.series).toEqual([{ key: 'value', label: 'work_item_count' }]);
    // State groups and priorities are named in the reader's language (their keys come from the server).
    expect(plain.bars[0]).toEqual({ key: 'backlog', label: 'backlog', values: { value: 3 } });
    const byPriority = customChartOf(analyticsFixtures.chart({
      x_axis: 'state_group', segment: 'priority',
      rows: [{ key: 'started', name: 'started', color: null, value: 1, values: { urgent: 1 } }],
      segments: [{ key: 'urgent', name: 'urgent', color: null }],
      total: 1,
    }), (key: string) => `«${key}»`);
    expect(byPriority.bars[0].label).toBe('«work_items.state_groups.started»');
    expect(byPriority.series[0].label).toBe('«work_items.priority.urgent»');
    const stacked = customChartOf(analyticsFixtures.chart({
      x_axis: 'assignee', segment: 'label',
      rows: [{ key: 'none', name: '', color: '#000', value: 2, values: { bug: 2 } }],
      segments: [{ key: 'bug', name: '=bug', color: '#f00' }, { key: 'none', name: '', color: null }],
      total: 2,
    }), t);
    expect(stacked.series).toEqual([{ key: 'bug', label: '=bug', color: undefined }, { key: 'none', label: 'none', color: undefined }]);
    expect(tableCsv(stacked.table)).toBe("assignee,'=bug,none,total\r\nnone,2,0,2\r\n");
    expect(chartTitle({ x_axis: 'assignee', segment: 'label' }, t)).toBe('chart_title_segmented(work_item_count,assignee,label)');
  });

  it('projects: one row per project with every column', () => {
    const table = projectsTableOf([analyticsFixtures.projectRow(1)], t);
    expect(table.columns.map((c) => c.key)).toEqual(['project', 'identifier', 'total', 'backlog', 'unstarted', 'started', 'completed', 'cancelled', 'overdue', 'completed_in_duration', 'members', 'cycles', 'modules']);
    expect(table.rows[0].cells).toEqual(['Project 1', 'P1', 6, 1, 1, 1, 2, 1, 1, 2, 3, 1, 1]);
  });
});
