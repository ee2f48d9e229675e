import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { ROLE } from '@cairn/types';
import { Button, CycleIcon, EmptyState } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, type ProjectRoute, projectSettingsPath } from '../../projects';
import '../cycles.css';

/**
 * The frame of the project's cycle screens: the title (a project breadcrumb), the screen's actions, and the gated
 * body — or, when the project has cycles turned off, a note (with the way to turn them on for admins).
 */
export function CyclesPageFrame(props: { route: ProjectRoute; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { route } = props;
  const off = route.project !== undefined && route.project.cycle_view === false;
  return (
    <AreaPage
      title={props.title}
      actions={off ? undefined : props.actions}
    >
      <ProjectGate route={route}>
        {off ? (
          <EmptyState
            icon={<CycleIcon size={32} />}
            title={t('cycles.off.title')}
            description={t('cycles.off.description')}
            action={route.role === ROLE.ADMIN ? <Button onClick={() => navigate(projectSettingsPath(route.slug, route.projectId, 'features'))}>{t('cycles.off.action')}</Button> : undefined}
          />
        ) : (
          props.children
        )}
      </ProjectGate>
    </AreaPage>
  );
}
