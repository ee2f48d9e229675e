import { PROJECT_ERROR_CODE, PROJECT_TEXT, ROLE, type ProjectMemberMe, type ProjectMembersAdd, type Role, API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { removeProjectFavorite } from '../../data/repositories/favorites.repository';
import {
  countOtherProjectAdmins,
  deleteProjectMember,
  findExistingProjectMembers,
  findProjectMemberById,
  findWorkspaceRoles,
  insertProjectMembers,
  listProjectMembers,
  updateProjectMemberRole,
} from '../../data/repositories/project-members.repository';
import type { UserRow } from '../../data/repositories/users.repository';
import { recordEvents, type EventInput } from '../../events/record-event';
import { badRequest, conflict, notFound } from '../../http/errors';
import { mapUniqueViolations } from '../projects/projects.errors';
import { ANY_PROJECT_ROLE, PROJECT_ADMIN_ONLY, requireProjectRole } from '../projects/projects.policy';
import { projectMemberRemovalError, projectRoleChangeError } from './project-members.policy';
import { presentProjectMember, presentUserLite } from './project-members.presenter';

function memberNotFound() {
  return notFound(PROJECT_TEXT.memberNotFound);
}

/** GET projects/{id}/members/ (any project role). */
export async function listMembers(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return (await listProjectMembers(db, access.workspace.id, projectId)).map(presentProjectMember);
}

/** GET projects/{id}/members/{memberId}/ (any project role). */
export async function getMember(db: Db, slug: string, projectId: string, userId: string, memberId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  const row = await findProjectMemberById(db, access.workspace.id, projectId, memberId);
  if (!row) throw memberNotFound();
  return presentProjectMember(row);
}

/** GET projects/{id}/project-members/me/: the caller's effective role (workspace admins without a row: id null). */
export async function getMyProjectMembership(db: Db, slug: string, projectId: string, user: UserRow): Promise<ProjectMemberMe> {
  const access = await requireProjectRole(db, slug, projectId, user.id, ANY_PROJECT_ROLE);
  const row = access.projectMembership;
  return {
    id: row?.id ?? null,
    project: projectId,
    member: presentUserLite(user),
    role: access.projectRole,
    original_role: row ? (row.original_role as Role) : null,
    is_member: row !== null,
    created_at: row ? row.created_at.toISOString() : null,
  };
}

/** The event of a project membership change: `member` is the user, `role` their project role before → after. */
function memberEvent(workspaceId: string, projectId: string, row: { id: string; member: string }, actorId: string, action: EventInput['action'], role: { old: unknown; new: unknown }, at?: Date): EventInput {
  return { workspaceId, projectId, entityType: 'project_member', entityId: row.id, action, changes: { member: { old: row.member, new: row.member }, role }, actorId, at };
}

/**
 * POST projects/{id}/members/ (project admins): adds several members at once. Every user must be an active member of
 * this workspace and not yet in the project, every role within the rules; otherwise nothing is added.
 */
export async function addMembers(db: Db, slug: string, projectId: string, userId: string, body: ProjectMembersAdd, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
      const ws = access.workspace.id;
      const userIds = body.members.map((m) => m.member_id);
      if (new Set(userIds).size !== userIds.length) throw badRequest(API_TEXT.eachMemberMayBeListedOnce, { members: ['Each member may be listed once'] });
      const workspaceRoles = await findWorkspaceRoles(tx, ws, userIds);
      const outsiders = userIds.filter((id) => !workspaceRoles.has(id));
      if (outsiders.length) {
        throw badRequest(PROJECT_TEXT.notWorkspaceMember, { members: outsiders.map((id) => `${id}: ${PROJECT_TEXT.notWorkspaceMember}`) }, PROJECT_ERROR_CODE.NOT_WORKSPACE_MEMBER);
      }
      for (const m of body.members) {
        const refusal = projectRoleChangeError({
          requesterUserId: userId,
          requesterRole: access.projectRole,
          targetUserId: m.member_id,
          targetRole: null,
          targetWorkspaceRole: workspaceRoles.get(m.member_id)!,
          newRole: m.role,
          otherAdmins: 1,
        });
        if (refusal) throw refusal;
      }
      if ((await findExistingProjectMembers(tx, [projectId], userIds)).length) throw conflict(PROJECT_TEXT.alreadyMember, PROJECT_ERROR_CODE.ALREADY_MEMBER);
      const inserted = await insertProjectMembers(
        tx,
        body.members.map((m) => ({ workspace_id: ws, project_id: projectId, member: m.member_id, role: m.role })),
        now,
      );
      await recordEvents(tx, inserted.map((r) => memberEvent(ws, projectId, r, userId, 'created', { old: null, new: r.role }, now)));
      const ids = new Set(inserted.map((r) => r.id));
      return (await listProjectMembers(tx, ws, projectId)).filter((r) => ids.has(r.id)).map(presentProjectMember);
    }),
  );
}

/** PATCH projects/{id}/members/{memberId}/ (project admins): sets role and original_role. */
export async function changeMemberRole(db: Db, slug: string, projectId: string, userId: string, memberId: string, role: number, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    const target = await findProjectMemberById(tx, access.workspace.id, projectId, memberId);
    if (!target) throw memberNotFound();
    const workspaceRoles = await findWorkspaceRoles(tx, access.workspace.id, [target.member]);
    const refusal = projectRoleChangeError({
      requesterUserId: userId,
      requesterRole: access.projectRole,
      targetUserId: target.member,
      targetRole: target.role,
      targetWorkspaceRole: workspaceRoles.get(target.member) ?? ROLE.GUEST,
      newRole: role,
      otherAdmins: await countOtherProjectAdmins(tx, projectId, target.id, ROLE.ADMIN),
    });
    if (refusal) throw refusal;
    await updateProjectMemberRole(tx, projectId, target.id, role, now);
    await recordEvents(tx, [memberEvent(access.workspace.id, projectId, target, userId, 'updated', { old: target.role, new: role }, now)]);
    return presentProjectMember({ ...target, role, original_role: role, updated_at: now });
  });
}

/** DELETE projects/{id}/members/{memberId}/ (project admins): removes the membership and that user's favorite of it. */
export async function removeMember(db: Db, slug: string, projectId: string, userId: string, memberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    const target = await findProjectMemberById(tx, access.workspace.id, projectId, memberId);
    if (!target) throw memberNotFound();
    const refusal = projectMemberRemovalError({
      requesterUserId: userId,
      requesterRole: access.projectRole,
      targetUserId: target.member,
      targetRole: target.role,
      otherAdmins: await countOtherProjectAdmins(tx, projectId, target.id, ROLE.ADMIN),
    });
    if (refusal) throw refusal;
    await deleteProjectMember(tx, projectId, target.id);
    await removeProjectFavorite(tx, target.member, projectId);
    await recordEvents(tx, [memberEvent(access.workspace.id, projectId, target, userId, 'deleted', { old: target.role, new: null })]);
  });
}

/** POST projects/{id}/members/leave/: the caller leaves (not the last project admin; needs a membership row). */
export async function leaveProject(db: Db, slug: string, projectId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, ANY_PROJECT_ROLE, { lock: true });
    const own = access.projectMembership;
    if (!own) throw badRequest(PROJECT_TEXT.notProjectMember, undefined, PROJECT_ERROR_CODE.NOT_PROJECT_MEMBER);
    if (own.role === ROLE.ADMIN && (await countOtherProjectAdmins(tx, projectId, own.id, ROLE.ADMIN)) === 0) {
      throw badRequest(PROJECT_TEXT.lastProjectAdmin, undefined, PROJECT_ERROR_CODE.LAST_PROJECT_ADMIN);
    }
    await deleteProjectMember(tx, projectId, own.id);
    await removeProjectFavorite(tx, userId, projectId);
    await recordEvents(tx, [memberEvent(access.workspace.id, projectId, own, userId, 'deleted', { old: own.role, new: null })]);
  });
}
