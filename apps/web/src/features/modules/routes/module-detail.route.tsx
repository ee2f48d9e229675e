import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectModule, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, IconButton, ModuleIcon, PlusIcon, SidebarIcon, Spinner } from '@cairn/ui-kit';
import { ProjectGate, ProjectHeading, useProjectRoute } from '../../projects';
import { WorkItemListView } from '../../work-item-lists';
import { AreaPage } from '../../../shared/components/AreaPage';
import { AddWorkItemsModal } from '../components/AddWorkItemsModal';
import { ModuleFavoriteButton } from '../components/ModuleFavoriteButton';
import { ModuleMenu } from '../components/ModuleMeta';
import { ModulesOff } from '../components/ModulesOff';
import { ModuleSidebar } from '../components/ModuleSidebar';
import { ModuleStatus } from '../components/ModuleStatus';
import { canEditModules } from '../hooks/module-permissions';
import { useModuleActions } from '../hooks/use-module-actions';
import { useModulePeople, useProjectModules } from '../hooks/use-module-data';
import { useModuleSidebarCollapsed } from '../hooks/use-modules-display';
import { modulesPath } from '../paths';
import '../modules.css';

/**
 * `/:workspaceSlug/projects/:projectId/modules/:moduleId`: the module's work items (the list in the module context,
 * with its layouts, filters and display settings) and a collapsible sidebar (remembered) with its facts, links,
 * progress, burndown and breakdowns; members add existing work items.
 */
export function ModuleDetailRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { moduleId = '' } = useParams();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const off = route.project?.module_view === false;
  const canRead = role !== undefined && !off;
  const storeApi = useStoreApi();
  const listStatus = useProjectModules(slug, projectId, 'live', canRead);
  const module = useAppStore((s) => selectModule(s, moduleId));
  const { byId: people } = useModulePeople(slug, projectId, canRead);
  const [collapsed, setCollapsed] = useModuleSidebarCollapsed();
  const [adding, setAdding] = useState(false);
  const toList = () => navigate(modulesPath(slug, projectId));
  const actions = useModuleActions(slug, projectId, role, { onDeleted: toList, onArchived: toList });
  const editable = canEditModules(role) && !!module && !module.archived_at;

  // A module the project list does not hold (archived, or opened by link before the list answered) is read alone.
  const [missing, setMissing] = useState(false);
  const known = !!module;
  useEffect(() => {
    if (!canRead || known || listStatus === 'loading' || listStatus === 'idle') return;
    void storeApi.getState().loadModule(slug, projectId, moduleId).then((found) => setMissing(!found));
  }, [storeApi, canRead, known, listStatus, slug, projectId, moduleId]);

  let body;
  if (off) {
    body = <ModulesOff slug={slug} projectId={projectId} role={role} />;
  } else if (!module) {
    body = missing ? (
      <EmptyState
        icon={<ModuleIcon size={32} />}
        title={t('modules.detail.not_found')}
        description={t('modules.detail.not_found_description')}
        action={<Button variant="outline" onClick={toList}>{t('modules.detail.back')}</Button>}
      />
    ) : (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else {
    body = (
      <div className={collapsed ? 'cw-module-detail cw-module-detail--collapsed' : 'cw-module-detail'}>
        <div className="cw-module-detail__main">
          <div className="cw-module-detail__bar">
            <h2 className="cw-module-detail__name">
              <ModuleIcon size={16} />
              <span>{module.name}</span>
            </h2>
            <ModuleStatus status={module.status} moduleName={module.name} onChange={actions.statusChange(module)} />
            <span className="cw-module-detail__spacer" />
            {editable ? (
              <Button size="sm" variant="outline" leftIcon={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
                {t('modules.add_items.button')}
              </Button>
            ) : null}
            <ModuleFavoriteButton slug={slug} module={module} />
            <ModuleMenu module={module} items={actions.menuFor(module)} />
            {collapsed ? (
              <IconButton size="sm" icon={<SidebarIcon size={16} />} aria-label={t('modules.sidebar.expand')} aria-expanded={false} onClick={() => setCollapsed(false)} />
            ) : null}
          </div>
          <WorkItemListView slug={slug} ctx={{ kind: 'module', projectId, moduleId: module.id }} projectRole={role} />
        </div>
        {collapsed ? null : (
          <ModuleSidebar
            slug={slug}
            module={module}
            people={people}
            editable={canEditModules(role)}
            onStatusChange={actions.statusChange(module)}
            onCollapse={() => setCollapsed(true)}
          />
        )}
      </div>
    );
  }

  return (
    <AreaPage title={<ProjectHeading slug={slug} project={route.project} section={t('sidebar.modules')} sectionTo={modulesPath(slug, projectId)} />}>
      <ProjectGate route={route}>
        {body}
        {actions.dialogs}
        {module ? <AddWorkItemsModal slug={slug} module={module} open={adding} onClose={() => setAdding(false)} /> : null}
      </ProjectGate>
    </AreaPage>
  );
}
