import { useT } from '@cairn/i18n';
import { selectCycle, selectCycleAnalytics, useAppStore } from '@cairn/state';
import { IconButton, Spinner, XIcon } from '@cairn/ui-kit';
import { completionPercent } from '../hooks/cycle-format';
import { useCycleScreen } from '../hooks/cycle-screen';
import { CycleBurndown, PeopleAndLabels, PlotTypeSwitch, StateGroupBreakdown, useCycleAnalytics, usePlotType } from './CycleCharts';
import { CycleProgressBar } from './CycleProgressBar';
import { CycleDates, CycleOwner } from './CycleRow';
import { CycleStatusBadge } from './CycleStatusBadge';
import { TimeLoggedSummary } from '../../time-tracking';

/**
 * The cycle detail's right sidebar: dates, status, owner, progress, the burndown (points or work items) and the
 * breakdowns by state group, assignee and label. `overlay` (narrow windows) draws it over the list with a close button.
 */
export function CycleSidebar({ cycleId, overlay, onClose }: { cycleId: string; overlay: boolean; onClose: () => void }) {
  const { t } = useT();
  const { slug, projectId, today } = useCycleScreen();
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  const [type, setType] = usePlotType(cycleId);
  const analytics = useAppStore((s) => selectCycleAnalytics(s, cycleId, type));
  useCycleAnalytics(slug, projectId, cycleId);
  if (!cycle) return null;
  return (
    <aside id="cycle-sidebar" className={overlay ? 'cw-cycle-sidebar cw-cycle-sidebar--overlay' : 'cw-cycle-sidebar'} aria-label={t('cycles.sidebar.label')}>
      <div className="cw-cycle-sidebar__head">
        <h2 className="cw-cycle-sidebar__title">{t('cycles.sidebar.title')}</h2>
        <IconButton size="sm" icon={<XIcon size={14} />} aria-label={t('cycles.sidebar.hide')} onClick={onClose} />
      </div>
      <dl className="cw-cycle-facts">
        <dt>{t('cycles.fields.dates')}</dt>
        <dd><CycleDates cycle={cycle} /></dd>
        <dt>{t('common.status')}</dt>
        <dd><CycleStatusBadge cycle={cycle} today={today} /></dd>
        <dt>{t('cycles.fields.owner')}</dt>
        <dd>{cycle.owned_by_id ? <CycleOwner cycle={cycle} /> : <span className="cw-muted">{t('cycles.form.no_owner')}</span>}</dd>
      </dl>
      {cycle.description ? <p className="cw-cycle-sidebar__description">{cycle.description}</p> : null}
      <section className="cw-cycle-section" aria-label={t('cycles.overview.progress')}>
        <h3 className="cw-cycle-section__title">
          {t('cycles.overview.progress')} <span className="cw-muted">{t('cycles.overview.percent_done', { percent: completionPercent(cycle) })}</span>
        </h3>
        <CycleProgressBar counts={cycle} />
      </section>
      <section className="cw-cycle-section" aria-label={t('cycles.analytics.burndown')}>
        <div className="cw-cycle-section__head">
          <h3 className="cw-cycle-section__title">{t('cycles.analytics.burndown')}</h3>
          <PlotTypeSwitch value={type} onChange={setType} />
        </div>
        <CycleBurndown cycleId={cycleId} type={type} height={180} />
      </section>
      {analytics ? (
        <>
          <section className="cw-cycle-section" aria-label={t('cycles.breakdown.state_groups')}>
            <h3 className="cw-cycle-section__title">{t('cycles.breakdown.state_groups')}</h3>
            <StateGroupBreakdown analytics={analytics} />
          </section>
          <PeopleAndLabels projectId={projectId} analytics={analytics} />
        </>
      ) : (
        <div className="cw-center-pad"><Spinner /></div>
      )}
      <TimeLoggedSummary slug={slug} projectId={projectId} query={{ cycle_id: cycleId }} className="cw-cycle-section" />
    </aside>
  );
}
