import { PROJECT_ERROR_CODE, PROJECT_TEXT, ROLE, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findProjectAccessRows } from '../../data/repositories/access.repository';
import { findProjectMembership } from '../../data/repositories/project-members.repository';
import { findProject, lockProject } from '../../data/repositories/projects.repository';
import type { ProjectMemberRow, ProjectRow } from '../../data/schema/projects.schema';
import { forbidden, notFound } from '../../http/errors';
import { ANY_ROLE, decideWorkspaceAccess, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

/** Every project role. */
export const ANY_PROJECT_ROLE: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST];
/** Project admins and members (states, labels). */
export const PROJECT_MEMBER_OR_ADMIN: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER];
/** Project admins (settings, members, estimates, archive, delete). */
export const PROJECT_ADMIN_ONLY: readonly Role[] = [ROLE.ADMIN];

/** The workspace and project from the URL, the caller's memberships and their effective project role. */
export interface ProjectAccess extends WorkspaceAccess {
  project: ProjectRow;
  /** The caller's membership row (null for a workspace admin without one). */
  projectMembership: ProjectMemberRow | null;
  /** Effective project role (see effectiveProjectRole). */
  projectRole: Role;
}

/** 404 "Project not found": unknown ids and projects of other workspaces. */
export function projectNotFound() {
  return notFound(PROJECT_TEXT.projectNotFound);
}

/**
 * The caller's effective role in a project: workspace admins are project admins everywhere; otherwise the membership
 * role, except that a workspace guest is never more than a project guest (e.g. after a workspace demotion); null
 * without a membership row.
 */
export function effectiveProjectRole(workspaceRole: number, membershipRole: number | null | undefined): Role | null {
  if (workspaceRole === ROLE.ADMIN) return ROLE.ADMIN;
  if (membershipRole === null || membershipRole === undefined) return null;
  return (workspaceRole === ROLE.GUEST ? ROLE.GUEST : membershipRole) as Role;
}

/**
 * Authorises a project-scoped call: the workspace by slug (404 for outsiders, as requireWorkspaceRole), the project by
 * (workspace, id) (404 "Project not found"), then the effective project role — none → 403 NOT_PROJECT_MEMBER, a role
 * outside `allowed` → 403. With `lock`, the project row is locked first (inside a transaction) so concurrent writes to
 * its states, labels, estimates and members are decided one at a time.
 */
export async function requireProjectRole(
  h: DbOrTx,
  slug: string,
  projectId: string,
  userId: string,
  allowed: readonly Role[],
  options: { lock?: boolean } = {},
): Promise<ProjectAccess> {
  if (!options.lock) {
    // One round trip: workspace, membership, project (of that workspace) and project membership together; the same
    // rules, in the same order, decide below.
    const rows = await findProjectAccessRows(h, slug, projectId, userId);
    const access = decideWorkspaceAccess(rows?.workspace, rows?.membership, ANY_ROLE);
    return decideProjectAccess(access, rows?.project ?? undefined, rows?.projectMembership ?? null, allowed);
  }
  const access = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  await lockProject(h, access.workspace.id, projectId);
  const project = await findProject(h, access.workspace.id, projectId);
  return decideProjectAccess(access, project, project ? ((await findProjectMembership(h, project.id, userId)) ?? null) : null, allowed);
}

/** The project rule on loaded rows: no project → 404, no effective role → 403 NOT_PROJECT_MEMBER, a role outside `allowed` → 403. */
function decideProjectAccess(access: WorkspaceAccess, project: ProjectRow | undefined, projectMembership: ProjectMemberRow | null, allowed: readonly Role[]): ProjectAccess {
  if (!project) throw projectNotFound();
  const projectRole = effectiveProjectRole(access.role, projectMembership?.role);
  if (projectRole === null) throw forbidden(PROJECT_TEXT.notProjectMember, PROJECT_ERROR_CODE.NOT_PROJECT_MEMBER);
  if (!allowed.includes(projectRole)) throw forbidden();
  return { ...access, project, projectMembership, projectRole };
}
