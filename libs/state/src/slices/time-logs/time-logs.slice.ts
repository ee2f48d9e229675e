import { TIME_TRACKING_TEXT } from '@cairn/types';
import type { TimeLog, TimeLogSummary, TimeLogSummaryQuery, TimeLogTotals } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { fetchOrThrow } from '../work-items/work-item-fetch';

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

/** The time-logs slice's data when the store starts. */
export function initialTimeLogsState(): Pick<TimeLogsSlice, 'timeLogsById' | 'timeLogIdsByItem' | 'timeTotalsByItem' | 'timeSummaries'> {
  return { timeLogsById: {}, timeLogIdsByItem: {}, timeTotalsByItem: {}, timeSummaries: {} };
}

/** The key of a project summary in `timeSummaries` (the same query always gives the same key). */
export function timeSummaryKey(projectId: string, query: TimeLogSummaryQuery = {}): string {
  const parts = (['cycle_id', 'module_id', 'user_id', 'from', 'to'] as const).map((k) => query[k] ?? '');
  return [projectId, ...parts].join(':');
}

function logKey(logId: string): string {
  return `time-log:${logId}`;
}

/** Adds `by` minutes of `userId` to an item's loaded totals (members at 0 drop out; largest first). */
function addToTotals(d: Draft<WebState>, itemId: string, userId: string, by: number): void {
  const totals = d.timeTotalsByItem[itemId];
  if (!totals || by === 0) return;
  totals.total_minutes = Math.max(0, totals.total_minutes + by);
  const row = totals.by_member.find((m) => m.user_id === userId);
  if (row) row.minutes += by;
  else totals.by_member.push({ user_id: userId, minutes: by });
  totals.by_member = totals.by_member.filter((m) => m.minutes > 0).sort((a, b) => b.minutes - a.minutes || a.user_id.localeCompare(b.user_id));
}

/** Puts a log id in an item's list at its day (newest day first; a new log goes before others of its day). */
function placeLog(d: Draft<WebState>, itemId: string, log: Pick<TimeLog, 'id' | 'logged_on'>): void {
  const ids = (d.timeLogIdsByItem[itemId] ?? []).filter((id) => id !== log.id);
  const at = ids.findIndex((id) => (d.timeLogsById[id]?.logged_on ?? '') <= log.logged_on);
  ids.splice(at === -1 ? ids.length : at, 0, log.id);
  d.timeLogIdsByItem[itemId] = ids;
}

/** Creates the time-logs slice. */
export function createTimeLogsSlice({ store, deps }: SliceContext): TimeLogsSlice {
  const { timeLogs } = deps.services;
  const commitLog = (logId: string) => (d: Draft<WebState>, log: TimeLog | undefined) => {
    if (log && d.timeLogsById[logId]) d.timeLogsById[logId] = log;
  };
  return {
    ...initialTimeLogsState(),
    loadWorkItemTime: async (slug, projectId, itemId) => {
      await fetchOrThrow(store, {
        action: 'timeLogs/loadWorkItemTime',
        call: () => Promise.all([timeLogs.list(slug, projectId, itemId), timeLogs.totals(slug, projectId, itemId)]),
        done: (d, [list, totals]) => {
          for (const id of d.timeLogIdsByItem[itemId] ?? []) delete d.timeLogsById[id];
          for (const log of list) d.timeLogsById[log.id] = log;
          d.timeLogIdsByItem[itemId] = list.map((l) => l.id);
          d.timeTotalsByItem[itemId] = totals;
        },
        failed: () => undefined,
      });
    },
    createTimeLog: (slug, projectId, itemId, data) => {
      const id = deps.newId();
      const stamp = deps.now().toISOString();
      return mutate(store, {
        key: logKey(id),
        apply: (d) => {
          const me = d.currentUser;
          const userId = me?.id ?? '';
          d.timeLogsById[id] = {
            id,
            issue: itemId,
            project_id: projectId,
            user_id: userId,
            user: me ? { id: me.id, first_name: me.first_name, last_name: me.last_name, display_name: me.display_name, avatar_url: me.avatar_url } : null,
            minutes: data.minutes,
            logged_on: data.logged_on,
            description: data.description?.trim() ?? '',
            created_at: stamp,
            updated_at: stamp,
          };
          placeLog(d, itemId, d.timeLogsById[id]);
          addToTotals(d, itemId, userId, data.minutes);
        },
        call: () => timeLogs.create(slug, projectId, itemId, { id, ...data }),
        commit: commitLog(id),
      });
    },
    updateTimeLog: (slug, projectId, itemId, logId, data) => {
      if (!store.getState().timeLogsById[logId]) return refuse(store, TIME_TRACKING_TEXT.timeLogNotFound);
      return mutate(store, {
        key: logKey(logId),
        apply: (d) => {
          const log = d.timeLogsById[logId];
          if (!log) return;
          if (data.minutes !== undefined) {
            addToTotals(d, itemId, log.user_id, data.minutes - log.minutes);
            log.minutes = data.minutes;
          }
          if (data.description !== undefined) log.description = data.description.trim();
          if (data.logged_on !== undefined && data.logged_on !== log.logged_on) {
            log.logged_on = data.logged_on;
            placeLog(d, itemId, log);
          }
        },
        call: () => timeLogs.update(slug, projectId, itemId, logId, data),
        commit: commitLog(logId),
      });
    },
    deleteTimeLog: (slug, projectId, itemId, logId) => mutate(store, {
      key: logKey(logId),
      apply: (d) => {
        const log = d.timeLogsById[logId];
        if (!log) return;
        addToTotals(d, itemId, log.user_id, -log.minutes);
        delete d.timeLogsById[logId];
        const ids = d.timeLogIdsByItem[itemId];
        if (ids) d.timeLogIdsByItem[itemId] = ids.filter((x) => x !== logId);
      },
      call: () => timeLogs.delete(slug, projectId, itemId, logId),
    }),
    loadTimeSummary: (slug, projectId, query = {}) => {
      const key = timeSummaryKey(projectId, query);
      return fetchOrThrow(store, {
        action: 'timeLogs/loadTimeSummary',
        call: () => timeLogs.summary(slug, projectId, query),
        start: (d) => {
          d.timeSummaries[key] = { projectId, query, status: 'loading', data: d.timeSummaries[key]?.data };
        },
        done: (d, data) => {
          d.timeSummaries[key] = { projectId, query, status: 'ready', data };
        },
        failed: (d) => {
          d.timeSummaries[key] = { projectId, query, status: 'error', data: d.timeSummaries[key]?.data };
        },
      });
    },
    reloadTimeSummaries: async (slug, projectId) => {
      const loaded = Object.values(store.getState().timeSummaries).filter((s) => s.projectId === projectId);
      await Promise.all(loaded.map((s) => store.getState().loadTimeSummary(slug, projectId, s.query)));
    },
  };
}
