import { useT } from '@cairn/i18n';
import { ProjectListPage } from '../components/ProjectListPage';

/** `/:workspaceSlug/projects/:projectId/drafts`: the project's draft items; quick add creates drafts. */
export function ProjectDraftsRoute() {
  const { t } = useT();
  return <ProjectListPage kind="draft" section={t('work_item_lists.pages.draft')} />;
}
