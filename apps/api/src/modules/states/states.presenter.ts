import type { State, StateGroup } from '@cairn/types';
import type { StateRow } from '../../data/schema/projects.schema';

/** State row → wire shape. */
export function presentState(row: StateRow): State {
  return {
    id: row.id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    name: row.name,
    color: row.color,
    group: row.group as StateGroup,
    default: row.default,
    sequence: row.sequence,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
