import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectProjectWorkItems, selectWorkItemListMeta, selectWorkItemLoader, useAppStore, useStoreApi } from '@cairn/state';
import { Button, EmptyState, IconButton, PlusIcon, SettingsIcon, Spinner, WorkItemsIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../workspace/components/AreaPage';
import { ProjectGate } from '../../projects/components/ProjectGate';
import { ProjectHeading } from '../../projects/components/ProjectHeading';
import { useProjectRoute } from '../../projects/hooks/use-project';
import { projectSettingsPath } from '../../projects/paths';
import { WorkItemList } from '../components/WorkItemList';
import { WorkItemPeek } from '../components/WorkItemPeek';
import { useOpenCreateWorkItem } from '../hooks/create-work-item-context';
import { useProjectOptions } from '../hooks/use-project-options';
import { PEEK_PARAM, workItemKey } from '../paths';
import '../work-items.css';

/** `/:workspaceSlug/projects/:projectId/issues`: the project's work items; `?peekId=` shows one in the peek panel. */
export function WorkItemsListRoute() {
  const { t } = useT();
  const route = useProjectRoute();
  const { slug, projectId } = route;
  const storeApi = useStoreApi();
  const [params, setParams] = useSearchParams();
  const peekId = params.get(PEEK_PARAM);
  const openCreate = useOpenCreateWorkItem();
  const items = useAppStore((s) => selectProjectWorkItems(s, projectId));
  const loader = useAppStore((s) => selectWorkItemLoader(s, projectId));
  const meta = useAppStore((s) => selectWorkItemListMeta(s, projectId));
  const canRead = route.role !== undefined;
  const options = useProjectOptions(slug, canRead ? projectId : undefined);
  const statesById = useMemo(() => new Map(options.states.map((s) => [s.id, s])), [options.states]);
  const peopleById = useMemo(() => new Map(options.people.map((p) => [p.id, p])), [options.people]);

  // Settled once the first load answered (either way), so the empty state never flashes before the spinner.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!canRead) return;
    let live = true;
    setSettled(false);
    storeApi
      .getState()
      .loadWorkItems(slug, projectId)
      // The store toasts a failure; the screen then shows what it has.
      .catch(() => undefined)
      .finally(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [storeApi, slug, projectId, canRead]);

  const setPeek = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(params);
      if (id) next.set(PEEK_PARAM, id);
      else next.delete(PEEK_PARAM);
      setParams(next);
    },
    [params, setParams],
  );

  const navigate = useNavigate();
  const actions = canRead ? (
    <>
      <IconButton
        size="sm"
        icon={<SettingsIcon size={14} />}
        aria-label={t('projects.page.open_settings')}
        title={t('projects.page.open_settings')}
        onClick={() => navigate(projectSettingsPath(slug, projectId))}
      />
      {openCreate ? (
        <Button size="sm" leftIcon={<PlusIcon size={14} />} title={t('work_items.create.shortcut_hint')} onClick={() => openCreate()}>
          {t('work_items.create.button')}
        </Button>
      ) : null}
    </>
  ) : undefined;

  let body;
  if (items.length === 0 && (!settled || loader === 'init-loader')) {
    body = (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<WorkItemsIcon size={32} />}
        title={t('work_items.list.empty_title')}
        description={t('work_items.list.empty_description')}
        action={openCreate ? <Button onClick={() => openCreate()}>{t('work_items.create.button')}</Button> : undefined}
      />
    );
  } else {
    body = (
      <div className="cw-wi-list">
        <div className="cw-wi-list__toolbar">
          <span className="cw-wi-muted">{t('work_items.list.count', { count: meta?.total_count ?? items.length })}</span>
        </div>
        <WorkItemList
          items={items}
          keyOf={(item) => workItemKey(item.project_identifier ?? route.project?.identifier, item.sequence_id)}
          stateOf={(id) => (id ? statesById.get(id) : undefined)}
          personOf={(id) => peopleById.get(id)}
          activeId={peekId}
          onOpen={(item) => setPeek(item.id)}
        />
      </div>
    );
  }

  return (
    <AreaPage title={<ProjectHeading slug={slug} project={route.project} section={t('sidebar.work_items')} />} actions={actions}>
      <ProjectGate route={route}>
        {body}
        {peekId ? <WorkItemPeek key={peekId} slug={slug} projectId={projectId} itemId={peekId} onClose={() => setPeek(null)} /> : null}
      </ProjectGate>
    </AreaPage>
  );
}
