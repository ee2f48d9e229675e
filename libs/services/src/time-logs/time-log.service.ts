import { apiPaths } from '@cairn/types';
import type { TimeLog, TimeLogCreate, TimeLogSummary, TimeLogSummaryQuery, TimeLogTotals, TimeLogUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** The summary query as search params (only the set ones). */
function summaryParams(query: TimeLogSummaryQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return params;
}

/** Creates the time-tracking calls (issue 17): a work item's worklogs and totals, a project's summary. */
export function createTimeLogService(client: ApiClient) {
  return {
    /** GET issues/{id}/worklogs/: newest day first, with the loggers. */
    list: (slug: string, projectId: string, itemId: string) => client.get<TimeLog[]>(apiPaths.workLogs(slug, projectId, itemId)),
    /** POST issues/{id}/worklogs/. */
    create: (slug: string, projectId: string, itemId: string, body: TimeLogCreate) => client.post<TimeLog>(apiPaths.workLogs(slug, projectId, itemId), body),
    /** PATCH issues/{id}/worklogs/{logId}/. */
    update: (slug: string, projectId: string, itemId: string, logId: string, body: TimeLogUpdate) =>
      client.patch<TimeLog>(apiPaths.workLog(slug, projectId, itemId, logId), body),
    /** DELETE issues/{id}/worklogs/{logId}/. */
    delete: (slug: string, projectId: string, itemId: string, logId: string) => client.delete<void>(apiPaths.workLog(slug, projectId, itemId, logId)),
    /** GET issues/{id}/total-worklogs/. */
    totals: (slug: string, projectId: string, itemId: string) => client.get<TimeLogTotals>(apiPaths.workLogTotals(slug, projectId, itemId)),
    /** GET projects/{p}/time-logs/summary/ (by cycle_id, module_id, user_id, from/to). */
    summary: (slug: string, projectId: string, query: TimeLogSummaryQuery = {}) =>
      client.get<TimeLogSummary>(apiPaths.timeLogSummary(slug, projectId), { searchParams: summaryParams(query) }),
  };
}

/** The time-log service's type. */
export type TimeLogService = ReturnType<typeof createTimeLogService>;
