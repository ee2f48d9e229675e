import type { Label } from '@cairn/types';
import type { LabelRow } from '../../data/schema/projects.schema';

/** Label row → wire shape. */
export function presentLabel(row: LabelRow): Label {
  return {
    id: row.id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    name: row.name,
    color: row.color,
    description: row.description,
    parent: row.parent,
    sort_order: row.sort_order,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
