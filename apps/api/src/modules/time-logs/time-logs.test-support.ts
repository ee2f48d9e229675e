import { apiPaths } from '@cairn/types';
import type { TestApp } from '../../test/test-app';
import { seedWorkItem, type Cast, type World } from '../comments/work-items.test-support';

// Helpers of the time-logs tests (not a test file itself).

/** Turns time tracking on (or off) for a project. */
export async function setTimeTracking(t: TestApp, projectId: string, on: boolean): Promise<void> {
  await t.query('UPDATE projects SET is_time_tracking_enabled = $2 WHERE id = $1', [projectId, on]);
}

/** Paths of a world's project (or another one of its projects). */
export function timePaths(w: World, projectId = w.project.id) {
  return {
    logs: (itemId: string) => apiPaths.workLogs(w.slug, projectId, itemId),
    log: (itemId: string, logId: string) => apiPaths.workLog(w.slug, projectId, itemId, logId),
    totals: (itemId: string) => apiPaths.workLogTotals(w.slug, projectId, itemId),
    summary: (query = '') => `${apiPaths.timeLogSummary(w.slug, projectId)}${query}`,
  };
}

/** Seeds a work item of the world's project (created by the workspace admin). */
export function seedTimeItem(t: TestApp, cast: Cast, w: World, projectId = w.project.id, name?: string) {
  return seedWorkItem(t, { workspaceId: w.workspaceId, projectId, createdBy: cast.wsAdmin.id, ...(name ? { name } : {}) });
}

/** Inserts a time log straight in the database (for totals over a hand-built set). */
export async function seedTimeLog(t: TestApp, w: World, input: { itemId: string; userId: string; minutes: number; day: string; projectId?: string }): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    'INSERT INTO work_item_time_logs (workspace_id, project_id, work_item_id, user_id, minutes, logged_on) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [w.workspaceId, input.projectId ?? w.project.id, input.itemId, input.userId, input.minutes, input.day],
  );
  return row.id;
}
