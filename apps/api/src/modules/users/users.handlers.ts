import { SPEC_TEXT, type Profile, type ProfileUpdate, type User, type UserSettings, type UserUpdate } from '@cairn/types';
import { deleteUserSessions } from '../../data/repositories/sessions.repository';
import { getOrCreateProfile, updateProfile, updateUser, type ProfilePatch } from '../../data/repositories/users.repository';
import { getWorkspaceSettingsBlock, listUserWorkspaces } from '../../data/repositories/workspaces.repository';
import { notFound } from '../../http/errors';
import type { SessionContext } from '../../http/route';
import { clearSessionCookie } from '../../http/session';
import { presentProfile, presentUser } from './users.presenter';

/** GET /api/users/me/ */
export async function getMe(ctx: SessionContext): Promise<User> {
  return presentUser(ctx.user);
}

/** PATCH /api/users/me/ */
export async function updateMe(ctx: SessionContext<UserUpdate>): Promise<User> {
  const { db, deps, user, body } = ctx;
  const updated = await db.transaction((tx) => updateUser(tx, user.id, { ...body, updated_at: deps.now() }));
  return presentUser(updated);
}

/** DELETE /api/users/me/: deactivates the account; every session ends and later sign-ins are refused. */
export async function deactivateMe(ctx: SessionContext): Promise<undefined> {
  const { db, deps, user, req, reply } = ctx;
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { is_active: false, updated_at: deps.now() });
    await deleteUserSessions(tx, user.id);
  });
  clearSessionCookie(req, reply);
  reply.code(204);
  return undefined;
}

/** GET /api/users/me/profile/ */
export async function getProfile(ctx: SessionContext): Promise<Profile> {
  return presentProfile(await getOrCreateProfile(ctx.db, ctx.user.id));
}

/** PATCH /api/users/me/profile/: theme and onboarding_step merge into the stored blocks. */
export async function updateMyProfile(ctx: SessionContext<ProfileUpdate>): Promise<Profile> {
  const { db, deps, user, body } = ctx;
  const updated = await db.transaction(async (tx) => {
    const current = await getOrCreateProfile(tx, user.id);
    if (body.last_workspace_id) {
      const [member] = await listUserWorkspaces(tx, user.id, [body.last_workspace_id]);
      if (!member) throw notFound(SPEC_TEXT.workspaceNotFound);
    }
    const { theme, onboarding_step, ...rest } = body;
    const patch: ProfilePatch = { ...rest, updated_at: deps.now() };
    if (theme) patch.theme = { ...current.theme, ...theme };
    if (onboarding_step) patch.onboarding_step = { ...current.onboarding_step, ...onboarding_step };
    if (body.billing_address !== undefined) patch.has_billing_address = Boolean(body.billing_address?.trim());
    return updateProfile(tx, user.id, patch);
  });
  return presentProfile(updated);
}

/** GET /api/users/me/settings/ */
export async function getSettings(ctx: SessionContext): Promise<UserSettings> {
  const { db, user } = ctx;
  const workspace = await getWorkspaceSettingsBlock(db, user.id);
  return { id: user.id, email: user.email, workspace };
}

/** POST /api/users/me/onboard/ */
export async function finishOnboarding(ctx: SessionContext<unknown>): Promise<Profile> {
  const { db, deps, user } = ctx;
  const updated = await db.transaction((tx) => updateProfile(tx, user.id, { is_onboarded: true, updated_at: deps.now() }));
  return presentProfile(updated);
}

/** POST /api/users/me/tour-completed/ */
export async function completeTour(ctx: SessionContext<unknown>): Promise<Profile> {
  const { db, deps, user } = ctx;
  const updated = await db.transaction((tx) => updateProfile(tx, user.id, { is_tour_completed: true, updated_at: deps.now() }));
  return presentProfile(updated);
}

/** GET /api/users/me/instance-admin/ */
export async function getInstanceAdmin(ctx: SessionContext): Promise<{ is_instance_admin: boolean }> {
  return { is_instance_admin: ctx.user.is_instance_admin };
}
