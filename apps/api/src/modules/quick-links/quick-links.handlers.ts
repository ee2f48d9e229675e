import { HOME_TEXT, type QuickLink, type QuickLinkCreate, type QuickLinkUpdate, API_TEXT } from '@cairn/types';
import type { Db } from '../../data/db';
import { deleteQuickLink, findQuickLink, insertQuickLink, listQuickLinkRows, updateQuickLink } from '../../data/repositories/quick-links.repository';
import { conflict, notFound } from '../../http/errors';
import { ANY_ROLE, requireWorkspaceRole } from '../workspaces/workspaces.policy';
import { defaultLinkTitle, presentQuickLink } from './quick-links.presenter';

// The caller's quick links (issue 16; spec §7 quick-links/). Personal: every member (guests too) keeps their own,
// scoped by workspace and owner (another user's link → 404). URLs are http(s) only (quickLinkCreateSchema); an empty
// title becomes the URL's host. No workspace events (personal data, as favorites).

/** 404 'Quick link not found'. */
export function quickLinkNotFound() {
  return notFound(HOME_TEXT.quickLinkNotFound);
}

/** GET quick-links/: the caller's links, oldest first. */
export async function listQuickLinks(db: Db, slug: string, userId: string): Promise<QuickLink[]> {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  return (await listQuickLinkRows(db, access.workspace.id, userId)).map(presentQuickLink);
}

/** POST quick-links/. */
export async function createQuickLink(db: Db, slug: string, userId: string, body: QuickLinkCreate, now: Date): Promise<QuickLink> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    const title = body.title || defaultLinkTitle(body.url);
    const row = await insertQuickLink(tx, { id: body.id, workspace_id: access.workspace.id, owner_id: userId, title, url: body.url }, now);
    if (!row) throw conflict(API_TEXT.aQuickLinkWithThisId);
    return presentQuickLink(row);
  });
}

/** PATCH quick-links/{id}/: title and/or url; an emptied title becomes the (new) URL's host. */
export async function patchQuickLink(db: Db, slug: string, userId: string, linkId: string, body: QuickLinkUpdate, now: Date): Promise<QuickLink> {
  return db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    const current = await findQuickLink(tx, access.workspace.id, userId, linkId);
    if (!current) throw quickLinkNotFound();
    const url = body.url ?? current.url;
    const title = body.title === undefined ? current.title : body.title || defaultLinkTitle(url);
    const row = await updateQuickLink(tx, access.workspace.id, userId, linkId, { url, title }, now);
    if (!row) throw quickLinkNotFound();
    return presentQuickLink(row);
  });
}

/** DELETE quick-links/{id}/. */
export async function removeQuickLink(db: Db, slug: string, userId: string, linkId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const access = await requireWorkspaceRole(tx, slug, userId, ANY_ROLE);
    if (!(await deleteQuickLink(tx, access.workspace.id, userId, linkId))) throw quickLinkNotFound();
  });
}
