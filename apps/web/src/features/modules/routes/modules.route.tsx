import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectProjectModules, sortModules, useAppStore } from '@cairn/state';
import { ArchiveIcon, Button, EmptyState, ModuleIcon, PlusIcon, Spinner } from '@cairn/ui-kit';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ModuleCard, ModuleRow } from '../components/ModuleRow';
import { ModulesOff } from '../components/ModulesOff';
import { ModulesToolbar } from '../components/ModulesToolbar';
import { canEditModules } from '../hooks/module-permissions';
import { useModuleActions } from '../hooks/use-module-actions';
import { useModulePeople, useProjectModules } from '../hooks/use-module-data';
import { useModulesDisplay } from '../hooks/use-modules-display';
import { archivedModulesPath } from '../paths';
import '../modules.css';

/**
 * `/:workspaceSlug/projects/:projectId/modules`: the project's modules as a list or cards (remembered), ordered by
 * name unless chosen otherwise, optionally favorites only; members create, edit, archive and change status inline.
 */
export function ModulesRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const canRead = role !== undefined;
  const off = route.project?.module_view === false;
  const status = useProjectModules(slug, projectId, 'live', canRead && !off);
  const { byId: people } = useModulePeople(slug, projectId, canRead);
  const all = useAppStore((s) => selectProjectModules(s, projectId));
  const display = useModulesDisplay(projectId);
  const actions = useModuleActions(slug, projectId, role);
  const shown = useMemo(
    () => sortModules(display.favoritesOnly ? all.filter((m) => m.is_favorite) : all, display.orderBy),
    [all, display.favoritesOnly, display.orderBy],
  );

  const create = actions.openCreate ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={actions.openCreate}>
      {t('modules.create.button')}
    </Button>
  ) : null;

  let body;
  if (off) {
    body = <ModulesOff slug={slug} projectId={projectId} role={role} />;
  } else if (all.length === 0 && status !== 'ready') {
    body = status === 'error' ? (
      <EmptyState title={t('modules.list.load_error')} description={t('errors.something_went_wrong')} />
    ) : (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <EmptyState
        icon={<ModuleIcon size={32} />}
        title={t('modules.empty.title')}
        description={t('modules.empty.description')}
        action={actions.openCreate ? <Button onClick={actions.openCreate}>{t('modules.create.button')}</Button> : undefined}
      />
    );
  } else {
    const Item = display.layout === 'cards' ? ModuleCard : ModuleRow;
    body = (
      <>
        <ModulesToolbar
          count={shown.length}
          layout={display.layout}
          onLayout={display.setLayout}
          orderBy={display.orderBy}
          onOrderBy={display.setOrderBy}
          favoritesOnly={display.favoritesOnly}
          onFavoritesOnly={display.setFavoritesOnly}
        />
        {shown.length === 0 ? (
          <EmptyState size="sm" title={t('modules.list.no_favorites')} description={t('modules.list.no_favorites_description')} />
        ) : (
          <ul className={display.layout === 'cards' ? 'cw-module-cards' : 'cw-project-list'} aria-label={t('modules.list.title')}>
            {shown.map((module) => (
              <Item
                key={module.id}
                slug={slug}
                module={module}
                lead={module.lead_id ? people.get(module.lead_id) : undefined}
                menu={actions.menuFor(module)}
                onStatusChange={actions.statusChange(module)}
                canFavorite={canEditModules(role)}
              />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <AreaPage
      title={<ProjectHeading slug={slug} project={route.project} section={t('sidebar.modules')} />}
      actions={
        canRead && !off ? (
          <>
            <Button size="sm" variant="ghost" leftIcon={<ArchiveIcon size={14} />} onClick={() => navigate(archivedModulesPath(slug, projectId))}>
              {t('modules.archived.link')}
            </Button>
            {create}
          </>
        ) : undefined
      }
    >
      <ProjectGate route={route}>
        <div className="cw-projects cw-modules">{body}</div>
        {actions.dialogs}
      </ProjectGate>
    </AreaPage>
  );
}
