import { ROLE } from '@cairn/types';
import type { Db } from '../data/db';
import { createUser, findUserByEmail, updateProfile, updateUser } from '../data/repositories/users.repository';
import { upsertPendingInvitation } from '../data/repositories/workspace-invitations.repository';
import { findActiveMemberEmails, upsertMember } from '../data/repositories/workspace-members.repository';
import { findWorkspaceBySlug, insertWorkspace } from '../data/repositories/workspaces.repository';
import { hashPassword } from '../modules/auth/password.service';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Cairn-demo-123';
/** The demo workspace. */
export const DEMO_WORKSPACE = { name: 'Acme', slug: 'acme' } as const;
/** The address the demo workspace has a pending invitation for. */
export const DEMO_INVITEE = 'new@cairn.local';
/** The demo accounts and their workspace roles. */
export const DEMO_USERS = [
  { email: 'admin@cairn.local', first_name: 'Ada', last_name: 'Admin', role: ROLE.ADMIN },
  { email: 'member@cairn.local', first_name: 'Max', last_name: 'Member', role: ROLE.MEMBER },
  { email: 'guest@cairn.local', first_name: 'Gail', last_name: 'Guest', role: ROLE.GUEST },
] as const;

/** What the seed produced. */
export interface DemoSeedResult {
  workspaceId: string;
  users: Array<{ email: string; id: string; role: number }>;
}

/**
 * Creates (or brings back to the demo state) the Acme workspace, its three onboarded accounts with the demo password,
 * and a pending invitation for new@cairn.local. Safe to run again; everything happens in one transaction.
 */
export async function seedDemo(db: Db, options: { now: Date; scryptN: number }): Promise<DemoSeedResult> {
  const { now } = options;
  // Hash outside the transaction: scrypt is slow and needs no database.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptN);
  return db.transaction(async (tx) => {
    const users: DemoSeedResult['users'] = [];
    for (const demo of DEMO_USERS) {
      const existing = await findUserByEmail(tx, demo.email);
      const user = existing ?? (await createUser(tx, { email: demo.email, password_hash: passwordHash, is_password_autoset: false, is_email_verified: true, now }));
      await updateUser(tx, user.id, {
        password_hash: passwordHash,
        is_password_autoset: false,
        is_email_verified: true,
        is_active: true,
        first_name: demo.first_name,
        last_name: demo.last_name,
        display_name: demo.first_name.toLowerCase(),
        updated_at: now,
      });
      users.push({ email: demo.email, id: user.id, role: demo.role });
    }
    const admin = users[0];
    const workspace =
      (await findWorkspaceBySlug(tx, DEMO_WORKSPACE.slug)) ??
      (await insertWorkspace(tx, { ...DEMO_WORKSPACE, organization_size: '2-10', owner: admin.id, created_by: admin.id, created_at: now, updated_at: now }));
    for (const user of users) {
      await upsertMember(tx, { workspace_id: workspace.id, member: user.id, role: user.role }, now);
      await updateProfile(tx, user.id, {
        is_onboarded: true,
        onboarding_step: { profile_complete: true, workspace_create: true, workspace_invite: true, workspace_join: true },
        last_workspace_id: workspace.id,
        updated_at: now,
      });
    }
    const alreadyMember = await findActiveMemberEmails(tx, workspace.id, [DEMO_INVITEE]);
    if (!alreadyMember.has(DEMO_INVITEE)) {
      await upsertPendingInvitation(tx, { workspace_id: workspace.id, email: DEMO_INVITEE, role: ROLE.MEMBER, created_by: admin.id }, now);
    }
    return { workspaceId: workspace.id, users };
  });
}
