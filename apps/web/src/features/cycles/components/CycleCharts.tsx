import { useEffect, useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import { DEFAULT_CYCLE_ANALYTICS_TYPE, STATE_GROUPS, type PlanningAnalytics, type PlanningAnalyticsType } from '@cairn/types';
import { selectCycleAnalytics, selectCycleAnalyticsStatus, selectProjectLabels, selectProjectMembers, useAppStore, useStoreApi } from '@cairn/state';
import { Avatar, BreakdownList, BurndownChart, Spinner, StackedProgressBar, UserIcon, type BreakdownRow } from '@cairn/ui-kit';
import { memberName } from '../../../shared/member-name';
import { stateGroupColor } from '../hooks/cycle-format';

/** Loads a cycle's analytics (points and work items at once) unless the store holds them. */
export function useCycleAnalytics(slug: string, projectId: string, cycleId: string): void {
  const storeApi = useStoreApi();
  useEffect(() => {
    const s = storeApi.getState();
    if (selectCycleAnalyticsStatus(s, cycleId) === 'idle') void s.loadCycleProgress(slug, projectId, cycleId);
  }, [storeApi, slug, projectId, cycleId]);
}

/**
 * Which count the charts use: points by default (spec §9), or the reader's choice. A cycle whose items carry no
 * estimates (0 points) starts on work items, so its burndown is not a flat line.
 */
export function usePlotType(cycleId: string): [PlanningAnalyticsType, (type: PlanningAnalyticsType) => void] {
  const [chosen, setChosen] = useState<PlanningAnalyticsType | null>(null);
  const points = useAppStore((s) => selectCycleAnalytics(s, cycleId, 'points'));
  const issues = useAppStore((s) => selectCycleAnalytics(s, cycleId, 'issues'));
  const fallback = points && issues && points.total === 0 && issues.total > 0 ? 'issues' : DEFAULT_CYCLE_ANALYTICS_TYPE;
  return [chosen ?? fallback, setChosen];
}

/** The points / work items switch of a cycle's charts. */
export function PlotTypeSwitch({ value, onChange }: { value: PlanningAnalyticsType; onChange: (type: PlanningAnalyticsType) => void }) {
  const { t } = useT();
  const options: PlanningAnalyticsType[] = ['points', 'issues'];
  return (
    <div className="cw-cycle-switch" role="radiogroup" aria-label={t('cycles.analytics.count_by')}>
      {options.map((type) => (
        <button key={type} type="button" role="radio" aria-checked={value === type} className={value === type ? 'cw-cycle-switch__btn cw-cycle-switch__btn--on' : 'cw-cycle-switch__btn'} onClick={() => onChange(type)}>
          {t(`cycles.analytics.${type}`)}
        </button>
      ))}
    </div>
  );
}

/** A cycle's burndown (ideal vs actual remaining per day) in the chosen count. */
export function CycleBurndown({ cycleId, type, height = 220 }: { cycleId: string; type: PlanningAnalyticsType; height?: number }) {
  const { t } = useT();
  const analytics = useAppStore((s) => selectCycleAnalytics(s, cycleId, type));
  const status = useAppStore((s) => selectCycleAnalyticsStatus(s, cycleId));
  if (!analytics) {
    return status === 'error' ? <p className="cw-muted">{t('cycles.analytics.failed')}</p> : <div className="cw-center-pad"><Spinner /></div>;
  }
  return (
    <BurndownChart
      points={analytics.completion_chart}
      title={t('cycles.analytics.burndown')}
      unitLabel={t(`cycles.analytics.${type}`)}
      height={height}
      hideTitle
      emptyMessage={t('cycles.analytics.no_dates')}
    />
  );
}

/** The analytics' counts by state group (in its unit) as one bar with its legend. */
export function StateGroupBreakdown({ analytics }: { analytics: PlanningAnalytics }) {
  const { t } = useT();
  const segments = STATE_GROUPS.map((group) => ({ id: group, label: t(`cycles.state_groups.${group}`), value: analytics.state_groups[group] ?? 0, color: stateGroupColor(group) }));
  const label = t(analytics.type === 'points' ? 'cycles.progress.points_done' : 'cycles.progress.items_done', { completed: analytics.completed, total: analytics.total });
  return <StackedProgressBar segments={segments} label={label} showLegend />;
}

/** Assignee and label breakdowns of a cycle's analytics, named from the project's members and labels. */
export function PeopleAndLabels({ projectId, analytics, only }: { projectId: string; analytics: PlanningAnalytics; only?: 'assignees' | 'labels' }) {
  const { t } = useT();
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const labels = useAppStore((s) => selectProjectLabels(s, projectId));
  const assigneeRows = useMemo<BreakdownRow[]>(() => analytics.assignees.map((row) => {
    const user = members.find((m) => m.member.id === row.id)?.member;
    const name = row.id === null ? t('cycles.breakdown.no_assignee') : user ? memberName(user) : t('cycles.breakdown.former_member');
    const leading = row.id === null ? <span className="cw-cycle-nobody"><UserIcon size={10} /></span> : <Avatar size="xs" name={name} colorSeed={row.id} src={user?.avatar_url ?? undefined} />;
    return { id: row.id ?? 'none', name, completed: row.completed, total: row.total, leading };
  }), [analytics.assignees, members, t]);
  const labelRows = useMemo<BreakdownRow[]>(() => analytics.labels.map((row) => {
    const label = labels.find((l) => l.id === row.id);
    const name = row.id === null ? t('cycles.breakdown.no_label') : label?.name ?? t('cycles.breakdown.unknown_label');
    const color = label?.color ?? 'var(--ck-color-text-tertiary)';
    return { id: row.id ?? 'none', name, completed: row.completed, total: row.total, color, leading: <span className="cw-cycle-dot" style={{ background: color }} /> };
  }), [analytics.labels, labels, t]);
  return (
    <>
      {only !== 'labels' ? (
        <section className="cw-cycle-section" aria-label={t('cycles.breakdown.assignees')}>
          <h3 className="cw-cycle-section__title">{t('cycles.breakdown.assignees')}</h3>
          <BreakdownList rows={assigneeRows} aria-label={t('cycles.breakdown.assignees')} emptyMessage={t('cycles.breakdown.empty')} />
        </section>
      ) : null}
      {only !== 'assignees' ? (
        <section className="cw-cycle-section" aria-label={t('cycles.breakdown.labels')}>
          <h3 className="cw-cycle-section__title">{t('cycles.breakdown.labels')}</h3>
          <BreakdownList rows={labelRows} aria-label={t('cycles.breakdown.labels')} emptyMessage={t('cycles.breakdown.empty')} />
        </section>
      ) : null}
    </>
  );
}
