import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workItemTimeLogs } from '../schema/reports.schema';
import { users } from '../schema/users.schema';

/** A time log row. */
export type TimeLogRow = typeof workItemTimeLogs.$inferSelect;
/** Columns a new time log takes. */
export type NewTimeLog = typeof workItemTimeLogs.$inferInsert;
/** Fields an edit may change. */
export type TimeLogPatch = Partial<Pick<TimeLogRow, 'minutes' | 'logged_on' | 'description' | 'updated_at'>>;
/** A time log with its logger's public name fields (null when the user row is gone). */
export type TimeLogWithUser = TimeLogRow & {
  user: { id: string; first_name: string; last_name: string; display_name: string; avatar_url: string | null } | null;
};

const userColumns = { id: users.id, first_name: users.first_name, last_name: users.last_name, display_name: users.display_name, avatar_url: users.avatar_url };

/** Time logs of one work item with their loggers, newest day first (then newest written). */
export async function listTimeLogs(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<TimeLogWithUser[]> {
  const rows = await h
    .select({ log: workItemTimeLogs, user: userColumns })
    .from(workItemTimeLogs)
    .leftJoin(users, eq(users.id, workItemTimeLogs.user_id))
    .where(and(eq(workItemTimeLogs.workspace_id, workspaceId), eq(workItemTimeLogs.project_id, projectId), eq(workItemTimeLogs.work_item_id, workItemId)))
    .orderBy(desc(workItemTimeLogs.logged_on), desc(workItemTimeLogs.created_at), desc(workItemTimeLogs.id));
  return rows.map((r) => ({ ...r.log, user: r.user }));
}

/** One time log by (workspace, project, item, id): a log of another item finds nothing. */
export async function findTimeLog(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string, logId: string): Promise<TimeLogRow | undefined> {
  const [row] = await h
    .select()
    .from(workItemTimeLogs)
    .where(
      and(
        eq(workItemTimeLogs.workspace_id, workspaceId),
        eq(workItemTimeLogs.project_id, projectId),
        eq(workItemTimeLogs.work_item_id, workItemId),
        eq(workItemTimeLogs.id, logId),
      ),
    )
    .limit(1);
  return row;
}

/** The public name fields of a user (for presenting a log just written). */
export async function findTimeLogUser(h: DbOrTx, userId: string): Promise<TimeLogWithUser['user']> {
  const [row] = await h.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Inserts a time log. */
export async function insertTimeLog(h: DbOrTx, values: NewTimeLog): Promise<TimeLogRow> {
  const [row] = await h.insert(workItemTimeLogs).values(values).returning();
  return row;
}

/** Updates a time log of this item. */
export async function updateTimeLog(h: DbOrTx, workItemId: string, logId: string, patch: TimeLogPatch): Promise<TimeLogRow> {
  const [row] = await h
    .update(workItemTimeLogs)
    .set(patch)
    .where(and(eq(workItemTimeLogs.work_item_id, workItemId), eq(workItemTimeLogs.id, logId)))
    .returning();
  return row;
}

/** Deletes a time log of this item. */
export async function deleteTimeLog(h: DbOrTx, workItemId: string, logId: string): Promise<void> {
  await h.delete(workItemTimeLogs).where(and(eq(workItemTimeLogs.work_item_id, workItemId), eq(workItemTimeLogs.id, logId)));
}

/** Minutes per member (largest first), and their sum. */
export interface MemberMinutes {
  total: number;
  byMember: Array<{ user_id: string; minutes: number }>;
}

/** An item's minutes per member (largest first, then by user id) and the total, from the (work_item_id, logged_on) index. */
export async function itemTimeTotals(h: DbOrTx, workspaceId: string, projectId: string, workItemId: string): Promise<MemberMinutes> {
  const rows = await h
    .select({ user_id: workItemTimeLogs.user_id, minutes: sql<number>`sum(${workItemTimeLogs.minutes})::int` })
    .from(workItemTimeLogs)
    .where(and(eq(workItemTimeLogs.workspace_id, workspaceId), eq(workItemTimeLogs.project_id, projectId), eq(workItemTimeLogs.work_item_id, workItemId)))
    .groupBy(workItemTimeLogs.user_id)
    .orderBy(sql`2 desc`, workItemTimeLogs.user_id);
  return { total: rows.reduce((sum, r) => sum + r.minutes, 0), byMember: rows };
}

/** What a project summary counts: logs of live items, optionally in a cycle / module, by a member, within days. */
export interface TimeSummaryFilter {
  workspaceId: string;
  projectId: string;
  cycleId?: string;
  moduleId?: string;
  userId?: string;
  from?: string;
  to?: string;
}

/** One grouping-set row: user_id set → a member's total; work_item_id set → an item's; neither → the grand total. */
interface SummaryRow extends Record<string, unknown> {
  user_id: string | null;
  work_item_id: string | null;
  name: string | null;
  sequence_id: number | null;
  minutes: number;
}

/** A project's time summary: the total, per member and per item — one GROUP BY GROUPING SETS over the filtered logs. */
export async function projectTimeSummary(
  h: DbOrTx,
  f: TimeSummaryFilter,
): Promise<MemberMinutes & { byItem: Array<{ work_item_id: string; name: string; sequence_id: number; minutes: number }> }> {
  const where: SQL[] = [sql`l.workspace_id = ${f.workspaceId}`, sql`l.project_id = ${f.projectId}`, sql`w.deleted_at is null`];
  if (f.cycleId) where.push(sql`w.cycle_id = ${f.cycleId}`);
  if (f.moduleId) where.push(sql`exists (select 1 from work_item_modules m where m.work_item_id = w.id and m.module_id = ${f.moduleId})`);
  if (f.userId) where.push(sql`l.user_id = ${f.userId}`);
  if (f.from) where.push(sql`l.logged_on >= ${f.from}::date`);
  if (f.to) where.push(sql`l.logged_on <= ${f.to}::date`);
  const result = await h.execute<SummaryRow>(sql`
    select l.user_id, w.id as work_item_id, w.name, w.sequence_id, coalesce(sum(l.minutes), 0)::int as minutes
    from work_item_time_logs l
    join work_items w on w.id = l.work_item_id and w.workspace_id = l.workspace_id and w.project_id = l.project_id
    where ${sql.join(where, sql` and `)}
    group by grouping sets ((l.user_id), (w.id, w.name, w.sequence_id), ())`);
  const rows = (Array.isArray(result) ? result : (result as { rows: SummaryRow[] }).rows) as SummaryRow[];
  let total = 0;
  const byMember: MemberMinutes['byMember'] = [];
  const byItem: Array<{ work_item_id: string; name: string; sequence_id: number; minutes: number }> = [];
  for (const r of rows) {
    const minutes = Number(r.minutes);
    if (r.user_id) byMember.push({ user_id: r.user_id, minutes });
    else if (r.work_item_id) byItem.push({ work_item_id: r.work_item_id, name: r.name ?? '', sequence_id: Number(r.sequence_id), minutes });
    else total = minutes;
  }
  const order = <T extends { minutes: number }>(key: (r: T) => string) => (a: T, b: T) => b.minutes - a.minutes || key(a).localeCompare(key(b));
  byMember.sort(order((r) => r.user_id));
  byItem.sort(order((r) => r.work_item_id));
  return { total, byMember, byItem };
}
