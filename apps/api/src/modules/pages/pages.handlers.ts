import { PAGE_DEFAULT_SORT_BY, PAGE_DEFAULT_SORT_KEY, PAGE_TEXT, PROJECT_TEXT, type Page, type PageAccess, type PageCreate, type PagesQuery, type PageUpdate } from '@cairn/types';
import type { FastifyBaseLogger } from 'fastify';
import { refreshPageConnections, replacePageContentFromHtml } from '../../collab/page-collab';
import type { Db, DbOrTx } from '../../data/db';
import {
  countPages, deletePage, findPageInProject, insertPage, labelsOfProjects, listPages, removePageFavorites, replacePageMentions, updatePage, type PagePatch,
} from '../../data/repositories/pages.repository';
import { badRequest, conflict } from '../../http/errors';
import { sanitizeRichText, stripRichText } from '../work-items/rich-text';
import { recordPageEvent } from './pages.events';
import {
  pageNotFound, refuseTooLarge, requireAbility, requireArchived, requireContentEditor, requirePage, requirePageCreator, requirePagesAccess, type PagesAccess,
} from './pages.policy';
import { presentPage, presentPageListRow } from './pages.presenter';

// The pages of a project: list, counts, create, read, edit, delete (issue 15; spec §7 Pages). Every write is one
// transaction with its event; content changes go through the collaboration relay (apps/api/src/collab), which owns
// the document, and connections are re-checked once the change is committed.

/** Who calls, where: the route's slug and project and the caller. */
export interface PageRoute {
  slug: string;
  projectId: string;
  userId: string;
}

/** Runs the collaboration re-check of a page's open connections after a committed change; a failure is logged, not answered. */
export async function refreshAfterCommit(db: Db, pageId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await refreshPageConnections(db, pageId);
  } catch (err) {
    log.error({ err, pageId }, 'page connections refresh failed');
  }
}

/** The labels must all be labels of the projects (400 naming the field otherwise); answers them de-duplicated. */
export async function requireLabelsOf(h: DbOrTx, access: PagesAccess, projectIds: string[], labelIds: string[]): Promise<string[]> {
  const wanted = [...new Set(labelIds)];
  const found = new Set(await labelsOfProjects(h, access.workspace.id, projectIds, wanted));
  if (wanted.some((id) => !found.has(id))) throw badRequest(PROJECT_TEXT.labelNotFound, { label_ids: [PROJECT_TEXT.labelNotFound] });
  return wanted;
}

/** Sanitised HTML for storage, refused when over the size limit. */
export function cleanHtml(html: string): string {
  refuseTooLarge(Buffer.byteLength(html, 'utf8'));
  return sanitizeRichText(html);
}

/** The fields of a new page that its creator chooses (create, duplicate). */
export interface NewPageFields {
  id?: string;
  name: string;
  /** Sanitised HTML (description_stripped and mentions follow it). */
  html: string;
  description_binary: Buffer | null;
  color: string;
  label_ids: string[];
  logo_props: Record<string, unknown>;
  access: PageAccess;
}

/** Inserts a page owned by the caller in the route's project, with its mentions and 'created' event; 409 on an id taken. */
export async function insertOwnedPage(tx: DbOrTx, access: PagesAccess, userId: string, now: Date, fields: NewPageFields, takenText: string): Promise<Page> {
  const { html, ...rest } = fields;
  const row = await insertPage(tx, {
    ...rest,
    workspace_id: access.workspace.id,
    description_html: html,
    description_stripped: stripRichText(html),
    owned_by: userId,
    created_by: userId,
    updated_by: userId,
    created_at: now,
    updated_at: now,
  }, access.project.id);
  if (!row) throw conflict(takenText);
  await replacePageMentions(tx, { pageId: row.id, workspaceId: row.workspace_id, html });
  await recordPageEvent(tx, { workspaceId: row.workspace_id, actorId: userId, action: 'created', before: null, after: row, at: now });
  return presentPage(tx, row, userId);
}

/** GET pages/ (any project role): the pages the caller can read, filtered and sorted; no HTML, a preview instead. */
export async function listPagesIn(db: Db, r: PageRoute, query: PagesQuery): Promise<Page[]> {
  const access = await requirePagesAccess(db, r.slug, r.projectId, r.userId);
  const rows = await listPages(db, {
    workspaceId: access.workspace.id,
    projectId: access.project.id,
    userId: r.userId,
    type: query.type ?? 'all',
    search: query.search,
    sortKey: query.sort_key ?? PAGE_DEFAULT_SORT_KEY,
    sortBy: query.sort_by ?? PAGE_DEFAULT_SORT_BY,
    ownedByMe: query.owned_by_me === 'true',
    favorites: query.favorites === 'true',
  });
  return rows.map(presentPageListRow);
}

/** GET pages-summary/ (any project role). */
export async function pagesSummaryIn(db: Db, r: PageRoute) {
  const access = await requirePagesAccess(db, r.slug, r.projectId, r.userId);
  return countPages(db, access.workspace.id, access.project.id, r.userId);
}

/** POST pages/ (project members and admins; page_view on): the caller owns the new page. */
export async function createPageIn(db: Db, r: PageRoute, body: PageCreate, now: Date): Promise<Page> {
  const html = cleanHtml(body.description_html ?? '<p></p>');
  return db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    requirePageCreator(access);
    const labelIds = body.label_ids ? await requireLabelsOf(tx, access, [access.project.id], body.label_ids) : [];
    return insertOwnedPage(tx, access, r.userId, now, {
      ...(body.id ? { id: body.id } : {}),
      name: body.name ?? '',
      html,
      description_binary: null,
      color: body.color ?? '',
      label_ids: labelIds,
      logo_props: body.logo_props ?? {},
      access: body.access ?? 'public',
    }, 'A page with this id already exists');
  });
}

/** GET pages/{id}/ (readers; another user's private page 404): with description_html. */
export async function getPageIn(db: Db, r: PageRoute, pageId: string): Promise<Page> {
  const ctx = await requirePage(db, await requirePagesAccess(db, r.slug, r.projectId, r.userId), pageId);
  return presentPage(db, ctx.page, r.userId);
}

/** The page as it is now (after a content change committed elsewhere). */
export async function reloadPage(db: Db, access: PagesAccess, pageId: string, userId: string): Promise<Page> {
  const row = await findPageInProject(db, access.workspace.id, access.project.id, pageId);
  if (!row) throw pageNotFound();
  return presentPage(db, row, userId);
}

/**
 * PATCH pages/{id}/: name, logo_props, color, label_ids need the edit ability (labels of the page's projects);
 * description_html needs content editing (not locked, not archived) and replaces the document's content through the
 * collaboration relay, for connected editors too.
 */
export async function patchPageIn(db: Db, r: PageRoute, pageId: string, body: PageUpdate, now: Date): Promise<Page> {
  const html = body.description_html === undefined ? undefined : cleanHtml(body.description_html);
  const access = await db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId, { lock: true });
    if (html !== undefined) requireContentEditor(ctx);
    const patch: PagePatch = {};
    for (const key of ['name', 'logo_props', 'color'] as const) if (body[key] !== undefined) Object.assign(patch, { [key]: body[key] });
    if (Object.keys(patch).length > 0 || body.label_ids !== undefined) requireAbility(ctx, 'edit');
    if (body.label_ids !== undefined) patch.label_ids = await requireLabelsOf(tx, access, ctx.page.project_ids, body.label_ids);
    if (Object.keys(patch).length > 0) {
      const after = await updatePage(tx, access.workspace.id, pageId, { ...patch, updated_by: r.userId }, now);
      await recordPageEvent(tx, { workspaceId: access.workspace.id, actorId: r.userId, action: 'updated', before: ctx.page, after, at: now });
    }
    return access;
  });
  if (html !== undefined) await replacePageContentFromHtml(db, pageId, html, r.userId);
  return reloadPage(db, access, pageId, r.userId);
}

/** DELETE pages/{id}/ (its owner and admins): only an archived page (409 otherwise); everyone's favorites of it go too. */
export async function deletePageIn(db: Db, r: PageRoute, pageId: string, now: Date, log: FastifyBaseLogger): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requirePagesAccess(tx, r.slug, r.projectId, r.userId);
    const ctx = await requirePage(tx, access, pageId, { lock: true });
    requireAbility(ctx, 'manage');
    requireArchived(ctx, PAGE_TEXT.deleteNotArchived);
    await removePageFavorites(tx, access.workspace.id, pageId);
    await recordPageEvent(tx, { workspaceId: access.workspace.id, actorId: r.userId, action: 'deleted', before: ctx.page, after: null, at: now });
    await deletePage(tx, access.workspace.id, pageId);
  });
  await refreshAfterCommit(db, pageId, log);
}
