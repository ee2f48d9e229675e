import type { Label, State } from '@cairn/types';

// The app's state and label shapes → the seed system's v1 State and Label (issue 18). The app keeps no author on
// states and labels, so created_by / updated_by are null.

/** A state (app wire shape) → the seed's v1 State. */
export function presentV1State(s: State): Record<string, unknown> {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    color: s.color,
    sequence: s.sequence,
    group: s.group,
    is_triage: false,
    default: s.default,
    project: s.project_id,
    workspace: s.workspace_id,
    external_source: null,
    external_id: null,
    created_at: s.created_at,
    updated_at: s.updated_at,
    deleted_at: null,
    created_by: null,
    updated_by: null,
  };
}

/** A label (app wire shape) → the seed's v1 Label. */
export function presentV1Label(l: Label): Record<string, unknown> {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    color: l.color,
    sort_order: l.sort_order,
    parent: l.parent,
    project: l.project_id,
    workspace: l.workspace_id,
    external_source: null,
    external_id: null,
    created_at: l.created_at,
    updated_at: l.updated_at,
    deleted_at: null,
    created_by: null,
    updated_by: null,
  };
}
