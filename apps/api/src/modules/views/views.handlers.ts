import type { IssueViewCreate, IssueViewUpdate } from '@cairn/types';
import type { Db } from '../../data/db';
import { deleteView, insertView, listViews, removeViewFavorites, updateView, type IssueViewPatch } from '../../data/repositories/views.repository';
import { mapUniqueViolations } from '../projects/projects.errors';
import { recordViewEvent } from './views.events';
import { refuseLockedChanges, requireView, requireViewCreator, requireViewEditor, type ResolveViewsAccess } from './views.policy';
import { presentOneView, presentViews } from './views.presenter';

// CRUD of saved views, the same for the three kinds: each route passes how its context is authorised (`resolve`,
// see views.policy.ts). Every write is one transaction with its event.

/** GET views/: the context's views the caller may see (public ones and their own private ones). */
export async function listViewsIn(db: Db, resolve: ResolveViewsAccess) {
  const access = await resolve(db);
  return presentViews(db, access.kind, await listViews(db, access.context, access.userId), access.userId);
}

/** GET views/{id}/: one view the caller may see (another user's private view → 404). */
export async function getViewIn(db: Db, resolve: ResolveViewsAccess, viewId: string) {
  const access = await resolve(db);
  return presentOneView(db, access.kind, await requireView(db, access, viewId), access.userId);
}

/**
 * POST views/ (admins and members; project views need issue_views_view on): the caller owns the new view. access
 * defaults to public (the spec's flow sets private in a later PATCH; it is accepted here too).
 */
export async function createViewIn(db: Db, resolve: ResolveViewsAccess, body: IssueViewCreate, now: Date) {
  return mapUniqueViolations(() =>
    db.transaction(async (tx) => {
      const access = await resolve(tx);
      requireViewCreator(access);
      const row = await insertView(tx, {
        ...(body.id ? { id: body.id } : {}),
        workspace_id: access.context.workspaceId,
        project_id: access.context.projectId,
        teamspace_id: access.context.teamspaceId,
        name: body.name,
        description: body.description ?? '',
        access: body.access ?? 'public',
        filters: body.filters ?? {},
        display_filters: body.display_filters ?? {},
        display_properties: body.display_properties ?? {},
        logo_props: body.logo_props ?? {},
        owned_by: access.userId,
        created_by: access.userId,
        updated_by: access.userId,
        created_at: now,
        updated_at: now,
      });
      await recordViewEvent(tx, access, 'created', null, row, now);
      return presentOneView(tx, access.kind, row, access.userId);
    }),
  );
}

/**
 * PATCH views/{id}/ (its owner and the context's admins): any field; a locked view refuses name, filters and display
 * changes unless the same call unlocks it (409). Making a view private removes other users' favorites of it.
 */
export async function patchViewIn(db: Db, resolve: ResolveViewsAccess, viewId: string, body: IssueViewUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const access = await resolve(tx);
    const view = await requireView(tx, access, viewId, { lock: true });
    requireViewEditor(access, view);
    refuseLockedChanges(view, body, access.kind);
    const patch: IssueViewPatch = { updated_by: access.userId };
    for (const key of ['name', 'description', 'access', 'is_locked', 'filters', 'display_filters', 'display_properties', 'logo_props', 'sort_order'] as const) {
      if (body[key] !== undefined) Object.assign(patch, { [key]: body[key] });
    }
    const after = await updateView(tx, access.context, viewId, patch, now);
    if (view.access === 'public' && after.access === 'private') await removeViewFavorites(tx, access.context.workspaceId, viewId, { exceptUserId: after.owned_by });
    await recordViewEvent(tx, access, 'updated', view, after, now);
    return presentOneView(tx, access.kind, after, access.userId);
  });
}

/** DELETE views/{id}/ (its owner and the context's admins; locked or not): every user's favorite of it goes too. */
export async function removeViewIn(db: Db, resolve: ResolveViewsAccess, viewId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await resolve(tx);
    const view = await requireView(tx, access, viewId, { lock: true });
    requireViewEditor(access, view);
    await removeViewFavorites(tx, access.context.workspaceId, viewId);
    await deleteView(tx, access.context, viewId);
    await recordViewEvent(tx, access, 'deleted', view, null, now);
  });
}
