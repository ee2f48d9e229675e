import { ERROR_CODE, RESERVED_WORKSPACE_SLUGS, ROLE, workspaceSlugSchema, type WorkspaceCreate, type WorkspaceUpdate } from '@cairn/types';
import type { Db } from '../../data/db';
import { notifyWorkspaceGone } from '../../data/repositories/events.repository';
import { recordEvent, recordRowChange } from '../../events/record-event';
import { findActiveMembership, upsertMember } from '../../data/repositories/workspace-members.repository';
import {
  countActiveMembers,
  deleteWorkspace,
  insertWorkspace,
  isSlugTaken,
  listUserWorkspaces,
  setLastWorkspace,
  updateWorkspace,
} from '../../data/repositories/workspaces.repository';
import { conflict } from '../../http/errors';
import { ADMIN_ONLY, ANY_ROLE, requireWorkspaceRole, workspaceNotFound } from './workspaces.policy';
import { presentWorkspace } from './workspaces.presenter';

/** The answer when a slug is reserved or used. */
export const SLUG_TAKEN_MESSAGE = 'Workspace URL is already taken';

function isReserved(slug: string): boolean {
  return (RESERVED_WORKSPACE_SLUGS as readonly string[]).includes(slug);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** POST /api/workspaces/: creates the workspace with the creator as its admin. */
export async function createWorkspace(db: Db, userId: string, body: WorkspaceCreate, now: Date) {
  if (isReserved(body.slug)) throw conflict(SLUG_TAKEN_MESSAGE, ERROR_CODE.SLUG_TAKEN);
  try {
    return await db.transaction(async (tx) => {
      if (await isSlugTaken(tx, body.slug)) throw conflict(SLUG_TAKEN_MESSAGE, ERROR_CODE.SLUG_TAKEN);
      const workspace = await insertWorkspace(tx, {
        name: body.name,
        slug: body.slug,
        organization_size: body.organization_size ?? null,
        owner: userId,
        created_by: userId,
        created_at: now,
        updated_at: now,
      });
      await upsertMember(tx, { workspace_id: workspace.id, member: userId, role: ROLE.ADMIN }, now);
      await recordEvent(tx, { workspaceId: workspace.id, entityType: 'workspace', entityId: workspace.id, action: 'created', actorId: userId, at: now });
      return presentWorkspace(workspace, { role: ROLE.ADMIN, total_members: 1 });
    });
  } catch (error) {
    // Two creations racing for one slug: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN_MESSAGE, ERROR_CODE.SLUG_TAKEN);
    throw error;
  }
}

/** GET /api/workspace-slug-check/: true when the slug is valid, not reserved and unused. */
export async function checkSlug(db: Db, slug: string) {
  if (!workspaceSlugSchema.safeParse(slug).success || isReserved(slug)) return { status: false };
  return { status: !(await isSlugTaken(db, slug)) };
}

/** GET /api/users/me/workspaces/ */
export async function listMyWorkspaces(db: Db, userId: string) {
  const rows = await listUserWorkspaces(db, userId);
  return rows.map((w) => presentWorkspace(w, { role: w.role, total_members: w.total_members }));
}

/** GET /api/workspaces/{slug}/ */
export async function getWorkspace(db: Db, slug: string, userId: string) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const total = await countActiveMembers(db, access.workspace.id);
  return presentWorkspace(access.workspace, { role: access.role, total_members: total });
}

/** PATCH /api/workspaces/{slug}/ (admins). */
export async function patchWorkspace(db: Db, slug: string, userId: string, body: WorkspaceUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY);
    const updated = await updateWorkspace(tx, access.workspace.id, body, now);
    const keys = ['name', 'slug', 'logo_url', 'organization_size', 'owner'] as const;
    await recordRowChange(tx, { workspaceId: updated.id, entityType: 'workspace', entityId: updated.id, action: 'updated', actorId: userId, at: now, before: access.workspace, after: updated, keys });
    const total = await countActiveMembers(tx, access.workspace.id);
    return presentWorkspace(updated, { role: access.role, total_members: total });
  });
}

/** DELETE /api/workspaces/{slug}/ (admins): removes the workspace with its members and invitations. */
export async function removeWorkspace(db: Db, slug: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ADMIN_ONLY, { lock: true });
    await deleteWorkspace(tx, access.workspace.id);
    await notifyWorkspaceGone(tx, access.workspace.id);
  });
}

/** POST /api/users/last-visited-workspace/: remembers a workspace the user belongs to. */
export async function setLastVisitedWorkspace(db: Db, userId: string, workspaceId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await findActiveMembership(tx, workspaceId, userId);
    if (!membership) throw workspaceNotFound();
    await setLastWorkspace(tx, userId, workspaceId, now);
  });
}
