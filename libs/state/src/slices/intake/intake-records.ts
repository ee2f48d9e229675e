import { INTAKE_DEFAULT_ORDER_BY, parseDateFilter } from '@cairn/types';
import type { IntakeIssue, IntakeListQuery, IntakeStatus, IntakeTab, Priority } from '@cairn/types';
import type { Draft } from 'immer';
import type { WebState } from '../../core/types';

/** What a list is waiting for: the first page, a next page, or a write of one of its requests. */
export type IntakeLoader = 'init-loader' | 'pagination' | 'mutation';
/** Why a list has no (more) rows: the first fetch failed, or a next page's (spec §8). */
export type IntakeListError = 'init-error' | 'pagination-error';

/** The filters of an intake list (spec §3 filter keys that apply to intake; dates are list date clauses). */
export interface IntakeFilters {
  status?: IntakeStatus[];
  priority?: Priority[];
  created_by?: string[];
  /** Date clauses such as `2025-01-31;after` or `1_weeks;after;ago`. */
  created_at?: string[];
}

/** Which intake list: a tab, its filters and its order (spec §7 order keys, a leading '-' for descending). */
export interface IntakeListParams {
  tab: IntakeTab;
  filters?: IntakeFilters;
  order_by?: string;
}

/** One loaded intake list of a project, page by page (spec §7: next_cursor, total_results, next_page_results). */
export interface IntakeListState {
  projectId: string;
  tab: IntakeTab;
  filters: IntakeFilters;
  order_by: string;
  /** Request ids (their work items' ids) in the server's order. */
  ids: string[];
  nextCursor: string | null;
  totalResults: number;
  nextPageResults: boolean;
  loader?: IntakeLoader;
  error?: IntakeListError;
}

/** Statuses of each tab (spec §4): open = pending and snoozed, closed = accepted, declined and duplicate. */
export const INTAKE_TAB_STATUSES: Record<IntakeTab, readonly IntakeStatus[]> = {
  open: ['pending', 'snoozed'],
  closed: ['accepted', 'declined', 'duplicate'],
};

/** The mutation key of one intake request (its status changes, edits and delete run in order). */
export function intakeKey(issueId: string): string {
  return `intake:${issueId}`;
}

const sorted = <T extends string>(values: readonly T[] | undefined): T[] | undefined => (values && values.length > 0 ? [...values].sort() : undefined);

/** The filters without empty keys, values sorted: equal filters give equal list keys. */
export function normalizeIntakeFilters(filters: IntakeFilters = {}): IntakeFilters {
  const out: IntakeFilters = {};
  const status = sorted(filters.status);
  if (status) out.status = status;
  const priority = sorted(filters.priority);
  if (priority) out.priority = priority;
  const createdBy = sorted(filters.created_by);
  if (createdBy) out.created_by = createdBy;
  const createdAt = sorted(filters.created_at);
  if (createdAt) out.created_at = createdAt;
  return out;
}

/** The key of a project's intake list for a tab, filters and order. */
export function intakeListKey(projectId: string, params: IntakeListParams): string {
  return `${projectId}:${params.tab}:${params.order_by ?? INTAKE_DEFAULT_ORDER_BY}:${JSON.stringify(normalizeIntakeFilters(params.filters))}`;
}

/** The query of GET inbox-issues/ for a list (the status filter narrowed to the tab's statuses). */
export function intakeQueryOf(params: IntakeListParams, paging: { cursor: string; per_page: number }): IntakeListQuery {
  const filters = normalizeIntakeFilters(params.filters);
  const status = filters.status?.filter((s) => INTAKE_TAB_STATUSES[params.tab].includes(s));
  return {
    tab: params.tab,
    ...(status && status.length > 0 ? { status: status.join(',') } : {}),
    ...(filters.priority ? { priority: filters.priority.join(',') } : {}),
    ...(filters.created_by ? { created_by: filters.created_by.join(',') } : {}),
    ...(filters.created_at ? { created_at: filters.created_at.join(',') } : {}),
    order_by: params.order_by ?? INTAKE_DEFAULT_ORDER_BY,
    per_page: paging.per_page,
    cursor: paging.cursor,
  };
}

/** The status a request counts as now: a snoozed request whose time has passed counts as pending (spec §4). */
export function effectiveIntakeStatus(issue: Pick<IntakeIssue, 'status' | 'snoozed_till'>, now: Date): IntakeStatus {
  if (issue.status === 'snoozed' && issue.snoozed_till !== null && Date.parse(issue.snoozed_till) <= now.getTime()) return 'pending';
  return issue.status;
}

/** Whether a request belongs in a list (its tab and filters), as far as the record can tell. */
export function matchesIntakeList(issue: IntakeIssue, list: Pick<IntakeListState, 'tab' | 'filters'>, now: Date): boolean {
  const status = effectiveIntakeStatus(issue, now);
  if (!INTAKE_TAB_STATUSES[list.tab].includes(status)) return false;
  const { filters } = list;
  if (filters.status && !filters.status.includes(status)) return false;
  if (filters.priority && !filters.priority.includes(issue.issue.priority)) return false;
  if (filters.created_by && !filters.created_by.includes(issue.created_by ?? '')) return false;
  if (filters.created_at) {
    const day = issue.issue.created_at.slice(0, 10);
    for (const bound of parseDateFilter(filters.created_at, now)) {
      if (bound.op === 'gte' ? day < bound.date : day > bound.date) return false;
    }
  }
  return true;
}

function orderValue(issue: IntakeIssue, field: string): string | number {
  if (field === 'issue__sequence_id') return issue.issue.sequence_id;
  if (field === 'issue__updated_at') return issue.issue.updated_at;
  return issue.issue.created_at;
}

/** Compares two requests in a list's order (ties broken by id, so the order is total). */
export function compareIntake(a: IntakeIssue, b: IntakeIssue, orderBy: string): number {
  const descending = orderBy.startsWith('-');
  const field = descending ? orderBy.slice(1) : orderBy;
  const x = orderValue(a, field);
  const y = orderValue(b, field);
  const byValue = x < y ? -1 : x > y ? 1 : 0;
  if (byValue !== 0) return descending ? -byValue : byValue;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Puts a request where it belongs in every loaded list of its project: in where it now matches (at its place in the
 * list's order; beyond the loaded pages it only counts), out where it no longer does. Totals follow by one.
 */
export function placeIntakeIssue(d: Draft<WebState>, projectId: string, issueId: string, now: Date): void {
  const issue = d.intakeById[issueId] as IntakeIssue | undefined;
  for (const list of Object.values(d.intakeLists)) {
    if (list.projectId !== projectId) continue;
    const index = list.ids.indexOf(issueId);
    const matches = issue !== undefined && matchesIntakeList(issue, list, now);
    if (!matches && index >= 0) {
      list.ids.splice(index, 1);
      list.totalResults = Math.max(0, list.totalResults - 1);
    } else if (matches && index < 0 && issue) {
      let at = list.ids.findIndex((id) => {
        const other = d.intakeById[id] as IntakeIssue | undefined;
        return other !== undefined && compareIntake(issue, other, list.order_by) < 0;
      });
      if (at < 0 && !list.nextPageResults) at = list.ids.length;
      if (at >= 0) list.ids.splice(at, 0, issueId);
      list.totalResults += 1;
    }
  }
}
