import { useT } from '@cairn/i18n';
import { ProjectListPage } from '../components/ProjectListPage';

/** `/:workspaceSlug/projects/:projectId/archives/issues`: the project's archived items (no creation; edits still work). */
export function ArchivedWorkItemsRoute() {
  const { t } = useT();
  return <ProjectListPage kind="archived" section={t('work_item_lists.pages.archived')} />;
}
