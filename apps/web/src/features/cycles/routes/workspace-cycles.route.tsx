import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectActiveCyclesPage, selectProject, selectWorkspaceActiveCycles, useAppStore, useStoreApi, type CycleRecord } from '@cairn/state';
import { Button, CycleIcon, EmptyState, Spinner } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { CycleProgressBar } from '../components/CycleProgressBar';
import { completionPercent, daysBetween, formatDateRange } from '../hooks/cycle-format';
import { useToday } from '../hooks/use-today';
import { cyclePath } from '../paths';
import '../cycles.css';

/** One active cycle of the workspace: project, name (a link), dates, days left, progress. */
function ActiveCycleRow({ slug, cycle, today }: { slug: string; cycle: CycleRecord; today: string }) {
  const { t, locale: language } = useT();
  const projectName = useAppStore((s) => selectProject(s, cycle.project_id)?.name) ?? cycle.project_name ?? '';
  return (
    <li className="cw-project-row cw-cycle-row">
      <div className="cw-project-row__main cw-cycle-row__main">
        <span className="cw-cycle-row__project">{projectName}</span>
        <Link className="cw-project-row__name" to={cyclePath(slug, cycle.project_id, cycle.id)}>{cycle.name}</Link>
        <span className="cw-cycle-dates">
          <span>{formatDateRange(cycle.start_date, cycle.end_date, language)}</span>
          {cycle.end_date ? <span className="cw-cycle-dates__hint">{t('cycles.dates.days_left', { count: Math.max(0, daysBetween(today, cycle.end_date)) })}</span> : null}
        </span>
      </div>
      <div className="cw-cycle-row__progress">
        <CycleProgressBar counts={cycle} />
      </div>
      <div className="cw-cycle-row__meta">
        <span className="cw-cycle-row__percent">{t('cycles.overview.percent_done', { percent: completionPercent(cycle) })}</span>
      </div>
    </li>
  );
}

/** `/:workspaceSlug/cycles`: the current cycles of every project the user can see (active-cycles/, page by page). */
export function WorkspaceCyclesRoute() {
  const { t } = useT();
  const { workspaceSlug: slug = '' } = useParams();
  const storeApi = useStoreApi();
  const today = useToday();
  const page = useAppStore((s) => selectActiveCyclesPage(s, slug));
  const cycles = useAppStore((s) => selectWorkspaceActiveCycles(s, slug));
  useEffect(() => {
    // A page the store holds (the boot payload, an earlier visit) needs no request.
    const known = selectActiveCyclesPage(storeApi.getState(), slug)?.status;
    if (slug && known !== 'ready' && known !== 'loading') void storeApi.getState().loadActiveCycles(slug);
  }, [storeApi, slug]);
  const loading = !page || (page.status === 'loading' && cycles.length === 0);
  return (
    <AreaPage title={t('cycles.workspace.title')} icon={<CycleIcon size={18} />}>
      <div className="cw-cycles cw-cycles--padded">
        <p className="cw-muted">{t('cycles.workspace.subtitle')}</p>
        {loading ? (
          <div className="cw-center-pad"><Spinner /></div>
        ) : cycles.length === 0 ? (
          <EmptyState
            icon={<CycleIcon size={32} />}
            title={t(page.status === 'error' ? 'cycles.empty.failed_title' : 'cycles.workspace.empty_title')}
            description={t(page.status === 'error' ? 'cycles.empty.failed_description' : 'cycles.workspace.empty_description')}
          />
        ) : (
          <>
            <ul className="cw-project-list" aria-label={t('cycles.workspace.title')}>
              {cycles.map((cycle) => <ActiveCycleRow key={cycle.id} slug={slug} cycle={cycle} today={today} />)}
            </ul>
            {page.hasMore ? (
              <Button variant="ghost" size="sm" loading={page.loader === 'pagination'} onClick={() => void storeApi.getState().loadMoreActiveCycles(slug)}>
                {t('cycles.workspace.load_more', { shown: cycles.length, total: page.totalCount })}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </AreaPage>
  );
}
