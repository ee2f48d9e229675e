import { apiPaths } from '@cairn/types';
import type { Page, PageCreate, PageUpdate, PagesQuery, PagesSummary, PageVersion, MentioningPage } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the page calls (issue 15; workspace-pages-account spec §7 Pages). Content is edited over the collaboration WebSocket. */
export function createPageService(client: ApiClient) {
  return {
    /** GET pages/: the pages the caller can read (type all by default: live ones), sorted (default updated_at desc). */
    list: (slug: string, projectId: string, query: PagesQuery = {}) =>
      client.get<Page[]>(apiPaths.pages(slug, projectId), { searchParams: { ...query } }),
    /** GET archived-pages/. */
    listArchived: (slug: string, projectId: string) => client.get<Page[]>(apiPaths.archivedPages(slug, projectId)),
    /** GET pages-summary/: counts per tab. */
    summary: (slug: string, projectId: string) => client.get<PagesSummary>(apiPaths.pagesSummary(slug, projectId)),
    /** GET pages/{id}/ (with description_html). */
    get: (slug: string, projectId: string, pageId: string) => client.get<Page>(apiPaths.page(slug, projectId, pageId)),
    /** POST pages/ (may carry a client id); answers the new page (201). */
    create: (slug: string, projectId: string, body: PageCreate) => client.post<Page>(apiPaths.pages(slug, projectId), body),
    /** PATCH pages/{id}/ (name, logo_props, color, label_ids, description_html). */
    update: (slug: string, projectId: string, pageId: string, body: PageUpdate) => client.patch<Page>(apiPaths.page(slug, projectId, pageId), body),
    /** DELETE pages/{id}/ (an archived page). */
    delete: (slug: string, projectId: string, pageId: string) => client.delete<void>(apiPaths.page(slug, projectId, pageId)),
    /** POST pages/{id}/access/. */
    setAccess: (slug: string, projectId: string, pageId: string, access: Page['access']) =>
      client.post<Page>(apiPaths.pageAccess(slug, projectId, pageId), { access }),
    /** POST pages/{id}/lock/. */
    lock: (slug: string, projectId: string, pageId: string) => client.post<Page>(apiPaths.pageLock(slug, projectId, pageId), {}),
    /** DELETE pages/{id}/lock/. */
    unlock: (slug: string, projectId: string, pageId: string) => client.delete<Page>(apiPaths.pageLock(slug, projectId, pageId)),
    /** POST pages/{id}/archive/: answers { archived_at }. */
    archive: (slug: string, projectId: string, pageId: string) =>
      client.post<{ archived_at: string }>(apiPaths.pageArchive(slug, projectId, pageId), {}),
    /** DELETE pages/{id}/archive/: restores. */
    restore: (slug: string, projectId: string, pageId: string) => client.delete<void>(apiPaths.pageArchive(slug, projectId, pageId)),
    /** POST favorite-pages/{id}/. */
    favorite: (slug: string, projectId: string, pageId: string) => client.post<unknown>(apiPaths.favoritePage(slug, projectId, pageId), {}),
    /** DELETE favorite-pages/{id}/. */
    unfavorite: (slug: string, projectId: string, pageId: string) => client.delete<void>(apiPaths.favoritePage(slug, projectId, pageId)),
    /** POST pages/{id}/duplicate/: answers the copy. */
    duplicate: (slug: string, projectId: string, pageId: string, name?: string) =>
      client.post<Page>(apiPaths.pageDuplicate(slug, projectId, pageId), name === undefined ? {} : { name }),
    /** POST pages/{id}/move/ { new_project_id }: answers the page (its project_ids changed). */
    move: (slug: string, projectId: string, pageId: string, newProjectId: string) =>
      client.post<Page>(apiPaths.pageMove(slug, projectId, pageId), { new_project_id: newProjectId }),
    /** PATCH pages/{id}/description/ with HTML (replaces the content). */
    replaceDescriptionHtml: (slug: string, projectId: string, pageId: string, html: string) =>
      client.patch<Page>(apiPaths.pageDescription(slug, projectId, pageId), { description_html: html }),
    /** GET pages/{id}/versions/ (newest first, without content). */
    listVersions: (slug: string, projectId: string, pageId: string) => client.get<PageVersion[]>(apiPaths.pageVersions(slug, projectId, pageId)),
    /** POST pages/{id}/versions/: saves a version now. */
    createVersion: (slug: string, projectId: string, pageId: string) => client.post<PageVersion>(apiPaths.pageVersions(slug, projectId, pageId), {}),
    /** GET pages/{id}/versions/{vid}/ (with description_html). */
    getVersion: (slug: string, projectId: string, pageId: string, versionId: string) =>
      client.get<PageVersion>(apiPaths.pageVersion(slug, projectId, pageId, versionId)),
    /** POST pages/{id}/versions/{vid}/restore/: the page's content becomes the version's (a version of the current content is saved first). */
    restoreVersion: (slug: string, projectId: string, pageId: string, versionId: string) =>
      client.post<Page>(apiPaths.pageVersionRestore(slug, projectId, pageId, versionId), {}),
    /** GET issues/{id}/pages/: the pages that mention a work item. */
    listForWorkItem: (slug: string, projectId: string, issueId: string) =>
      client.get<MentioningPage[]>(apiPaths.workItemPages(slug, projectId, issueId)),
  };
}

/** The page calls. */
export type PageService = ReturnType<typeof createPageService>;
