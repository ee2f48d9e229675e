import type { Cycle, WorkItem } from '@cairn/types';
import type { Db } from '../../../data/db';
import { findCycleInWorkspace } from '../../../data/repositories/planning-v1.repository';
import { presentCycles } from '../../cycles/cycles.presenter';

// Cycles in the seed system's v1 shape (its Cycle model): references under its names (project, workspace, owned_by),
// its estimate totals, and the display-only fields it always carries (view_props, logo_props…) with empty values.

/** Nobody's favorites: server-internal reads (webhook payloads) present cycles without a caller. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A cycle (the app's wire shape) → the seed's v1 Cycle. Dates stay YYYY-MM-DD. */
export function presentV1Cycle(c: Cycle): Record<string, unknown> {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    start_date: c.start_date,
    end_date: c.end_date,
    status: c.status,
    view_props: {},
    sort_order: c.sort_order,
    progress_snapshot: {},
    archived_at: c.archived_at,
    logo_props: {},
    timezone: 'UTC',
    version: c.version,
    project: c.project_id,
    workspace: c.workspace_id,
    owned_by: c.owned_by_id,
    total_issues: c.total_issues,
    cancelled_issues: c.cancelled_issues,
    completed_issues: c.completed_issues,
    started_issues: c.started_issues,
    unstarted_issues: c.unstarted_issues,
    backlog_issues: c.backlog_issues,
    total_estimates: c.total_estimate_points,
    completed_estimates: c.completed_estimate_points,
    started_estimates: c.started_estimate_points,
    created_at: c.created_at,
    updated_at: c.updated_at,
    deleted_at: null,
    created_by: c.created_by,
    updated_by: c.updated_by,
    external_source: null,
    external_id: null,
  };
}

/** A cycle → the seed's CycleLite (cycles-lite/). */
export function presentV1CycleLite(c: Cycle): Record<string, unknown> {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    start_date: c.start_date,
    end_date: c.end_date,
    status: c.status,
    project: c.project_id,
    created_at: c.created_at,
    updated_at: c.updated_at,
    deleted_at: null,
  };
}

/**
 * A work item now in a cycle → the seed's CycleWorkItem (what POST cycle-issues/ answers). Cairn keeps the cycle on
 * the work item, so the link has no id of its own: `id` is the work item's.
 */
export function presentV1CycleItem(item: WorkItem, cycleId: string): Record<string, unknown> {
  return {
    id: item.id,
    issue: item.id,
    cycle: cycleId,
    project: item.project_id,
    workspace: item.workspace_id,
    sub_issues_count: item.sub_issues_count,
    created_at: item.updated_at,
    updated_at: item.updated_at,
    deleted_at: null,
    created_by: item.updated_by,
    updated_by: item.updated_by,
  };
}

/** The v1 Cycle of `id` in the workspace for webhook payloads (no access check: server-internal); null when gone. */
export async function loadV1Cycle(db: Db, workspaceId: string, id: string): Promise<Record<string, unknown> | null> {
  const row = await findCycleInWorkspace(db, workspaceId, id);
  if (!row) return null;
  const [cycle] = await presentCycles(db, workspaceId, [row], NO_USER, new Date());
  return presentV1Cycle(cycle);
}
