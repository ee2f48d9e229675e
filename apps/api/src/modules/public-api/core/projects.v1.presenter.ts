import { ROLE, type Project, type ProjectMember, type ProjectLogoProps, type WorkspaceMember } from '@cairn/types';
import type { Db, DbOrTx } from '../../../data/db';
import { listCycles } from '../../../data/repositories/cycles.repository';
import { listModules } from '../../../data/repositories/modules.repository';
import { listProjectsForUser } from '../../../data/repositories/projects.repository';
import { presentProject } from '../../projects/projects.presenter';

// The app's project shapes → the seed system's v1 shapes (issue 18; its Project, ProjectLite, ProjectFeatures and
// member models). Fields the app does not have take the seed's empty value (cover image, lead, timezone UTC…).

/** Cycle and module counts of a project (live ones: not archived). */
export interface V1ProjectCounts {
  cycles: number;
  modules: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The seed's role names by role number (the numbers are the same in both systems). */
export function v1RoleSlug(role: number | null | undefined): string | null {
  if (role === ROLE.ADMIN) return 'admin';
  if (role === ROLE.MEMBER) return 'member';
  if (role === ROLE.GUEST) return 'guest';
  return null;
}

/** Live cycle and module counts of these projects of one workspace (two queries). */
export async function v1ProjectCounts(h: DbOrTx, workspaceId: string, projectIds: string[]): Promise<Map<string, V1ProjectCounts>> {
  const out = new Map<string, V1ProjectCounts>(projectIds.map((id) => [id, { cycles: 0, modules: 0 }]));
  if (projectIds.length === 0) return out;
  for (const c of await listCycles(h, workspaceId, projectIds, { archived: false })) {
    const entry = out.get(c.project_id);
    if (entry) entry.cycles += 1;
  }
  for (const m of await listModules(h, workspaceId, projectIds, 'live')) {
    const entry = out.get(m.project_id);
    if (entry) entry.modules += 1;
  }
  return out;
}

/** A project (app wire shape) → the seed's v1 Project. */
export function presentV1Project(p: Project, counts: V1ProjectCounts = { cycles: 0, modules: 0 }): Record<string, unknown> {
  const logo: ProjectLogoProps | null = p.logo_props;
  return {
    id: p.id,
    workspace: p.workspace,
    name: p.name,
    identifier: p.identifier,
    description: p.description,
    description_text: null,
    description_html: null,
    network: p.network,
    logo_props: logo ?? {},
    emoji: logo?.in_use === 'emoji' ? (logo.emoji?.value ?? null) : null,
    icon_prop: logo?.in_use === 'icon' ? (logo.icon ?? null) : null,
    cover_image: null,
    cover_image_url: null,
    cover_image_asset: null,
    total_members: p.total_members,
    total_cycles: counts.cycles,
    total_modules: counts.modules,
    is_member: p.is_member,
    member_role: p.member_role,
    is_deployed: false,
    module_view: p.module_view,
    cycle_view: p.cycle_view,
    issue_views_view: p.issue_views_view,
    page_view: p.page_view,
    intake_view: p.inbox_view,
    is_time_tracking_enabled: p.is_time_tracking_enabled,
    is_issue_type_enabled: false,
    guest_view_all_features: p.guest_view_all_features,
    archive_in: p.archive_in,
    close_in: p.close_in,
    archived_at: p.archived_at,
    timezone: 'UTC',
    default_assignee: null,
    project_lead: null,
    estimate: p.estimate,
    default_state: p.default_state,
    sort_order: p.sort_order,
    external_source: null,
    external_id: null,
    created_at: p.created_at,
    updated_at: p.updated_at,
    deleted_at: null,
    created_by: p.created_by,
    updated_by: p.updated_by,
  };
}

/** A project → the seed's ProjectLite (pickers and reference lookups). */
export function presentV1ProjectLite(p: Pick<Project, 'id' | 'identifier' | 'name' | 'description' | 'logo_props' | 'archived_at'>): Record<string, unknown> {
  return {
    id: p.id,
    identifier: p.identifier,
    name: p.name,
    description: p.description,
    logo_props: p.logo_props ?? {},
    emoji: p.logo_props?.in_use === 'emoji' ? (p.logo_props.emoji?.value ?? null) : null,
    icon_prop: p.logo_props?.in_use === 'icon' ? (p.logo_props.icon ?? null) : null,
    cover_image_url: null,
    archived_at: p.archived_at,
  };
}

/** A project's feature toggles under the seed's ProjectFeatures names (epics are always on; no work item types). */
export function presentV1ProjectFeatures(p: Pick<Project, 'module_view' | 'cycle_view' | 'issue_views_view' | 'page_view' | 'inbox_view' | 'is_time_tracking_enabled'>): Record<string, boolean> {
  return {
    epics: true,
    modules: p.module_view,
    cycles: p.cycle_view,
    views: p.issue_views_view,
    pages: p.page_view,
    intakes: p.inbox_view,
    work_item_types: false,
    is_time_tracking_enabled: p.is_time_tracking_enabled,
  };
}

/** A project membership → the seed's ProjectMember (the user with role and role_slug). */
export function presentV1ProjectMember(m: ProjectMember): Record<string, unknown> {
  return { ...v1User(m.member), role: m.role, role_slug: v1RoleSlug(m.role) };
}

/** A workspace membership → the seed's WorkspaceMember (the user with role and role_slug). */
export function presentV1WorkspaceMember(m: WorkspaceMember): Record<string, unknown> {
  return { ...v1User(m.member), role: m.role, role_slug: v1RoleSlug(m.role) };
}

function v1User(u: ProjectMember['member']): Record<string, unknown> {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    avatar: u.avatar_url ?? '',
    avatar_url: u.avatar_url ?? null,
    display_name: u.display_name,
  };
}

/**
 * The v1 Project for webhook payloads (server-internal: no access check, no caller, so is_member is false and
 * member_role null); null when the id is not a project of this workspace.
 */
export async function loadV1Project(db: Db, workspaceId: string, id: string): Promise<Record<string, unknown> | null> {
  if (!UUID.test(id) || !UUID.test(workspaceId)) return null;
  const [row] = await listProjectsForUser(db, workspaceId, NO_USER, { onlyMemberOf: false, ids: [id] });
  if (!row) return null;
  const counts = await v1ProjectCounts(db, workspaceId, [id]);
  return presentV1Project(presentProject(row, ROLE.GUEST), counts.get(id));
}
