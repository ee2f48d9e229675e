import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { pages, pageVersions, type PageVersionRow } from '../schema/pages.schema';

// Saved versions of a page's content (issue 15): 'auto' ones are taken by the collaboration relay's compaction,
// 'manual' ones on demand and before a restore. Every query is scoped by workspace and page.

/** A version without its content (lists). */
export type PageVersionListRow = Omit<PageVersionRow, 'description_binary' | 'description_html' | 'description_stripped'>;

/** The page's versions, newest first (last_saved_at, then creation), without content. */
export async function listPageVersions(h: DbOrTx, workspaceId: string, pageId: string): Promise<PageVersionListRow[]> {
  const v = pageVersions;
  return h
    .select({ id: v.id, page_id: v.page_id, workspace_id: v.workspace_id, owned_by: v.owned_by, name: v.name, kind: v.kind, last_saved_at: v.last_saved_at, created_at: v.created_at })
    .from(v)
    .where(and(eq(v.workspace_id, workspaceId), eq(v.page_id, pageId)))
    .orderBy(desc(v.last_saved_at), desc(v.created_at), desc(v.id));
}

/** One version of the page (with content), or undefined (another page's or workspace's version reads as missing). */
export async function findPageVersion(h: DbOrTx, workspaceId: string, pageId: string, versionId: string): Promise<PageVersionRow | undefined> {
  const v = pageVersions;
  const [row] = await h.select().from(v).where(and(eq(v.workspace_id, workspaceId), eq(v.page_id, pageId), eq(v.id, versionId))).limit(1);
  return row;
}

/** Saves a 'manual' version holding the page's stored content as it is now (name, binary, HTML, text). */
export async function insertManualVersion(h: DbOrTx, workspaceId: string, pageId: string, ownedBy: string, now: Date): Promise<PageVersionRow> {
  const [page] = await h
    .select({ name: pages.name, binary: pages.description_binary, html: pages.description_html, stripped: pages.description_stripped })
    .from(pages)
    .where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId)));
  const [row] = await h
    .insert(pageVersions)
    .values({
      page_id: pageId, workspace_id: workspaceId, owned_by: ownedBy, name: page.name, description_binary: page.binary, description_html: page.html,
      description_stripped: page.stripped, kind: 'manual', last_saved_at: now, created_at: now,
    })
    .returning();
  return row;
}
