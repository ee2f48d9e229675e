import type { TimeLog, TimeLogSummary, TimeLogSummaryQuery, TimeLogTotals } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import type { LoadStatus, SliceContext } from '../../core/types';

/** What a log create or edit sends: the duration in minutes (1..1440), the day (YYYY-MM-DD) and a note. */
export interface TimeLogInput {
  minutes: number;
  logged_on: string;
  description?: string;
}

/** A loaded project summary (cycle / module sidebars, per-member view). */
export interface TimeSummaryEntry {
  projectId: string;
  query: TimeLogSummaryQuery;
  status: LoadStatus;
  data: TimeLogSummary | undefined;
}

/** Time tracking (issue 17): time logs of work items, their totals and project summaries. */
export interface TimeLogsSlice {
  timeLogsById: Record<string, TimeLog>;
  /** item id → its log ids, newest day first. */
  timeLogIdsByItem: Record<string, string[]>;
  /** item id → total and per-member minutes. */
  timeTotalsByItem: Record<string, TimeLogTotals>;
  /** timeSummaryKey(projectId, query) → the summary. */
  timeSummaries: Record<string, TimeSummaryEntry>;
  /** GET worklogs/ and total-worklogs/ of an item together. Rethrows. */
  loadWorkItemTime(slug: string, projectId: string, itemId: string): Promise<void>;
  /** Optimistic POST worklogs/ with a client id (list and totals at once); rethrows after rollback. */
  createTimeLog(slug: string, projectId: string, itemId: string, data: TimeLogInput): Promise<TimeLog>;
  /** Optimistic PATCH worklogs/{id}/ (totals follow); rethrows after rollback. */
  updateTimeLog(slug: string, projectId: string, itemId: string, logId: string, data: Partial<TimeLogInput>): Promise<TimeLog>;
  /** Optimistic DELETE worklogs/{id}/ (totals follow); rethrows after rollback. */
  deleteTimeLog(slug: string, projectId: string, itemId: string, logId: string): Promise<void>;
  /** GET time-logs/summary/ for a cycle, module, member or day range. Rethrows. */
  loadTimeSummary(slug: string, projectId: string, query?: TimeLogSummaryQuery): Promise<TimeLogSummary>;
  /** Reads every loaded summary of a project again (a time_log event on the stream). Rethrows the first failure. */
  reloadTimeSummaries(slug: string, projectId: string): Promise<void>;
}

type TimeLogsData = Pick<TimeLogsSlice, 'timeLogsById' | 'timeLogIdsByItem' | 'timeTotalsByItem' | 'timeSummaries'>;

/** The time-logs slice's actions (all async): they load with the time-tracking screens (time-logs.actions.ts). */
export type TimeLogActions = Omit<TimeLogsSlice, keyof TimeLogsData>;

/** The time-logs slice's data when the store starts. */
export function initialTimeLogsState(): TimeLogsData {
  return { timeLogsById: {}, timeLogIdsByItem: {}, timeTotalsByItem: {}, timeSummaries: {} };
}

/** The key of a project summary in `timeSummaries` (the same query always gives the same key). */
export function timeSummaryKey(projectId: string, query: TimeLogSummaryQuery = {}): string {
  const parts = (['cycle_id', 'module_id', 'user_id', 'from', 'to'] as const).map((k) => query[k] ?? '');
  return [projectId, ...parts].join(':');
}

/** Creates the time-logs slice: its data now, its actions (all async) on their first call. */
export function createTimeLogsSlice(ctx: SliceContext): TimeLogsSlice {
  return {
    ...initialTimeLogsState(),
    ...lazyActions(ctx, 'timeLogs', () => import('./time-logs.actions').then((m) => m.createTimeLogActions), [
      'loadWorkItemTime', 'createTimeLog', 'updateTimeLog', 'deleteTimeLog', 'loadTimeSummary', 'reloadTimeSummaries',
    ]),
  };
}
