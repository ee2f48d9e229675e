import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { instanceSettings } from '../schema/instance.schema';
import { users } from '../schema/users.schema';
import { workspaceInvitations, workspaces } from '../schema/workspaces.schema';

// The instance (issue 19): its settings rows, its admins, and the console's cross-workspace reads.

/** The NOTIFY channel every API process listens on: a settings change (payload: the changed keys, comma-separated). */
export const INSTANCE_SETTINGS_CHANNEL = 'instance_settings';

/** An instance_settings row. */
export type InstanceSettingRow = typeof instanceSettings.$inferSelect;

/** Every stored settings row. */
export async function listInstanceSettingRows(h: DbOrTx): Promise<InstanceSettingRow[]> {
  return h.select().from(instanceSettings);
}

/** Inserts or replaces one settings row. */
export async function upsertInstanceSetting(h: DbOrTx, row: { key: string; value: unknown; is_encrypted: boolean; updated_by: string | null; updated_at: Date }): Promise<void> {
  await h
    .insert(instanceSettings)
    .values(row)
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: row.value, is_encrypted: row.is_encrypted, updated_by: row.updated_by, updated_at: row.updated_at } });
}

/** Inserts a row unless the key exists (the key is the primary key, so racing inserts leave exactly one); true when this call inserted it. */
export async function insertInstanceSettingIfAbsent(h: DbOrTx, key: string, value: unknown, updatedBy: string | null = null): Promise<boolean> {
  const rows = await h.insert(instanceSettings).values({ key, value, updated_by: updatedBy }).onConflictDoNothing().returning({ key: instanceSettings.key });
  return rows.length > 0;
}

/** One settings row's value, or undefined. */
export async function findInstanceSetting(h: DbOrTx, key: string): Promise<unknown> {
  const [row] = await h.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, key)).limit(1);
  return row?.value;
}

/** Tells every API process that settings changed (at commit when inside a transaction). */
export async function notifyInstanceSettingsChanged(h: DbOrTx, keys: string[]): Promise<void> {
  await h.execute(sql`select pg_notify(${INSTANCE_SETTINGS_CHANNEL}, ${keys.join(',').slice(0, 7000)})`);
}

/** Instance admins, first made first (the first is the instance's admin email). */
export async function listInstanceAdmins(h: DbOrTx) {
  return h
    .select({ id: users.id, email: users.email, display_name: users.display_name, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.is_instance_admin, true))
    .orderBy(asc(users.date_joined), asc(users.created_at), asc(users.email));
}

/** Whether any instance admin exists. */
export async function instanceAdminExists(h: DbOrTx): Promise<boolean> {
  const [row] = await h.select({ id: users.id }).from(users).where(eq(users.is_instance_admin, true)).limit(1);
  return Boolean(row);
}

/** Locks the admin rows (FOR UPDATE) and counts them: removals racing each other cannot both pass "not the last". */
export async function lockInstanceAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.is_instance_admin, true)).for('update');
  return rows.map((r) => r.id);
}

/** Sets a user's instance-admin flag. */
export async function setInstanceAdmin(h: DbOrTx, userId: string, value: boolean, now: Date): Promise<void> {
  await h.update(users).set({ is_instance_admin: value, updated_at: now }).where(eq(users.id, userId));
}

/** Whether at least one workspace exists. */
export async function anyWorkspaceExists(h: DbOrTx): Promise<boolean> {
  const [row] = await h.select({ id: workspaces.id }).from(workspaces).limit(1);
  return Boolean(row);
}

/** Whether this email has a pending (unanswered) invitation to any workspace. */
export async function hasPendingInvitation(h: DbOrTx, email: string): Promise<boolean> {
  const [row] = await h
    .select({ id: workspaceInvitations.id })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.email, email.toLowerCase()), isNull(workspaceInvitations.responded_at)))
    .limit(1);
  return Boolean(row);
}

/** A workspace as the console lists it. */
export interface InstanceWorkspaceRow {
  id: string;
  name: string;
  slug: string;
  owner_email: string | null;
  member_count: number;
  project_count: number;
  created_at: Date | string;
}

/** Every workspace with its owner's email, active members and live (unarchived) projects, in one query. */
export async function listInstanceWorkspaces(h: DbOrTx, workspaceId?: string): Promise<InstanceWorkspaceRow[]> {
  const where = workspaceId ? sql`where w.id = ${workspaceId}` : sql``;
  const result = await h.execute(sql`
    select w.id, w.name, w.slug, u.email as owner_email, w.created_at,
      (select count(*)::int from workspace_members m where m.workspace_id = w.id and m.is_active) as member_count,
      (select count(*)::int from projects p where p.workspace_id = w.id and p.archived_at is null) as project_count
    from workspaces w left join users u on u.id = w.owner
    ${where}
    order by w.created_at desc, w.slug asc`);
  return (result as unknown as { rows: InstanceWorkspaceRow[] }).rows;
}

/** Serialises changes to the sign-in methods (settings and SSO providers) for the rest of the transaction. */
export async function lockInstanceSettings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cairn:instance_settings'))`);
}
