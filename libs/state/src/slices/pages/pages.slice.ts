import type { MentioningPage, Page, PagesQuery, PagesSummary, PageVersion } from '@cairn/types';
import { lazyActions } from '../../core/lazy-actions';
import type { SliceContext } from '../../core/types';
import { dropPage, initialPagesData, type PagesState } from './page-records';
import type { PageMutations } from './page-mutations';

/** Pages (issue 15; workspace-pages-account spec §3–§8): records, per-project lists per query, summaries, versions. */
export interface PagesSlice extends PageMutations {
  pages: PagesState;
  /** GET pages/ of a project for a query (default: all live pages, updated_at desc). Never throws (toast under "Failed"). */
  loadPages(slug: string, projectId: string, query?: PagesQuery): Promise<Page[] | undefined>;
  /** GET pages-summary/: the counts per tab. Never throws (only logged). */
  loadPagesSummary(slug: string, projectId: string): Promise<PagesSummary | undefined>;
  /** GET pages/{id}/ (with description_html). Never throws (toast under "Failed"; a 404 drops the page). */
  loadPage(slug: string, projectId: string, pageId: string): Promise<Page | undefined>;
  /** Reads a held page again without a toast (live updates): a 404 (deleted, made private, moved away) drops it. */
  refreshPage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** GET versions/ (newest first). Never throws. */
  loadPageVersions(slug: string, projectId: string, pageId: string): Promise<PageVersion[] | undefined>;
  /** GET versions/{id}/: its description_html into pages.versionHtml. Never throws. */
  loadPageVersion(slug: string, projectId: string, pageId: string, versionId: string): Promise<PageVersion | undefined>;
  /** GET issues/{id}/pages/: the pages that mention a work item. Never throws (only logged). */
  loadWorkItemPages(slug: string, projectId: string, workItemId: string): Promise<MentioningPage[] | undefined>;
  /** Reads a project's loaded lists and summary again (after a write that moves pages between tabs, live events). */
  reloadPageLists(slug: string, projectId: string): Promise<void>;
  /** Drops a page the server reports deleted (records, lists, favorites). */
  forgetPage(pageId: string): void;
}

/** The pages slice's async actions: they load with the pages screens (pages.actions.ts). */
export type PagesActions = Omit<PagesSlice, 'pages' | 'forgetPage'>;

/** The pages slice's data when the store starts or is reset. */
export function initialPagesState(): Pick<PagesSlice, 'pages'> {
  return { pages: initialPagesData() };
}

/** Creates the pages slice: its data and forgetPage now, its async actions on their first call. */
export function createPagesSlice(ctx: SliceContext): PagesSlice {
  const { store } = ctx;
  return {
    ...initialPagesState(),
    forgetPage: (pageId) => {
      store.setState((d) => dropPage(d, pageId), false, 'pages/forgetPage');
    },
    ...lazyActions(ctx, 'pages', () => import('./pages.actions').then((m) => m.createPagesActions), [
      'loadPages', 'loadPagesSummary', 'loadPage', 'refreshPage', 'loadPageVersions', 'loadPageVersion', 'loadWorkItemPages',
      'reloadPageLists', 'createPage', 'updatePage', 'renamePage', 'setPageAccess', 'lockPage', 'unlockPage', 'archivePage',
      'restorePage', 'favoritePage', 'unfavoritePage', 'deletePage', 'duplicatePage', 'movePage', 'savePageVersion',
      'restorePageVersion',
    ], { quiet: ['loadPages', 'loadPagesSummary', 'loadPage', 'loadPageVersions', 'loadPageVersion', 'loadWorkItemPages'] }),
  };
}
