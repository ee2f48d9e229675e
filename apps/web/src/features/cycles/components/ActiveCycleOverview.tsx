import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectActiveCycleIssues, selectCycle, selectCycleAnalytics, selectProject, selectWorkItemsOf, useAppStore, useStoreApi, type ActiveCycleIssues } from '@cairn/state';
import { Badge, Button, Card, Spinner } from '@cairn/ui-kit';
import { peekPath, workItemKey } from '../../work-items';
import { completionPercent } from '../hooks/cycle-format';
import { useCycleScreen } from '../hooks/cycle-screen';
import { CycleProgressBar } from './CycleProgressBar';
import { CycleBurndown, PeopleAndLabels, PlotTypeSwitch, useCycleAnalytics, usePlotType } from './CycleCharts';

const NO_IDS: readonly string[] = [];

/** The urgent and high items of the cycle (cycle-issues/?priority=urgent,high), page by page. */
function PriorityItems({ cycleId }: { cycleId: string }) {
  const { t } = useT();
  const { slug, projectId } = useCycleScreen();
  const storeApi = useStoreApi();
  const issues: ActiveCycleIssues | undefined = useAppStore((s) => selectActiveCycleIssues(s, cycleId));
  const items = useAppStore((s) => selectWorkItemsOf(s, issues?.issueIds ?? NO_IDS));
  const identifier = useAppStore((s) => selectProject(s, projectId)?.identifier);
  const statesById = useAppStore((s) => s.statesById);
  useEffect(() => {
    const s = storeApi.getState();
    if (!selectActiveCycleIssues(s, cycleId)) void s.loadActiveCycleIssues(slug, projectId, cycleId);
  }, [storeApi, slug, projectId, cycleId]);
  // An item that left the cycle or lost its priority since the page was read no longer belongs here.
  const shown = useMemo(() => items.filter((i) => i.cycle_id === cycleId && (i.priority === 'urgent' || i.priority === 'high')), [items, cycleId]);
  if (!issues || (issues.loader === 'init-loader' && shown.length === 0)) return <div className="cw-center-pad"><Spinner /></div>;
  if (shown.length === 0) return <p className="cw-muted">{t('cycles.overview.no_priority_items')}</p>;
  return (
    <>
      <ul className="cw-cycle-items" aria-label={t('cycles.overview.priority_items')}>
        {shown.map((item) => (
          <li key={item.id} className="cw-cycle-item">
            <Badge size="sm" variant={item.priority === 'urgent' ? 'danger' : 'warning'}>{t(`cycles.priority.${item.priority}`)}</Badge>
            <span className="cw-cycle-item__key">{workItemKey(item.project_identifier ?? identifier, item.sequence_id)}</span>
            <Link className="cw-cycle-item__name" to={peekPath(slug, projectId, item.id)}>{item.name}</Link>
            <span className="cw-cycle-item__state">{item.state_id ? statesById[item.state_id]?.name : ''}</span>
          </li>
        ))}
      </ul>
      {issues.nextPageResults ? (
        <Button size="sm" variant="ghost" loading={issues.loader === 'pagination'} onClick={() => void storeApi.getState().loadMoreActiveCycleIssues(slug, projectId, cycleId)}>
          {t('cycles.overview.load_more', { shown: shown.length, total: issues.issueCount })}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The active cycle overview (cycles page, Active tab): progress by state group, the burndown (points by default, or
 * work items), the urgent and high items, and the assignee and label breakdowns.
 */
export function ActiveCycleOverview({ cycleId }: { cycleId: string }) {
  const { t } = useT();
  const { slug, projectId } = useCycleScreen();
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  const [type, setType] = usePlotType(cycleId);
  const analytics = useAppStore((s) => selectCycleAnalytics(s, cycleId, type));
  useCycleAnalytics(slug, projectId, cycleId);
  if (!cycle) return null;
  return (
    <div className="cw-cycle-overview" aria-label={t('cycles.overview.title', { name: cycle.name })} role="region">
      <Card className="cw-cycle-card" title={t('cycles.overview.progress')}>
        <p className="cw-cycle-card__big">{t('cycles.overview.percent_done', { percent: completionPercent(cycle) })}</p>
        <CycleProgressBar counts={cycle} legend size="md" />
      </Card>
      <Card className="cw-cycle-card cw-cycle-card--wide" title={t('cycles.analytics.burndown')} actions={<PlotTypeSwitch value={type} onChange={setType} />}>
        <CycleBurndown cycleId={cycleId} type={type} height={300} />
      </Card>
      <Card className="cw-cycle-card" title={t('cycles.overview.priority_items')}>
        <PriorityItems cycleId={cycleId} />
      </Card>
      <Card className="cw-cycle-card">
        {analytics ? <PeopleAndLabels projectId={projectId} analytics={analytics} only="assignees" /> : <div className="cw-center-pad"><Spinner /></div>}
      </Card>
      <Card className="cw-cycle-card">
        {analytics ? <PeopleAndLabels projectId={projectId} analytics={analytics} only="labels" /> : <div className="cw-center-pad"><Spinner /></div>}
      </Card>
    </div>
  );
}
