import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { profiles, users } from '../schema/users.schema';
import { workspaceInvitations, workspaceMembers, workspaces, type WorkspaceRow } from '../schema/workspaces.schema';

/** A workspace with the caller's role and the number of active members. */
export interface WorkspaceWithRole extends WorkspaceRow {
  role: number;
  total_members: number;
}

/** The workspace block of GET /api/users/me/settings/ (spec: User settings). */
export interface WorkspaceSettingsBlock {
  last_workspace_id: string | null;
  last_workspace_slug: string | null;
  last_workspace_name: string | null;
  last_workspace_logo: string | null;
  fallback_workspace_id: string | null;
  fallback_workspace_slug: string | null;
  invites: number;
}

/** Finds a workspace by its slug. */
export async function findWorkspaceBySlug(h: DbOrTx, slug: string): Promise<WorkspaceRow | undefined> {
  const [row] = await h.select().from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return row;
}

/** Locks a workspace row until the transaction ends, so membership rules (last admin) see a stable picture. */
export async function lockWorkspace(tx: DbOrTx, workspaceId: string): Promise<void> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

/** True when a workspace already uses this slug. */
export async function isSlugTaken(h: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await h.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug)).limit(1);
  return row !== undefined;
}

/** Inserts a workspace. */
export async function insertWorkspace(
  h: DbOrTx,
  values: { name: string; slug: string; organization_size: string | null; owner: string; created_by: string; created_at: Date; updated_at: Date },
): Promise<WorkspaceRow> {
  const [row] = await h.insert(workspaces).values(values).returning();
  return row;
}

/** Updates a workspace's editable fields. */
export async function updateWorkspace(
  h: DbOrTx,
  workspaceId: string,
  patch: Partial<Pick<WorkspaceRow, 'name' | 'logo_url' | 'organization_size'>>,
  now: Date,
): Promise<WorkspaceRow> {
  const [row] = await h
    .update(workspaces)
    .set({ ...patch, updated_at: now })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return row;
}

/** Deletes a workspace for real (members and invitations cascade) and forgets it as anyone's last workspace. */
export async function deleteWorkspace(h: DbOrTx, workspaceId: string): Promise<void> {
  await h.update(profiles).set({ last_workspace_id: null }).where(eq(profiles.last_workspace_id, workspaceId));
  await h.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

/** Counts the active members of a workspace. */
export async function countActiveMembers(h: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await h
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true)));
  return Number(row?.n ?? 0);
}

/** The workspaces a user is an active member of, with their role and member count, by name. */
export async function listUserWorkspaces(h: DbOrTx, userId: string, workspaceIds?: string[]): Promise<WorkspaceWithRole[]> {
  if (workspaceIds && workspaceIds.length === 0) return [];
  const totals = h
    .select({ workspace_id: workspaceMembers.workspace_id, total: count().as('total') })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.is_active, true))
    .groupBy(workspaceMembers.workspace_id)
    .as('totals');
  const rows = await h
    .select({ workspace: workspaces, role: workspaceMembers.role, total: totals.total })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .leftJoin(totals, eq(totals.workspace_id, workspaces.id))
    .where(
      and(
        eq(workspaceMembers.member, userId),
        eq(workspaceMembers.is_active, true),
        workspaceIds ? inArray(workspaces.id, workspaceIds) : undefined,
      ),
    )
    .orderBy(sql`lower(${workspaces.name})`, asc(workspaces.slug));
  return rows.map((r) => ({ ...r.workspace, role: r.role, total_members: Number(r.total ?? 0) }));
}

/** Sets the user's last visited workspace on their profile (null forgets it). */
export async function setLastWorkspace(h: DbOrTx, userId: string, workspaceId: string | null, now: Date): Promise<void> {
  // Older accounts may have no profile row yet; create it rather than silently dropping the choice.
  await h
    .insert(profiles)
    .values({ user_id: userId, last_workspace_id: workspaceId, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: profiles.user_id, set: { last_workspace_id: workspaceId, updated_at: now } });
}

/** Forgets a workspace as this user's last one (after they leave or are removed). */
export async function clearLastWorkspaceIf(h: DbOrTx, userId: string, workspaceId: string): Promise<void> {
  await h
    .update(profiles)
    .set({ last_workspace_id: null })
    .where(and(eq(profiles.user_id, userId), eq(profiles.last_workspace_id, workspaceId)));
}

/**
 * The settings workspace block: the last workspace (only when the user still belongs to it), the fallback
 * (first workspace joined) and the number of pending invitations for the user's email.
 */
export async function getWorkspaceSettingsBlock(h: DbOrTx, userId: string): Promise<WorkspaceSettingsBlock> {
  const [profile] = await h.select({ last: profiles.last_workspace_id }).from(profiles).where(eq(profiles.user_id, userId)).limit(1);
  const memberships = await h
    .select({ id: workspaces.id, slug: workspaces.slug, name: workspaces.name, logo_url: workspaces.logo_url })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id))
    .where(and(eq(workspaceMembers.member, userId), eq(workspaceMembers.is_active, true)))
    .orderBy(asc(workspaceMembers.created_at), asc(workspaceMembers.id));
  const last = profile?.last ? memberships.find((w) => w.id === profile.last) : undefined;
  const fallback = memberships[0];
  const invites = await countPendingInvitationsForUser(h, userId);
  return {
    last_workspace_id: last?.id ?? null,
    last_workspace_slug: last?.slug ?? null,
    last_workspace_name: last?.name ?? null,
    last_workspace_logo: last?.logo_url ?? null,
    fallback_workspace_id: fallback?.id ?? null,
    fallback_workspace_slug: fallback?.slug ?? null,
    invites,
  };
}

async function countPendingInvitationsForUser(h: DbOrTx, userId: string): Promise<number> {
  const [row] = await h
    .select({ n: count() })
    .from(workspaceInvitations)
    .innerJoin(users, and(eq(users.id, userId), eq(workspaceInvitations.email, sql`lower(${users.email})`)))
    .where(isNull(workspaceInvitations.responded_at));
  return Number(row?.n ?? 0);
}
