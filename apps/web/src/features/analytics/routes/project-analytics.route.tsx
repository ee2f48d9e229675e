import { useT } from '@cairn/i18n';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { AnalyticsScreen } from '../components/AnalyticsScreen';

/** `/:workspaceSlug/projects/:projectId/analytics`: the analytics page scoped to one project (members only). */
export function ProjectAnalyticsRoute() {
  const { t } = useT();
  const route = useProjectRoute();
  return (
    <AnalyticsScreen
      slug={route.slug}
      projectId={route.projectId}
      title={<ProjectHeading slug={route.slug} project={route.project} section={t('analytics.title')} />}
      gate={(content) => <ProjectGate route={route}>{content}</ProjectGate>}
    />
  );
}
