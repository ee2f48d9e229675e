import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectProject, useAppStore } from '@cairn/state';
import { Button, PlusIcon } from '@cairn/ui-kit';
import { ProjectListPage } from '../../work-item-lists';
import { SaveViewButton } from '../../views';
import { ProjectPublishButton } from '../../publishing';
import { useOpenCreateWorkItem } from '../hooks/create-work-item-context';
import { useRecordVisit } from '../../../shared/hooks/use-record-visit';
import '../work-items.css';

/**
 * `/:workspaceSlug/projects/:projectId[/issues]`: the project's work items in the chosen layout (filters, display,
 * quick add); `?peekId=` shows one in the peek panel; "Create work item" opens the project's create dialog.
 */
export function WorkItemsListRoute() {
  const { t } = useT();
  const { workspaceSlug, projectId } = useParams();
  const known = useAppStore((s) => selectProject(s, projectId) !== undefined);
  useRecordVisit(workspaceSlug, 'project', known ? projectId : undefined, projectId); // home's Recents (issue 16)
  const openCreate = useOpenCreateWorkItem();
  const create = openCreate ? () => openCreate() : undefined;
  return (
    <ProjectListPage
      kind="project"
      section={t('sidebar.work_items')}
      onCreate={create}
      actions={
        <>
          <SaveViewButton />
          {workspaceSlug && projectId ? <ProjectPublishButton slug={workspaceSlug} projectId={projectId} /> : null}
          {create ? (
            <Button size="sm" leftIcon={<PlusIcon size={14} />} title={t('work_items.create.shortcut_hint')} onClick={create}>
              {t('work_items.create.button')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
