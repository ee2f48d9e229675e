import type { DbOrTx } from '../../data/db';
import { findWorkItem } from '../../data/repositories/work-item-lookup.repository';
import { findProjectEstimatePoints, findProjectLabels, findProjectStates, findUserNames } from '../../data/repositories/work-items-refs.repository';
import type { WorkItemActivityRow } from '../../data/schema/work-items.schema';

/** Activity fields whose values name a referenced row: the display value can be looked up from the id. */
const REFERENCE_FIELDS = ['state', 'labels', 'assignees', 'estimate_point', 'parent'] as const;
type ReferenceField = (typeof REFERENCE_FIELDS)[number];
const isReference = (field: string | null): field is ReferenceField => REFERENCE_FIELDS.includes(field as ReferenceField);

/**
 * Fills old_value/new_value of reference activities that carry only an id (rows written before display values were
 * stored, or by seeds): state and label names, assignee display names, estimate point values, the parent's key
 * (PROJ-12). Writes store the name at the time of the change, and that stays as written. One query per kind.
 */
export async function fillActivityNames(h: DbOrTx, scope: { workspaceId: string; projectId: string; projectIdentifier: string }, rows: WorkItemActivityRow[]): Promise<WorkItemActivityRow[]> {
  const wanted = new Map<ReferenceField, Set<string>>();
  for (const r of rows) {
    if (!isReference(r.field)) continue;
    for (const [value, id] of [
      [r.old_value, r.old_identifier],
      [r.new_value, r.new_identifier],
    ] as const) {
      if (value === null && id) (wanted.get(r.field) ?? wanted.set(r.field, new Set()).get(r.field)!).add(id);
    }
  }
  if (wanted.size === 0) return rows;
  const ids = (field: ReferenceField) => [...(wanted.get(field) ?? [])];
  const { workspaceId: ws, projectId: p } = scope;
  const names = new Map<string, string>();
  for (const s of await findProjectStates(h, ws, p, ids('state'))) names.set(s.id, s.name);
  for (const l of await findProjectLabels(h, ws, p, ids('labels'))) names.set(l.id, l.name);
  for (const [id, name] of await findUserNames(h, ids('assignees'))) names.set(id, name);
  for (const e of await findProjectEstimatePoints(h, ws, p, ids('estimate_point'))) names.set(e.id, e.value);
  for (const id of ids('parent')) {
    const parent = await findWorkItem(h, ws, p, id, { includeDeleted: true });
    if (parent) names.set(id, `${scope.projectIdentifier}-${parent.sequence_id}`);
  }
  return rows.map((r) => {
    if (!isReference(r.field)) return r;
    const old = r.old_value ?? (r.old_identifier ? (names.get(r.old_identifier) ?? null) : null);
    const next = r.new_value ?? (r.new_identifier ? (names.get(r.new_identifier) ?? null) : null);
    return old === r.old_value && next === r.new_value ? r : { ...r, old_value: old, new_value: next };
  });
}
