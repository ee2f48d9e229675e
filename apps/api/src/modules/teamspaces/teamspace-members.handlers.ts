import { PROJECT_TEXT } from '@cairn/types';
import type { Db, Tx } from '../../data/db';
import { addTeamspaceMembers, addTeamspaceProjects, removeTeamspaceMember, removeTeamspaceProject, updateTeamspace } from '../../data/repositories/teamspaces.repository';
import { notFound } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { decideTeamspaceAccess, type TeamspaceAccess } from './teamspaces.access';
import { recordTeamspaceEvent } from './teamspace-events';
import { loadTeamspace } from './teamspaces.handlers';
import { requireLiveProjectIds, requireTeamspaceManager, requireWorkspaceMemberIds } from './teamspaces.policy';
import { presentTeamspace } from './teamspaces.presenter';

// A team's members and projects (issue 14): workspace admins and the team lead add and remove them. Every id must be
// the workspace's (active members; live projects), else 400 and nothing changes.

/** One change of a team's links in one transaction: workspace and team locked, caller a manager, event recorded. */
async function changeTeam<T>(db: Db, slug: string, teamspaceId: string, userId: string, now: Date, change: (tx: Tx, access: TeamspaceAccess) => Promise<T>) {
  return db.transaction(async (tx) => {
    // The workspace lock orders this against membership changes (a member leaving cannot slip in between).
    const ws = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE, { lock: true });
    const access = await decideTeamspaceAccess(tx, ws, teamspaceId, userId, { lock: true });
    requireTeamspaceManager(access);
    const before = await loadTeamspace(tx, ws.workspace.id, teamspaceId);
    const result = await change(tx, access);
    const after = await loadTeamspace(tx, ws.workspace.id, teamspaceId);
    await recordTeamspaceEvent(tx, 'updated', before, after, userId, now);
    return { result, after };
  });
}

/** POST teamspaces/{id}/members/ {member_ids}: adds active workspace members (those already in stay); answers the team. */
export async function addMembers(db: Db, slug: string, teamspaceId: string, userId: string, memberIds: string[], now: Date) {
  const { after } = await changeTeam(db, slug, teamspaceId, userId, now, async (tx, access) => {
    const ids = await requireWorkspaceMemberIds(tx, access.workspace.id, memberIds);
    await addTeamspaceMembers(tx, access.workspace.id, teamspaceId, ids, now);
  });
  return presentTeamspace(after);
}

/** DELETE teamspaces/{id}/members/{memberId}/: 404 'Member not found' when not in the team; removing the lead clears the lead. */
export async function removeMember(db: Db, slug: string, teamspaceId: string, userId: string, memberId: string, now: Date): Promise<void> {
  await changeTeam(db, slug, teamspaceId, userId, now, async (tx, access) => {
    if (!(await removeTeamspaceMember(tx, access.workspace.id, teamspaceId, memberId))) throw notFound(PROJECT_TEXT.memberNotFound);
    if (access.teamspace.lead_id === memberId) await updateTeamspace(tx, access.workspace.id, teamspaceId, { lead_id: null, updated_by: userId }, now);
  });
}

/** POST teamspaces/{id}/projects/ {project_ids}: adds live projects of the workspace (those already in stay); answers the team. */
export async function addProjects(db: Db, slug: string, teamspaceId: string, userId: string, projectIds: string[], now: Date) {
  const { after } = await changeTeam(db, slug, teamspaceId, userId, now, async (tx, access) => {
    const ids = await requireLiveProjectIds(tx, access.workspace.id, projectIds);
    await addTeamspaceProjects(tx, access.workspace.id, teamspaceId, ids, now);
  });
  return presentTeamspace(after);
}

/** DELETE teamspaces/{id}/projects/{projectId}/: 404 'Project not found' when the project is not in the team. */
export async function removeProject(db: Db, slug: string, teamspaceId: string, userId: string, projectId: string, now: Date): Promise<void> {
  await changeTeam(db, slug, teamspaceId, userId, now, async (tx, access) => {
    if (!(await removeTeamspaceProject(tx, access.workspace.id, teamspaceId, projectId))) throw notFound(PROJECT_TEXT.projectNotFound);
  });
}
