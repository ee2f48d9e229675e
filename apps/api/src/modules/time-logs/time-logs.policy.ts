import { ROLE, TIME_TRACKING_ERROR_CODE, TIME_TRACKING_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import type { TimeLogRow } from '../../data/repositories/time-logs.repository';
import { forbidden } from '../../http/errors';
import { PROJECT_MEMBER_OR_ADMIN, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { requireWorkItem, type WorkItemAccess } from '../work-items/work-items.policy';

// Who may log and read time (decision, issue 17): project admins and members (workspace admins are project admins).
// Guests neither log nor read logs (403): time logs tell how long people worked, which is not a guest's business,
// so guests get no time-log events on the stream either (events/stream-access.ts). With the project's
// is_time_tracking_enabled off every route answers 403 TIME_TRACKING_DISABLED — reads too, consistently: the web asks
// only when the project has it on.

/** Project roles that may log time and read time logs. */
export const TIME_LOG_USERS = PROJECT_MEMBER_OR_ADMIN;

/** Where a work item's time-log call points: workspace slug, project and work item from the URL. */
export interface TimeLogTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/** 403 TIME_TRACKING_DISABLED unless the project has time tracking on. */
export function assertTimeTracking(access: ProjectAccess): void {
  if (!access.project.is_time_tracking_enabled) throw forbidden(TIME_TRACKING_TEXT.disabled, TIME_TRACKING_ERROR_CODE.TIME_TRACKING_DISABLED);
}

/** Authorises a call on one work item's time: member/admin (404/403 as requireWorkItem), the item, time tracking on. */
export async function requireTimeLogItem(h: DbOrTx, target: TimeLogTarget, userId: string): Promise<WorkItemAccess> {
  const access = await requireWorkItem(h, target.slug, target.projectId, target.workItemId, userId, TIME_LOG_USERS);
  assertTimeTracking(access);
  return access;
}

/** Authorises a project-wide time call (the summary): member/admin, time tracking on. */
export async function requireTimeLogProject(h: DbOrTx, slug: string, projectId: string, userId: string): Promise<ProjectAccess> {
  const access = await requireProjectRole(h, slug, projectId, userId, TIME_LOG_USERS);
  assertTimeTracking(access);
  return access;
}

/** 403 TIME_LOG_NOT_YOURS unless the caller logged it or is a project admin. */
export function assertMayChangeTimeLog(access: ProjectAccess, log: TimeLogRow, userId: string): void {
  if (log.user_id !== userId && access.projectRole !== ROLE.ADMIN) throw forbidden(TIME_TRACKING_TEXT.notYours, TIME_TRACKING_ERROR_CODE.TIME_LOG_NOT_YOURS);
}
