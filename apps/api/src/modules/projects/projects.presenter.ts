import type { Project, ProjectLite, ProjectLogoProps } from '@cairn/types';
import type { ProjectListRow } from '../../data/repositories/projects.repository';
import { effectiveProjectRole } from './projects.policy';

/** A project list row → the lite wire shape, for a caller with this workspace role. */
export function presentProjectLite(row: ProjectListRow, workspaceRole: number): ProjectLite {
  return {
    id: row.id,
    workspace: row.workspace_id,
    name: row.name,
    identifier: row.identifier,
    description: row.description,
    logo_props: (row.logo_props as ProjectLogoProps | null) ?? null,
    network: row.network as ProjectLite['network'],
    archived_at: row.archived_at ? row.archived_at.toISOString() : null,
    is_favorite: row.is_favorite,
    member_role: effectiveProjectRole(workspaceRole, row.membership_role),
    is_member: row.membership_role !== null,
    sort_order: row.sort_order,
    guest_view_all_features: row.guest_view_all_features,
    cycle_view: row.cycle_view,
    module_view: row.module_view,
    issue_views_view: row.issue_views_view,
    page_view: row.page_view,
    inbox_view: row.inbox_view,
    is_time_tracking_enabled: row.is_time_tracking_enabled,
    anchor: row.anchor,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A project list row → the full wire shape. */
export function presentProject(row: ProjectListRow, workspaceRole: number): Project {
  return {
    ...presentProjectLite(row, workspaceRole),
    archive_in: row.archive_in,
    close_in: row.close_in,
    default_state: row.default_state,
    estimate: row.estimate,
    total_members: row.total_members,
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}
