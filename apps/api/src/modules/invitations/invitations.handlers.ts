import type { InvitationCreate, WorkspaceInvitation } from '@cairn/types';
import { API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import type { UserRow } from '../../data/repositories/users.repository';
import {
  deleteInvitation,
  findInvitation,
  listPendingInvitations,
  listPendingInvitationsForEmail,
  markInvitationResponded,
  updateInvitationRole,
  upsertPendingInvitation,
} from '../../data/repositories/workspace-invitations.repository';
import { findActiveMemberEmails, findActiveMembership, upsertMember } from '../../data/repositories/workspace-members.repository';
import { findWorkspaceBySlug, listUserWorkspaces } from '../../data/repositories/workspaces.repository';
import type { WorkspaceInvitationRow } from '../../data/schema/workspaces.schema';
import { recordEvent, recordEvents, type EventInput } from '../../events/record-event';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/job-queue';
import type { AppDeps } from '../../server';
import { ADMIN_ONLY, ANY_ROLE, MEMBER_OR_ADMIN, requireWorkspaceRole, workspaceNotFound } from '../workspaces/workspaces.policy';
import { presentWorkspace } from '../workspaces/workspaces.presenter';
import { inviteError } from './invitations.policy';
import { presentInvitation } from './invitations.presenter';
import { findLanguageByUserId } from '../../data/repositories/users.repository';
import type { InvitationCreateResponse } from './invitations.schemas';

/** Error code when an invitation was already accepted or declined. */
export const ALREADY_RESPONDED_CODE = 'INVITATION_ALREADY_RESPONDED';

function invitationNotFound() {
  return notFound(API_TEXT.invitationNotFound);
}

/** The event of an invitation change (members and admins see invitations; guests do not get these events). */
function invitationEvent(workspaceId: string, row: { id: string; email: string }, actorId: string, action: EventInput['action'], role: { old: unknown; new: unknown }, at?: Date): EventInput {
  return { workspaceId, entityType: 'invitation', entityId: row.id, action, changes: { email: { old: row.email, new: row.email }, role }, actorId, at };
}

/** The event of a user joining a workspace by an invitation. */
function joinedEvent(workspaceId: string, member: { id: string; member: string; role: number }, at: Date): EventInput {
  return { workspaceId, entityType: 'member', entityId: member.id, action: 'created', changes: { member: { old: null, new: member.member }, role: { old: null, new: member.role } }, actorId: member.member, at };
}

function alreadyResponded() {
  return badRequest(API_TEXT.thisInvitationHasAlreadyBeenAnswered, undefined, ALREADY_RESPONDED_CODE);
}

/** POST /api/workspaces/{slug}/invitations/: invites emails (skipping members) with a mail job per invitee, in one transaction. */
export async function createInvitations(
  deps: AppDeps,
  slug: string,
  user: UserRow,
  body: InvitationCreate,
): Promise<InvitationCreateResponse> {
  const now = deps.now();
  // The first mention of an email wins, so one request never writes the same invitation twice.
  const wanted = new Map<string, number>();
  for (const { email, role } of body.emails) if (!wanted.has(email)) wanted.set(email, role);

  const inviter = user.display_name || user.email;
  const link = `${deps.config.publicUrl}/invitations`;
  const result = await deps.db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, user.id, ANY_ROLE);
    const refusal = inviteError(access.role, [...wanted.values()]);
    if (refusal) throw refusal;
    const members = await findActiveMemberEmails(tx, access.workspace.id, [...wanted.keys()]);
    const invitations: WorkspaceInvitation[] = [];
    const skipped: InvitationCreateResponse['skipped'] = [];
    // Someone without an account has no language yet: their invitation is written in the inviter's (issue 21).
    const language = await findLanguageByUserId(tx, user.id);
    for (const [email, role] of wanted) {
      if (members.has(email)) {
        skipped.push({ email, reason: 'already_member' });
        continue;
      }
      const row = await upsertPendingInvitation(tx, { workspace_id: access.workspace.id, email, role, created_by: user.id }, now);
      invitations.push(presentInvitation(row, access.workspace));
      // Each invitation and its mail job commit together; the job retries a failed send.
      await enqueueJob(tx, { kind: 'mail', payload: { template: 'invitation', to: email, inviter, workspace_name: access.workspace.name, link, language } }, now);
    }
    await recordEvents(
      tx,
      invitations.map((i) => invitationEvent(access.workspace.id, i, user.id, 'created', { old: null, new: i.role }, now)),
    );
    return { invitations, skipped };
  });
  return { invitations: result.invitations, skipped: result.skipped };
}

/** GET /api/workspaces/{slug}/invitations/ (admins and members): pending invitations. */
export async function listWorkspaceInvitations(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, MEMBER_OR_ADMIN);
  const rows = await listPendingInvitations(db, access.workspace.id);
  return rows.map((row) => presentInvitation(row, access.workspace));
}

/** PATCH /api/workspaces/{slug}/invitations/{id}/ (admins): changes the role of a pending invitation. */
export async function changeInvitationRole(db: Db, slug: string, userId: string, invitationId: string, role: number, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY);
    const invitation = await findInvitation(tx, access.workspace.id, invitationId);
    if (!invitation) throw invitationNotFound();
    if (invitation.responded_at) throw alreadyResponded();
    if (role > access.role) throw forbidden(API_TEXT.youCannotInviteSomeoneWithA);
    const updated = (await updateInvitationRole(tx, access.workspace.id, invitation.id, role, now)) as WorkspaceInvitationRow;
    await recordEvent(tx, invitationEvent(access.workspace.id, invitation, userId, 'updated', { old: invitation.role, new: role }, now));
    return presentInvitation(updated, access.workspace);
  });
}

/** DELETE /api/workspaces/{slug}/invitations/{id}/ (admins). */
export async function removeInvitation(db: Db, slug: string, userId: string, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY);
    const invitation = await findInvitation(tx, access.workspace.id, invitationId);
    if (!invitation) throw invitationNotFound();
    await deleteInvitation(tx, access.workspace.id, invitation.id);
    await recordEvent(tx, invitationEvent(access.workspace.id, invitation, userId, 'deleted', { old: invitation.role, new: null }));
  });
}

/** POST /api/workspaces/{slug}/invitations/{id}/join/: the invitee accepts (becoming a member) or declines. */
export async function answerInvitation(db: Db, slug: string, user: UserRow, invitationId: string, accepted: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const workspace = await findWorkspaceBySlug(tx, slug);
    if (!workspace) throw workspaceNotFound();
    const invitation = await findInvitation(tx, workspace.id, invitationId);
    // Someone else's invitation looks exactly like a missing one.
    if (!invitation || invitation.email !== user.email.toLowerCase()) throw invitationNotFound();
    if (invitation.responded_at) throw alreadyResponded();
    if (accepted && !(await findActiveMembership(tx, workspace.id, user.id))) {
      await recordEvent(tx, joinedEvent(workspace.id, await upsertMember(tx, { workspace_id: workspace.id, member: user.id, role: invitation.role }, now), now));
    }
    const answered = await markInvitationResponded(tx, workspace.id, invitation.id, accepted, now);
    return presentInvitation(answered, workspace);
  });
}

/** GET /api/users/me/workspaces/invitations/: pending invitations addressed to the caller's email. */
export async function listMyInvitations(db: Db, user: UserRow) {
  const rows = await listPendingInvitationsForEmail(db, user.email);
  return rows.map((row) => presentInvitation(row, row.workspace));
}

/** POST /api/users/me/workspaces/invitations/: accepts several; any id that is not the caller's pending invitation refuses all. */
export async function acceptMyInvitations(db: Db, user: UserRow, ids: string[], now: Date) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await listPendingInvitationsForEmail(tx, user.email, unique);
    if (rows.length !== unique.length) throw invitationNotFound();
    for (const row of rows) {
      if (!(await findActiveMembership(tx, row.workspace_id, user.id))) {
        await recordEvent(tx, joinedEvent(row.workspace_id, await upsertMember(tx, { workspace_id: row.workspace_id, member: user.id, role: row.role }, now), now));
      }
      await markInvitationResponded(tx, row.workspace_id, row.id, true, now);
    }
    const joined = await listUserWorkspaces(tx, user.id, [...new Set(rows.map((r) => r.workspace_id))]);
    return joined.map((w) => presentWorkspace(w, { role: w.role, total_members: w.total_members }));
  });
}
