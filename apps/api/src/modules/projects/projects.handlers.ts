import {
  PROJECT_ERROR_CODE,
  PROJECT_NETWORK,
  PROJECT_TEXT,
  ROLE,
  type ProjectCreate,
  type ProjectUpdate,
} from '@cairn/types';
import { activateEstimate } from '../../commands/estimates.command';
import { createProjectWithDefaults } from '../../commands/create-project.command';
import type { Db, DbOrTx, Tx } from '../../data/db';
import { findEstimate } from '../../data/repositories/estimates.repository';
import { removeAllFavoritesOfProject } from '../../data/repositories/favorites.repository';
import { findExistingProjectMembers, insertProjectMembers } from '../../data/repositories/project-members.repository';
import {
  countProjectContents,
  deleteProject,
  findProject,
  isIdentifierTaken,
  listProjectsForUser,
  updateProject,
  type ProjectPatch,
} from '../../data/repositories/projects.repository';
import { recordEvents, recordRowChange, type EventInput } from '../../events/record-event';
import { findState } from '../../data/repositories/states.repository';
import type { ProjectRow } from '../../data/schema/projects.schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { ANY_ROLE, MEMBER_OR_ADMIN, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { mapUniqueViolations } from './projects.errors';
import { ANY_PROJECT_ROLE, PROJECT_ADMIN_ONLY, projectNotFound, requireProjectRole } from './projects.policy';
import { presentProject, presentProjectLite } from './projects.presenter';

const identifierTaken = () => conflict(PROJECT_TEXT.identifierTaken, PROJECT_ERROR_CODE.PROJECT_IDENTIFIER_TAKEN);
const uniqueErrors = { projects_workspace_identifier_unique: identifierTaken };

/** One project as the caller sees it (full shape). */
async function loadProject(h: DbOrTx, workspaceId: string, projectId: string, userId: string, workspaceRole: number) {
  const [row] = await listProjectsForUser(h, workspaceId, userId, { onlyMemberOf: false, ids: [projectId] });
  if (!row) throw projectNotFound();
  return presentProject(row, workspaceRole);
}

/** Projects the caller may see: all of the workspace for its admins and members, only their own for guests. */
async function visibleProjects(h: DbOrTx, workspaceId: string, userId: string, workspaceRole: number) {
  return listProjectsForUser(h, workspaceId, userId, { onlyMemberOf: workspaceRole === ROLE.GUEST });
}

/** GET projects/ — the lite list. */
export async function listProjects(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return (await visibleProjects(db, access.workspace.id, userId, access.role)).map((r) => presentProjectLite(r, access.role));
}

/** GET projects/details/ — the full list. */
export async function listProjectDetails(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return (await visibleProjects(db, access.workspace.id, userId, access.role)).map((r) => presentProject(r, access.role));
}

/** GET project-stats/ — counts per visible project. */
export async function listProjectStats(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await visibleProjects(db, access.workspace.id, userId, access.role);
  const counts = await countProjectContents(db, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    total_members: r.total_members,
    total_states: counts.get(r.id)?.states ?? 0,
    total_labels: counts.get(r.id)?.labels ?? 0,
    total_issues: counts.get(r.id)?.issues ?? 0,
  }));
}

/** GET project-identifiers/?name= */
export async function checkIdentifier(db: Db, slug: string, userId: string, name: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return { exists: await isIdentifierTaken(db, access.workspace.id, name) };
}

/** Every project column but the bookkeeping ones: what a project event diffs. */
const projectKeys = (row: ProjectRow) => (Object.keys(row) as Array<keyof ProjectRow & string>).filter((k) => k !== 'updated_at' && k !== 'updated_by');

/** Records a project change (before → the row as it is now in `tx`). */
async function recordProjectChange(tx: Tx, workspaceId: string, before: ProjectRow | null, projectId: string, userId: string, now: Date, action: EventInput['action']) {
  const after = action === 'deleted' ? null : ((await findProject(tx, workspaceId, projectId)) ?? null);
  const keys = projectKeys((after ?? before)!);
  await recordRowChange(tx, { workspaceId, projectId, entityType: 'project', entityId: projectId, action, actorId: userId, at: now, before, after, keys });
}

/** POST projects/ (workspace admins and members): the project, its admin membership and default states in one go. */
export async function createProject(db: Db, slug: string, userId: string, body: ProjectCreate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
        const project = await createProjectWithDefaults(tx, { workspaceId: access.workspace.id, userId, body, now });
        return loadProject(tx, access.workspace.id, project.id, userId, access.role);
      }),
    uniqueErrors,
  );
}

/** GET projects/{id}/ */
export async function getProject(db: Db, slug: string, projectId: string, userId: string) {
  const access = await requireProjectRole(db, slug, projectId, userId, ANY_PROJECT_ROLE);
  return loadProject(db, access.workspace.id, projectId, userId, access.role);
}

/** PATCH projects/{id}/ (project admins). default_state and estimate must be rows of this project. */
export async function patchProject(db: Db, slug: string, projectId: string, userId: string, body: ProjectUpdate, now: Date) {
  return mapUniqueViolations(
    () =>
      db.transaction(async (tx) => {
        const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
        const ws = access.workspace.id;
        if (body.identifier !== undefined && (await isIdentifierTaken(tx, ws, body.identifier, projectId))) throw identifierTaken();
        if (body.default_state && !(await findState(tx, ws, projectId, body.default_state))) {
          throw badRequest(PROJECT_TEXT.stateNotFound, { default_state: [PROJECT_TEXT.stateNotFound] });
        }
        if (body.estimate && !(await findEstimate(tx, ws, projectId, body.estimate))) {
          throw badRequest(PROJECT_TEXT.estimateNotFound, { estimate: [PROJECT_TEXT.estimateNotFound] });
        }
        const { estimate, ...rest } = body;
        const patch: ProjectPatch = { ...rest, updated_by: userId };
        if (estimate === null) patch.estimate = null;
        await updateProject(tx, ws, projectId, patch, now);
        if (estimate) await activateEstimate(tx, { workspaceId: ws, projectId, userId, now }, estimate);
        await recordProjectChange(tx, ws, access.project, projectId, userId, now, 'updated');
        return loadProject(tx, ws, projectId, userId, access.role);
      }),
    uniqueErrors,
  );
}

/** DELETE projects/{id}/ (project admins): members, states, labels, estimates and favorites go with it. */
export async function removeProject(db: Db, slug: string, projectId: string, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    await deleteProject(tx, access.workspace.id, projectId);
    await recordProjectChange(tx, access.workspace.id, access.project, projectId, userId, now, 'deleted');
  });
}

/** POST projects/{id}/archive/ (project admins): sets archived_at (kept if already set) and drops every favorite of it. */
export async function archiveProject(db: Db, slug: string, projectId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    await updateProject(tx, access.workspace.id, projectId, { archived_at: access.project.archived_at ?? now, updated_by: userId }, now);
    await removeAllFavoritesOfProject(tx, projectId);
    if (!access.project.archived_at) await recordProjectChange(tx, access.workspace.id, access.project, projectId, userId, now, 'archived');
    return loadProject(tx, access.workspace.id, projectId, userId, access.role);
  });
}

/** DELETE projects/{id}/archive/ (project admins): restores the project. */
export async function restoreProject(db: Db, slug: string, projectId: string, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireProjectRole(tx, slug, projectId, userId, PROJECT_ADMIN_ONLY, { lock: true });
    await updateProject(tx, access.workspace.id, projectId, { archived_at: null, updated_by: userId }, now);
    if (access.project.archived_at) await recordProjectChange(tx, access.workspace.id, access.project, projectId, userId, now, 'restored');
    return loadProject(tx, access.workspace.id, projectId, userId, access.role);
  });
}

/**
 * POST projects/join/ (workspace admins and members): joins every listed project with the caller's workspace role.
 * All or nothing: an id that is not a project of this workspace (404), an archived project (400) or, for a workspace
 * member, a secret project (network 0) they are not in yet (403: those are joined by invitation or when an admin adds
 * them; workspace admins already act as admins of every project) refuses the request.
 * Projects the caller already belongs to stay as they are.
 */
export async function joinProjects(db: Db, slug: string, userId: string, projectIds: string[], now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await requireWorkspaceRole(tx, slug, userId, MEMBER_OR_ADMIN);
      const ws = access.workspace.id;
      const ids = [...new Set(projectIds)];
      const rows = await listProjectsForUser(tx, ws, userId, { onlyMemberOf: false, ids });
      if (rows.length !== ids.length) throw projectNotFound();
      if (rows.some((r) => r.archived_at)) throw badRequest(PROJECT_TEXT.archivedProject, undefined, PROJECT_ERROR_CODE.PROJECT_ARCHIVED);
      if (access.role !== ROLE.ADMIN && rows.some((r) => r.network === PROJECT_NETWORK.SECRET && r.membership_role === null)) {
        throw forbidden(PROJECT_TEXT.secretProjectJoin, PROJECT_ERROR_CODE.SECRET_PROJECT);
      }
      const existing = new Set((await findExistingProjectMembers(tx, ids, [userId])).map((m) => m.project_id));
      const role = access.role === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MEMBER;
      const joined = await insertProjectMembers(
        tx,
        ids.filter((id) => !existing.has(id)).map((id) => ({ workspace_id: ws, project_id: id, member: userId, role })),
        now,
      );
      await recordEvents(
        tx,
        joined.map((m) => ({ workspaceId: ws, projectId: m.project_id, entityType: 'project_member', entityId: m.id, action: 'created', changes: { member: { old: null, new: userId }, role: { old: null, new: role } }, actorId: userId, at: now })),
      );
      return (await listProjectsForUser(tx, ws, userId, { onlyMemberOf: false, ids })).map((r) => presentProjectLite(r, access.role));
    }),
  );
}
