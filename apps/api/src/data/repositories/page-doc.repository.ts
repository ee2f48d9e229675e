import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { pageDocUpdates, pages, pageVersions } from '../schema/pages.schema';

// The collaboration relay's storage (issue 15; apps/api/src/collab): a page's document is description_binary (the
// merged Yjs state) plus its rows in page_doc_updates (the append-only log). Appending NOTIFYs the other API processes
// in the same statement (delivered at commit); compaction locks the page row, so two processes compacting one page at
// once take turns and each merges only what the other left.

/** The NOTIFY channel of appended document updates: payload `${pageId}:${updateId}:${instanceId}`. */
export const PAGE_DOC_CHANNEL = 'page_doc';
/** The NOTIFY channel of presence and connection checks: payload `a:${pageId}:${instanceId}:${base64}` or `r:${pageId}`. */
export const PAGE_COLLAB_CHANNEL = 'page_collab';

/** The stored part of a page's document. */
export interface PageDocRow {
  workspace_id: string;
  name: string;
  description_binary: Buffer | null;
  description_html: string;
  description_stripped: string;
}

/** One row of the log. */
export interface PageDocUpdateRow {
  id: number;
  update: Buffer;
}

/** The page's stored document fields (by id only: callers have authorised the page already); `lock` takes the row FOR UPDATE. */
export async function findPageDoc(h: DbOrTx, pageId: string, options: { lock?: boolean } = {}): Promise<PageDocRow | undefined> {
  const q = h
    .select({ workspace_id: pages.workspace_id, name: pages.name, description_binary: pages.description_binary, description_html: pages.description_html, description_stripped: pages.description_stripped })
    .from(pages)
    .where(eq(pages.id, pageId));
  const [row] = options.lock ? await q.for('update') : await q;
  return row;
}

/** The page's log rows, oldest first. */
export async function listPageDocUpdates(h: DbOrTx, pageId: string): Promise<PageDocUpdateRow[]> {
  return h.select({ id: pageDocUpdates.id, update: pageDocUpdates.update }).from(pageDocUpdates).where(eq(pageDocUpdates.page_id, pageId)).orderBy(asc(pageDocUpdates.id));
}

/** One log row of the page, or undefined (compacted away already). */
export async function findPageDocUpdate(h: DbOrTx, pageId: string, id: number): Promise<Buffer | undefined> {
  const [row] = await h.select({ update: pageDocUpdates.update }).from(pageDocUpdates).where(and(eq(pageDocUpdates.page_id, pageId), eq(pageDocUpdates.id, id)));
  return row?.update;
}

/** Appends an update to the page's log and NOTIFYs it (at commit); returns the row id. */
export async function appendPageDocUpdate(h: DbOrTx, pageId: string, update: Uint8Array, instanceId: string): Promise<number> {
  const rows = await h.execute<{ id: number | string }>(sql`
    with ins as (insert into ${pageDocUpdates} (page_id, update) values (${pageId}, ${Buffer.from(update)}) returning id)
    select id, pg_notify(${PAGE_DOC_CHANNEL}, ${pageId} || ':' || id || ':' || ${instanceId}) from ins`);
  const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: Array<{ id: number | string }> }).rows;
  return Number(list[0].id);
}

/** Sends a NOTIFY (at commit when inside a transaction). */
export async function notifyChannel(h: DbOrTx, channel: string, payload: string): Promise<void> {
  await h.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Stores the first document state of a page whose binary is still empty (the seed from its HTML). */
export async function seedPageDoc(h: DbOrTx, pageId: string, state: Uint8Array): Promise<void> {
  await h.execute(sql`update ${pages} set description_binary = ${Buffer.from(state)} where id = ${pageId} and description_binary is null`);
}

/** What a compaction stores on the page. */
export interface PageDocCompaction {
  binary: Uint8Array;
  /** Present when the content changed: the derived fields and who edited. */
  content?: { html: string; stripped: string; updatedBy: string | null; at: Date };
}

/** Writes the merged document (and, when the content changed, its derived fields) and deletes the merged log rows. */
export async function storePageDocCompaction(h: DbOrTx, pageId: string, c: PageDocCompaction, mergedIds: number[]): Promise<void> {
  const set: Partial<typeof pages.$inferInsert> = { description_binary: Buffer.from(c.binary) };
  if (c.content) {
    set.description_html = c.content.html;
    set.description_stripped = c.content.stripped;
    set.updated_at = c.content.at;
    if (c.content.updatedBy) set.updated_by = c.content.updatedBy;
  }
  await h.update(pages).set(set).where(eq(pages.id, pageId));
  if (mergedIds.length) await h.delete(pageDocUpdates).where(and(eq(pageDocUpdates.page_id, pageId), inArray(pageDocUpdates.id, mergedIds)));
}

/** When the page's newest version was saved (any kind), or undefined without versions. */
export async function newestPageVersionAt(h: DbOrTx, pageId: string): Promise<Date | undefined> {
  const [row] = await h.select({ at: pageVersions.last_saved_at }).from(pageVersions).where(eq(pageVersions.page_id, pageId)).orderBy(desc(pageVersions.last_saved_at)).limit(1);
  return row?.at;
}

/** Saves an 'auto' version of the page's content. */
export async function insertAutoVersion(
  h: DbOrTx,
  v: { pageId: string; workspaceId: string; ownedBy: string | null; name: string; binary: Uint8Array; html: string; stripped: string; at: Date },
): Promise<void> {
  await h.insert(pageVersions).values({
    page_id: v.pageId,
    workspace_id: v.workspaceId,
    owned_by: v.ownedBy,
    name: v.name,
    description_binary: Buffer.from(v.binary),
    description_html: v.html,
    description_stripped: v.stripped,
    kind: 'auto',
    last_saved_at: v.at,
    created_at: v.at,
  });
}
