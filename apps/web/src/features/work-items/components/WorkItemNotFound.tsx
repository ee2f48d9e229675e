import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectProjects, useAppStore } from '@cairn/state';
import { Button, EmptyState, WorkItemsIcon } from '@cairn/ui-kit';
import { projectsPath } from '../../projects';
import { workItemsPath } from '../paths';

/**
 * The work-item page's not-found state (an unknown, deleted or hidden item, or an address that is no identifier):
 * one heading, one sentence naming what was asked for, and a way back — to that project's work items when the
 * identifier names a project the user sees, else to the projects list. No toast repeats it.
 */
export function WorkItemNotFound(props: { slug: string; requested: string; projectIdentifier?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const project = useAppStore((s) =>
    props.projectIdentifier ? selectProjects(s, props.slug).find((p) => p.identifier.toUpperCase() === props.projectIdentifier!.toUpperCase()) : undefined,
  );
  const requested = props.requested.slice(0, 40);
  return (
    <div className="cw-center-pad">
      <EmptyState
        icon={<WorkItemsIcon size={32} />}
        title={t('work_items.detail.not_found_title')}
        description={requested ? t('work_items.detail.not_found_named', { key: requested }) : t('work_items.detail.not_found_description')}
        action={
          project ? (
            <Button variant="outline" onClick={() => navigate(workItemsPath(props.slug, project.id))}>
              {t('work_items.detail.not_found_back_project', { name: project.name })}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => navigate(projectsPath(props.slug))}>
              {t('work_items.detail.not_found_back_projects')}
            </Button>
          )
        }
      />
    </div>
  );
}
