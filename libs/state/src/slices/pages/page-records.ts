import { isApiError } from '@cairn/services';
import { ERROR_CODE, PAGE_DEFAULT_SORT_BY, PAGE_DEFAULT_SORT_KEY, PAGE_TEXT, SPEC_TEXT } from '@cairn/types';
import type { MentioningPage, Page, PagesQuery, PagesSummary, PageVersion } from '@cairn/types';
import type { Draft } from 'immer';
import type { LoadStatus, StoreDeps, WebState, WebStore } from '../../core/types';

/** Where a page's title autosave stands (spec §4: saving, then saved; error when the old name was restored). */
export type PageSavingStatus = 'idle' | 'saving' | 'saved' | 'error';

/** One loaded pages list (a project and a query). projectId and query are kept so the list can be read again. */
export interface PageListState {
  ids: string[];
  status: LoadStatus;
  /** The spec text of the last failure. */
  error?: string;
  projectId: string;
  query: PagesQuery;
}

/** A loaded collection of one page or work item (versions, mentioning pages). */
export interface PageCollection<T> {
  items: T[];
  status: LoadStatus;
}

/** The pages slice's data (state.pages). */
export interface PagesState {
  byId: Record<string, Page>;
  /** pageListKey(projectId, query) → the list. */
  lists: Record<string, PageListState>;
  /** projectId → the counts per tab (pages-summary/). */
  summaries: Record<string, PagesSummary>;
  /** 'missing': the server answered 404 (no such page here, or not readable); 'error': any other failure. */
  detailStatus: Record<string, 'loading' | 'ready' | 'error' | 'missing'>;
  /** pageId → its versions, newest first (without content). */
  versions: Record<string, PageCollection<PageVersion>>;
  /** versionId → the version's description_html. */
  versionHtml: Record<string, string>;
  /** workItemId → the pages that mention it. */
  mentioning: Record<string, PageCollection<MentioningPage>>;
  /** pageId → the title autosave indicator. */
  saving: Record<string, PageSavingStatus>;
}

/** The pages slice's data when the store starts or is reset. */
export function initialPagesData(): PagesState {
  return { byId: {}, lists: {}, summaries: {}, detailStatus: {}, versions: {}, versionHtml: {}, mentioning: {}, saving: {} };
}

/** The mutation key of one page (its writes run in order). */
export const pageKey = (pageId: string) => `page:${pageId}`;

/** A query with its defaults filled (type all, updated_at desc) and empty parts dropped, so equal queries share a key. */
export function normalizePagesQuery(query: PagesQuery = {}): PagesQuery {
  const out: PagesQuery = { type: query.type ?? 'all', sort_key: query.sort_key ?? PAGE_DEFAULT_SORT_KEY, sort_by: query.sort_by ?? PAGE_DEFAULT_SORT_BY };
  const search = query.search?.trim();
  if (search) out.search = search;
  if (query.owned_by_me === 'true') out.owned_by_me = 'true';
  if (query.favorites === 'true') out.favorites = 'true';
  return out;
}

/** The store key of a project's pages list for a query (equal queries, defaults filled, give equal keys). */
export function pageListKey(projectId: string, query: PagesQuery = {}): string {
  const q = normalizePagesQuery(query);
  return [projectId, q.type, q.sort_key, q.sort_by, q.owned_by_me ?? '', q.favorites ?? '', q.search ?? ''].join('|');
}

/**
 * Whether a page (as the store holds it now) belongs in a list: still in the project, the tab (archived or live;
 * public or private), the filters, the search. The server decides membership; this only hides a page at once after an
 * optimistic change (archive, access, unfavorite, move, rename).
 */
export function matchesPagesQuery(page: Page, projectId: string, query: PagesQuery, userId: string | undefined): boolean {
  if (!page.project_ids.includes(projectId)) return false;
  const type = query.type ?? 'all';
  if (type === 'archived' ? !page.archived_at : page.archived_at) return false;
  if (type === 'public' && page.access !== 'public') return false;
  if (type === 'private' && page.access !== 'private') return false;
  if (query.favorites === 'true' && !page.is_favorite) return false;
  if (query.owned_by_me === 'true' && page.owned_by !== userId) return false;
  const search = query.search?.trim().toLowerCase();
  return !search || page.name.toLowerCase().includes(search);
}

/** Stores a server-confirmed page, keeping the detail's description_html when the answer (a list row) lacks it. */
export function putPage(d: Draft<WebState>, page: Page): void {
  const held = d.pages.byId[page.id];
  d.pages.byId[page.id] = held ? { ...held, ...page, description_html: page.description_html ?? held.description_html } : page;
}

/** Removes a page from the records and every list (and its favorites from the sidebar's tree). */
export function dropPage(d: Draft<WebState>, pageId: string): void {
  delete d.pages.byId[pageId];
  delete d.pages.detailStatus[pageId];
  delete d.pages.saving[pageId];
  for (const list of Object.values(d.pages.lists)) {
    if (list.ids.includes(pageId)) list.ids = list.ids.filter((id) => id !== pageId);
  }
  dropPageFavorites(d, pageId);
}

/** Takes a page's favorites out of the sidebar's lists (spec §4: archiving removes the favorite). */
export function dropPageFavorites(d: Draft<WebState>, pageId: string): void {
  const gone = new Set(Object.values(d.favoritesById).filter((f) => f.entity_type === 'page' && f.entity_identifier === pageId).map((f) => f.id));
  if (gone.size === 0) return;
  for (const [slug, ids] of Object.entries(d.favoriteIdsBySlug)) {
    if (ids.some((id) => gone.has(id))) d.favoriteIdsBySlug[slug] = ids.filter((id) => !gone.has(id));
  }
  for (const [folder, ids] of Object.entries(d.favoriteChildIdsByFolder)) {
    if (ids.some((id) => gone.has(id))) d.favoriteChildIdsByFolder[folder] = ids.filter((id) => !gone.has(id));
  }
  for (const id of gone) delete d.favoritesById[id];
}

/** Forgets every page list, summary and record of a project (a page of several projects keeps its record). */
export function dropProjectPages(d: Draft<WebState>, projectId: string): void {
  for (const [key, list] of Object.entries(d.pages.lists)) if (list.projectId === projectId) delete d.pages.lists[key];
  delete d.pages.summaries[projectId];
  for (const [id, page] of Object.entries(d.pages.byId)) {
    if (page.project_ids.length === 1 && page.project_ids[0] === projectId) delete d.pages.byId[id];
  }
}

/**
 * Reports a page failure the spec's way (§8: under the title "Failed"): the spec text, else the server's message
 * (validation messages stay off screen). No toast for 401 (the app redirects) or aborts.
 */
export function reportPageError(store: WebStore, deps: StoreDeps, error: unknown, text?: string): void {
  if (error instanceof Error && error.name === 'AbortError') return;
  deps.onError?.(error, { text });
  if (isApiError(error) && error.status === 401) return;
  const server = isApiError(error) && error.status > 0 && error.error_code !== ERROR_CODE.VALIDATION ? error.error : undefined;
  store.getState().pushToast({ type: 'error', title: PAGE_TEXT.failedTitle, message: text ?? server ?? SPEC_TEXT.somethingWentWrong });
}

/** The error a call without its workspace, project or page id answers (spec §5 "Missing required fields."). */
export function missingFields(store: WebStore, deps: StoreDeps, ...parts: Array<string | undefined | null>): Error | undefined {
  if (parts.every((part) => typeof part === 'string' && part.length > 0)) return undefined;
  const error = new Error(PAGE_TEXT.missingFields);
  reportPageError(store, deps, error, PAGE_TEXT.missingFields);
  return error;
}
