import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectWorkItem, useAppStore } from '@cairn/state';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { WorkItemDetail, browsePath, workItemKey } from '../../work-items';
import { EpicProgressPanel } from '../components/EpicProgressPanel';
import { epicsPath } from '../paths';
import '../epics.css';

/**
 * `/:workspaceSlug/projects/:projectId/epics/:epicId`: the epic in full (the work-item detail on the epics paths) with
 * its progress: the children counted by state group and listed. "Convert to work item" leaves for the item's page.
 */
export function EpicDetailRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { epicId = '' } = useParams();
  const route = useProjectRoute();
  const { slug, projectId } = route;
  const epic = useAppStore((s) => selectWorkItem(s, epicId));
  const converted = (isEpic: boolean) => {
    if (isEpic || !epic) return;
    navigate(browsePath(slug, workItemKey(epic.project_identifier ?? route.project?.identifier, epic.sequence_id)));
  };
  return (
    <AreaPage title={<ProjectHeading slug={slug} project={route.project} section={t('epics.title')} sectionTo={epicsPath(slug, projectId)} />}>
      <ProjectGate route={route}>
        <WorkItemDetail
          key={epicId}
          slug={slug}
          projectId={projectId}
          itemId={epicId}
          mode="page"
          type="epics"
          extra={<EpicProgressPanel slug={slug} projectId={projectId} epicId={epicId} />}
          onGone={() => navigate(epicsPath(slug, projectId))}
          onConverted={converted}
        />
      </ProjectGate>
    </AreaPage>
  );
}
