import { STATE_GROUPS, WORK_ITEM_ORDER_KEYS, type NormalizedWorkItemQuery, type WorkItemGroupBy } from '@cairn/types';
import { ISSUE_META_KEYS } from '../schema/schema';

/** The state's group index (backlog 0 … cancelled 4) from the joined states row `s`; null without a state. */
const STATE_GROUP_INDEX = `CASE s."group" ${STATE_GROUPS.map((g, i) => `WHEN '${g}' THEN ${i}`).join(' ')} END`;

/**
 * ORDER BY terms of a list (over `issues i`, `states s` when joinsStates): the key in its direction with NULLS LAST,
 * then id ascending. `priority` = rank descending (urgent first); `state` = group index then sequence; `name` =
 * lower(name) in byte order. The same order as the server's listOrder.
 */
export function orderTerms(orderBy: NormalizedWorkItemQuery['orderBy']): { terms: string; joinsStates: boolean } {
  const desc = orderBy.startsWith('-');
  const key = desc ? orderBy.slice(1) : orderBy;
  if (!(WORK_ITEM_ORDER_KEYS as readonly string[]).includes(key)) throw new Error(`unsupported order_by ${orderBy}`);
  // NOT NULL keys get no NULLS LAST (same order): SQLite then walks an index instead of sorting.
  const dir = (descending: boolean, nullable = false) => `${descending ? 'DESC' : 'ASC'}${nullable ? ' NULLS LAST' : ''}`;
  const id = 'i.id ASC';
  switch (key) {
    case 'priority':
      return { terms: `i.priority_proxy ${dir(!desc)}, ${id}`, joinsStates: false };
    case 'state':
      return { terms: `${STATE_GROUP_INDEX} ${dir(desc, true)}, s.sequence ${dir(desc, true)}, ${id}`, joinsStates: true };
    case 'name':
      return { terms: `lower(i.name) ${dir(desc)}, ${id}`, joinsStates: false };
    case 'start_date':
    case 'target_date':
      return { terms: `i.${key} ${dir(desc, true)}, ${id}`, joinsStates: false };
    default:
      return { terms: `i.${key} ${dir(desc)}, ${id}`, joinsStates: false };
  }
}

/** How a group_by key reads in SQL: the expression (null → the 'None' group), its join, whether multi-valued. */
export function groupKeySql(groupBy: WorkItemGroupBy, alias: string): { key: string; join: string | null; multi: boolean } {
  const meta = (key: string) => ({ key: `${alias}.value`, join: `LEFT JOIN issue_meta ${alias} ON ${alias}.issue_id = i.id AND ${alias}.key = '${key}'`, multi: true });
  switch (groupBy) {
    case 'state':
      return { key: 'i.state_id', join: null, multi: false };
    case 'state_group':
      return { key: 'i.state__group', join: null, multi: false };
    case 'priority':
      return { key: 'i.priority', join: null, multi: false };
    case 'created_by':
      return { key: 'i.created_by', join: null, multi: false };
    case 'project':
      return { key: 'i.project_id', join: null, multi: false };
    case 'labels':
      return meta(ISSUE_META_KEYS.label);
    case 'assignees':
      return meta(ISSUE_META_KEYS.assignee);
    case 'cycle':
      return { key: 'i.cycle_id', join: null, multi: false };
    case 'module':
      return meta(ISSUE_META_KEYS.module);
    default:
      throw new Error(`unsupported group_by ${String(groupBy)}`);
  }
}
