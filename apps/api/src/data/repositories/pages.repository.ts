import type { PageListType, PageSortBy, PageSortKey } from '@cairn/types';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { pages, pageWorkItemMentions, projectPages, type PageRow } from '../schema/pages.schema';
import { labels, projectMembers, userFavorites } from '../schema/projects.schema';
import { workItems } from '../schema/work-items.schema';
import { uuidArray, uuidList } from './sql-arrays';
import { loadHeadless } from '../../collab/headless';

// Pages (issue 15): every query is scoped by workspace, and by project through project_pages (a page's projects; the
// oldest row is its first project). Lists never read description_html nor description_binary (the document can be
// megabytes): they answer a preview of description_stripped.

/** How many characters of a page's text a list answers as its preview. */
export const PAGE_PREVIEW_LENGTH = 200;

/** A page row with its projects (first project first). */
export type PageWithProjects = PageRow & { project_ids: string[] };

/** A page of a list: no HTML nor binary; the preview, the caller's favorite flag and the projects instead. */
export type PageListRow = Omit<PageRow, 'description_html' | 'description_binary' | 'description_stripped'> & {
  description_preview: string;
  is_favorite: boolean;
  project_ids: string[];
};

// Correlated subqueries name the outer page as "pages"."id": in a one-table select drizzle writes a bare "id", which
// inside the subquery would mean the inner table's column.
const PAGE_ID = sql.raw('"pages"."id"');

/** The page's projects, first (oldest) first, as one SQL array expression. */
const projectIdsOf = sql<string[]>`(select coalesce(array_agg(pp.project_id order by pp.created_at, pp.project_id), '{}'::uuid[]) from ${projectPages} pp where pp.page_id = ${PAGE_ID})`;
const inProject = (projectId: string) => sql`exists (select 1 from ${projectPages} pp where pp.page_id = ${PAGE_ID} and pp.project_id = ${projectId})`;
const readableBy = (userId: string) => sql`(${pages.access} = 'public' or ${pages.owned_by} = ${userId})`;

/**
 * Rebuilds the page's work-item mentions from its HTML: the ids the editor's mention nodes carry, kept only when they
 * are live (not deleted) work items of the page's workspace. Called in the transaction that stores the HTML (REST
 * writes and the collaboration relay's compaction).
 */
export async function replacePageMentions(tx: DbOrTx, input: { pageId: string; workspaceId: string; html: string }): Promise<void> {
  const { extractWorkItemMentionIds } = await loadHeadless();
  const ids = [...new Set(extractWorkItemMentionIds(input.html).map((id) => id.toLowerCase()))].filter((id) => UUID.test(id));
  await tx.delete(pageWorkItemMentions).where(eq(pageWorkItemMentions.page_id, input.pageId));
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into ${pageWorkItemMentions} (page_id, work_item_id, workspace_id)
    select ${input.pageId}, wi.id, wi.workspace_id from ${workItems} wi
    where wi.workspace_id = ${input.workspaceId} and wi.id = any(${uuidArray(ids)}) and wi.deleted_at is null
    on conflict do nothing`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function withProjects<T extends { project_ids: unknown; label_ids: unknown }>(row: T): T & { project_ids: string[]; label_ids: string[] } {
  return { ...row, project_ids: uuidList(row.project_ids), label_ids: uuidList(row.label_ids) };
}

/**
 * A page of the workspace that belongs to the project, with its projects; undefined otherwise (another project's or
 * workspace's page reads as missing). `lock` locks the page row first (inside a transaction).
 */
export async function findPageInProject(h: DbOrTx, workspaceId: string, projectId: string, pageId: string, options: { lock?: boolean } = {}): Promise<PageWithProjects | undefined> {
  if (options.lock) await h.select({ id: pages.id }).from(pages).where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId))).for('no key update');
  const [row] = await h
    .select({ page: pages, project_ids: projectIdsOf })
    .from(pages)
    .where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId), inProject(projectId)))
    .limit(1);
  return row ? withProjects({ ...row.page, project_ids: row.project_ids }) : undefined;
}

/** The page's first project (its link's), or undefined for an unknown page or another workspace's. */
export async function firstProjectOfPage(h: DbOrTx, workspaceId: string, pageId: string): Promise<string | undefined> {
  const [row] = await h
    .select({ project_id: projectPages.project_id })
    .from(projectPages)
    .where(and(eq(projectPages.workspace_id, workspaceId), eq(projectPages.page_id, pageId)))
    .orderBy(projectPages.created_at, projectPages.project_id)
    .limit(1);
  return row?.project_id;
}

/** The caller's project membership roles in each of the given projects (null without a membership row). */
export async function membershipRolesIn(h: DbOrTx, userId: string, projectIds: string[]): Promise<Array<{ project_id: string; role: number | null }>> {
  if (projectIds.length === 0) return [];
  const rows = await h
    .select({ project_id: projectMembers.project_id, role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.member, userId), sql`${projectMembers.project_id} = any(${uuidArray(projectIds)})`));
  const byProject = new Map(rows.map((r) => [r.project_id, r.role]));
  return projectIds.map((id) => ({ project_id: id, role: byProject.get(id) ?? null }));
}

/** What a pages list asks for (see pagesQuerySchema). */
export interface PageListFilter {
  workspaceId: string;
  projectId: string;
  userId: string;
  type: PageListType;
  search?: string;
  sortKey: PageSortKey;
  sortBy: PageSortBy;
  ownedByMe?: boolean;
  favorites?: boolean;
}

const isFavoriteOf = (userId: string) =>
  sql<boolean>`exists (select 1 from ${userFavorites} f where f.user_id = ${userId} and f.entity_type = 'page' and f.entity_identifier = ${PAGE_ID})`;

function typeCondition(type: PageListType, userId: string): SQL {
  switch (type) {
    case 'public': return sql`${pages.access} = 'public' and ${pages.archived_at} is null`;
    case 'private': return sql`${pages.access} = 'private' and ${pages.owned_by} = ${userId} and ${pages.archived_at} is null`;
    case 'archived': return sql`${pages.archived_at} is not null`;
    default: return sql`${pages.archived_at} is null`;
  }
}

/** Escapes LIKE wildcards so a search matches its text literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The project's pages the caller can read (public ones and their own private ones), filtered and sorted; one query. */
export async function listPages(h: DbOrTx, f: PageListFilter): Promise<PageListRow[]> {
  const search = f.search?.trim();
  const sortColumn = f.sortKey === 'name' ? sql`lower(${pages.name})` : f.sortKey === 'created_at' ? sql`${pages.created_at}` : sql`${pages.updated_at}`;
  const direction = f.sortBy === 'asc' ? sql`asc` : sql`desc`;
  const rows = await h
    .select({
      id: pages.id, workspace_id: pages.workspace_id, name: pages.name, color: pages.color, label_ids: pages.label_ids, owned_by: pages.owned_by,
      access: pages.access, logo_props: pages.logo_props, is_locked: pages.is_locked, archived_at: pages.archived_at, created_by: pages.created_by,
      updated_by: pages.updated_by, created_at: pages.created_at, updated_at: pages.updated_at,
      description_preview: sql<string>`left(${pages.description_stripped}, ${PAGE_PREVIEW_LENGTH})`,
      is_favorite: isFavoriteOf(f.userId),
      project_ids: projectIdsOf,
    })
    .from(pages)
    .where(and(
      eq(pages.workspace_id, f.workspaceId),
      inProject(f.projectId),
      readableBy(f.userId),
      typeCondition(f.type, f.userId),
      search ? sql`(${pages.name} ilike ${likePattern(search)} or ${pages.description_stripped} ilike ${likePattern(search)})` : undefined,
      f.ownedByMe ? eq(pages.owned_by, f.userId) : undefined,
      f.favorites ? isFavoriteOf(f.userId) : undefined,
    ))
    .orderBy(sql`${sortColumn} ${direction}`, sql`${pages.id} ${direction}`);
  return rows.map((r) => withProjects(r));
}

/** Counts of the project's pages the caller can read: live public, the caller's live private ones, archived. One query. */
export async function countPages(h: DbOrTx, workspaceId: string, projectId: string, userId: string): Promise<{ public_pages: number; private_pages: number; archived_pages: number }> {
  const [row] = await h
    .select({
      public_pages: sql<number>`count(*) filter (where ${pages.access} = 'public' and ${pages.archived_at} is null)::int`,
      private_pages: sql<number>`count(*) filter (where ${pages.access} = 'private' and ${pages.owned_by} = ${userId} and ${pages.archived_at} is null)::int`,
      archived_pages: sql<number>`count(*) filter (where ${pages.archived_at} is not null)::int`,
    })
    .from(pages)
    .where(and(eq(pages.workspace_id, workspaceId), inProject(projectId), readableBy(userId)));
  return { public_pages: Number(row.public_pages), private_pages: Number(row.private_pages), archived_pages: Number(row.archived_pages) };
}

/** A new page row. */
export type NewPage = typeof pages.$inferInsert;

/** Inserts a page and its first project row; a client id already in use answers undefined (nothing inserted). */
export async function insertPage(h: DbOrTx, values: NewPage, projectId: string): Promise<PageWithProjects | undefined> {
  const [row] = await h.insert(pages).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await h.insert(projectPages).values({ page_id: row.id, project_id: projectId, workspace_id: row.workspace_id, created_at: row.created_at });
  return withProjects({ ...row, project_ids: [projectId] });
}

/** The page fields REST writes change. */
export type PagePatch = Partial<Pick<PageRow, 'name' | 'color' | 'label_ids' | 'logo_props' | 'access' | 'is_locked' | 'archived_at' | 'owned_by' | 'updated_by'>>;

/** Updates one page of the workspace; answers the new row with its projects. */
export async function updatePage(h: DbOrTx, workspaceId: string, pageId: string, patch: PagePatch, now: Date): Promise<PageWithProjects> {
  await h.update(pages).set({ ...patch, updated_at: now }).where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId)));
  const [row] = await h.select({ page: pages, project_ids: projectIdsOf }).from(pages).where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId)));
  return withProjects({ ...row.page, project_ids: row.project_ids });
}

/** Deletes a page of the workspace (its projects, versions, log and mentions cascade). */
export async function deletePage(h: DbOrTx, workspaceId: string, pageId: string): Promise<void> {
  await h.delete(pages).where(and(eq(pages.workspace_id, workspaceId), eq(pages.id, pageId)));
}

/** Makes `projectId` the page's only project (move); the page's favorites follow it. */
export async function setPageProject(h: DbOrTx, workspaceId: string, pageId: string, projectId: string, now: Date): Promise<void> {
  await h.delete(projectPages).where(and(eq(projectPages.workspace_id, workspaceId), eq(projectPages.page_id, pageId)));
  await h.insert(projectPages).values({ page_id: pageId, project_id: projectId, workspace_id: workspaceId, created_at: now });
  await h
    .update(userFavorites)
    .set({ project_id: projectId, updated_at: now })
    .where(and(eq(userFavorites.workspace_id, workspaceId), eq(userFavorites.entity_type, 'page'), eq(userFavorites.entity_identifier, pageId)));
}

/** Of `labelIds`, those that are labels of one of the projects (any order). */
export async function labelsOfProjects(h: DbOrTx, workspaceId: string, projectIds: string[], labelIds: string[]): Promise<string[]> {
  if (labelIds.length === 0 || projectIds.length === 0) return [];
  const rows = await h
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.workspace_id, workspaceId), sql`${labels.project_id} = any(${uuidArray(projectIds)})`, sql`${labels.id} = any(${uuidArray(labelIds)})`));
  return rows.map((r) => r.id);
}

/** Removes favorites of the page: everyone's, or everyone's but one user's (made private: the owner keeps theirs). */
export async function removePageFavorites(h: DbOrTx, workspaceId: string, pageId: string, options: { exceptUserId?: string | null } = {}): Promise<void> {
  const f = userFavorites;
  await h.delete(f).where(and(
    eq(f.workspace_id, workspaceId), eq(f.entity_type, 'page'), eq(f.entity_identifier, pageId),
    options.exceptUserId ? sql`${f.user_id} <> ${options.exceptUserId}` : undefined,
  ));
}

/** The pages among `ids` of the workspace the user may open from a favorite: live, public or their own; with their first project. */
export async function readablePagesAmong(h: DbOrTx, workspaceId: string, userId: string, ids: string[]): Promise<Array<{ id: string; name: string; logo_props: Record<string, unknown>; project_id: string }>> {
  if (ids.length === 0) return [];
  const rows = await h
    .select({ id: pages.id, name: pages.name, logo_props: pages.logo_props, project_ids: projectIdsOf })
    .from(pages)
    .where(and(eq(pages.workspace_id, workspaceId), sql`${pages.id} = any(${uuidArray(ids)})`, isNull(pages.archived_at), readableBy(userId)));
  return rows.flatMap((r) => {
    const [first] = uuidList(r.project_ids);
    return first ? [{ id: r.id, name: r.name, logo_props: r.logo_props, project_id: first }] : [];
  });
}

/**
 * The live pages of the workspace mentioning a work item that the caller can read: public pages of projects they have
 * a role in (workspace admins: every project) and their own private pages; with each page's first project. One query.
 */
export async function pagesMentioning(h: DbOrTx, workspaceId: string, workItemId: string, userId: string, isWorkspaceAdmin: boolean) {
  const member = isWorkspaceAdmin
    ? sql`true`
    : sql`exists (select 1 from ${projectMembers} pm where pm.project_id = pp.project_id and pm.member = ${userId})`;
  const rows = await h
    .select({ id: pages.id, name: pages.name, logo_props: pages.logo_props, access: pages.access, updated_at: pages.updated_at, project_ids: projectIdsOf })
    .from(pages)
    .innerJoin(pageWorkItemMentions, eq(pageWorkItemMentions.page_id, pages.id))
    .where(and(
      eq(pages.workspace_id, workspaceId), eq(pageWorkItemMentions.work_item_id, workItemId), isNull(pages.archived_at), readableBy(userId),
      sql`exists (select 1 from ${projectPages} pp where pp.page_id = ${PAGE_ID} and ${member})`,
    ))
    .orderBy(sql`${pages.updated_at} desc`, pages.id);
  return rows.map((r) => ({ ...r, project_ids: uuidList(r.project_ids) }));
}
