import type { TimeLog, TimeLogSummary, TimeLogTotals } from '@cairn/types';
import type { MemberMinutes, TimeLogRow, TimeLogWithUser } from '../../data/repositories/time-logs.repository';

/** Time log row (+ its logger) → wire shape. */
export function presentTimeLog(row: TimeLogRow, user: TimeLogWithUser['user']): TimeLog {
  return {
    id: row.id,
    issue: row.work_item_id,
    project_id: row.project_id,
    user_id: row.user_id,
    user,
    minutes: row.minutes,
    logged_on: row.logged_on,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An item's totals → wire shape. */
export function presentTotals(t: MemberMinutes): TimeLogTotals {
  return { total_minutes: t.total, by_member: t.byMember };
}

/** A project summary → wire shape. */
export function presentSummary(s: MemberMinutes & { byItem: TimeLogSummary['by_item'] }, maxItems: number): TimeLogSummary {
  return { total_minutes: s.total, by_member: s.byMember, by_item: s.byItem.slice(0, maxItems) };
}
