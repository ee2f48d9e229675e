import { ROLE, API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { recordEvent, type EventInput } from '../../events/record-event';
import {
  countOtherActiveAdmins,
  deactivateMember,
  findMemberById,
  findMemberByUser,
  listActiveMembers,
  updateMemberRole,
} from '../../data/repositories/workspace-members.repository';
import { clearLastWorkspaceIf } from '../../data/repositories/workspaces.repository';
import { notFound } from '../../http/errors';
import { ADMIN_ONLY, ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { leaveError, removalError, roleChangeError } from './members.policy';
import { presentMember } from './members.presenter';

function memberNotFound() {
  return notFound(API_TEXT.memberNotFound);
}

/** GET /api/workspaces/{slug}/members/: the caller first, then by display name. */
export async function listMembers(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await listActiveMembers(db, access.workspace.id, userId);
  return rows.map(presentMember);
}

/** GET /api/workspaces/{slug}/workspace-members/me/ */
export async function getMyMembership(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const me = await findMemberByUser(db, access.workspace.id, userId);
  if (!me) throw memberNotFound();
  return presentMember(me);
}

/** The event of a workspace membership change (`member` the user, `role` before → after; null after = left or removed). */
function memberEvent(workspaceId: string, target: { id: string; member: string }, actorId: string, action: EventInput['action'], role: { old: unknown; new: unknown }, at: Date): EventInput {
  return { workspaceId, projectId: null, entityType: 'member', entityId: target.id, action, changes: { member: { old: target.member, new: target.member }, role }, actorId, at };
}

/** PATCH /api/workspaces/{slug}/members/{id}/ (admins): changes another member's role. */
export async function changeMemberRole(db: Db, slug: string, userId: string, memberId: string, newRole: number, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY, { lock: true });
    const target = await findMemberById(tx, access.workspace.id, memberId);
    if (!target) throw memberNotFound();
    const otherAdmins = await countOtherActiveAdmins(tx, access.workspace.id, target.id, ROLE.ADMIN);
    const refusal = roleChangeError({
      requesterMemberId: access.membership.id,
      requesterRole: access.role,
      targetMemberId: target.id,
      targetRole: target.role,
      newRole,
      otherAdmins,
    });
    if (refusal) throw refusal;
    await updateMemberRole(tx, access.workspace.id, target.id, newRole, now);
    await recordEvent(tx, memberEvent(access.workspace.id, target, userId, 'updated', { old: target.role, new: newRole }, now));
    return presentMember({ ...target, role: newRole, updated_at: now });
  });
}

/** DELETE /api/workspaces/{slug}/members/{id}/ (admins): ends another member's membership. */
export async function removeMember(db: Db, slug: string, userId: string, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY, { lock: true });
    const target = await findMemberById(tx, access.workspace.id, memberId);
    if (!target) throw memberNotFound();
    const otherAdmins = await countOtherActiveAdmins(tx, access.workspace.id, target.id, ROLE.ADMIN);
    const refusal = removalError({
      requesterMemberId: access.membership.id,
      requesterRole: access.role,
      targetMemberId: target.id,
      targetRole: target.role,
      otherAdmins,
    });
    if (refusal) throw refusal;
    await deactivateMember(tx, access.workspace.id, target.id, now);
    await clearLastWorkspaceIf(tx, target.member, access.workspace.id);
    await recordEvent(tx, memberEvent(access.workspace.id, target, userId, 'deleted', { old: target.role, new: null }, now));
  });
}

/** POST /api/workspaces/{slug}/members/leave/: the caller leaves (not the last admin). */
export async function leaveWorkspace(db: Db, slug: string, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE, { lock: true });
    const otherAdmins = await countOtherActiveAdmins(tx, access.workspace.id, access.membership.id, ROLE.ADMIN);
    const refusal = leaveError({ role: access.role, otherAdmins });
    if (refusal) throw refusal;
    await deactivateMember(tx, access.workspace.id, access.membership.id, now);
    await clearLastWorkspaceIf(tx, userId, access.workspace.id);
    await recordEvent(tx, memberEvent(access.workspace.id, access.membership, userId, 'deleted', { old: access.role, new: null }, now));
  });
}
