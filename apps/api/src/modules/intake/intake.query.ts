import {
  INTAKE_DEFAULT_ORDER_BY,
  INTAKE_PAGE_SIZE,
  INTAKE_STATUSES,
  ORGANISE_TEXT,
  PRIORITIES,
  ROLE,
  parseDateFilter,
  parseWorkItemKey,
  type IntakeListQuery,
} from '@cairn/types';
import type { IntakeListFilter, IntakeOrderBy } from '../../data/repositories/intake.repository';
import { badRequest } from '../../http/errors';
import type { ProjectAccess } from '../projects/projects.policy';

// The intake list query (spec §7, §9) read into a repository filter, an order and a page.

/** The statuses of each tab (spec §4): open = pending and snoozed (a passed snooze counts as pending), closed = the rest. */
export const INTAKE_TAB_STATUSES = { open: ['pending', 'snoozed'], closed: ['accepted', 'declined', 'duplicate'] } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Comma values, trimmed, empty ones dropped; 400 naming the field when one is not in `allowed`. */
function values(field: string, raw: string | undefined, allowed: (v: string) => boolean): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = [...new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))];
  if (list.length === 0) return undefined;
  if (!list.every(allowed)) throw badRequest(ORGANISE_TEXT.intakeBadFilter, { [field]: [ORGANISE_TEXT.intakeBadFilter] });
  return list;
}

/** A page request from the cursor (perPage:pageIndex:offset) and per_page (which wins); default 10 per page. */
export function intakePage(query: Pick<IntakeListQuery, 'cursor' | 'per_page'>): { perPage: number; page: number; offset: number } {
  const [cursorSize, cursorPage] = (query.cursor ?? '').split(':').map((n) => Number(n));
  const perPage = Math.min(100, Math.max(1, query.per_page ?? (cursorSize || INTAKE_PAGE_SIZE)));
  const page = Number.isFinite(cursorPage) && cursorPage > 0 ? cursorPage : 0;
  return { perPage, page, offset: page * perPage };
}

/**
 * The repository filter of a list query: tab and status (intersected), priority, created_by (ids), created_at /
 * updated_at day clauses (unparseable clauses ignored, as in work-item lists), search (name contains; digits or
 * IDENT-123 also match the number). Guests are limited to the requests they created.
 */
export function intakeListFilter(access: ProjectAccess, userId: string, query: IntakeListQuery, now: Date): IntakeListFilter {
  let statuses = values('status', query.status, (v) => (INTAKE_STATUSES as readonly string[]).includes(v));
  if (query.tab) {
    const tab: readonly string[] = INTAKE_TAB_STATUSES[query.tab];
    statuses = statuses ? statuses.filter((s) => tab.includes(s)) : [...tab];
  }
  const filter: IntakeListFilter = {
    workspaceId: access.workspace.id,
    projectId: access.project.id,
    statuses,
    priorities: values('priority', query.priority, (v) => (PRIORITIES as readonly string[]).includes(v)),
    createdBy: values('created_by', query.created_by, (v) => UUID.test(v))?.map((v) => v.toLowerCase()),
    onlyCreatedBy: access.projectRole === ROLE.GUEST ? userId : undefined,
    createdAt: parseDateFilter(query.created_at, now),
    updatedAt: parseDateFilter(query.updated_at, now),
    now,
  };
  const search = query.search?.trim();
  if (search) {
    const key = parseWorkItemKey(search);
    const sequence = /^\d{1,9}$/.test(search) ? Number(search) : key && key.identifier === access.project.identifier.toUpperCase() ? key.sequence : null;
    filter.search = { pattern: `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, sequence };
  }
  return filter;
}

/** The order of a list query (default -issue__created_at). */
export function intakeOrder(query: Pick<IntakeListQuery, 'order_by'>): IntakeOrderBy {
  return (query.order_by ?? INTAKE_DEFAULT_ORDER_BY) as IntakeOrderBy;
}
