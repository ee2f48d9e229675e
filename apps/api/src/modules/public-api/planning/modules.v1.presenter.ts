import type { Module, WorkItem } from '@cairn/types';
import type { Db } from '../../../data/db';
import { findModuleInWorkspace } from '../../../data/repositories/planning-v1.repository';
import { presentModules } from '../../modules/modules.presenter';

// Modules in the seed system's v1 shape (its Module model): project, workspace, lead and members by id, the item
// counts, and its display-only fields with empty values.

/** Nobody's favorites: server-internal reads (webhook payloads) present modules without a caller. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** A module (the app's wire shape) → the seed's v1 Module. */
export function presentV1Module(m: Module): Record<string, unknown> {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    description_text: null,
    description_html: null,
    start_date: m.start_date,
    target_date: m.target_date,
    status: m.status,
    view_props: {},
    sort_order: m.sort_order,
    archived_at: m.archived_at,
    logo_props: {},
    project: m.project_id,
    workspace: m.workspace_id,
    lead: m.lead_id,
    members: m.member_ids,
    total_issues: m.total_issues,
    cancelled_issues: m.cancelled_issues,
    completed_issues: m.completed_issues,
    started_issues: m.started_issues,
    unstarted_issues: m.unstarted_issues,
    backlog_issues: m.backlog_issues,
    created_at: m.created_at,
    updated_at: m.updated_at,
    deleted_at: null,
    created_by: m.created_by,
    updated_by: m.updated_by,
    external_source: null,
    external_id: null,
  };
}

/** A module → the seed's ModuleLite (modules-lite/). */
export function presentV1ModuleLite(m: Module): Record<string, unknown> {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    status: m.status,
    project: m.project_id,
    created_at: m.created_at,
    updated_at: m.updated_at,
    deleted_at: null,
  };
}

/** A work item now in a module → the seed's ModuleWorkItem (POST module-issues/). The link's `id` is the work item's. */
export function presentV1ModuleItem(item: WorkItem, moduleId: string): Record<string, unknown> {
  return {
    id: item.id,
    issue: item.id,
    module: moduleId,
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

/** The v1 Module of `id` in the workspace for webhook payloads (no access check: server-internal); null when gone. */
export async function loadV1Module(db: Db, workspaceId: string, id: string): Promise<Record<string, unknown> | null> {
  const row = await findModuleInWorkspace(db, workspaceId, id);
  if (!row) return null;
  const [module] = await presentModules(db, workspaceId, [row], NO_USER);
  return presentV1Module(module);
}
