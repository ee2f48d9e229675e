import { PRIORITIES, type PublicActivity, type PublicLabel, type PublicPerson, type PublicState } from '@cairn/types';
import type { WorkItemActivityRow } from '../../data/schema/work-items.schema';

// The app's activity rows of an item → what a public board shows: creation and changes of the fields the public sees
// (name, state, priority, labels, dates). Values are re-read from the board's own lists by id (state and label names
// as they are now); a value that cannot be mapped is dropped (null), so nothing unpublished is named. Actors are the
// project's members as the public sees them; anyone else (a former member, a bot) appears as nobody (null).

/** How many activity lines a public item shows at most (the latest). */
export const PUBLIC_ACTIVITY_LIMIT = 100;

const PUBLIC_FIELDS = new Set(['name', 'state', 'priority', 'labels', 'start_date', 'target_date']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the mapping needs: the board's states, labels and members. */
export interface ActivityLists {
  states: PublicState[];
  labels: PublicLabel[];
  members: PublicPerson[];
}

function valueOf(row: WorkItemActivityRow, side: 'old' | 'new', names: { states: Map<string, string>; labels: Map<string, string> }): string | null {
  const value = side === 'old' ? row.old_value : row.new_value;
  const id = side === 'old' ? row.old_identifier : row.new_identifier;
  switch (row.field) {
    case 'state':
      return id ? (names.states.get(id) ?? null) : null;
    case 'labels':
      return id ? (names.labels.get(id) ?? null) : null;
    case 'priority':
      return value !== null && (PRIORITIES as readonly string[]).includes(value) ? value : null;
    case 'start_date':
    case 'target_date':
      return value !== null && DAY.test(value) ? value : null;
    case 'name':
      return value;
    default:
      return null;
  }
}

/** Activity rows (any order) → public lines, newest first; rows of other fields or verbs are left out. */
export function presentPublicActivity(rows: WorkItemActivityRow[], lists: ActivityLists): PublicActivity[] {
  const names = { states: new Map(lists.states.map((s) => [s.id, s.name])), labels: new Map(lists.labels.map((l) => [l.id, l.name])) };
  const people = new Map(lists.members.map((m) => [m.id, m]));
  const out: PublicActivity[] = [];
  for (const row of rows) {
    const created = row.verb === 'created' && row.field === null;
    const changed = row.verb === 'updated' && row.field !== null && PUBLIC_FIELDS.has(row.field);
    if (!created && !changed) continue;
    out.push({
      id: row.id,
      actor: row.actor_id ? (people.get(row.actor_id) ?? null) : null,
      verb: row.verb,
      field: created ? null : row.field,
      old_value: created ? null : valueOf(row, 'old', names),
      new_value: created ? null : valueOf(row, 'new', names),
      created_at: row.created_at.toISOString(),
    });
  }
  return out.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}
