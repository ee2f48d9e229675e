import { useT } from '@cairn/i18n';
import type { PlanningCounts } from '@cairn/types';
import { StackedProgressBar } from '@cairn/ui-kit';
import { groupCounts, stateGroupColor } from '../hooks/cycle-format';

/** A cycle's work items by state group as one bar, "3 of 8 done" as its name; with `legend`, the numbers per group. */
export function CycleProgressBar({ counts, legend = false, size = 'sm', unit = 'issues' }: { counts: PlanningCounts; legend?: boolean; size?: 'sm' | 'md'; unit?: 'issues' | 'points' }) {
  const { t } = useT();
  const segments = groupCounts(counts, unit).map(({ group, value }) => ({ id: group, label: t(`cycles.state_groups.${group}`), value, color: stateGroupColor(group) }));
  const total = unit === 'issues' ? counts.total_issues : counts.total_estimate_points;
  const completed = unit === 'issues' ? counts.completed_issues : counts.completed_estimate_points;
  const label = t(unit === 'issues' ? 'cycles.progress.items_done' : 'cycles.progress.points_done', { completed, total });
  return <StackedProgressBar segments={segments} total={total} label={label} showLegend={legend} size={size} className="cw-cycle-progress" />;
}
