import type { Estimate, EstimatePoint } from '@cairn/types';
import type { EstimateWithPoints } from '../../data/repositories/estimates.repository';
import type { EstimatePointRow } from '../../data/schema/projects.schema';

/** Estimate point row → wire shape. */
export function presentEstimatePoint(row: EstimatePointRow): EstimatePoint {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    description: row.description,
    workspace: row.workspace_id,
    project: row.project_id,
    estimate: row.estimate_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}

/** Estimate with its points → wire shape. */
export function presentEstimate(row: EstimateWithPoints): Estimate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    workspace: row.workspace_id,
    project: row.project_id,
    last_used: row.last_used,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
    points: row.points.map(presentEstimatePoint),
  };
}
