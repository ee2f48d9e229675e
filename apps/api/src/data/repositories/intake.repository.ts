import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { intakeIssues, type IntakeIssueRow } from '../schema/intake.schema';
import { projects } from '../schema/projects.schema';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';
import { uuidArray } from './sql-arrays';

// Intake requests (issue 14): an intake_issues row per request plus its work item (is_intake true until accepted).
// Every query is scoped by (workspace, project); requests whose work item was soft-deleted are never found.

/** Columns a new intake row takes. */
export type NewIntakeIssue = typeof intakeIssues.$inferInsert;
/** Fields a triage may change. */
export type IntakeIssuePatch = Partial<Pick<IntakeIssueRow, 'status' | 'snoozed_till' | 'duplicate_to' | 'updated_by'>>;

/** A request with its work item. */
export interface IntakeWithItem {
  intake: IntakeIssueRow;
  item: WorkItemRow;
}

/**
 * The status a request counts as at `now`: a snoozed request whose snoozed_till has passed is pending (no job flips it;
 * every read computes it). The SQL twin is `effectiveStatusSql`.
 */
export function effectiveIntakeStatus(row: Pick<IntakeIssueRow, 'status' | 'snoozed_till'>, now: Date): string {
  if (row.status === 'snoozed' && (!row.snoozed_till || row.snoozed_till.getTime() <= now.getTime())) return 'pending';
  return row.status;
}

/** effectiveIntakeStatus in SQL. */
export function effectiveStatusSql(now: Date): SQL {
  const i = intakeIssues;
  return sql`(case when ${i.status} = 'snoozed' and (${i.snoozed_till} is null or ${i.snoozed_till} <= ${now.toISOString()}::timestamptz) then 'pending' else ${i.status} end)`;
}

/** Inserts an intake row. */
export async function insertIntakeIssue(h: DbOrTx, values: NewIntakeIssue): Promise<IntakeIssueRow> {
  const [row] = await h.insert(intakeIssues).values(values).returning();
  return row;
}

/** The request of a work item of this project (work item not deleted); `lock` takes both rows FOR UPDATE. */
export async function findIntakeIssue(
  h: DbOrTx,
  workspaceId: string,
  projectId: string,
  issueId: string,
  options: { lock?: boolean } = {},
): Promise<IntakeWithItem | undefined> {
  const query = h
    .select({ intake: intakeIssues, item: workItems })
    .from(intakeIssues)
    .innerJoin(workItems, eq(workItems.id, intakeIssues.issue_id))
    .where(
      and(
        eq(intakeIssues.workspace_id, workspaceId),
        eq(intakeIssues.project_id, projectId),
        eq(intakeIssues.issue_id, issueId),
        eq(workItems.workspace_id, workspaceId),
        eq(workItems.project_id, projectId),
        isNull(workItems.deleted_at),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Updates a request's triage fields; updated_at is set to `now`. */
export async function updateIntakeIssue(h: DbOrTx, workspaceId: string, projectId: string, id: string, patch: IntakeIssuePatch, now: Date): Promise<IntakeIssueRow> {
  const [row] = await h
    .update(intakeIssues)
    .set({ ...patch, updated_at: now })
    .where(and(eq(intakeIssues.workspace_id, workspaceId), eq(intakeIssues.project_id, projectId), eq(intakeIssues.id, id)))
    .returning();
  return row;
}

/** Deletes a request's intake row (its work item is the caller's business). */
export async function deleteIntakeIssue(h: DbOrTx, workspaceId: string, projectId: string, id: string): Promise<void> {
  await h.delete(intakeIssues).where(and(eq(intakeIssues.workspace_id, workspaceId), eq(intakeIssues.project_id, projectId), eq(intakeIssues.id, id)));
}

/**
 * Sets a work item's is_intake (false: it joins the project's lists) with updated_by/at, so every list, count and the
 * local-cache sync see a newer version.
 */
export async function setWorkItemIntake(h: DbOrTx, workspaceId: string, projectId: string, itemId: string, isIntake: boolean, userId: string, now: Date): Promise<WorkItemRow> {
  const [row] = await h
    .update(workItems)
    .set({ is_intake: isIntake, updated_by: userId, updated_at: now })
    .where(and(eq(workItems.workspace_id, workspaceId), eq(workItems.project_id, projectId), eq(workItems.id, itemId)))
    .returning();
  return row;
}

/** What the list of a project's requests is limited to (values already checked by the caller). */
export interface IntakeListFilter {
  workspaceId: string;
  projectId: string;
  /** Effective statuses (a passed snooze counts as pending); undefined: all. */
  statuses?: string[];
  priorities?: string[];
  createdBy?: string[];
  /** Guests: only the requests they created. */
  onlyCreatedBy?: string;
  createdAt?: Array<{ op: 'gte' | 'lte'; date: string }>;
  updatedAt?: Array<{ op: 'gte' | 'lte'; date: string }>;
  /** Name contains, or the sequence number (digits or IDENT-123). */
  search?: { pattern: string; sequence: number | null };
  now: Date;
}

/** Intake order keys → work item columns (never a column name from the request). */
const ORDER_COLUMNS = {
  issue__created_at: workItems.created_at,
  issue__updated_at: workItems.updated_at,
  issue__sequence_id: workItems.sequence_id,
} as const;

/** One of the intake order keys, with an optional leading '-'. */
export type IntakeOrderBy = `${'' | '-'}${keyof typeof ORDER_COLUMNS}`;

function dayBounds(column: SQL, bounds: IntakeListFilter['createdAt']): SQL[] {
  return (bounds ?? []).map((b) => (b.op === 'gte' ? sql`(${column} at time zone 'UTC')::date >= ${b.date}::date` : sql`(${column} at time zone 'UTC')::date <= ${b.date}::date`));
}

function listConditions(f: IntakeListFilter): SQL[] {
  const i = intakeIssues;
  const w = workItems;
  const c: SQL[] = [
    sql`${i.workspace_id} = ${f.workspaceId}`,
    sql`${i.project_id} = ${f.projectId}`,
    sql`${w.workspace_id} = ${f.workspaceId}`,
    sql`${w.deleted_at} is null`,
  ];
  if (f.statuses) c.push(sql`${effectiveStatusSql(f.now)} = any(${`{${f.statuses.join(',')}}`}::text[])`);
  if (f.priorities) c.push(sql`${w.priority} = any(${`{${f.priorities.join(',')}}`}::text[])`);
  if (f.createdBy) c.push(sql`${i.created_by} = any(${uuidArray(f.createdBy)})`);
  if (f.onlyCreatedBy) c.push(sql`${i.created_by} = ${f.onlyCreatedBy}`);
  c.push(...dayBounds(sql`${w.created_at}`, f.createdAt), ...dayBounds(sql`${w.updated_at}`, f.updatedAt));
  if (f.search) {
    c.push(f.search.sequence === null ? sql`${w.name} ilike ${f.search.pattern}` : sql`(${w.name} ilike ${f.search.pattern} or ${w.sequence_id} = ${f.search.sequence})`);
  }
  return c;
}

/** One page of a project's requests in the given order (then id), and the filter's total. */
export async function listIntakePage(
  h: DbOrTx,
  filter: IntakeListFilter,
  orderBy: IntakeOrderBy,
  page: { limit: number; offset: number },
): Promise<{ rows: IntakeWithItem[]; total: number }> {
  const where = and(...listConditions(filter));
  const descending = orderBy.startsWith('-');
  const column = ORDER_COLUMNS[(descending ? orderBy.slice(1) : orderBy) as keyof typeof ORDER_COLUMNS];
  const rows = await h
    .select({ intake: intakeIssues, item: workItems })
    .from(intakeIssues)
    .innerJoin(workItems, eq(workItems.id, intakeIssues.issue_id))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), descending ? desc(intakeIssues.id) : asc(intakeIssues.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await h
    .select({ n: sql<number>`count(*)::int` })
    .from(intakeIssues)
    .innerJoin(workItems, eq(workItems.id, intakeIssues.issue_id))
    .where(where);
  return { rows, total: Number(n) };
}

/** The short detail of duplicate targets (spec: duplicate_issue_detail), by id; deleted items are left out. */
export async function findDuplicateDetails(
  h: DbOrTx,
  workspaceId: string,
  ids: string[],
): Promise<Map<string, { id: string; sequence_id: number; project_id: string; project_identifier: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select({ id: workItems.id, sequence_id: workItems.sequence_id, project_id: workItems.project_id, project_identifier: projects.identifier, name: workItems.name })
    .from(workItems)
    .innerJoin(projects, eq(projects.id, workItems.project_id))
    .where(and(eq(workItems.workspace_id, workspaceId), isNull(workItems.deleted_at), sql`${workItems.id} = any(${uuidArray([...new Set(ids)])})`));
  return new Map(rows.map((r) => [r.id, r]));
}
