import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { users } from '../schema/users.schema';
import { workspaceMembers, type WorkspaceMemberRow } from '../schema/workspaces.schema';

/** The user fields other members may see. */
export interface MemberUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  avatar_url: string | null;
}

/** A membership joined with its user. */
export interface MemberWithUser extends WorkspaceMemberRow {
  user: MemberUser;
}

const memberUserColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  display_name: users.display_name,
  avatar_url: users.avatar_url,
};

/** The user's active membership in a workspace, if any. */
export async function findActiveMembership(h: DbOrTx, workspaceId: string, userId: string): Promise<WorkspaceMemberRow | undefined> {
  const [row] = await h
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member, userId), eq(workspaceMembers.is_active, true)))
    .limit(1);
  return row;
}

/** An active membership of this workspace by its id, with its user; ids of other workspaces find nothing. */
export async function findMemberById(h: DbOrTx, workspaceId: string, memberId: string): Promise<MemberWithUser | undefined> {
  const [row] = await h
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member))
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.id, memberId), eq(workspaceMembers.is_active, true)))
    .limit(1);
  return row ? { ...row.membership, user: row.user } : undefined;
}

/** The active member of this workspace for a user id, with its user. */
export async function findMemberByUser(h: DbOrTx, workspaceId: string, userId: string): Promise<MemberWithUser | undefined> {
  const [row] = await h
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member))
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member, userId), eq(workspaceMembers.is_active, true)))
    .limit(1);
  return row ? { ...row.membership, user: row.user } : undefined;
}

/** Active human members of a workspace (bots left out): the given user first, then by display name. */
export async function listActiveMembers(h: DbOrTx, workspaceId: string, currentUserId: string): Promise<MemberWithUser[]> {
  const rows = await h
    .select({ membership: workspaceMembers, user: memberUserColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member))
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.is_active, true), eq(users.is_bot, false)))
    .orderBy(sql`case when ${users.id} = ${currentUserId} then 0 else 1 end`, sql`lower(${users.display_name})`, asc(users.email));
  return rows.map((r) => ({ ...r.membership, user: r.user }));
}

/** Adds a user to a workspace, or reactivates a former membership with the new role. */
export async function upsertMember(h: DbOrTx, values: { workspace_id: string; member: string; role: number }, now: Date): Promise<WorkspaceMemberRow> {
  const [row] = await h
    .insert(workspaceMembers)
    .values({ ...values, is_active: true, created_at: now, updated_at: now })
    .onConflictDoUpdate({
      target: [workspaceMembers.workspace_id, workspaceMembers.member],
      set: { role: values.role, is_active: true, updated_at: now },
    })
    .returning();
  return row;
}

/** Changes the role of a membership of this workspace. */
export async function updateMemberRole(h: DbOrTx, workspaceId: string, memberId: string, role: number, now: Date): Promise<void> {
  await h
    .update(workspaceMembers)
    .set({ role, updated_at: now })
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.id, memberId)));
}

/** Ends a membership of this workspace; the row stays, inactive, as history. */
export async function deactivateMember(h: DbOrTx, workspaceId: string, memberId: string, now: Date): Promise<void> {
  await h
    .update(workspaceMembers)
    .set({ is_active: false, updated_at: now })
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.id, memberId)));
}

/** Counts the active admins of a workspace other than the given membership. */
export async function countOtherActiveAdmins(h: DbOrTx, workspaceId: string, exceptMemberId: string, adminRole: number): Promise<number> {
  const [row] = await h
    .select({ n: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        eq(workspaceMembers.role, adminRole),
        ne(workspaceMembers.id, exceptMemberId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Of these (lower-case) emails, those that belong to active members of the workspace. */
export async function findActiveMemberEmails(h: DbOrTx, workspaceId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await h
    .select({ email: sql<string>`lower(${users.email})` })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member))
    .where(
      and(
        eq(workspaceMembers.workspace_id, workspaceId),
        eq(workspaceMembers.is_active, true),
        inArray(sql`lower(${users.email})`, emails),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
