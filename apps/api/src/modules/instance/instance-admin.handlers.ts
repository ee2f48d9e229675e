import { INSTANCE_TEXT, type InstanceAdmin, type InstanceWorkspace, type InstanceWorkspaceCreate } from '@cairn/types';
import { listInstanceAdmins, listInstanceWorkspaces, lockInstanceAdmins, setInstanceAdmin } from '../../data/repositories/instance.repository';
import { findUserByEmail } from '../../data/repositories/users.repository';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { SessionContext } from '../../http/route';
import { createWorkspace } from '../workspaces/workspaces.handlers';
import { INSTANCE_ERROR_CODE, requireInstanceAdmin } from './instance.policy';
import { presentInstanceWorkspace } from './instance.presenter';

/** Answer for an email with no account (adding an admin, creating a workspace for someone). */
export const INSTANCE_USER_NOT_FOUND_TEXT = 'No account uses this email';
/** Answer for a user id that is not an instance admin. */
export const INSTANCE_ADMIN_NOT_FOUND_TEXT = 'Instance admin not found';

/** GET /api/instances/admin/admins/ */
export async function listAdmins(ctx: SessionContext): Promise<InstanceAdmin[]> {
  requireInstanceAdmin(ctx);
  return listInstanceAdmins(ctx.db);
}

/** POST /api/instances/admin/admins/ { email }: makes an existing user an instance admin (404 for an unknown email). */
export async function addAdmin(ctx: SessionContext<{ email: string }>): Promise<InstanceAdmin> {
  requireInstanceAdmin(ctx);
  const { db, deps, body, reply } = ctx;
  const user = await findUserByEmail(db, body.email);
  if (!user || !user.is_active) throw notFound(INSTANCE_USER_NOT_FOUND_TEXT);
  await db.transaction((tx) => setInstanceAdmin(tx, user.id, true, deps.now()));
  reply.code(201);
  return { id: user.id, email: user.email, display_name: user.display_name, first_name: user.first_name, last_name: user.last_name };
}

/** DELETE /api/instances/admin/admins/{userId}/: never the last one (admins may remove themselves while another remains). */
export async function removeAdmin(ctx: SessionContext<undefined, undefined, { userId: string }>): Promise<undefined> {
  const caller = requireInstanceAdmin(ctx);
  const { db, deps, params, reply } = ctx;
  await db.transaction(async (tx) => {
    // Row locks on every admin: two removals at once cannot both see "another one remains".
    const ids = await lockInstanceAdmins(tx);
    // The caller may have been removed since the session was read.
    if (!ids.includes(caller.id)) throw forbidden(INSTANCE_TEXT.notInstanceAdmin, INSTANCE_ERROR_CODE.notInstanceAdmin);
    if (!ids.includes(params.userId)) throw notFound(INSTANCE_ADMIN_NOT_FOUND_TEXT);
    if (ids.length <= 1) throw badRequest(INSTANCE_TEXT.lastAdmin, undefined, INSTANCE_ERROR_CODE.lastAdmin);
    await setInstanceAdmin(tx, params.userId, false, deps.now());
  });
  reply.code(204);
  return undefined;
}

/** GET /api/instances/admin/workspaces/: every workspace with owner email and counts (one query). */
export async function listWorkspaces(ctx: SessionContext): Promise<InstanceWorkspace[]> {
  requireInstanceAdmin(ctx);
  return (await listInstanceWorkspaces(ctx.db)).map(presentInstanceWorkspace);
}

/** POST /api/instances/admin/workspaces/: a workspace owned by an existing user, created exactly as POST /api/workspaces/ does. */
export async function createWorkspaceFor(ctx: SessionContext<InstanceWorkspaceCreate>): Promise<InstanceWorkspace> {
  requireInstanceAdmin(ctx);
  const { db, deps, body, reply } = ctx;
  const owner = await findUserByEmail(db, body.owner_email);
  if (!owner || !owner.is_active) throw notFound(INSTANCE_USER_NOT_FOUND_TEXT, undefined);
  const created = await createWorkspace(db, owner.id, { name: body.name, slug: body.slug }, deps.now());
  const [row] = await listInstanceWorkspaces(db, created.id);
  reply.code(201);
  return presentInstanceWorkspace(row);
}
