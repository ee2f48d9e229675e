import { PRIORITIES, STATE_GROUPS, type WorkItemFilterKey } from '@cairn/types';
import { badRequest } from '../../../http/errors';

// The seed's `filters=` query parameter (JSON: leaf conditions such as {"priority": "urgent"} or
// {"state_group__in": ["started"]}, grouped by "and") mapped onto the app's list filters (a comma list per key: OR within
// a key, AND across keys). What the app's filters cannot say (or / not groups, other operators, one key twice, dates)
// is refused with 400 rather than answered with unfiltered rows.

const FIELD_TO_KEY: Record<string, WorkItemFilterKey> = {
  priority: 'priority',
  state_group: 'state_group',
  state: 'state',
  state_id: 'state',
  assignees: 'assignees',
  assignee_id: 'assignees',
  labels: 'labels',
  label_id: 'labels',
  cycle: 'cycle',
  cycle_id: 'cycle',
  module: 'module',
  module_id: 'module',
  created_by: 'created_by',
  created_by_id: 'created_by',
  subscriber: 'subscriber',
  subscriber_id: 'subscriber',
  mention_id: 'mentions',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the app's list filter understands `value` for `key` (it drops what it does not, which would widen the list). */
function validValue(key: WorkItemFilterKey, value: string): boolean {
  if (key === 'priority') return (PRIORITIES as readonly string[]).includes(value);
  if (key === 'state_group') return (STATE_GROUPS as readonly string[]).includes(value);
  if (key === 'cycle' || key === 'module') return UUID.test(value) || value === 'None';
  return UUID.test(value);
}

function unsupported(detail: string): never {
  const message = `Unsupported filter: ${detail}`;
  throw badRequest(message, { filters: [message] });
}

function leafValues(key: WorkItemFilterKey, field: string, value: unknown, isList: boolean): string[] {
  const values = isList ? value : [value];
  if (!Array.isArray(values) || values.length === 0 || values.length > 100) unsupported(`${field} needs ${isList ? 'a list of values' : 'one value'}`);
  return values.map((v) => {
    // null means "none" for a cycle or module, as in the seed.
    const text = v === null && (key === 'cycle' || key === 'module') ? 'None' : v;
    if (typeof text !== 'string' || !validValue(key, text)) unsupported(`${field} has a value this server does not know`);
    return text;
  });
}

/** Collects the leaf conditions of `node` (an object of conditions, or {and: [...]}) into `out`. */
function collect(node: unknown, out: Partial<Record<WorkItemFilterKey, string>>, depth: number): void {
  if (depth > 4 || node === null || typeof node !== 'object' || Array.isArray(node)) unsupported('expected an object of conditions');
  for (const [name, value] of Object.entries(node as Record<string, unknown>)) {
    if (name === 'and') {
      if (!Array.isArray(value) || value.length > 50) unsupported('"and" needs a list');
      for (const child of value) collect(child, out, depth + 1);
      continue;
    }
    const isList = name.endsWith('__in');
    const field = isList ? name.slice(0, -4) : name;
    const key = Object.hasOwn(FIELD_TO_KEY, field) ? FIELD_TO_KEY[field] : undefined;
    if (!key) unsupported(name);
    if (out[key] !== undefined) unsupported(`${field} given twice`);
    out[key] = leafValues(key, field, value, isList).join(',');
  }
}

/** The app's list filters for a v1 `filters` JSON text (undefined → none); 400 for what cannot be expressed. */
export function v1FiltersToQuery(filters: string | undefined): Partial<Record<WorkItemFilterKey, string>> {
  if (filters === undefined || filters.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(filters);
  } catch {
    unsupported('not JSON');
  }
  const out: Partial<Record<WorkItemFilterKey, string>> = {};
  collect(parsed, out, 0);
  return out;
}
