import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import type { AnalyticsScopeParams } from '@cairn/state';
import { LineChart, StackedProgressBar } from '@cairn/ui-kit';
import { analyticsDayFormatter, analyticsNumberFormatter } from '../hooks/analytics-format';
import { stateGroupsOf, trendOf } from '../hooks/analytics-tables';
import { useAnalyticsOverview } from '../hooks/use-analytics-answers';
import { AnalyticsEmpty } from './AnalyticsEmpty';
import { AnalyticsError, AnalyticsSkeleton } from './AnswerState';
import { ChartCard } from './ChartCard';

const CARDS = ['work_items', 'open', 'completed', 'overdue', 'projects', 'members', 'cycles', 'modules'] as const;

/** Overview: total cards, created vs completed over the duration, and the state-group distribution, each with its table. */
export function OverviewTab({ slug, scope, projectId }: { slug: string; scope: AnalyticsScopeParams; projectId?: string }) {
  const { t, locale: language } = useT();
  const { entry, retry } = useAnalyticsOverview(slug, scope);
  const overview = entry.data;
  const n = useMemo(() => analyticsNumberFormatter(language), [language]);
  const formatDay = useMemo(() => analyticsDayFormatter(language, overview?.bucket), [language, overview?.bucket]);
  const formatDate = useMemo(() => analyticsDayFormatter(language), [language]);
  if (!overview) return entry.status === 'error' ? <AnalyticsError onRetry={retry} /> : <AnalyticsSkeleton cards={CARDS.length} />;
  const { totals } = overview;
  if (totals.projects === 0 && !projectId) return <AnalyticsEmpty kind="projects" slug={slug} />;
  if (totals.work_items === 0) return <AnalyticsEmpty kind="items" slug={slug} projectId={projectId} />;
  const trend = trendOf(overview, t, formatDay);
  const groups = stateGroupsOf(overview, t);
  return (
    <div className="cw-analytics-tab">
      {entry.status === 'error' && <AnalyticsError onRetry={retry} />}
      <section aria-label={t('analytics.totals_label')}>
        <ul className="cw-analytics-cards">
          {CARDS.map((key) => (
            <li key={key} className="cw-analytics-total">
              <span className="cw-analytics-total__label">{t(`analytics.totals.${key}`)}</span>
              <span className="cw-analytics-total__value">{n(totals[key])}</span>
            </li>
          ))}
        </ul>
        <p className="cw-analytics-hint">
          {overview.start_date
            ? t('analytics.range', { start: formatDate(overview.start_date), end: formatDate(overview.end_date) })
            : t('analytics.range_all_time', { end: formatDate(overview.end_date) })}
          {' · '}
          {t('analytics.totals_hint', { created: n(totals.created_in_duration), completed: n(totals.completed_in_duration) })}
        </p>
      </section>
      <ChartCard title={trend.table.title} table={trend.table} formatNumber={n}>
        <LineChart
          points={trend.points}
          series={trend.series}
          title={trend.table.title}
          hideTitle
          yLabel={t('analytics.count')}
          dateStyle={overview.bucket === 'month' ? 'month' : 'day'}
        />
      </ChartCard>
      <ChartCard title={groups.table.title} table={groups.table} formatNumber={n}>
        <StackedProgressBar segments={groups.groups} total={groups.total} showLegend label={t('analytics.state_groups_label', { count: n(groups.total) })} />
      </ChartCard>
    </div>
  );
}
