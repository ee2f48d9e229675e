import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectArchivedModules, useAppStore } from '@cairn/state';
import { ArchiveIcon, ArrowLeftIcon, Button, EmptyState, Spinner } from '@cairn/ui-kit';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ModuleProgress } from '../components/ModuleProgress';
import { canEditModules } from '../hooks/module-permissions';
import { formatDay } from '../hooks/module-format';
import { useProjectModules } from '../hooks/use-module-data';
import { modulePath, modulesPath } from '../paths';
import '../modules.css';

/**
 * `/:workspaceSlug/projects/:projectId/archives/modules`: the project's archived modules; members restore them
 * (optimistic; a failure rolls back and is only logged, spec §8).
 */
export function ArchivedModulesRoute() {
  const { t, locale: language } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const status = useProjectModules(slug, projectId, 'archived', role !== undefined);
  const archived = useAppStore((s) => selectArchivedModules(s, projectId));
  const restoreModule = useAppStore((s) => s.restoreModule);
  const [restoring, setRestoring] = useState<string | null>(null);
  const editable = canEditModules(role);

  const restore = (moduleId: string) => {
    setRestoring(moduleId);
    restoreModule(slug, projectId, moduleId)
      .catch(() => undefined)
      .finally(() => setRestoring(null));
  };

  let body;
  if (archived.length === 0 && status !== 'ready') {
    body = status === 'error' ? (
      <EmptyState title={t('modules.list.load_error')} description={t('errors.something_went_wrong')} />
    ) : (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else if (archived.length === 0) {
    body = <EmptyState icon={<ArchiveIcon size={32} />} title={t('modules.archived.empty_title')} description={t('modules.archived.empty_description')} />;
  } else {
    body = (
      <ul className="cw-project-list" aria-label={t('modules.archived.title')}>
        {archived.map((module) => (
          <li key={module.id} className="cw-project-row cw-module-row">
            <div className="cw-project-row__main">
              <Link className="cw-project-row__name" to={modulePath(slug, projectId, module.id)}>
                {module.name}
              </Link>
              {module.archived_at ? (
                <span className="cw-project-row__description">{t('modules.archived.archived_on', { date: formatDay(module.archived_at.slice(0, 10), language) })}</span>
              ) : null}
            </div>
            <div className="cw-module-row__progress">
              <ModuleProgress module={module} />
            </div>
            <div className="cw-project-row__actions cw-module-row__actions">
              {editable ? (
                <Button size="sm" variant="outline" loading={restoring === module.id} onClick={() => restore(module.id)} aria-label={t('modules.archived.restore_named', { name: module.name })}>
                  {t('common.restore')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AreaPage
      title={<ProjectHeading slug={slug} project={route.project} section={t('modules.archived.title')} />}
      actions={
        <Button size="sm" variant="ghost" leftIcon={<ArrowLeftIcon size={14} />} onClick={() => navigate(modulesPath(slug, projectId))}>
          {t('modules.archived.back')}
        </Button>
      }
    >
      <ProjectGate route={route}>
        <div className="cw-projects cw-modules">{body}</div>
      </ProjectGate>
    </AreaPage>
  );
}
