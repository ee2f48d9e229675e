import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { ROLE } from '@cairn/types';
import { selectCurrentUser, useAppStore } from '@cairn/state';
import { Button, EmptyState, IntakeIcon, PlusIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectGate, ProjectHeading, projectSettingsPath, useProjectRoute } from '../../projects';
import { CreateIntakeModal } from '../components/CreateIntakeModal';
import { IntakeDetail } from '../components/IntakeDetail';
import { IntakeList } from '../components/IntakeList';
import { IntakeToolbar } from '../components/IntakeToolbar';
import { canSubmitIntake } from '../hooks/intake-permissions';
import { useIntakePeople, useIntakeScreen, useNow } from '../hooks/use-intake-screen';
import '../intake.css';

/**
 * `/:workspaceSlug/projects/:projectId/intake`: the project's intake (feature inbox_view) — the Open / Closed tabs with
 * filters, order and pages of 10 on the left, the request named by `?inboxId=` on the right (one pane at a time on a
 * narrow screen); "New request" for every project role.
 */
export function IntakeRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role, project } = route;
  const off = project !== undefined && project.inbox_view === false;
  const enabled = role !== undefined && project !== undefined && !off;
  const screen = useIntakeScreen(slug, projectId, enabled);
  const { people, nameOf } = useIntakePeople(slug, projectId, enabled);
  const userId = useAppStore((s) => selectCurrentUser(s)?.id);
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const open = (issueId: string | undefined) => navigate(screen.hrefOf(issueId), { replace: issueId === undefined });
  const actions = enabled && canSubmitIntake(role) ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('intake.actions.new')}
    </Button>
  ) : undefined;
  return (
    <AreaPage title={<ProjectHeading slug={slug} project={project} section={t('intake.title')} />} actions={actions}>
      <ProjectGate route={route}>
        {off ? (
          <EmptyState
            icon={<IntakeIcon size={32} />}
            title={t('intake.off.title')}
            description={t('intake.off.description')}
            action={role === ROLE.ADMIN ? <Button onClick={() => navigate(projectSettingsPath(slug, projectId, 'features'))}>{t('intake.off.action')}</Button> : undefined}
          />
        ) : (
          <div className={screen.inboxId ? 'cw-intake cw-intake--detail' : 'cw-intake'}>
            <div className="cw-intake__list-pane">
              <IntakeToolbar params={screen.params} people={people} onTab={screen.setTab} onFilters={screen.setFilters} onOrder={screen.setOrder} />
              <IntakeList
                slug={slug}
                projectId={projectId}
                params={screen.params}
                selectedId={screen.inboxId}
                hrefOf={screen.hrefOf}
                projectIdentifier={project?.identifier}
                creatorName={nameOf}
                now={now}
              />
            </div>
            <div className="cw-intake__detail-pane">
              {screen.inboxId ? (
                <IntakeDetail
                  key={screen.inboxId}
                  slug={slug}
                  projectId={projectId}
                  issueId={screen.inboxId}
                  role={role}
                  userId={userId}
                  projectIdentifier={project?.identifier}
                  personName={nameOf}
                  now={now}
                  onBack={() => open(undefined)}
                />
              ) : (
                <EmptyState icon={<IntakeIcon size={32} />} title={t('intake.detail.none_title')} description={t('intake.detail.none_description')} />
              )}
            </div>
          </div>
        )}
        <CreateIntakeModal slug={slug} projectId={projectId} open={creating} onClose={() => setCreating(false)} onCreated={(id) => open(id)} />
      </ProjectGate>
    </AreaPage>
  );
}
