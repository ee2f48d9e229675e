import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { workspaceInvitations, workspaces, type WorkspaceInvitationRow } from '../schema/workspaces.schema';

/** The workspace fields an invitation carries. */
export interface InvitationWorkspace {
  id: string;
  name: string;
  slug: string;
  logo_url: string | null;
}

/** An invitation joined with its workspace. */
export interface InvitationWithWorkspace extends WorkspaceInvitationRow {
  workspace: InvitationWorkspace;
}

const workspaceColumns = { id: workspaces.id, name: workspaces.name, slug: workspaces.slug, logo_url: workspaces.logo_url };

/** Pending invitations of a workspace, newest first. */
export async function listPendingInvitations(h: DbOrTx, workspaceId: string): Promise<WorkspaceInvitationRow[]> {
  return h
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspace_id, workspaceId), isNull(workspaceInvitations.responded_at)))
    .orderBy(desc(workspaceInvitations.created_at), asc(workspaceInvitations.email));
}

/** An invitation of this workspace by id; ids of other workspaces find nothing. */
export async function findInvitation(h: DbOrTx, workspaceId: string, invitationId: string): Promise<WorkspaceInvitationRow | undefined> {
  const [row] = await h
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspace_id, workspaceId), eq(workspaceInvitations.id, invitationId)))
    .limit(1);
  return row;
}

/** Creates a pending invitation, or updates the role of the pending one for the same email. */
export async function upsertPendingInvitation(
  h: DbOrTx,
  values: { workspace_id: string; email: string; role: number; created_by: string },
  now: Date,
): Promise<WorkspaceInvitationRow> {
  const [row] = await h
    .insert(workspaceInvitations)
    .values({ ...values, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [workspaceInvitations.workspace_id, workspaceInvitations.email],
      targetWhere: isNull(workspaceInvitations.responded_at),
      set: { role: values.role, updated_at: now },
    })
    .returning();
  return row;
}

/** Changes the role of a pending invitation of this workspace. */
export async function updateInvitationRole(
  h: DbOrTx,
  workspaceId: string,
  invitationId: string,
  role: number,
  now: Date,
): Promise<WorkspaceInvitationRow | undefined> {
  const [row] = await h
    .update(workspaceInvitations)
    .set({ role, updated_at: now })
    .where(and(eq(workspaceInvitations.workspace_id, workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning();
  return row;
}

/** Deletes an invitation of this workspace. */
export async function deleteInvitation(h: DbOrTx, workspaceId: string, invitationId: string): Promise<void> {
  await h.delete(workspaceInvitations).where(and(eq(workspaceInvitations.workspace_id, workspaceId), eq(workspaceInvitations.id, invitationId)));
}

/** Records the answer to an invitation of this workspace. */
export async function markInvitationResponded(
  h: DbOrTx,
  workspaceId: string,
  invitationId: string,
  accepted: boolean,
  now: Date,
): Promise<WorkspaceInvitationRow> {
  const [row] = await h
    .update(workspaceInvitations)
    .set({ accepted, responded_at: now, updated_at: now })
    .where(and(eq(workspaceInvitations.workspace_id, workspaceId), eq(workspaceInvitations.id, invitationId)))
    .returning();
  return row;
}

/** Pending invitations addressed to an email, with their workspaces, newest first. */
export async function listPendingInvitationsForEmail(h: DbOrTx, email: string, ids?: string[]): Promise<InvitationWithWorkspace[]> {
  if (ids && ids.length === 0) return [];
  const rows = await h
    .select({ invitation: workspaceInvitations, workspace: workspaceColumns })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspace_id))
    .where(
      and(
        eq(workspaceInvitations.email, email.toLowerCase()),
        isNull(workspaceInvitations.responded_at),
        ids ? inArray(workspaceInvitations.id, ids) : undefined,
      ),
    )
    .orderBy(desc(workspaceInvitations.created_at), asc(workspaces.name));
  return rows.map((r) => ({ ...r.invitation, workspace: r.workspace }));
}

