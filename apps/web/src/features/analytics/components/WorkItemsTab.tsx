import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import type { AnalyticsChartParams, AnalyticsScopeParams } from '@cairn/state';
import {
  ANALYTICS_DIMENSIONS, ANALYTICS_MEASURES, ANALYTICS_SEGMENT_DIMENSIONS,
  type AnalyticsDimension, type AnalyticsMeasure, type AnalyticsSegmentDimension,
} from '@cairn/types';
import { BarChart, Select, type SelectOption } from '@cairn/ui-kit';
import { analyticsNumberFormatter } from '../hooks/analytics-format';
import { chartTitle, customChartOf } from '../hooks/analytics-tables';
import type { AnalyticsParams } from '../hooks/analytics-params';
import { useAnalyticsChart } from '../hooks/use-analytics-answers';
import { AnalyticsEmpty } from './AnalyticsEmpty';
import { AnalyticsError, AnalyticsSkeleton } from './AnswerState';
import { ChartCard } from './ChartCard';

const NO_SEGMENT = 'none' as const;

/** Work items: the custom chart (x axis, measure, optional segment ≠ x) as bars, stacked when segmented, and its table. */
export function WorkItemsTab(props: {
  slug: string;
  scope: AnalyticsScopeParams;
  params: AnalyticsParams;
  onParams: (change: Partial<AnalyticsParams>) => void;
  projectId?: string;
}) {
  const { t, locale: language } = useT();
  const { slug, scope, params, onParams } = props;
  const axes = useMemo<AnalyticsChartParams>(
    () => ({ x_axis: params.xAxis, y_axis: params.yAxis, ...(params.segment ? { segment: params.segment } : {}) }),
    [params.xAxis, params.yAxis, params.segment],
  );
  const { entry, retry } = useAnalyticsChart(slug, scope, axes);
  const n = useMemo(() => analyticsNumberFormatter(language), [language]);
  const dimension = (d: AnalyticsDimension) => t(`analytics.dimensions.${d}`);
  const xOptions = ANALYTICS_DIMENSIONS.map((d) => ({ value: d, label: dimension(d) }));
  const yOptions = ANALYTICS_MEASURES.map((m) => ({ value: m, label: t(`analytics.measures.${m}`) }));
  // The segment cannot be the x axis: that choice is disabled, with the reason as its description.
  const segmentOptions: SelectOption<AnalyticsSegmentDimension | typeof NO_SEGMENT>[] = [
    { value: NO_SEGMENT, label: t('analytics.no_segment') },
    ...ANALYTICS_SEGMENT_DIMENSIONS.map((d) => ({ value: d, label: dimension(d), disabled: d === params.xAxis, description: d === params.xAxis ? t('analytics.segment_same_as_x') : undefined })),
  ];
  const controls = (
    <div className="cw-analytics-axes">
      <Select<AnalyticsDimension> label={t('analytics.x_axis')} options={xOptions} value={params.xAxis} onChange={(xAxis) => onParams({ xAxis })} searchable={false} size="sm" />
      <Select<AnalyticsMeasure> label={t('analytics.y_axis')} options={yOptions} value={params.yAxis} onChange={(yAxis) => onParams({ yAxis })} searchable={false} size="sm" />
      <Select<AnalyticsSegmentDimension | typeof NO_SEGMENT>
        label={t('analytics.segment')}
        options={segmentOptions}
        value={params.segment ?? NO_SEGMENT}
        onChange={(value) => onParams({ segment: value === NO_SEGMENT || value === params.xAxis ? null : value })}
        searchable={false}
        size="sm"
      />
    </div>
  );
  const chart = entry.data;
  const view = chart && chart.rows.length > 0 ? customChartOf(chart, t) : undefined;
  // One structure whatever the answer's state, so the axis pickers keep focus while a new answer loads.
  let body;
  if (view) {
    body = <BarChart data={view.bars} series={view.series} title={view.title} hideTitle xLabel={view.xLabel} yLabel={view.yLabel} emptyMessage={t('analytics.empty_chart')} />;
  } else if (chart) body = <AnalyticsEmpty kind="items" slug={slug} projectId={props.projectId} />;
  else if (entry.status !== 'error') body = <AnalyticsSkeleton />;
  return (
    <div className="cw-analytics-tab">
      <ChartCard title={chartTitle(axes, t)} table={view?.table} formatNumber={n} controls={controls}>
        {entry.status === 'error' && <AnalyticsError onRetry={retry} />}
        {body}
      </ChartCard>
    </div>
  );
}
