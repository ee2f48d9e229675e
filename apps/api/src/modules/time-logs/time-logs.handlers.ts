import {
  TIME_LOG_SUMMARY_ITEMS_MAX, TIME_TRACKING_ERROR_CODE, TIME_TRACKING_TEXT, timeLogBodyMinutes, type TimeLogCreate, type TimeLogSummaryQuery,
  type TimeLogUpdate,
  API_TEXT,
} from '@cairn/types';
import { isUniqueViolation, type Db } from '../../data/db';
import {
  deleteTimeLog, findTimeLog, findTimeLogUser, insertTimeLog, itemTimeTotals, listTimeLogs, projectTimeSummary, updateTimeLog,
} from '../../data/repositories/time-logs.repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordTimeLogEvent } from './time-logs.events';
import { assertMayChangeTimeLog, requireTimeLogItem, requireTimeLogProject, type TimeLogTarget } from './time-logs.policy';
import { presentSummary, presentTimeLog, presentTotals } from './time-logs.presenter';

const timeLogNotFound = () => notFound(TIME_TRACKING_TEXT.timeLogNotFound, TIME_TRACKING_ERROR_CODE.TIME_LOG_NOT_FOUND);

/** The server's UTC day of `now` plus `days`, as YYYY-MM-DD. */
export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** 400 unless `day` is at most tomorrow (UTC): a logger ahead of UTC may already be on the next day. */
function assertNotFuture(day: string, now: Date): void {
  if (day > utcDay(now, 1)) throw badRequest(TIME_TRACKING_TEXT.future, { logged_on: [TIME_TRACKING_TEXT.future] });
}

/** GET issues/{id}/worklogs/ (members, admins): newest day first, with the loggers. */
export async function listWorkItemTimeLogs(db: Db, target: TimeLogTarget, userId: string) {
  const access = await requireTimeLogItem(db, target, userId);
  return (await listTimeLogs(db, access.workspace.id, access.project.id, access.item.id)).map((row) => presentTimeLog(row, row.user));
}

/** GET issues/{id}/total-worklogs/ (members, admins). */
export async function workItemTimeTotals(db: Db, target: TimeLogTarget, userId: string) {
  const access = await requireTimeLogItem(db, target, userId);
  return presentTotals(await itemTimeTotals(db, access.workspace.id, access.project.id, access.item.id));
}

/** POST issues/{id}/worklogs/ (members, admins): logs the caller's time with its event, in one transaction. */
export async function createWorkItemTimeLog(db: Db, target: TimeLogTarget, userId: string, body: TimeLogCreate, now: Date) {
  const loggedOn = body.logged_on ?? utcDay(now);
  assertNotFuture(loggedOn, now);
  try {
    return await db.transaction(async (tx) => {
      const access = await requireTimeLogItem(tx, target, userId);
      const row = await insertTimeLog(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.workspace.id,
        project_id: access.project.id,
        work_item_id: access.item.id,
        user_id: userId,
        minutes: timeLogBodyMinutes(body),
        logged_on: loggedOn,
        description: body.description ?? '',
        created_at: now,
        updated_at: now,
      });
      await recordTimeLogEvent(tx, access, userId, 'created', null, row, now);
      return presentTimeLog(row, await findTimeLogUser(tx, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_TEXT.aTimeLogWithThisId);
    throw error;
  }
}

/** PATCH issues/{id}/worklogs/{logId}/ (the logger, or a project admin). */
export async function patchWorkItemTimeLog(db: Db, target: TimeLogTarget, userId: string, logId: string, body: TimeLogUpdate, now: Date) {
  if (body.logged_on) assertNotFuture(body.logged_on, now);
  return db.transaction(async (tx) => {
    const access = await requireTimeLogItem(tx, target, userId);
    const before = await findTimeLog(tx, access.workspace.id, access.project.id, access.item.id, logId);
    if (!before) throw timeLogNotFound();
    assertMayChangeTimeLog(access, before, userId);
    const durationGiven = body.hours !== undefined || body.minutes !== undefined;
    const after = await updateTimeLog(tx, access.item.id, logId, {
      minutes: durationGiven ? timeLogBodyMinutes(body) : before.minutes,
      logged_on: body.logged_on ?? before.logged_on,
      description: body.description ?? before.description,
      updated_at: now,
    });
    await recordTimeLogEvent(tx, access, userId, 'updated', before, after, now);
    return presentTimeLog(after, await findTimeLogUser(tx, after.user_id));
  });
}

/** DELETE issues/{id}/worklogs/{logId}/ (the logger, or a project admin). */
export async function removeWorkItemTimeLog(db: Db, target: TimeLogTarget, userId: string, logId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireTimeLogItem(tx, target, userId);
    const before = await findTimeLog(tx, access.workspace.id, access.project.id, access.item.id, logId);
    if (!before) throw timeLogNotFound();
    assertMayChangeTimeLog(access, before, userId);
    await deleteTimeLog(tx, access.item.id, logId);
    await recordTimeLogEvent(tx, access, userId, 'deleted', before, null, now);
  });
}

/** GET projects/{p}/time-logs/summary/ (members, admins): totals per member and per item of live items. */
export async function projectTimeLogSummary(db: Db, slug: string, projectId: string, userId: string, q: TimeLogSummaryQuery) {
  if (q.from && q.to && q.from > q.to) throw badRequest(API_TEXT.theRangeStartsAfterItEnds, { from: ['The range starts after it ends'] });
  const access = await requireTimeLogProject(db, slug, projectId, userId);
  const summary = await projectTimeSummary(db, {
    workspaceId: access.workspace.id,
    projectId: access.project.id,
    cycleId: q.cycle_id,
    moduleId: q.module_id,
    userId: q.user_id,
    from: q.from,
    to: q.to,
  });
  return presentSummary(summary, TIME_LOG_SUMMARY_ITEMS_MAX);
}
