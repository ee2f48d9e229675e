import { useT } from '@cairn/i18n';
import { selectJoinedProjects, useAppStore } from '@cairn/state';
import { ANALYTICS_DURATIONS, type AnalyticsDuration } from '@cairn/types';
import { Select } from '@cairn/ui-kit';
import type { AnalyticsParams } from '../hooks/analytics-params';

/** The page's scope: the duration (default last 30 days) and, for the workspace page, the projects ("All projects" when none). */
export function AnalyticsToolbar(props: { slug: string; params: AnalyticsParams; onParams: (change: Partial<AnalyticsParams>) => void; withProjects: boolean }) {
  const { t } = useT();
  const { params, onParams } = props;
  const projects = useAppStore((s) => selectJoinedProjects(s, props.slug));
  const durations = ANALYTICS_DURATIONS.map((d) => ({ value: d, label: t(`analytics.durations.${d}`) }));
  const projectOptions = projects.map((p) => ({ value: p.id, label: p.name, description: p.identifier }));
  return (
    <div className="cw-analytics-toolbar">
      <Select<AnalyticsDuration>
        className="cw-analytics-toolbar__field"
        label={t('analytics.duration_label')}
        options={durations}
        value={params.duration}
        onChange={(duration) => onParams({ duration })}
        searchable={false}
        size="sm"
      />
      {props.withProjects && (
        <Select
          multiple
          className="cw-analytics-toolbar__field"
          label={t('analytics.projects_label')}
          options={projectOptions}
          value={params.projectIds}
          onChange={(projectIds) => onParams({ projectIds })}
          placeholder={t('analytics.all_projects')}
          size="sm"
        />
      )}
    </div>
  );
}
