import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectArchivedCycles, selectArchivedCyclesStatus, useAppStore, useStoreApi } from '@cairn/state';
import { ArchiveIcon, Button, EmptyState, Spinner } from '@cairn/ui-kit';
import { canEditCycles } from '../hooks/cycle-permissions';
import { formatDateRange } from '../hooks/cycle-format';
import { useCycleScreen } from '../hooks/cycle-screen';
import { cyclePath } from '../paths';
import { CycleProgressBar } from './CycleProgressBar';
import { CycleMenu } from './CycleRow';

/** A project's archived cycles with Restore (members and admins); loads them once. */
export function ArchivedCycleList() {
  const { t, locale: language } = useT();
  const { slug, projectId, role } = useCycleScreen();
  const storeApi = useStoreApi();
  const cycles = useAppStore((s) => selectArchivedCycles(s, projectId));
  const status = useAppStore((s) => selectArchivedCyclesStatus(s, projectId));
  const restoreCycle = useAppStore((s) => s.restoreCycle);
  const [restoring, setRestoring] = useState<string | null>(null);
  useEffect(() => {
    const s = storeApi.getState();
    const now = selectArchivedCyclesStatus(s, projectId);
    if (now === 'idle' || now === 'error') void s.loadArchivedCycles(slug, projectId);
  }, [storeApi, slug, projectId]);

  const restore = (cycleId: string) => {
    setRestoring(cycleId);
    // Spec §8: a failed restore is only logged; the row simply stays.
    restoreCycle(slug, projectId, cycleId).catch(() => undefined).finally(() => setRestoring(null));
  };

  if (cycles.length === 0 && (status === 'idle' || status === 'loading')) return <div className="cw-center-pad"><Spinner /></div>;
  if (cycles.length === 0) {
    return <EmptyState icon={<ArchiveIcon size={32} />} title={t('cycles.empty.archived_title')} description={t('cycles.empty.archived_description')} />;
  }
  return (
    <ul className="cw-project-list" aria-label={t('cycles.tabs.archived')}>
      {cycles.map((cycle) => (
        <li key={cycle.id} className="cw-project-row cw-cycle-row">
          <div className="cw-project-row__main cw-cycle-row__main">
            <Link className="cw-project-row__name" to={cyclePath(slug, projectId, cycle.id)}>{cycle.name}</Link>
            <span className="cw-cycle-dates">
              <span>{formatDateRange(cycle.start_date, cycle.end_date, language) ?? t('cycles.dates.none')}</span>
              {cycle.archived_at ? <span className="cw-cycle-dates__hint">{t('cycles.archived_on', { date: new Date(cycle.archived_at).toLocaleDateString(language) })}</span> : null}
            </span>
          </div>
          <div className="cw-cycle-row__progress">
            <CycleProgressBar counts={cycle} />
          </div>
          <div className="cw-cycle-row__meta">
            {canEditCycles(role) ? (
              <Button size="sm" variant="outline" loading={restoring === cycle.id} onClick={() => restore(cycle.id)} aria-label={t('cycles.actions.restore_named', { name: cycle.name })}>
                {t('common.restore')}
              </Button>
            ) : null}
            <CycleMenu cycle={cycle} />
          </div>
        </li>
      ))}
    </ul>
  );
}
