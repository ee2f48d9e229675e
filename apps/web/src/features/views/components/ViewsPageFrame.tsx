import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { ROLE } from '@cairn/types';
import { Button, EmptyState, LayersIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, type ProjectRoute, projectSettingsPath } from '../../projects';
import '../views.css';

/**
 * The frame of a project's view screens: the title (a project breadcrumb), the screen's actions, and the gated body —
 * or, when the project has views turned off (issue_views_view), a note with the way to turn them on for admins.
 */
export function ViewsPageFrame(props: { route: ProjectRoute; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { route } = props;
  const off = route.project !== undefined && route.project.issue_views_view === false;
  return (
    <AreaPage title={props.title} actions={off || route.role === undefined ? undefined : props.actions}>
      <ProjectGate route={route}>
        {off ? (
          <EmptyState
            icon={<LayersIcon size={32} />}
            title={t('views.off.title')}
            description={t('views.off.description')}
            action={route.role === ROLE.ADMIN ? <Button onClick={() => navigate(projectSettingsPath(route.slug, route.projectId, 'features'))}>{t('views.off.action')}</Button> : undefined}
          />
        ) : (
          props.children
        )}
      </ProjectGate>
    </AreaPage>
  );
}
