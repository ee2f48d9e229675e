import { STATE_GROUPS, type PlanningCounts, type StateGroup } from '@cairn/types';
import { isCompletedCycle, type CycleRecord } from '@cairn/state';

/** A YYYY-MM-DD day as a local date (no time-zone shift). */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, (m ?? 1) - 1, d ?? 1);
}

/** "Jan 1 – Jan 14, 2025" in the reader's language; undefined for a cycle without dates. */
export function formatDateRange(start: string | null, end: string | null, language: string): string | undefined {
  if (!start || !end) return undefined;
  const a = parseDay(start);
  const b = parseDay(end);
  const sameYear = a.getFullYear() === b.getFullYear();
  const short = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
  const long = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' });
  return `${short.format(a)} – ${long.format(b)}`;
}

/** Whole days from `today` to `day` (negative when past). */
export function daysBetween(today: string, day: string): number {
  return Math.round((parseDay(day).getTime() - parseDay(today).getTime()) / 86_400_000);
}

/** The kit's colour token of a state group. */
export const stateGroupColor = (group: StateGroup) => `var(--ck-color-state-${group})`;

/** A cycle's counts by state group (items or points), in the spec's group order. */
export function groupCounts(counts: PlanningCounts, unit: 'issues' | 'points'): Array<{ group: StateGroup; value: number }> {
  return STATE_GROUPS.map((group) => ({ group, value: unit === 'issues' ? counts[`${group}_issues`] : counts[`${group}_estimate_points`] }));
}

/** Share of completed work items (0–100, whole percent). */
export function completionPercent(cycle: Pick<CycleRecord, 'total_issues' | 'completed_issues'>): number {
  return cycle.total_issues > 0 ? Math.round((cycle.completed_issues / cycle.total_issues) * 100) : 0;
}

/** The status a cycle shows on `today`: the server's (case-insensitive), completed once the end date has passed. */
export function shownStatus(cycle: Pick<CycleRecord, 'status' | 'end_date'>, today: string): 'current' | 'upcoming' | 'completed' | 'draft' {
  if (isCompletedCycle(cycle, today)) return 'completed';
  const status = String(cycle.status).toLowerCase();
  return status === 'current' || status === 'upcoming' || status === 'draft' ? status : 'draft';
}
