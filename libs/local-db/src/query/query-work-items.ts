import {
  listPagePaging, normalizeWorkItemListQuery, WORK_ITEM_DEFAULT_ORDER_BY, WORK_ITEM_NONE_GROUP, type AnyWorkItemPage, type NormalizedWorkItemQuery, type WorkItem, type WorkItemGroup,
  type WorkItemListFilterQuery,
} from '@cairn/types';
import type { LocalDatabase, SqlHandle } from '../sqlite/local-database';
import { missingProjects } from '../sync/sync-state';
import { unanswerableReason, whereClause, type LocalQueryContext, type SqlPart } from './conditions';
import { groupKeySql, orderTerms } from './order';
import { presentIssueRow, type IssueRow } from './present';

const STATES_JOIN = 'LEFT JOIN states s ON s.id = i.state_id';


async function count(db: SqlHandle, where: SqlPart): Promise<number> {
  const [row] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM issues i WHERE ${where.sql}`, where.binds);
  return Number(row.n);
}

async function flatPage(db: SqlHandle, q: NormalizedWorkItemQuery, where: SqlPart): Promise<AnyWorkItemPage> {
  const order = orderTerms(q.orderBy);
  const rows = await db.all<IssueRow>(
    `SELECT i.* FROM issues i ${order.joinsStates ? STATES_JOIN : ''} WHERE ${where.sql} ORDER BY ${order.terms} LIMIT ? OFFSET ?`,
    [...where.binds, q.perPage, q.offset],
  );
  const total = await count(db, where);
  const results = rows.map(presentIssueRow);
  return { results, grouped_by: null, sub_grouped_by: null, ...listPagePaging(q, total, q.offset + results.length < total) };
}

interface Bucket {
  total: number;
  ids: string[];
  subs: Map<string, Bucket>;
}
const bucket = (): Bucket => ({ total: 0, ids: [], subs: new Map() });
const keyOf = (v: unknown) => (v === null || v === undefined ? WORK_ITEM_NONE_GROUP : String(v));

async function groupedPage(db: SqlHandle, q: NormalizedWorkItemQuery, where: SqlPart): Promise<AnyWorkItemPage> {
  const order = orderTerms(q.orderBy);
  const g = groupKeySql(q.groupBy!, 'g1');
  const sg = q.subGroupBy ? groupKeySql(q.subGroupBy, 'g2') : null;
  const joins = [order.joinsStates ? STATES_JOIN : '', g.join ?? '', sg?.join ?? ''].join(' ');
  const partition = sg ? `${g.key}, ${sg.key}` : g.key;
  // row_number numbers each (group[, sub-group]) in the list's order; the page's rows and each partition's first row
  // (which carries the partition's count even past its end) are kept. Groups in key order, 'None' (null) last.
  const rows = await db.all<{ id: string; g: string | null; sg: string | null; rn: number; n: number }>(
    `SELECT id, g, sg, rn, n FROM (
       SELECT i.id AS id, ${g.key} AS g, ${sg ? sg.key : 'NULL'} AS sg,
         row_number() OVER (PARTITION BY ${partition} ORDER BY ${order.terms}) AS rn,
         count(*) OVER (PARTITION BY ${partition}) AS n
       FROM issues i ${joins} WHERE ${where.sql}
     ) WHERE (rn > ? AND rn <= ?) OR rn = 1
     ORDER BY g ASC NULLS LAST, sg ASC NULLS LAST, rn ASC`,
    [...where.binds, q.offset, q.offset + q.perPage],
  );
  const groups = new Map<string, Bucket>();
  for (const r of rows) {
    const key = keyOf(r.g);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = bucket()));
    let target = group;
    if (sg) {
      const subKey = keyOf(r.sg);
      target = group.subs.get(subKey) ?? bucket();
      group.subs.set(subKey, target);
    }
    if (Number(r.rn) === 1) target.total = Number(r.n);
    if (r.rn > q.offset && r.rn <= q.offset + q.perPage) target.ids.push(r.id);
  }
  if (sg) {
    if (sg.multi) {
      // A multi-valued sub-group key would count an item once per value: count the group's distinct items.
      const totals = await db.all<{ g: string | null; n: number }>(
        `SELECT ${g.key} AS g, count(*) AS n FROM issues i ${g.join ?? ''} WHERE ${where.sql} GROUP BY 1`,
        where.binds,
      );
      for (const t of totals) {
        const group = groups.get(keyOf(t.g));
        if (group) group.total = Number(t.n);
      }
    } else for (const group of groups.values()) group.total = [...group.subs.values()].reduce((sum, s) => sum + s.total, 0);
  }
  const total = g.multi ? await count(db, where) : [...groups.values()].reduce((sum, group) => sum + group.total, 0);

  const pageIds = new Set<string>();
  for (const group of groups.values()) for (const level of [group, ...group.subs.values()]) for (const id of level.ids) pageIds.add(id);
  const items = await itemsById(db, [...pageIds]);
  const pick = (b: Bucket): WorkItemGroup => ({ results: b.ids.map((id) => items.get(id)).filter((i): i is WorkItem => i !== undefined), total_results: b.total });
  const end = q.offset + q.perPage;
  if (!sg) {
    const results = Object.fromEntries([...groups].map(([k, b]) => [k, pick(b)]));
    return { results, grouped_by: q.groupBy!, sub_grouped_by: null, ...listPagePaging(q, total, [...groups.values()].some((b) => b.total > end)) };
  }
  const results = Object.fromEntries(
    [...groups].map(([k, b]) => [k, { results: Object.fromEntries([...b.subs].map(([sk, s]) => [sk, pick(s)])), total_results: b.total }]),
  );
  const more = [...groups.values()].some((b) => [...b.subs.values()].some((s) => s.total > end));
  return { results, grouped_by: q.groupBy!, sub_grouped_by: q.subGroupBy!, ...listPagePaging(q, total, more) };
}

async function itemsById(db: SqlHandle, ids: string[]): Promise<Map<string, WorkItem>> {
  const out = new Map<string, WorkItem>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await db.all<IssueRow>(`SELECT * FROM issues WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk);
    for (const r of rows) out.set(String(r.id), presentIssueRow(r));
  }
  return out;
}

/** order_by state needs each item's state row (sequence); an item whose state the cache lacks cannot be ordered alike. */
async function statesMissing(db: SqlHandle, where: SqlPart): Promise<boolean> {
  const rows = await db.all(`SELECT 1 FROM issues i ${STATES_JOIN} WHERE ${where.sql} AND i.state_id IS NOT NULL AND s.id IS NULL LIMIT 1`, where.binds);
  return rows.length > 0;
}

/**
 * The query's meaning in a context, as the server reads it: normalizeWorkItemListQuery, and — in the workspace list
 * (global views) only, where manual order means nothing across projects — order_by sort_order answered as -created_at
 * (the server's listWorkspaceWorkItems; profile lists keep sort_order).
 */
export function normalizeLocalQuery(ctx: Pick<LocalQueryContext, 'context'>, query: WorkItemListFilterQuery, now: Date): NormalizedWorkItemQuery {
  const q = normalizeWorkItemListQuery(query, now);
  if (ctx.context === 'workspace' && (q.orderBy === 'sort_order' || q.orderBy === '-sort_order')) q.orderBy = WORK_ITEM_DEFAULT_ORDER_BY;
  return q;
}

/**
 * A page of a work-item list from the cache, in EXACTLY the server's shape and order (flat, grouped or sub-grouped;
 * the WorkItems as the server presents them), for the same query object the server takes (normalised here with
 * normalizeLocalQuery against `now`). Resolves to null when the cache cannot answer identically — mentions,
 * another user's subscriptions, a project of the context without a completed first sync, order_by state without the
 * states — and the caller asks the server. Runs in one read transaction, so a sync batch never lands mid-page.
 */
export async function queryWorkItems(
  db: Pick<LocalDatabase, 'transaction'>,
  ctx: LocalQueryContext,
  query: WorkItemListFilterQuery,
  now: Date,
): Promise<AnyWorkItemPage | null> {
  const q = normalizeLocalQuery(ctx, query, now);
  if (unanswerableReason(ctx, q)) return null;
  return db.transaction(async (tx) => {
    const projects = [...new Set([...ctx.projectIds, ...(ctx.ownOnlyProjectIds ?? [])])];
    if ((await missingProjects(tx, projects)).length) return null;
    const where = whereClause(ctx, q);
    if (q.orderBy.replace(/^-/, '') === 'state' && (await statesMissing(tx, where))) return null;
    return q.groupBy ? groupedPage(tx, q, where) : flatPage(tx, q, where);
  }, 'read');
}
