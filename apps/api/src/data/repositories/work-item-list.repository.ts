import { WORK_ITEM_NONE_GROUP, type NormalizedWorkItemQuery } from '@cairn/types';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db';
import { projectMembers, projects, states } from '../schema/projects.schema';
import { workItems, type WorkItemRow } from '../schema/work-items.schema';
import { groupKey, listConditions, listOrder, type WorkItemListScope } from './work-item-list-sql';
import { itemExtrasFields, type ItemExtras } from './work-items-details.repository';

export type { WorkItemListScope } from './work-item-list-sql';

/** One group of a grouped page: its key, how many distinct items it holds, this page's ids in order, its sub-groups. */
export interface WorkItemListGroup {
  key: string;
  total: number;
  ids: string[];
  subGroups: WorkItemListGroup[];
}

/** A page of a list: flat (rows in order) or grouped (groups with this page's ids in order, and those rows). */
export type WorkItemListPage =
  | { kind: 'flat'; rows: WorkItemRow[]; total: number; /** The rows' list extras, loaded with them. */ extras: Map<string, ItemExtras> }
  | { kind: 'grouped'; groups: WorkItemListGroup[]; total: number; /** Each item of the page once. */ rows: WorkItemRow[] };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A dynamic SELECT … FROM work_items, made a list page: [+ states,] WHERE the list's conditions, its order, LIMIT/OFFSET. */
function asListPage<T extends PgSelect>(qb: T, scope: WorkItemListScope, q: NormalizedWorkItemQuery): T {
  const order = listOrder(q.orderBy);
  // The join adds no selected field (the fields never name states), so the row type stays T's.
  const joined = order.joinsStates ? (qb.leftJoin(states, eq(states.id, workItems.state_id)) as unknown as T) : qb;
  return joined.where(and(...listConditions(scope, q))).orderBy(...order.terms).limit(q.perPage).offset(q.offset);
}

/** The rows query of a flat page: ORDER BY the key then id, LIMIT/OFFSET (exported for EXPLAIN in tests). */
export function flatPageQuery(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery) {
  return asListPage(h.select({ item: workItems }).from(workItems).$dynamic(), scope, q);
}

/**
 * A flat page in ONE statement: the page's ids (asListPage: an ordered index scan that stops after the page, as
 * flatPageQuery) with the count of the whole filter (an uncorrelated scalar subquery, computed once), joined back to
 * work_items for the rows and their list extras for `userId` (itemExtrasFields) — evaluated for the page's rows only,
 * never for the rows OFFSET skips — and ordered again (50 rows).
 */
function flatPageStatement(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery, userId: string) {
  const where = and(...listConditions(scope, q));
  const order = listOrder(q.orderBy);
  // LIMIT is written into the text, not bound: as a parameter the generic plan is costed for an unknown limit and never
  // chosen, so PostgreSQL planned this statement on every call (~2 ms of ~6 on PGlite); in the text the prepared
  // statement runs its generic plan (measured: first page's statement min 9.4 → 4.7 ms). A deeper page's OFFSET stays a
  // parameter (one text for every page, planned per call as before) rather than one text per offset.
  const limit = q.offset > 0 ? sql`${sql.raw(`limit ${sqlInteger(q.perPage)}`)} offset ${q.offset}` : sql.raw(`limit ${sqlInteger(q.perPage)}`);
  const joinStates = order.joinsStates ? sql`left join ${states} on ${states.id} = ${workItems.state_id}` : sql``;
  const page = sql`(select ${workItems.id} as "id", (select count(*)::int from ${workItems} where ${where}) as "total"
    from ${workItems} ${joinStates} where ${where} order by ${sql.join(order.terms, sql`, `)} ${limit}) as "page"`;
  const fields = { item: workItems, total: sql<number>`"page"."total"`, ...itemExtrasFields(sql`${workItems.id}`, sql`${workItems.state_id}`, scope.workspaceId, userId) };
  const base = h.select(fields).from(workItems).innerJoin(page, sql`"page"."id" = ${workItems.id}`).$dynamic();
  const joined = order.joinsStates ? base.leftJoin(states, eq(states.id, workItems.state_id)) : base;
  return joined.orderBy(...order.terms);
}

/** A non-negative safe integer, for text that is not a parameter. */
function sqlInteger(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return String(n);
}

/** A flat page, the count of the filter and the items' list extras, in one statement (a second one only for an empty page past the end). */
async function flatPage(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery, userId: string): Promise<WorkItemListPage> {
  const page = await flatPageStatement(h, scope, q, userId);
  const rows = page.map((r) => r.item);
  const extras = new Map<string, ItemExtras>(page.map(({ item, total: _total, ...x }) => [item.id, x]));
  if (page.length > 0) return { kind: 'flat', rows, total: Number(page[0].total), extras };
  if (q.offset === 0) return { kind: 'flat', rows, total: 0, extras };
  const [{ n }] = await h.select({ n: sql<number>`count(*)::int` }).from(workItems).where(and(...listConditions(scope, q)));
  return { kind: 'flat', rows, total: Number(n), extras };
}

const keyOf = (v: string | null) => v ?? WORK_ITEM_NONE_GROUP;

function groupedParts(scope: WorkItemListScope, q: NormalizedWorkItemQuery) {
  const order = listOrder(q.orderBy);
  const g = groupKey(q.groupBy!, 'g1');
  const sg = q.subGroupBy ? groupKey(q.subGroupBy, 'g2') : null;
  const where = and(...listConditions(scope, q));
  const fromWith = (levels: Array<ReturnType<typeof groupKey>>, withOrder: boolean) => {
    const joins: SQL[] = [];
    if ((withOrder && order.joinsStates) || levels.some((l) => l.joinsStates)) joins.push(sql`left join ${states} on ${states.id} = ${workItems.state_id}`);
    for (const l of levels) if (l.join) joins.push(l.join);
    return sql`from ${workItems} ${sql.join(joins, sql` `)} where ${where}`;
  };
  return { order, g, sg, where, fromWith };
}

/**
 * The main query of a grouped page (exported for EXPLAIN in tests): row_number() numbers the rows of each
 * (group[, sub-group]) in the list's order and count(*) counts them, over the same partition (one sort). It keeps the
 * rows in (offset, offset + perPage] — the page — and each partition's first row, which carries the partition's total
 * even when the page is past its end.
 */
export function groupedPageQuery(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery) {
  const { order, g, sg, fromWith } = groupedParts(scope, q);
  const subKey = sg ? sg.key : sql`null::text`;
  const partition = sg ? sql`${g.key}, ${sg.key}` : g.key;
  const numbered = sql`(
    select ${workItems.id} as id, ${g.key} as g, ${subKey} as sg,
      row_number() over (partition by ${partition} order by ${sql.join(order.terms, sql`, `)})::int as rn,
      count(*) over (partition by ${partition})::int as n
    ${fromWith(sg ? [g, sg] : [g], true)}
  ) numbered`;
  return h
    .select({ id: sql<string>`numbered.id`, g: sql<string | null>`numbered.g`, sg: sql<string | null>`numbered.sg`, rn: sql<number>`numbered.rn`, n: sql<number>`numbered.n` })
    .from(numbered)
    .where(sql`(numbered.rn > ${q.offset} and numbered.rn <= ${q.offset + q.perPage}) or numbered.rn = 1`)
    .orderBy(sql`numbered.g`, sql`numbered.sg`, sql`numbered.rn`);
}

/** Rows of a workspace's items by id, by primary key (one array parameter, whatever the number of ids). */
async function rowsByIds(h: DbOrTx, workspaceId: string, ids: string[]): Promise<Map<string, WorkItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await h
    .select()
    .from(workItems)
    .where(and(eq(workItems.workspace_id, workspaceId), sql`${workItems.id} = any(${`{${ids.join(',')}}`}::uuid[])`));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A grouped (or sub-grouped) page: groupedPageQuery, the page's rows by id, and — only where a multi-valued key
 * (labels, assignees) could count an item twice — distinct counts: total_count when the group key is multi-valued,
 * group totals when the sub-group key is. Multi-valued keys join their link table, so an item is in each of its
 * groups; no value → 'None'.
 */
async function groupedPage(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery): Promise<WorkItemListPage> {
  const { g, sg, where, fromWith } = groupedParts(scope, q);
  const rows = await groupedPageQuery(h, scope, q);

  const groups = new Map<string, WorkItemListGroup>();
  for (const r of rows) {
    const key = keyOf(r.g);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, total: 0, ids: [], subGroups: [] }));
    let target = group;
    if (sg) {
      const subKeyValue = keyOf(r.sg);
      let sub = group.subGroups.find((s) => s.key === subKeyValue);
      if (!sub) group.subGroups.push((sub = { key: subKeyValue, total: 0, ids: [], subGroups: [] }));
      target = sub;
    }
    const rn = Number(r.rn);
    if (rn === 1) target.total = Number(r.n);
    if (rn > q.offset && rn <= q.offset + q.perPage) target.ids.push(r.id);
  }
  if (sg) {
    if (sg.multi) {
      const totals = rowsOf<{ g: string | null; n: number }>(await h.execute(sql`select ${g.key} as g, count(*)::int as n ${fromWith([g], false)} group by 1`));
      for (const t of totals) {
        const group = groups.get(keyOf(t.g));
        if (group) group.total = Number(t.n);
      }
    } else for (const group of groups.values()) group.total = group.subGroups.reduce((sum, s) => sum + s.total, 0);
  }
  let total = [...groups.values()].reduce((sum, group) => sum + group.total, 0);
  if (g.multi) [{ total }] = await h.select({ total: sql<number>`count(*)::int` }).from(workItems).where(where);
  const ids = new Set<string>();
  for (const group of groups.values()) for (const level of [group, ...group.subGroups]) for (const id of level.ids) ids.add(id);
  const byId = await rowsByIds(h, scope.workspaceId, [...ids]);
  return { kind: 'grouped', groups: [...groups.values()], total: Number(total), rows: [...ids].map((id) => byId.get(id)!).filter(Boolean) };
}

/**
 * One page of a work-item list in `scope` for a normalised query (flat, grouped or sub-grouped); a flat page comes
 * with its items' list extras for `userId` (the caller).
 */
export async function listWorkItemPageRows(h: DbOrTx, scope: WorkItemListScope, q: NormalizedWorkItemQuery, userId: string): Promise<WorkItemListPage> {
  return q.groupBy ? groupedPage(h, scope, q) : flatPage(h, scope, q, userId);
}

/** A project of a workspace with the caller's membership role (null without a membership row). */
export interface ProjectVisibilityRow {
  id: string;
  guest_view_all_features: boolean;
  membership_role: number | null;
}

/** The workspace's projects that are not archived, with the caller's membership role, for workspace-wide lists. */
export async function listProjectsVisibility(h: DbOrTx, workspaceId: string, userId: string): Promise<ProjectVisibilityRow[]> {
  return h
    .select({ id: projects.id, guest_view_all_features: projects.guest_view_all_features, membership_role: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member, userId)))
    .where(and(eq(projects.workspace_id, workspaceId), sql`${projects.archived_at} is null`))
    .orderBy(projects.created_at, projects.id);
}
