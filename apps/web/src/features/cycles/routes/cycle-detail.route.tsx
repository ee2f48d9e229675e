import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectCycle, useAppStore, useStoreApi, type ListContext } from '@cairn/state';
import { ArchiveIcon, Badge, Button, CycleIcon, EmptyState, IconButton, PlusIcon, SidebarIcon, Spinner } from '@cairn/ui-kit';
import { ProjectHeading, useProjectRoute } from '../../projects';
import { WorkItemListView } from '../../work-item-lists';
import { CycleDialogs } from '../components/CycleDialogs';
import { CycleFavoriteButton, CycleMenu } from '../components/CycleRow';
import { CycleSidebar } from '../components/CycleSidebar';
import { CycleStatusBadge } from '../components/CycleStatusBadge';
import { CyclesPageFrame } from '../components/CyclesPageFrame';
import { canEditCycles } from '../hooks/cycle-permissions';
import { formatDateRange, shownStatus } from '../hooks/cycle-format';
import { useCycleScreen } from '../hooks/cycle-screen';
import { useNarrow } from '../hooks/use-narrow';
import { useProjectCycles } from '../hooks/use-project-cycles';
import { useCycleSidebarCollapsed } from '../hooks/sidebar-collapsed';
import { useToday } from '../hooks/use-today';
import { cyclesPath } from '../paths';

/** The header's actions: add items, favorite, the sidebar toggle and the cycle's menu. */
function CycleActions({ cycleId, sidebarOpen, onToggleSidebar }: { cycleId: string; sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { t } = useT();
  const { slug, role, today, open } = useCycleScreen();
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  const restoreCycle = useAppStore((s) => s.restoreCycle);
  if (!cycle) return null;
  const canEdit = canEditCycles(role);
  const archived = cycle.archived_at !== null;
  return (
    <>
      {archived && canEdit ? (
        <Button size="sm" variant="outline" leftIcon={<ArchiveIcon size={14} />} onClick={() => void restoreCycle(slug, cycle.project_id, cycle.id).catch(() => undefined)}>
          {t('common.restore')}
        </Button>
      ) : null}
      {!archived && canEdit && shownStatus(cycle, today) !== 'completed' ? (
        <Button size="sm" variant="outline" className="cw-cycle-add" leftIcon={<PlusIcon size={14} />} aria-label={t('cycles.actions.add_existing')} title={t('cycles.actions.add_existing')} onClick={() => open('add-items', cycle)}>
          <span className="cw-cycle-add__text">{t('cycles.actions.add_existing')}</span>
        </Button>
      ) : null}
      <CycleFavoriteButton cycle={cycle} />
      <IconButton
        size="sm"
        variant={sidebarOpen ? 'secondary' : 'ghost'}
        icon={<SidebarIcon size={14} />}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarOpen ? 'cycle-sidebar' : undefined}
        onClick={onToggleSidebar}
        aria-label={t(sidebarOpen ? 'cycles.sidebar.hide' : 'cycles.sidebar.show')}
        title={t(sidebarOpen ? 'cycles.sidebar.hide' : 'cycles.sidebar.show')}
      />
      <CycleMenu cycle={cycle} withAddItems={false} />
    </>
  );
}

/** The cycle's list in the cycle context beside its sidebar (collapsed flag in browser storage; an overlay when narrow). */
function CycleBody({ cycleId, sidebarOpen, onCloseSidebar, narrow }: { cycleId: string; sidebarOpen: boolean; onCloseSidebar: () => void; narrow: boolean }) {
  const { t, locale: language } = useT();
  const { slug, projectId, role, today } = useCycleScreen();
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  if (!cycle) return null;
  const ctx: ListContext = { kind: 'cycle', projectId, cycleId };
  return (
    <div className="cw-cycle-detail">
      <div className="cw-cycle-detail__strip">
        <CycleStatusBadge cycle={cycle} today={today} />
        {cycle.archived_at ? <Badge size="sm" icon={<ArchiveIcon size={12} />}>{t('cycles.archived')}</Badge> : null}
        <span className="cw-cycle-dates">{formatDateRange(cycle.start_date, cycle.end_date, language) ?? t('cycles.dates.none')}</span>
      </div>
      <div className="cw-cycle-detail__main">
        <div className="cw-cycle-detail__list">
          <WorkItemListView slug={slug} ctx={ctx} projectRole={role} />
        </div>
        {sidebarOpen ? <CycleSidebar cycleId={cycleId} overlay={narrow} onClose={onCloseSidebar} /> : null}
      </div>
    </div>
  );
}

/**
 * `/:workspaceSlug/projects/:projectId/cycles/:cycleId`: the cycle's work items (the list in the cycle context, every
 * layout) with a collapsible sidebar of dates, progress, burndown and breakdowns; add existing items, favorite, menu.
 */
export function CycleDetailRoute() {
  const { t } = useT();
  const { cycleId = '' } = useParams();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const storeApi = useStoreApi();
  const today = useToday();
  const narrow = useNarrow();
  const [collapsed, setCollapsed] = useCycleSidebarCollapsed();
  // Narrow windows: the sidebar covers the list, so it opens only when asked (the stored flag is for wide windows).
  const [overlayOpen, setOverlayOpen] = useState(false);
  const sidebarOpen = narrow ? overlayOpen : !collapsed;
  const toggleSidebar = () => (narrow ? setOverlayOpen(!overlayOpen) : setCollapsed(!collapsed));
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  const [lookedUp, setLookedUp] = useState(false);
  const canRead = role !== undefined;
  useProjectCycles(slug, projectId, canRead);
  useEffect(() => {
    if (!canRead || storeApi.getState().cyclesById[cycleId]) return;
    void storeApi.getState().loadCycle(slug, projectId, cycleId).finally(() => setLookedUp(true));
  }, [storeApi, slug, projectId, cycleId, canRead]);

  const title = (
    <span className="cw-cycle-title">
      <ProjectHeading slug={slug} project={route.project} section={t('cycles.title')} sectionTo={cyclesPath(slug, projectId)} />
      {cycle ? (
        <>
          <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
          <span className="cw-cycle-title__name">{cycle.name}</span>
        </>
      ) : null}
    </span>
  );
  return (
    <CycleDialogs slug={slug} projectId={projectId} today={today} role={role} leaveOnDelete>
      <CyclesPageFrame route={route} title={title} actions={cycle ? <CycleActions cycleId={cycleId} sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} /> : undefined}>
        {cycle ? (
          <CycleBody cycleId={cycleId} sidebarOpen={sidebarOpen} narrow={narrow} onCloseSidebar={() => (narrow ? setOverlayOpen(false) : setCollapsed(true))} />
        ) : lookedUp ? (
          <EmptyState
            icon={<CycleIcon size={32} />}
            title={t('cycles.not_found_title')}
            description={t('cycles.not_found_description')}
            action={<Button variant="outline" onClick={() => navigate(cyclesPath(slug, projectId))}>{t('cycles.back')}</Button>}
          />
        ) : (
          <div className="cw-center-pad"><Spinner /></div>
        )}
      </CyclesPageFrame>
    </CycleDialogs>
  );
}
