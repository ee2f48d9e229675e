import { TIME_TRACKING_TEXT } from '@cairn/types';
import type { TimeLog } from '@cairn/types';
import type { Draft } from 'immer';
import { refuse } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { fetchOrThrow } from '../work-items/work-item-fetch';
import { timeSummaryKey, type TimeLogActions } from './time-logs.slice';

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

/** Creates the time-logs slice's actions (loaded with the time-tracking screens through lazyActions; B8). */
export function createTimeLogActions({ store, deps }: SliceContext): TimeLogActions {
  const { timeLogs } = deps.services;
  const commitLog = (logId: string) => (d: Draft<WebState>, log: TimeLog | undefined) => {
    if (log && d.timeLogsById[logId]) d.timeLogsById[logId] = log;
  };
  return {
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
