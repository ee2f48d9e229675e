import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import type { AnalyticsScopeParams } from '@cairn/state';
import { analyticsNumberFormatter } from '../hooks/analytics-format';
import { projectsTableOf } from '../hooks/analytics-tables';
import { useAnalyticsProjects } from '../hooks/use-analytics-answers';
import { AnalyticsEmpty } from './AnalyticsEmpty';
import { AnalyticsError, AnalyticsSkeleton } from './AnswerState';
import { ChartCard } from './ChartCard';

/** Projects: one row per project (total, state groups, overdue, completed in the duration, members, cycles, modules). */
export function ProjectsTab({ slug, scope }: { slug: string; scope: AnalyticsScopeParams }) {
  const { t, locale: language } = useT();
  const { entry, retry } = useAnalyticsProjects(slug, scope);
  const n = useMemo(() => analyticsNumberFormatter(language), [language]);
  const rows = entry.data;
  if (!rows) return entry.status === 'error' ? <AnalyticsError onRetry={retry} /> : <AnalyticsSkeleton />;
  if (rows.length === 0) return <AnalyticsEmpty kind="projects" slug={slug} />;
  const table = projectsTableOf(rows, t);
  return (
    <div className="cw-analytics-tab">
      {entry.status === 'error' && <AnalyticsError onRetry={retry} />}
      <ChartCard title={table.title} table={table} formatNumber={n} />
    </div>
  );
}
