import { ROLE } from '@cairn/types';
import { createEstimateWithPoints } from '../commands/estimates.command';
import { createProjectWithDefaults } from '../commands/create-project.command';
import type { Db, Tx } from '../data/db';
import { addProjectFavorite } from '../data/repositories/favorites.repository';
import { insertLabel } from '../data/repositories/labels.repository';
import { findExistingProjectMembers, insertProjectMembers } from '../data/repositories/project-members.repository';
import { listProjectsForUser } from '../data/repositories/projects.repository';
import { createUser, findUserByEmail, updateProfile, updateUser } from '../data/repositories/users.repository';
import { upsertPendingInvitation } from '../data/repositories/workspace-invitations.repository';
import { findActiveMemberEmails, upsertMember } from '../data/repositories/workspace-members.repository';
import { findWorkspaceBySlug, insertWorkspace } from '../data/repositories/workspaces.repository';
import { hashPassword } from '../modules/auth/password.service';
import { seedDemoWorkItems } from './demo-work-items';
import { seedDemoCycles } from './seed-cycles';
import { seedDemoModules } from './seed-modules';

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

/** A demo label; children are nested under it. */
interface DemoLabel {
  name: string;
  color: string;
  children?: DemoLabel[];
}

/** The demo projects: members by email with their project role, labels (some nested) and an estimate. */
export const DEMO_PROJECTS: ReadonlyArray<{
  name: string;
  identifier: string;
  description: string;
  members: ReadonlyArray<readonly [email: string, role: number]>;
  labels: DemoLabel[];
  estimate: { name: string; type: string; points: string[] };
}> = [
  {
    name: 'Website',
    identifier: 'WEB',
    description: 'The public website and its content.',
    members: [
      ['member@cairn.local', ROLE.MEMBER],
      ['guest@cairn.local', ROLE.GUEST],
    ],
    labels: [
      { name: 'Bug', color: '#ef4444' },
      { name: 'Feature', color: '#3b82f6' },
      { name: 'Area', color: '#8b5cf6', children: [{ name: 'Frontend', color: '#a78bfa' }, { name: 'Backend', color: '#7c3aed' }] },
    ],
    estimate: { name: 'Story points', type: 'points', points: ['1', '2', '3', '5', '8'] },
  },
  {
    name: 'Mobile app',
    identifier: 'MOB',
    description: 'The iOS and Android apps.',
    members: [['member@cairn.local', ROLE.ADMIN]],
    labels: [
      { name: 'Bug', color: '#ef4444' },
      { name: 'Platform', color: '#10b981', children: [{ name: 'iOS', color: '#34d399' }, { name: 'Android', color: '#059669' }] },
    ],
    estimate: { name: 'T-shirt sizes', type: 'categories', points: ['S', 'M', 'L', 'XL'] },
  },
];

/** What the seed produced. */
export interface DemoSeedResult {
  workspaceId: string;
  users: Array<{ email: string; id: string; role: number }>;
  projects: Array<{ identifier: string; id: string }>;
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
    const projects = await seedDemoProjects(tx, workspace.id, users, now);
    const web = projects.find((p) => p.identifier === 'WEB');
    if (web) await seedDemoWorkItems(tx, workspace.id, web.id, new Map(users.map((u) => [u.email, u.id])), now);
    if (web) await seedDemoModules(tx, workspace.id, web.id, new Map(users.map((u) => [u.email, u.id])), now);
    if (web) await seedDemoCycles(tx, workspace.id, web.id, new Map(users.map((u) => [u.email, u.id])), now);
    return { workspaceId: workspace.id, users, projects };
  });
}

async function insertLabelTree(tx: Tx, scope: { workspace_id: string; project_id: string }, labels: DemoLabel[], parent: string | null, now: Date) {
  for (const [index, label] of labels.entries()) {
    const row = await insertLabel(tx, { ...scope, name: label.name, color: label.color, parent, sort_order: 65535 + index * 10000, created_at: now, updated_at: now });
    if (label.children) await insertLabelTree(tx, scope, label.children, row.id, now);
  }
}

/**
 * Creates each demo project that is missing (admin@ as creator, so project admin; default states; labels; an estimate)
 * and gives the demo members their project roles when they have none. Existing projects are left as they are.
 */
async function seedDemoProjects(tx: Tx, workspaceId: string, users: DemoSeedResult['users'], now: Date): Promise<DemoSeedResult['projects']> {
  const admin = users[0];
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const existing = await listProjectsForUser(tx, workspaceId, admin.id, { onlyMemberOf: false });
  const result: DemoSeedResult['projects'] = [];
  for (const demo of DEMO_PROJECTS) {
    let projectId = existing.find((p) => p.identifier === demo.identifier)?.id;
    if (!projectId) {
      const body = { name: demo.name, identifier: demo.identifier, description: demo.description, logo_props: null };
      projectId = (await createProjectWithDefaults(tx, { workspaceId, userId: admin.id, body, now })).id;
      const scope = { workspace_id: workspaceId, project_id: projectId };
      await insertLabelTree(tx, scope, demo.labels, null, now);
      await createEstimateWithPoints(tx, { workspaceId, projectId, userId: admin.id, now }, {
        estimate: { name: demo.estimate.name, type: demo.estimate.type },
        estimate_points: demo.estimate.points.map((value, key) => ({ key, value })),
      });
      await addProjectFavorite(tx, { workspace_id: workspaceId, user_id: admin.id, project_id: projectId, name: demo.name }, now);
    }
    const wanted = demo.members.map(([email, role]) => ({ member: idOf.get(email)!, role }));
    const present = new Set((await findExistingProjectMembers(tx, [projectId], wanted.map((m) => m.member))).map((m) => m.member));
    await insertProjectMembers(tx, wanted.filter((m) => !present.has(m.member)).map((m) => ({ ...m, workspace_id: workspaceId, project_id: projectId })), now);
    result.push({ identifier: demo.identifier, id: projectId });
  }
  return result;
}
