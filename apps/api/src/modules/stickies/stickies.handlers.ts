import { HOME_TEXT, STICKY_PAGE_SIZE, type StickiesQuery, type Sticky, type StickyCreate, type StickyPage, type StickyUpdate, API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { deleteSticky, findSticky, insertSticky, listStickyPage, updateSticky, type StickyPatch } from '../../data/repositories/stickies.repository';
import { conflict, notFound } from '../../http/errors';
import { sanitizeRichText, stripRichText } from '../work-items/rich-text';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { presentSticky } from './stickies.presenter';
import { pageCursors, pageRequest } from '../../http/page-cursor';

// The caller's stickies (issue 16; spec §3, §4, §7 Stickies). Every member of the workspace (guests too) keeps their
// own; every query is scoped by workspace and owner, so another user's sticky reads as missing (404). Stickies are
// personal: no workspace event is recorded (the live stream is shared by everyone), as for favorites.
// The drag rule (homeReorderSortOrder in libs/types) runs on the client; the server takes any finite sort_order.

/** 404 'Sticky not found'. */
export function stickyNotFound() {
  return notFound(HOME_TEXT.stickyNotFound);
}

/** The stored HTML and its plain text (search), from a request's description_html. */
function description(html: string): { description_html: string; description_stripped: string } {
  const clean = sanitizeRichText(html);
  return { description_html: clean, description_stripped: stripRichText(clean) };
}

/** GET stickies/: one page, sort_order descending; `query` searches name and text case-insensitively. */
export async function listStickies(db: Db, slug: string, userId: string, query: StickiesQuery): Promise<StickyPage> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const page = pageRequest(query, STICKY_PAGE_SIZE);
  const { rows, total } = await listStickyPage(db, { workspaceId: access.workspace.id, ownerId: userId, search: query.query, limit: page.perPage, offset: page.offset });
  return { results: rows.map(presentSticky), total_count: total, ...pageCursors(page, rows.length, total) };
}

/** GET stickies/{id}/: the caller's sticky. */
export async function getSticky(db: Db, slug: string, userId: string, stickyId: string): Promise<Sticky> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const row = await findSticky(db, access.workspace.id, userId, stickyId);
  if (!row) throw stickyNotFound();
  return presentSticky(row);
}

/** POST stickies/: a new sticky on top of the caller's list (max + step) unless sort_order is given. */
export async function createSticky(db: Db, slug: string, userId: string, body: StickyCreate, now: Date): Promise<Sticky> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    const row = await insertSticky(tx, {
      id: body.id,
      workspace_id: access.workspace.id,
      owner_id: userId,
      name: body.name ?? '',
      ...description(body.description_html ?? '<p></p>'),
      color: body.color ?? '',
      background_color: body.background_color ?? '',
      sort_order: body.sort_order,
    }, now);
    if (!row) throw conflict(API_TEXT.aStickyWithThisIdAlready);
    return presentSticky(row);
  });
}

/** PATCH stickies/{id}/: name, body, colours, sort_order (a reorder). */
export async function patchSticky(db: Db, slug: string, userId: string, stickyId: string, body: StickyUpdate, now: Date): Promise<Sticky> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    const patch: StickyPatch = {};
    if (body.name !== undefined) patch.name = body.name;
    if (body.description_html !== undefined) Object.assign(patch, description(body.description_html));
    if (body.color !== undefined) patch.color = body.color;
    if (body.background_color !== undefined) patch.background_color = body.background_color;
    if (body.sort_order !== undefined) patch.sort_order = body.sort_order;
    const row = await updateSticky(tx, access.workspace.id, userId, stickyId, patch, now);
    if (!row) throw stickyNotFound();
    return presentSticky(row);
  });
}

/** DELETE stickies/{id}/. */
export async function removeSticky(db: Db, slug: string, userId: string, stickyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    if (!(await deleteSticky(tx, access.workspace.id, userId, stickyId))) throw stickyNotFound();
  });
}
