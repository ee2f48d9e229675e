import { FAVORITE_TEXT, PAGE_NAME_MAX_LENGTH, PAGE_TEXT, type Page, type PageAccess, API_TEXT } from '@cairn/types';
import type { FastifyBaseLogger } from 'fastify';
import { loadHeadless } from '../../collab/headless';
import { loadPageState } from '../../collab/page-collab';
import type { Db } from '../../data/db';
import { deleteFavorite, findEntityFavorite, insertFavorite, lockFavoritesOf } from '../../data/repositories/favorites.repository';
import { labelsOfProjects, removePageFavorites, setPageProject, updatePage, type PagePatch } from '../../data/repositories/pages.repository';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, requireProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { insertOwnedPage, refreshAfterCommit, type PageRoute } from './pages.handlers';
import { recordPageEvent } from './pages.events';
import { requireAbility, requireArchived, requirePage, requirePageCreator, requirePagesAccess, type PageContext } from './pages.policy';
import { presentPage } from './pages.presenter';

// The page's state changes (spec §4 Page): access, lock, archive and restore (owner or admin), favorites (members),
// duplicate (members) and move (owner or admin here, member or admin in the target). Each is one transaction with its
// event; open collaboration connections are re-checked after the commit.

type Change = (ctx: PageContext) => PagePatch | null;

/** Locks the page, checks `manage`, applies the patch (null: nothing to change) and records the event. */
async function manageChange(db: Db, r: PageRoute, pageId: string, now: Date, action: 'updated' | 'archived' | 'restored', change: Change) {
  return db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId, { lock: true });
    requireAbility(ctx, 'manage');
    const patch = change(ctx);
    if (!patch) return { ctx, after: await presentPage(tx, ctx.page, r.userId) };
    const after = await updatePage(tx, access.workspace.id, pageId, { ...patch, updated_by: r.userId }, now);
    if (action === 'archived') await removePageFavorites(tx, access.workspace.id, pageId);
    if (patch.access === 'private' && ctx.page.access === 'public') await removePageFavorites(tx, access.workspace.id, pageId, { exceptUserId: after.owned_by });
    await recordPageEvent(tx, { workspaceId: access.workspace.id, actorId: r.userId, action, before: ctx.page, after, at: now });
    return { ctx, after: await presentPage(tx, after, r.userId) };
  });
}

/** POST pages/{id}/access/ (owner or admin): made private, other users' favorites of it are removed. */
export async function setPageAccessIn(db: Db, r: PageRoute, pageId: string, value: PageAccess, now: Date, log: FastifyBaseLogger): Promise<Page> {
  const { after } = await manageChange(db, r, pageId, now, 'updated', (ctx) => (ctx.page.access === value ? null : { access: value }));
  await refreshAfterCommit(db, pageId, log);
  return after;
}

/** POST / DELETE pages/{id}/lock/ (owner or admin): a locked page's content and properties stay as they are. */
export async function setPageLockIn(db: Db, r: PageRoute, pageId: string, locked: boolean, now: Date, log: FastifyBaseLogger): Promise<Page> {
  const { after } = await manageChange(db, r, pageId, now, 'updated', (ctx) => (ctx.page.is_locked === locked ? null : { is_locked: locked }));
  await refreshAfterCommit(db, pageId, log);
  return after;
}

/** POST pages/{id}/archive/ (owner or admin): sets archived_at (kept when already archived) and removes everyone's favorites. */
export async function archivePageIn(db: Db, r: PageRoute, pageId: string, now: Date, log: FastifyBaseLogger): Promise<{ archived_at: string }> {
  const { ctx } = await manageChange(db, r, pageId, now, 'archived', (c) => (c.page.archived_at ? null : { archived_at: now }));
  await refreshAfterCommit(db, pageId, log);
  return { archived_at: (ctx.page.archived_at ?? now).toISOString() };
}

/** DELETE pages/{id}/archive/ (owner or admin): clears archived_at; 409 when the page is not archived. */
export async function restorePageIn(db: Db, r: PageRoute, pageId: string, now: Date, log: FastifyBaseLogger): Promise<void> {
  await manageChange(db, r, pageId, now, 'restored', (ctx) => {
    requireArchived(ctx, PAGE_TEXT.notArchived);
    return { archived_at: null };
  });
  await refreshAfterCommit(db, pageId, log);
}

/** POST favorite-pages/{id}/ (members and admins who can read it; not archived): idempotent; answers the caller's favorite. */
export async function favoritePageIn(db: Db, r: PageRoute, pageId: string, now: Date): Promise<{ created: boolean; favorite: { id: string; page: string; created_at: string } }> {
  return db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId);
    requireAbility(ctx, 'favorite');
    if (ctx.page.archived_at) throw badRequest(FAVORITE_TEXT.entityArchived);
    await lockFavoritesOf(tx, access.workspace.id, r.userId);
    let row = await findEntityFavorite(tx, access.workspace.id, r.userId, 'page', pageId);
    const created = row === undefined;
    row ??= await insertFavorite(tx, {
      workspace_id: access.workspace.id, user_id: r.userId, entity_type: 'page', entity_identifier: pageId, project_id: ctx.page.project_ids[0],
      parent: null, is_folder: false, name: ctx.page.name,
    }, now);
    if (!row) throw conflict(API_TEXT.thisItemAlreadyExists);
    return { created, favorite: { id: row.id, page: pageId, created_at: row.created_at.toISOString() } };
  });
}

/**
 * DELETE favorite-pages/{id}/ (any workspace member; idempotent): drops the caller's own favorite of the page, even
 * one they can no longer read (the row is theirs; nothing about the page is revealed).
 */
export async function unfavoritePageIn(db: Db, r: PageRoute, pageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, r.slug, r.userId, ANY_ROLE);
    await lockFavoritesOf(tx, access.workspace.id, r.userId);
    const row = await findEntityFavorite(tx, access.workspace.id, r.userId, 'page', pageId);
    if (row) await deleteFavorite(tx, access.workspace.id, r.userId, row.id);
  });
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return name.length + suffix.length > PAGE_NAME_MAX_LENGTH ? `${name.slice(0, PAGE_NAME_MAX_LENGTH - suffix.length)}${suffix}` : `${name}${suffix}`;
}

/**
 * POST pages/{id}/duplicate/ (members and admins who can read it; page_view on): a new page in the route's project
 * owned by the caller, with the document's current content (bytes and HTML), logo, color, labels and access; named
 * "{name} (copy)" unless a name is given. Unlocked, not archived.
 */
export async function duplicatePageIn(db: Db, r: PageRoute, pageId: string, name: string | undefined, now: Date): Promise<Page> {
  // The document is read first (the relay reads outside any transaction: PGlite has one connection).
  await requirePage(db, await requirePagesAccess(db, r.slug, r.projectId, r.userId), pageId);
  const state = await loadPageState(db, pageId);
  const html = (await loadHeadless()).docStateToHtml(state);
  return db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId);
    requireAbility(ctx, 'duplicate');
    requirePageCreator(access);
    return insertOwnedPage(tx, access, r.userId, now, {
      name: name ?? copyName(ctx.page.name),
      html,
      description_binary: Buffer.from(state),
      color: ctx.page.color,
      label_ids: await labelsOfProjects(tx, access.workspace.id, [access.project.id], ctx.page.label_ids),
      logo_props: ctx.page.logo_props,
      access: ctx.page.access as PageAccess,
    }, 'This item already exists.');
  });
}

/**
 * POST pages/{id}/move/ { new_project_id }: the owner or an admin of the page (here), who is also a member or admin of
 * the target project (403 moveNotAllowed otherwise; pages on there). The target becomes the page's only project;
 * labels that are not the target's are dropped; favorites follow the page. Unknown or foreign target → 404
 * moveTargetNotFound; the same project → 400 moveSameProject.
 */
export async function movePageIn(db: Db, r: PageRoute, pageId: string, targetId: string, now: Date, log: FastifyBaseLogger): Promise<Page> {
  const page = await db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId, { lock: true });
    requireAbility(ctx, 'manage');
    if (ctx.page.project_ids.includes(targetId)) throw badRequest(PAGE_TEXT.moveSameProject);
    const target = await targetProject(tx, r, targetId);
    requirePageCreator(target, PAGE_TEXT.moveNotAllowed);
    await setPageProject(tx, access.workspace.id, pageId, target.project.id, now);
    const labelIds = await labelsOfProjects(tx, access.workspace.id, [target.project.id], ctx.page.label_ids);
    const after = await updatePage(tx, access.workspace.id, pageId, { label_ids: labelIds, updated_by: r.userId }, now);
    await recordPageEvent(tx, { workspaceId: access.workspace.id, actorId: r.userId, action: 'updated', before: ctx.page, after, at: now });
    return presentPage(tx, after, r.userId);
  });
  await refreshAfterCommit(db, pageId, log);
  return page;
}

/** The move's target project with the caller's role there: unknown / foreign → 404, no role → 403 (both with the page texts). */
async function targetProject(tx: Parameters<typeof requireProjectRole>[0], r: PageRoute, targetId: string) {
  try {
    return await requireProjectRole(tx, r.slug, targetId, r.userId, ANY_PROJECT_ROLE);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(PAGE_TEXT.moveTargetNotFound);
    if (error instanceof HttpError && error.status === 403) throw new HttpError(403, PAGE_TEXT.moveNotAllowed, error.errorCode);
    throw error;
  }
}
