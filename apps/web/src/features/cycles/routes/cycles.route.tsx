import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { CYCLE_TABS, DEFAULT_CYCLE_TAB, type CycleTab } from '@cairn/types';
import { selectArchivedCycles, selectCyclesByTab, selectCyclesStatus, useAppStore } from '@cairn/state';
import { Button, CycleIcon, EmptyState, PlusIcon, Spinner, Tabs } from '@cairn/ui-kit';
import { ProjectHeading, useProjectRoute } from '../../projects';
import { ActiveCycleOverview } from '../components/ActiveCycleOverview';
import { ArchivedCycleList } from '../components/ArchivedCycleList';
import { CycleDialogs } from '../components/CycleDialogs';
import { CycleFormModal } from '../components/CycleFormModal';
import { CycleList } from '../components/CycleList';
import { CycleRow } from '../components/CycleRow';
import { CyclesPageFrame } from '../components/CyclesPageFrame';
import { canEditCycles } from '../hooks/cycle-permissions';
import { useProjectCycles } from '../hooks/use-project-cycles';
import { useToday } from '../hooks/use-today';

function tabOf(value: string | null): CycleTab {
  return (CYCLE_TABS as readonly string[]).includes(value ?? '') ? (value as CycleTab) : DEFAULT_CYCLE_TAB;
}

/** One tab's body: rows (the list layout), the active cycle's overview, the archive, or an empty state with "New cycle". */
function CyclesTabBody({ tab, projectId, today, canCreate, onCreate }: { tab: CycleTab; projectId: string; today: string; canCreate: boolean; onCreate: () => void }) {
  const { t } = useT();
  const cycles = useAppStore((s) => selectCyclesByTab(s, projectId, tab, today));
  const status = useAppStore((s) => selectCyclesStatus(s, projectId));
  if (tab === 'archived') return <ArchivedCycleList />;
  if (cycles.length === 0 && (status === 'idle' || status === 'loading')) return <div className="cw-center-pad"><Spinner /></div>;
  if (cycles.length === 0) {
    const create = canCreate ? <Button leftIcon={<PlusIcon size={14} />} onClick={onCreate}>{t('cycles.actions.new')}</Button> : undefined;
    return (
      <EmptyState
        icon={<CycleIcon size={32} />}
        title={t(status === 'error' ? 'cycles.empty.failed_title' : `cycles.empty.${tab}_title`)}
        description={t(status === 'error' ? 'cycles.empty.failed_description' : `cycles.empty.${tab}_description`)}
        action={status === 'error' ? undefined : create}
      />
    );
  }
  if (tab === 'active') {
    return (
      <>
        {cycles.map((cycle) => (
          <section key={cycle.id} className="cw-cycle-active">
            <ul className="cw-project-list" aria-label={t('cycles.tabs.active')}>
              <CycleRow cycleId={cycle.id} />
            </ul>
            <ActiveCycleOverview cycleId={cycle.id} />
          </section>
        ))}
      </>
    );
  }
  if (tab === 'upcoming') {
    const upcoming = cycles.filter((c) => c.start_date !== null);
    const drafts = cycles.filter((c) => c.start_date === null);
    return <CycleList cycles={cycles} label={t('cycles.tabs.upcoming')} groups={[{ title: t('cycles.groups.upcoming'), cycles: upcoming }, { title: t('cycles.groups.draft'), cycles: drafts }]} />;
  }
  return <CycleList cycles={cycles} label={t(`cycles.tabs.${tab}`)} />;
}

/**
 * `/:workspaceSlug/projects/:projectId/cycles`: the project's cycles by tab — Active (default: the current cycle with its
 * overview), Upcoming (then drafts), Completed, Archived — in the list layout; "New cycle" for members and admins.
 */
export function CyclesRoute() {
  const { t } = useT();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [creating, setCreating] = useState(false);
  const canCreate = canEditCycles(role);
  useProjectCycles(slug, projectId, role !== undefined);
  const counts: Record<CycleTab, number> = {
    active: useAppStore((s) => selectCyclesByTab(s, projectId, 'active', today).length),
    upcoming: useAppStore((s) => selectCyclesByTab(s, projectId, 'upcoming', today).length),
    completed: useAppStore((s) => selectCyclesByTab(s, projectId, 'completed', today).length),
    archived: useAppStore((s) => selectArchivedCycles(s, projectId).length),
  };
  const choose = (id: string) => setParams(id === DEFAULT_CYCLE_TAB ? {} : { tab: id }, { replace: true });
  const body = <CyclesTabBody tab={tab} projectId={projectId} today={today} canCreate={canCreate} onCreate={() => setCreating(true)} />;
  // The archive's size is unknown until it is opened: no count rather than a wrong 0.
  const items = CYCLE_TABS.map((id) => ({
    id, label: t(`cycles.tabs.${id}`), count: id === 'archived' && counts.archived === 0 ? undefined : counts[id], content: id === tab ? body : undefined,
  }));
  const actions = canCreate ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('cycles.actions.new')}
    </Button>
  ) : undefined;
  return (
    <CyclesPageFrame route={route} title={<ProjectHeading slug={slug} project={route.project} section={t('cycles.title')} />} actions={actions}>
      <CycleDialogs slug={slug} projectId={projectId} today={today} role={role}>
        <div className="cw-cycles">
          <Tabs items={items} value={tab} onChange={choose} aria-label={t('cycles.tabs.label')} className="cw-cycles__tabs" />
        </div>
        <CycleFormModal slug={slug} projectId={projectId} open={creating} onClose={() => setCreating(false)} />
      </CycleDialogs>
    </CyclesPageFrame>
  );
}
