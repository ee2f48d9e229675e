import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { ArrowLeftIcon, Button } from '@cairn/ui-kit';
import { ProjectHeading, useProjectRoute } from '../../projects';
import { ArchivedCycleList } from '../components/ArchivedCycleList';
import { CycleDialogs } from '../components/CycleDialogs';
import { CyclesPageFrame } from '../components/CyclesPageFrame';
import { useToday } from '../hooks/use-today';
import { cyclesPath } from '../paths';

/** `/:workspaceSlug/projects/:projectId/archives/cycles`: the project's archived cycles, with Restore. */
export function ArchivedCyclesRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const today = useToday();
  const back = (
    <Button size="sm" variant="ghost" leftIcon={<ArrowLeftIcon size={14} />} onClick={() => navigate(cyclesPath(slug, projectId))}>
      {t('cycles.back')}
    </Button>
  );
  return (
    <CyclesPageFrame route={route} title={<ProjectHeading slug={slug} project={route.project} section={t('cycles.archived_title')} sectionTo={cyclesPath(slug, projectId, 'archived')} />} actions={back}>
      <CycleDialogs slug={slug} projectId={projectId} today={today} role={role}>
        <div className="cw-cycles cw-cycles--padded">
          <p className="cw-muted">{t('cycles.archived_subtitle')}</p>
          <ArchivedCycleList />
        </div>
      </CycleDialogs>
    </CyclesPageFrame>
  );
}
