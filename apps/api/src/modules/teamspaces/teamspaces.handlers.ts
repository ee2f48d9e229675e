import { ROLE, type TeamspaceCreate, type TeamspaceUpdate } from '@cairn/types';
import type { Db, DbOrTx } from '../../data/db';
import {
  addTeamspaceMembers, addTeamspaceProjects, deleteTeamspace, insertTeamspace, listTeamspaces, updateTeamspace, type TeamspacePatch, type TeamspaceWithIds,
} from '../../data/repositories/teamspaces.repository';
import { mapUniqueViolations } from '../projects/projects.errors';
import { ADMIN_ONLY, ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { decideTeamspaceAccess, teamspaceAccess, teamspaceNotFound } from './teamspaces.access';
import { recordTeamspaceEvent } from './teamspace-events';
import { requireLead, requireLiveProjectIds, requireWorkspaceAdmin, requireWorkspaceMemberIds, unique } from './teamspaces.policy';
import { presentTeamspace } from './teamspaces.presenter';

// Teamspace CRUD (issue 14): every workspace admin and member lists and reads every team; guests only the teams they
// are in. Workspace admins create, edit and delete.

/** The teamspace with its member and project ids (after a write, inside the same transaction). */
export async function loadTeamspace(h: DbOrTx, workspaceId: string, teamspaceId: string): Promise<TeamspaceWithIds> {
  const [row] = await listTeamspaces(h, workspaceId, { teamspaceId });
  if (!row) throw teamspaceNotFound();
  return row;
}

/** GET teamspaces/ (any workspace member; guests: only the teams they are in), by name. */
export async function listWorkspaceTeamspaces(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await listTeamspaces(db, access.workspace.id, access.role === ROLE.GUEST ? { memberOnly: userId } : {});
  return rows.map(presentTeamspace);
}

/** GET teamspaces/{id}/ (whoever may see the team). */
export async function getTeamspace(db: Db, slug: string, teamspaceId: string, userId: string) {
  const access = await teamspaceAccess(db, slug, teamspaceId, userId);
  return presentTeamspace(await loadTeamspace(db, access.workspace.id, access.teamspace.id));
}

/**
 * POST teamspaces/ (workspace admins): the creator, the lead and member_ids become members (every one an active
 * workspace member, the lead not a guest; else 400), project_ids its projects (live projects of the workspace; else
 * 400). A client id already taken → 409.
 */
export async function createTeamspace(db: Db, slug: string, userId: string, body: TeamspaceCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      // The workspace lock orders this against membership changes of the workspace.
      const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY, { lock: true });
      const ws = access.workspace.id;
      if (body.lead) await requireLead(tx, ws, body.lead);
      const members = await requireWorkspaceMemberIds(tx, ws, unique([userId, ...(body.lead ? [body.lead] : []), ...(body.member_ids ?? [])]));
      const projects = await requireLiveProjectIds(tx, ws, body.project_ids ?? []);
      const row = await insertTeamspace(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: ws,
        name: body.name,
        description: body.description ?? '',
        logo_props: body.logo_props ?? {},
        lead_id: body.lead ?? null,
        created_by: userId,
        updated_by: userId,
        created_at: now,
        updated_at: now,
      });
      await addTeamspaceMembers(tx, ws, row.id, members, now);
      await addTeamspaceProjects(tx, ws, row.id, projects, now);
      const after = await loadTeamspace(tx, ws, row.id);
      await recordTeamspaceEvent(tx, 'created', null, after, userId, now);
      return presentTeamspace(after);
    }),
  );
}

/** PATCH teamspaces/{id}/ (workspace admins): name, description, logo, lead (who joins the team when not in it). */
export async function patchTeamspace(db: Db, slug: string, teamspaceId: string, userId: string, body: TeamspaceUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const ws = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE, { lock: true });
    const access = await decideTeamspaceAccess(tx, ws, teamspaceId, userId, { lock: true });
    requireWorkspaceAdmin(access);
    const before = await loadTeamspace(tx, ws.workspace.id, teamspaceId);
    const patch: TeamspacePatch = { updated_by: userId };
    if (body.name !== undefined) patch.name = body.name;
    if (body.description !== undefined) patch.description = body.description;
    if (body.logo_props !== undefined) patch.logo_props = body.logo_props;
    if (body.lead !== undefined) {
      if (body.lead !== null) {
        await requireLead(tx, ws.workspace.id, body.lead);
        await addTeamspaceMembers(tx, ws.workspace.id, teamspaceId, [body.lead], now);
      }
      patch.lead_id = body.lead;
    }
    await updateTeamspace(tx, ws.workspace.id, teamspaceId, patch, now);
    const after = await loadTeamspace(tx, ws.workspace.id, teamspaceId);
    await recordTeamspaceEvent(tx, 'updated', before, after, userId, now);
    return presentTeamspace(after);
  });
}

/**
 * DELETE teamspaces/{id}/ (workspace admins): the team, its member and project links, its views and their favorites,
 * and every user's settings of the team list. The projects and their work items stay.
 */
export async function removeTeamspace(db: Db, slug: string, teamspaceId: string, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ws = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE, { lock: true });
    const access = await decideTeamspaceAccess(tx, ws, teamspaceId, userId, { lock: true });
    requireWorkspaceAdmin(access);
    const before = await loadTeamspace(tx, ws.workspace.id, teamspaceId);
    await deleteTeamspace(tx, ws.workspace.id, teamspaceId);
    await recordTeamspaceEvent(tx, 'deleted', before, null, userId, now);
  });
}
