import { PAGE_TEXT, ROLE, type MentioningPage, type Page, type PageVersion } from '@cairn/types';
import * as Y from 'yjs';
import { applyServerUpdate, compactPageDocument, loadPageState, replacePageContentFromHtml } from '../../collab/page-collab';
import type { Db } from '../../data/db';
import { findPageVersion, insertManualVersion, listPageVersions } from '../../data/repositories/page-versions.repository';
import { pagesMentioning } from '../../data/repositories/pages.repository';
import { badRequest, notFound } from '../../http/errors';
import { requireWorkItem, WORK_ITEM_READERS } from '../work-items/work-items.policy';
import { cleanHtml, reloadPage, type PageRoute } from './pages.handlers';
import { refuseTooLarge, requireAbility, requireContentEditor, requirePage, requirePagesAccess, type PageContext } from './pages.policy';
import { presentMentioningPage, presentPageVersion } from './pages.presenter';

// The page's content (issue 15): the collaborative document's bytes (GET / PATCH description/), versions (list, save
// now, read, restore) and the pages mentioning a work item. The document belongs to the collaboration relay
// (apps/api/src/collab/page-collab.ts): these handlers authorise, validate and call it; its functions run their own
// transactions, so they are called outside ours (PGlite has one connection).

/** What PATCH description/ carries: the document update's bytes, or JSON with HTML or base64 bytes. */
export type DescriptionInput = { bytes: Uint8Array } | { description_html: string } | { description_binary: string };

async function pageFor(db: Db, r: PageRoute, pageId: string): Promise<PageContext> {
  return requirePage(db, await requirePagesAccess(db, r.slug, r.projectId, r.userId), pageId);
}

/** GET pages/{id}/description/ (readers): the document's current state as one Yjs update. */
export async function getPageDescriptionIn(db: Db, r: PageRoute, pageId: string): Promise<Buffer> {
  await pageFor(db, r, pageId);
  return Buffer.from(await loadPageState(db, pageId));
}

/** 400 descriptionInvalid unless the bytes are a Yjs update (applied to a scratch document). */
export function requireYjsUpdate(bytes: Uint8Array): void {
  refuseTooLarge(bytes.byteLength);
  const invalid = () => badRequest(PAGE_TEXT.descriptionInvalid, { description: [PAGE_TEXT.descriptionInvalid] });
  if (bytes.byteLength === 0) throw invalid();
  const scratch = new Y.Doc();
  try {
    Y.applyUpdate(scratch, bytes);
  } catch {
    throw invalid();
  } finally {
    scratch.destroy();
  }
}

/**
 * PATCH pages/{id}/description/ (content editors; not locked, not archived): a Yjs update (raw bytes or base64) is
 * applied like a client's edit and the document compacted; HTML replaces the content. Answers the page with its new
 * description_html.
 */
export async function patchPageDescriptionIn(db: Db, r: PageRoute, pageId: string, input: DescriptionInput): Promise<Page> {
  let bytes: Uint8Array | null = null;
  let html: string | null = null;
  if ('bytes' in input) bytes = input.bytes;
  else if ('description_binary' in input) bytes = Buffer.from(input.description_binary, 'base64');
  else html = cleanHtml(input.description_html);
  if (bytes) requireYjsUpdate(bytes);
  const ctx = await pageFor(db, r, pageId);
  requireContentEditor(ctx);
  if (bytes) {
    await applyServerUpdate(db, pageId, bytes, r.userId);
    await compactPageDocument(db, pageId, r.userId);
  } else {
    await replacePageContentFromHtml(db, pageId, html!, r.userId);
  }
  return reloadPage(db, ctx.access, pageId, r.userId);
}

/** GET pages/{id}/versions/ (readers): newest first, without content. */
export async function listPageVersionsIn(db: Db, r: PageRoute, pageId: string): Promise<PageVersion[]> {
  const ctx = await pageFor(db, r, pageId);
  return (await listPageVersions(db, ctx.access.workspace.id, pageId)).map((v) => presentPageVersion(v, false));
}

/** POST pages/{id}/versions/ (editors): the document is compacted, then its content saved as a 'manual' version. */
export async function savePageVersionIn(db: Db, r: PageRoute, pageId: string, now: Date): Promise<PageVersion> {
  const ctx = await pageFor(db, r, pageId);
  requireAbility(ctx, 'edit');
  await compactPageDocument(db, pageId, r.userId);
  return presentPageVersion(await insertManualVersion(db, ctx.access.workspace.id, pageId, r.userId, now), false);
}

function versionNotFound() {
  return notFound(PAGE_TEXT.versionNotFound);
}

/** GET pages/{id}/versions/{vid}/ (readers): with its HTML. */
export async function getPageVersionIn(db: Db, r: PageRoute, pageId: string, versionId: string): Promise<PageVersion> {
  const ctx = await pageFor(db, r, pageId);
  const version = await findPageVersion(db, ctx.access.workspace.id, pageId, versionId);
  if (!version) throw versionNotFound();
  return presentPageVersion(version, true);
}

/**
 * POST pages/{id}/versions/{vid}/restore/ (content editors): the current content is saved as a 'manual' version
 * first (so the restore can itself be undone), then the page's content becomes the version's HTML.
 */
export async function restorePageVersionIn(db: Db, r: PageRoute, pageId: string, versionId: string, now: Date): Promise<Page> {
  const ctx = await pageFor(db, r, pageId);
  requireContentEditor(ctx);
  const version = await findPageVersion(db, ctx.access.workspace.id, pageId, versionId);
  if (!version) throw versionNotFound();
  await compactPageDocument(db, pageId, r.userId);
  await insertManualVersion(db, ctx.access.workspace.id, pageId, r.userId, now);
  await replacePageContentFromHtml(db, pageId, version.description_html, r.userId);
  return reloadPage(db, ctx.access, pageId, r.userId);
}

/** GET issues/{id}/pages/ (whoever can read the work item): the live pages mentioning it that the caller can read. */
export async function listWorkItemPagesIn(db: Db, r: PageRoute, issueId: string): Promise<MentioningPage[]> {
  const access = await requireWorkItem(db, r.slug, r.projectId, issueId, r.userId, WORK_ITEM_READERS);
  const rows = await pagesMentioning(db, access.workspace.id, issueId, r.userId, access.role === ROLE.ADMIN);
  return rows.map(presentMentioningPage);
}
