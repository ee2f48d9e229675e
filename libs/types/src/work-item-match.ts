import type { WorkItem } from './schemas/work-item.schema';
import { NONE_FILTER_VALUE } from './work-item-list-constants';
import type { DateBound, NormalizedWorkItemQuery } from './work-item-query';

/** The fields of a work item a query's filters look at. */
export type MatchableWorkItem = Pick<
  WorkItem,
  | 'name' | 'sequence_id' | 'priority' | 'state_id' | 'state__group' | 'assignee_ids' | 'label_ids' | 'created_by' | 'project_id' | 'parent_id' | 'start_date'
  | 'target_date' | 'cycle_id' | 'module_ids'
> & { project_identifier?: string };

function within(day: string | null, bounds: readonly DateBound[] | undefined): boolean {
  if (!bounds) return true;
  if (!day) return false;
  return bounds.every((b) => (b.op === 'gte' ? day >= b.date : day <= b.date));
}

/** cycle / module filters: ANY of the ids, or no value at all when the filter holds 'None'. */
function anyOrNone(values: readonly string[] | undefined, have: readonly (string | null)[]): boolean {
  if (!values) return true;
  const present = have.filter((v): v is string => v !== null);
  return (values.includes(NONE_FILTER_VALUE) && present.length === 0) || present.some((v) => values.includes(v));
}

function anyOf(values: readonly string[] | undefined, have: readonly (string | null)[]): boolean {
  return !values || have.some((v) => v !== null && values.includes(v));
}

/**
 * Whether an item is in a list's answer, by the same rules as the server's SQL (OR within a key, AND across keys;
 * a date with bounds must exist and lie within them; search: the title contains the text, the text is the
 * sequence number or the item's identifier `WR-5`). Answers undefined when the query needs what an item does not carry (mentions, subscribers):
 * then only the server can tell. Used to bring an item created or restored elsewhere into the lists already loaded.
 */
export function matchesWorkItemQuery(item: MatchableWorkItem, query: NormalizedWorkItemQuery): boolean | undefined {
  const f = query.filters;
  if (f.mentions || f.subscriber) return undefined;
  if (!query.subIssue && item.parent_id) return false;
  if (query.type === 'active' && item.state__group !== 'unstarted' && item.state__group !== 'started') return false;
  if (query.type === 'backlog' && item.state__group !== 'backlog') return false;
  if (query.search && !item.name.toLowerCase().includes(query.search) && String(item.sequence_id) !== query.search) {
    // An identifier (`WR-5`) matches its item; without the project's identifier on the record only the server can tell.
    const key = query.searchKey;
    if (!key || key.sequence !== item.sequence_id) return false;
    if (item.project_identifier === undefined) return undefined;
    if (item.project_identifier.toUpperCase() !== key.identifier) return false;
  }
  return (
    anyOf(f.priority, [item.priority]) &&
    anyOf(f.state_group, [item.state__group]) &&
    anyOf(f.state, [item.state_id]) &&
    anyOf(f.assignees, item.assignee_ids) &&
    anyOf(f.labels, item.label_ids) &&
    anyOrNone(f.cycle, [item.cycle_id]) &&
    anyOrNone(f.module, item.module_ids) &&
    anyOf(f.created_by, [item.created_by]) &&
    anyOf(f.project, [item.project_id]) &&
    within(item.start_date, f.start_date) &&
    within(item.target_date, f.target_date)
  );
}
