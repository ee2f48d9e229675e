import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { AnalyticsScreen } from '../components/AnalyticsScreen';

/** `/:workspaceSlug/analytics`: the workspace's analytics (every project the user sees, or the chosen ones). */
export function WorkspaceAnalyticsRoute() {
  const { t } = useT();
  const slug = useParams().workspaceSlug ?? '';
  return <AnalyticsScreen slug={slug} title={t('analytics.title')} />;
}
