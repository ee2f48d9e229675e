import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectJoinedProjects, useAppStore } from '@cairn/state';
import { Button, ChartIcon, EmptyState } from '@cairn/ui-kit';

/**
 * Nothing to count: no projects (a link to the projects page to create one) or no work items (a link to a project's
 * work items, the scope's own project or the first joined one, where "New work item" and C create).
 */
export function AnalyticsEmpty({ kind, slug, projectId }: { kind: 'projects' | 'items'; slug: string; projectId?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const firstProject = useAppStore((s) => selectJoinedProjects(s, slug)[0]?.id);
  const target = projectId ?? firstProject;
  const noProjects = kind === 'projects' || !target;
  return (
    <EmptyState
      icon={<ChartIcon size={32} />}
      title={t(noProjects ? 'analytics.empty_projects_title' : 'analytics.empty_items_title')}
      description={t(noProjects ? 'analytics.empty_projects_description' : 'analytics.empty_items_description')}
      action={
        <Button variant="outline" onClick={() => navigate(noProjects ? `/${slug}/projects` : `/${slug}/projects/${target}/issues`)}>
          {t(noProjects ? 'analytics.create_project' : 'analytics.create_work_item')}
        </Button>
      }
    />
  );
}
