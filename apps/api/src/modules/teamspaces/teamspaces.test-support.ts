import { addTeamspaceMembers, addTeamspaceProjects, insertTeamspace, listTeamspaces, type TeamspaceWithIds } from '../../data/repositories/teamspaces.repository';
import type { TestApp } from '../../test/test-app';
import type { Cast, World } from '../comments/work-items.test-support';

// Helpers shared by the teamspace tests (not a test file itself).

let counter = 0;

/** What seedTeamspace needs; members and projects default to none. */
export interface SeedTeamspaceInput {
  workspaceId: string;
  createdBy: string;
  name?: string;
  leadId?: string | null;
  memberIds?: string[];
  projectIds?: string[];
}

/** Inserts a teamspace with its members and projects straight in the database. */
export async function seedTeamspace(t: TestApp, input: SeedTeamspaceInput): Promise<TeamspaceWithIds> {
  const now = t.deps.now();
  const row = await insertTeamspace(t.db, {
    workspace_id: input.workspaceId,
    name: input.name ?? `Team ${++counter}`,
    lead_id: input.leadId ?? null,
    created_by: input.createdBy,
    updated_by: input.createdBy,
    created_at: now,
    updated_at: now,
  });
  await addTeamspaceMembers(t.db, input.workspaceId, row.id, input.memberIds ?? [], now);
  await addTeamspaceProjects(t.db, input.workspaceId, row.id, input.projectIds ?? [], now);
  const [withIds] = await listTeamspaces(t.db, input.workspaceId, { teamspaceId: row.id });
  return withIds;
}

/**
 * The usual team of a world: lead projAdmin; members wsAdmin, projAdmin, projMember and projGuest (so the guest may
 * read it); the world's first project. wsMemberOut is a workspace member outside the team.
 */
export function seedWorldTeam(t: TestApp, cast: Cast, w: World, extra: Partial<SeedTeamspaceInput> = {}): Promise<TeamspaceWithIds> {
  return seedTeamspace(t, {
    workspaceId: w.workspaceId,
    createdBy: cast.wsAdmin.id,
    leadId: cast.projAdmin.id,
    memberIds: [cast.wsAdmin.id, cast.projAdmin.id, cast.projMember.id, cast.projGuest.id],
    projectIds: [w.project.id],
    ...extra,
  });
}

/** A snapshot of a workspace's teamspaces, members and projects (to assert that a refused request changed nothing). */
export async function snapshotTeamspaces(t: TestApp, workspaceId: string): Promise<string> {
  return JSON.stringify(await listTeamspaces(t.db, workspaceId));
}
