import type { TimeLog, TimeLogSummaryQuery, TimeLogTotals } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { WebState } from '../../core/types';
import { timeSummaryKey, type TimeSummaryEntry } from './time-logs.slice';

/** An item's time logs, newest day first (a stable array between renders). */
export const selectWorkItemTimeLogs = (state: WebState, itemId: string): readonly TimeLog[] => listOf(state.timeLogIdsByItem[itemId], state.timeLogsById);
/** An item's total and per-member minutes (undefined until loaded). */
export const selectWorkItemTimeTotals = (state: WebState, itemId: string): TimeLogTotals | undefined => state.timeTotalsByItem[itemId];
/** A project summary for a query (undefined until asked). */
export const selectTimeSummary = (state: WebState, projectId: string, query: TimeLogSummaryQuery = {}): TimeSummaryEntry | undefined =>
  state.timeSummaries[timeSummaryKey(projectId, query)];
