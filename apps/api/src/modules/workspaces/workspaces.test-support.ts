import { randomBytes } from 'node:crypto';
import { ROLE } from '@cairn/types';
import { upsertPendingInvitation } from '../../data/repositories/workspace-invitations.repository';
import { upsertMember } from '../../data/repositories/workspace-members.repository';
import { insertWorkspace } from '../../data/repositories/workspaces.repository';
import { createAgent, signUp, uniqueEmail, type Agent, type TestApp } from '../../test/test-app';

// Helpers shared by the workspace, member and invitation tests (not a test file itself).

/** A signed-in test user. */
export interface Actor {
  agent: Agent;
  id: string;
  email: string;
}

/** Signs a new user up and returns their agent. */
export async function newActor(t: TestApp, prefix = 'user'): Promise<Actor> {
  const agent = createAgent(t.app);
  const user = await signUp(agent, uniqueEmail(prefix));
  return { agent, id: user.id, email: user.email };
}

/** A unique, valid workspace slug. */
export function uniqueSlug(prefix = 'ws'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** Creates a workspace straight in the database with the given members (user id → role); returns it and the membership ids. */
export async function seedWorkspace(t: TestApp, ownerId: string, members: Array<[string, number]>, slug = uniqueSlug()) {
  const now = t.deps.now();
  const workspace = await insertWorkspace(t.db, { name: `Workspace ${slug}`, slug, organization_size: null, owner: ownerId, created_by: ownerId, created_at: now, updated_at: now });
  const memberIds = new Map<string, string>();
  for (const [userId, role] of members) {
    const row = await upsertMember(t.db, { workspace_id: workspace.id, member: userId, role }, now);
    memberIds.set(userId, row.id);
  }
  return { workspace, memberIds };
}

/** Adds a pending invitation straight in the database. */
export async function seedInvitation(t: TestApp, workspaceId: string, createdBy: string, email = uniqueEmail('invitee'), role: number = ROLE.MEMBER) {
  return upsertPendingInvitation(t.db, { workspace_id: workspaceId, email, role, created_by: createdBy }, t.deps.now());
}

/** Every row of the workspace tables that belongs to one workspace, for before/after comparisons. */
export async function snapshotWorkspace(t: TestApp, workspaceId: string): Promise<string> {
  const ws = await t.query('SELECT * FROM workspaces WHERE id = $1', [workspaceId]);
  const members = await t.query('SELECT * FROM workspace_members WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
  const invitations = await t.query('SELECT * FROM workspace_invitations WHERE workspace_id = $1 ORDER BY id', [workspaceId]);
  return JSON.stringify({ ws, members, invitations });
}

/** The active role of a user in a workspace, or null. */
export async function roleOf(t: TestApp, workspaceId: string, userId: string): Promise<number | null> {
  const rows = await t.query<{ role: number }>('SELECT role FROM workspace_members WHERE workspace_id = $1 AND member = $2 AND is_active', [workspaceId, userId]);
  return rows[0] ? Number(rows[0].role) : null;
}
