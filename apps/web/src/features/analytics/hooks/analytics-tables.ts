import { ANALYTICS_NONE_KEY, DEFAULT_ANALYTICS_Y_AXIS, STATE_GROUPS, type AnalyticsChart, type AnalyticsOverview, type AnalyticsProjectRow } from '@cairn/types';
import type { BarDatum, ChartSeries, LinePoint } from '@cairn/ui-kit';
import { toCsv, type CsvCell } from '../../../shared/csv';

type T = (key: string, options?: Record<string, unknown>) => string;

/** A column of an analytics table; `format` turns the raw cell (also what the CSV gets) into display text. */
export interface AnalyticsColumn {
  key: string;
  label: string;
  numeric?: boolean;
  format?: (value: CsvCell) => string;
}

/** The table under a chart: the numbers the chart draws, also what its CSV holds. */
export interface AnalyticsTable {
  title: string;
  columns: AnalyticsColumn[];
  rows: { key: string; cells: CsvCell[] }[];
}

/** The table's CSV: the header labels, then the raw cells (ISO dates, plain numbers). */
export function tableCsv(table: AnalyticsTable): string {
  return toCsv([table.columns.map((c) => c.label), ...table.rows.map((r) => r.cells)]);
}

/** Colour of a state group (tokens, light and dark). */
export const stateGroupColor = (group: string) => `var(--ck-color-state-${group})`;

/** Created vs completed: the line chart's points and its table. */
export function trendOf(overview: AnalyticsOverview, t: T, formatDate: (day: string) => string) {
  const series: ChartSeries[] = [
    { key: 'created', label: t('analytics.created') },
    { key: 'completed', label: t('analytics.completed') },
  ];
  const points: LinePoint[] = overview.created_vs_completed.map((p) => ({ date: p.date, values: { created: p.created, completed: p.completed } }));
  const table: AnalyticsTable = {
    title: t('analytics.created_vs_completed'),
    columns: [
      { key: 'date', label: t('analytics.date'), format: (v) => formatDate(String(v)) },
      { key: 'created', label: t('analytics.created'), numeric: true },
      { key: 'completed', label: t('analytics.completed'), numeric: true },
    ],
    rows: overview.created_vs_completed.map((p) => ({ key: p.date, cells: [p.date, p.created, p.completed] })),
  };
  return { series, points, table };
}

/** The state-group distribution: segments in the groups' order with their counts and shares. */
export function stateGroupsOf(overview: AnalyticsOverview, t: T) {
  const counts = new Map(overview.state_groups.map((g) => [g.group, g.count]));
  const groups = STATE_GROUPS.map((group) => ({ id: group, label: t(`work_items.state_groups.${group}`), value: counts.get(group) ?? 0, color: stateGroupColor(group) }));
  const total = groups.reduce((sum, g) => sum + g.value, 0);
  const table: AnalyticsTable = {
    title: t('analytics.state_groups_title'),
    columns: [
      { key: 'group', label: t('analytics.state_group') },
      { key: 'count', label: t('analytics.count'), numeric: true },
      { key: 'share', label: t('analytics.share'), numeric: true, format: (v) => `${v}%` },
    ],
    rows: groups.map((g) => ({ key: g.id, cells: [g.label, g.value, total > 0 ? Math.round((g.value / total) * 1000) / 10 : 0] })),
  };
  return { groups, total, table };
}

/** The custom chart's title ("Work items by priority and state group"). */
export function chartTitle(chart: { x_axis: AnalyticsChart['x_axis']; y_axis?: AnalyticsChart['y_axis']; segment?: AnalyticsChart['segment'] }, t: T): string {
  const x = t(`analytics.dimensions.${chart.x_axis}`).toLowerCase();
  const y = t(`analytics.measures.${chart.y_axis ?? DEFAULT_ANALYTICS_Y_AXIS}`);
  return chart.segment
    ? t('analytics.chart_title_segmented', { y, x, segment: t(`analytics.dimensions.${chart.segment}`).toLowerCase() })
    : t('analytics.chart_title', { y, x });
}

/** The custom chart's bars (stacked by segment), series and table (rows × segments, with a total). */
export function customChartOf(chart: AnalyticsChart, t: T) {
  // State groups and priorities come as their keys: shown in the reader's language; 'none' keys have no name.
  const nameIn = (dimension: string | null) => (key: { key: string; name: string }) => {
    if (dimension === 'state_group' && key.key !== ANALYTICS_NONE_KEY) return t(`work_items.state_groups.${key.key}`);
    if (dimension === 'priority') return t(`work_items.priority.${key.key}`);
    return key.key === ANALYTICS_NONE_KEY && !key.name ? t('analytics.none') : key.name;
  };
  const name = nameIn(chart.x_axis);
  const segmentName = nameIn(chart.segment);
  const measure = t(`analytics.measures.${chart.y_axis}`);
  const segmented = chart.segment !== null && chart.segments.length > 0;
  const series: ChartSeries[] = segmented
    ? chart.segments.map((s) => ({ key: s.key, label: segmentName(s), color: chart.segment === 'state_group' ? stateGroupColor(s.key) : undefined }))
    : [{ key: 'value', label: measure }];
  const bars: BarDatum[] = chart.rows.map((row) => ({
    key: row.key,
    label: name(row),
    values: segmented ? { ...row.values } : { value: row.value },
  }));
  const x = t(`analytics.dimensions.${chart.x_axis}`);
  const title = chartTitle(chart, t);
  const table: AnalyticsTable = {
    title,
    columns: segmented
      ? [{ key: 'x', label: x }, ...series.map((s) => ({ key: s.key, label: s.label, numeric: true })), { key: 'total', label: t('analytics.total'), numeric: true }]
      : [{ key: 'x', label: x }, { key: 'value', label: measure, numeric: true }],
    rows: chart.rows.map((row) => ({
      key: row.key,
      cells: segmented ? [name(row), ...series.map((s) => row.values?.[s.key] ?? 0), row.value] : [name(row), row.value],
    })),
  };
  return { series, bars, table, title, xLabel: x, yLabel: measure };
}

/** One row per project: totals, state groups, overdue, completed in the duration, members, cycles, modules. */
export function projectsTableOf(rows: readonly AnalyticsProjectRow[], t: T): AnalyticsTable {
  const columns: AnalyticsColumn[] = [
    { key: 'project', label: t('analytics.project') },
    { key: 'identifier', label: t('analytics.identifier') },
    { key: 'total', label: t('analytics.project_columns.total'), numeric: true },
    ...STATE_GROUPS.map((group) => ({ key: group, label: t(`work_items.state_groups.${group}`), numeric: true })),
    ...(['overdue', 'completed_in_duration', 'members', 'cycles', 'modules'] as const).map((key) => ({ key, label: t(`analytics.project_columns.${key}`), numeric: true })),
  ];
  return {
    title: t('analytics.projects_table'),
    columns,
    rows: rows.map((r) => ({
      key: r.project_id,
      cells: [r.name, r.identifier, r.total, ...STATE_GROUPS.map((g) => r.state_groups[g] ?? 0), r.overdue, r.completed_in_duration, r.members, r.cycles, r.modules],
    })),
  };
}
