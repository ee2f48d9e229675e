import { NONE_FILTER_VALUE, PRIORITY_RANK, STATE_GROUPS, type NormalizedWorkItemQuery, type ProfileViewType, type WorkItemGroupBy } from '@cairn/types';
import { sql, type SQL } from 'drizzle-orm';
import { states } from '../schema/projects.schema';
import { workItemAssignees, workItemLabels, workItemMentions, workItemModules, workItemSubscribers, workItems } from '../schema/work-items.schema';

// SQL fragments of the work-item lists, built from a NormalizedWorkItemQuery (the one meaning of a list query, shared
// with the client's cache). Columns are rendered table-qualified ("work_items"."x"), so the same fragments serve the
// query builder and the raw window-function queries. Nothing from the request becomes an identifier: order and group
// keys come from fixed maps below, values are always parameters.

/** Which items a list may contain before its filters: the context (project, archived, drafts, workspace, profile). */
export interface WorkItemListScope {
  workspaceId: string;
  /** Projects whose items the caller sees in full. */
  projectIds: string[];
  /** Projects where the caller sees only the items they created (guests without guest_view_all_features). */
  ownOnlyProjectIds: string[];
  /** The caller (the creator ownOnlyProjectIds are limited to). */
  userId: string;
  /** live: not archived, not draft; archived: archived, not draft; drafts: drafts (archived or not). Never deleted. */
  state: 'live' | 'archived' | 'drafts';
  isEpic: boolean;
  /** Profile lists: items the user is assigned to, created, or subscribes to. */
  profile?: { userId: string; list: ProfileViewType };
  /** A cycle's list (cycle-issues/): only the cycle's items. */
  cycleId?: string;
  /** A module's list (modules/{id}/issues/): only the module's items. */
  moduleId?: string;
}

const w = workItems;

function inList(column: SQL | typeof w.id, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
}

/** The rank of a priority (none 0 … urgent 4), as in PRIORITY_RANK. */
export const priorityRankSql = sql.raw(
  `case "work_items"."priority" ${Object.entries(PRIORITY_RANK).map(([k, v]) => `when '${k}' then ${v}`).join(' ')} else 0 end`,
);
/** The index of the joined state's group (backlog 0 … cancelled 4); null without a state. */
export const stateGroupIndexSql = sql.raw(`case "states"."group" ${STATE_GROUPS.map((g, i) => `when '${g}' then ${i}`).join(' ')} end`);

function stateIdsOfGroups(workspaceId: string, groups: readonly string[]): SQL {
  return sql`${w.state_id} in (select ${states.id} from ${states} where ${states.workspace_id} = ${workspaceId} and ${inList(sql`${states.group}`, groups)})`;
}

function linkedTo(
  table: typeof workItemAssignees | typeof workItemLabels | typeof workItemMentions | typeof workItemSubscribers | typeof workItemModules,
  column: SQL,
  ids: readonly string[],
): SQL {
  return sql`exists (select 1 from ${table} where ${table.work_item_id} = ${w.id} and ${inList(column, ids)})`;
}

function scopeConditions(s: WorkItemListScope): SQL[] {
  const c: SQL[] = [sql`${w.workspace_id} = ${s.workspaceId}`, sql`${w.deleted_at} is null`, sql`${w.is_epic} = ${s.isEpic}`];
  const visible: SQL[] = [];
  if (s.projectIds.length) visible.push(s.projectIds.length === 1 ? sql`${w.project_id} = ${s.projectIds[0]}` : inList(sql`${w.project_id}`, s.projectIds));
  if (s.ownOnlyProjectIds.length) visible.push(sql`(${inList(sql`${w.project_id}`, s.ownOnlyProjectIds)} and ${w.created_by} = ${s.userId})`);
  c.push(visible.length === 0 ? sql`false` : visible.length === 1 ? visible[0] : sql`(${sql.join(visible, sql` or `)})`);
  // Intake requests not accepted (is_intake) are in no list.
  c.push(sql`${w.is_intake} = false`);
  if (s.state === 'live') c.push(sql`${w.archived_at} is null`, sql`${w.is_draft} = false`);
  if (s.state === 'archived') c.push(sql`${w.archived_at} is not null`, sql`${w.is_draft} = false`);
  if (s.state === 'drafts') c.push(sql`${w.is_draft} = true`);
  if (s.profile?.list === 'assigned') c.push(linkedTo(workItemAssignees, sql`${workItemAssignees.assignee_id}`, [s.profile.userId]));
  if (s.profile?.list === 'created') c.push(sql`${w.created_by} = ${s.profile.userId}`);
  if (s.profile?.list === 'subscribed') c.push(linkedTo(workItemSubscribers, sql`${workItemSubscribers.subscriber_id}`, [s.profile.userId]));
  if (s.cycleId) c.push(sql`${w.cycle_id} = ${s.cycleId}`);
  if (s.moduleId) c.push(linkedTo(workItemModules, sql`${workItemModules.module_id}`, [s.moduleId]));
  return c;
}

/** The cycle filter: ANY of the ids, or no cycle for 'None'. */
function cycleCondition(values: readonly string[]): SQL {
  const ids = values.filter((v) => v !== NONE_FILTER_VALUE);
  const parts: SQL[] = [];
  if (ids.length) parts.push(inList(sql`${w.cycle_id}`, ids));
  if (ids.length !== values.length) parts.push(sql`${w.cycle_id} is null`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** The module filter: in ANY of the modules, or in none for 'None'. */
function moduleCondition(values: readonly string[]): SQL {
  const ids = values.filter((v) => v !== NONE_FILTER_VALUE);
  const m = workItemModules;
  const parts: SQL[] = [];
  if (ids.length) parts.push(linkedTo(m, sql`${m.module_id}`, ids));
  if (ids.length !== values.length) parts.push(sql`not exists (select 1 from ${m} where ${m.work_item_id} = ${w.id})`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Every WHERE condition of a list: the scope, then the query's filters (OR within a key, AND across keys; the
 * link-table keys match when the item has ANY of the ids), sub_issue, type and search.
 */
export function listConditions(scope: WorkItemListScope, q: NormalizedWorkItemQuery): SQL[] {
  const c = scopeConditions(scope);
  const f = q.filters;
  if (f.priority) c.push(inList(sql`${w.priority}`, f.priority));
  if (f.state) c.push(inList(sql`${w.state_id}`, f.state));
  if (f.state_group) c.push(stateIdsOfGroups(scope.workspaceId, f.state_group));
  if (f.created_by) c.push(inList(sql`${w.created_by}`, f.created_by));
  if (f.project) c.push(inList(sql`${w.project_id}`, f.project));
  if (f.assignees) c.push(linkedTo(workItemAssignees, sql`${workItemAssignees.assignee_id}`, f.assignees));
  if (f.labels) c.push(linkedTo(workItemLabels, sql`${workItemLabels.label_id}`, f.labels));
  if (f.mentions) c.push(linkedTo(workItemMentions, sql`${workItemMentions.mention_id}`, f.mentions));
  if (f.subscriber) c.push(linkedTo(workItemSubscribers, sql`${workItemSubscribers.subscriber_id}`, f.subscriber));
  if (f.cycle) c.push(cycleCondition(f.cycle));
  if (f.module) c.push(moduleCondition(f.module));
  for (const key of ['start_date', 'target_date'] as const) {
    for (const bound of f[key] ?? []) c.push(bound.op === 'gte' ? sql`${w[key]} >= ${bound.date}` : sql`${w[key]} <= ${bound.date}`);
  }
  if (!q.subIssue) c.push(sql`${w.parent_id} is null`);
  if (q.type === 'active') c.push(stateIdsOfGroups(scope.workspaceId, ['unstarted', 'started']));
  if (q.type === 'backlog') c.push(stateIdsOfGroups(scope.workspaceId, ['backlog']));
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const seq = /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
    const key = q.searchKey;
    // The identifier `WR-5`: that number in the workspace's project of that identifier.
    const byKey = key
      ? sql` or (${w.sequence_id} = ${key.sequence} and ${w.project_id} in (select p.id from projects p where p.workspace_id = ${scope.workspaceId} and upper(p.identifier) = ${key.identifier}))`
      : sql``;
    c.push(seq === null ? sql`(${w.name} ilike ${pattern}${byKey})` : sql`(${w.name} ilike ${pattern} or ${w.sequence_id} = ${seq})`);
  }
  return c;
}

/** The ORDER BY of a list: the key(s) in their direction, nulls last, then id ascending; whether states must be joined. */
export function listOrder(orderBy: NormalizedWorkItemQuery['orderBy']): { terms: SQL[]; joinsStates: boolean } {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  const id = sql`${w.id} asc`;
  // NOT NULL keys need no NULLS LAST (same order); leaving it out lets an index scan backwards for descending lists.
  const dir = (descending: boolean, nullable: boolean) => sql.raw(`${descending ? 'desc' : 'asc'}${nullable ? ' nulls last' : ''}`);
  switch (key) {
    case 'priority':
      // `priority` puts urgent (the highest rank) first.
      return { terms: [sql`${priorityRankSql} ${dir(!desc, false)}`, id], joinsStates: false };
    case 'state':
      return { terms: [sql`${stateGroupIndexSql} ${dir(desc, true)}`, sql`${states.sequence} ${dir(desc, true)}`, id], joinsStates: true };
    case 'name':
      // Byte order, as the local cache (SQLite BINARY) sorts, whatever the server's collation.
      return { terms: [sql`lower(${w.name}) collate "C" ${dir(desc, false)}`, id], joinsStates: false };
    case 'start_date':
    case 'target_date':
      return { terms: [sql`${w[key]} ${dir(desc, true)}`, id], joinsStates: false };
    case 'sort_order':
    case 'created_at':
    case 'updated_at':
    case 'sequence_id':
      return { terms: [sql`${w[key]} ${dir(desc, false)}`, id], joinsStates: false };
    default:
      throw new Error(`unsupported order_by ${orderBy}`);
  }
}

/**
 * How a group_by key reads in SQL: the raw column (null when the item has no value: the caller names that group
 * 'None'), the join it needs (aliased per level) and whether an item can have several values (labels, assignees,
 * modules).
 * Raw columns without parameters let PostgreSQL compute every window of one partitioning from a single sort.
 */
export function groupKey(groupBy: WorkItemGroupBy, alias: string): { key: SQL; join?: SQL; joinsStates: boolean; multi: boolean } {
  const a = sql.raw(`"${alias}"`);
  const one = (key: SQL, joinsStates = false) => ({ key, joinsStates, multi: false });
  switch (groupBy) {
    case 'state':
      return one(sql`${w.state_id}`);
    case 'state_group':
      return one(sql`${states.group}`, true);
    case 'priority':
      return one(sql`${w.priority}`);
    case 'created_by':
      return one(sql`${w.created_by}`);
    case 'project':
      return one(sql`${w.project_id}`);
    case 'labels':
      return { key: sql`${a}.label_id`, join: sql`left join ${workItemLabels} ${a} on ${a}.work_item_id = ${w.id}`, joinsStates: false, multi: true };
    case 'assignees':
      return { key: sql`${a}.assignee_id`, join: sql`left join ${workItemAssignees} ${a} on ${a}.work_item_id = ${w.id}`, joinsStates: false, multi: true };
    case 'cycle':
      return one(sql`${w.cycle_id}`);
    case 'module':
      return { key: sql`${a}.module_id`, join: sql`left join ${workItemModules} ${a} on ${a}.work_item_id = ${w.id}`, joinsStates: false, multi: true };
    default:
      throw new Error(`unsupported group_by ${String(groupBy)}`);
  }
}
