import { INTAKE_DEFAULT_ORDER_BY, INTAKE_ORDER_KEYS, INTAKE_STATUSES, INTAKE_TABS, PRIORITIES } from '@cairn/types';
import type { IntakeStatus, IntakeTab, Priority } from '@cairn/types';
import type { IntakeFilters, IntakeListParams } from '@cairn/state';
import { INBOX_PARAM } from '../paths';

/** The URL's filter parameters (comma lists) and the order parameter. */
export const FILTER_PARAMS = ['status', 'priority', 'created_by', 'created_at'] as const;
/** One filter parameter. */
export type IntakeFilterKey = (typeof FILTER_PARAMS)[number];

const ORDERS = new Set<string>([...INTAKE_ORDER_KEYS, ...INTAKE_ORDER_KEYS.map((k) => `-${k}`)]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The open request's id goes into a path (encoded); anything else than an id-like token is ignored.
const ID_TOKEN = /^[\w-]{1,64}$/;
// Date clauses as list date filters write them: `2025-01-31;after` or `2_weeks;after;ago`.
const DATE_CLAUSE = /^(\d{4}-\d{2}-\d{2};(after|before)|\d{1,4}_(days|weeks|months);(after|before);(ago|fromnow))$/;

function listParam<T extends string>(params: URLSearchParams, key: string, keep: (value: string) => boolean): T[] | undefined {
  const values = (params.get(key) ?? '').split(',').map((v) => v.trim()).filter((v) => v && keep(v));
  return values.length > 0 ? ([...new Set(values)] as T[]) : undefined;
}

/** What the intake screen shows, read from its URL: tab, filters, order, and the open request. */
export interface IntakeScreenParams {
  list: IntakeListParams;
  inboxId: string | undefined;
}

/** Reads the screen's state from the query string (unknown values are dropped, never sent). */
export function readIntakeParams(params: URLSearchParams): IntakeScreenParams {
  const tab = (INTAKE_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as IntakeTab) : 'open';
  const filters: IntakeFilters = {};
  const status = listParam<IntakeStatus>(params, 'status', (v) => (INTAKE_STATUSES as readonly string[]).includes(v));
  if (status) filters.status = status;
  const priority = listParam<Priority>(params, 'priority', (v) => (PRIORITIES as readonly string[]).includes(v));
  if (priority) filters.priority = priority;
  const createdBy = listParam<string>(params, 'created_by', (v) => UUID.test(v));
  if (createdBy) filters.created_by = createdBy;
  const createdAt = listParam<string>(params, 'created_at', (v) => DATE_CLAUSE.test(v));
  if (createdAt) filters.created_at = createdAt;
  const order = params.get('order_by') ?? '';
  const inboxId = params.get(INBOX_PARAM) ?? undefined;
  return {
    list: { tab, filters, order_by: ORDERS.has(order) ? order : INTAKE_DEFAULT_ORDER_BY },
    inboxId: inboxId && ID_TOKEN.test(inboxId) ? inboxId : undefined,
  };
}

/** How many filter values are chosen (the filter button's badge). */
export function filterCount(filters: IntakeFilters | undefined): number {
  return FILTER_PARAMS.reduce((sum, key) => sum + (filters?.[key]?.length ?? 0), 0);
}
