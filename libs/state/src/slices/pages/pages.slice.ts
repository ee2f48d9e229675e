import { isApiError } from '@cairn/services';
import { PAGE_TEXT } from '@cairn/types';
import type { MentioningPage, Page, PagesQuery, PagesSummary, PageVersion } from '@cairn/types';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { SliceContext } from '../../core/types';
import {
  dropPage, initialPagesData, missingFields, normalizePagesQuery, pageKey, pageListKey, putPage, reportPageError, type PagesState,
} from './page-records';
import { createPageMutations, type PageMutations } from './page-mutations';

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

/** The pages slice's data when the store starts or is reset. */
export function initialPagesState(): Pick<PagesSlice, 'pages'> {
  return { pages: initialPagesData() };
}

/** Creates the pages slice. */
export function createPagesSlice(ctx: SliceContext): PagesSlice {
  const { store, deps } = ctx;
  const { pages } = deps.services;
  const logOnly = (error: unknown) => store.getState().logError(error);
  const pending = (id: string) => pendingMutation(store, pageKey(id)) !== undefined;
  // The newest load of each list: an answer overtaken by a later load of the same list is dropped.
  const latestLoad = new Map<string, number>();
  let loads = 0;

  const loadPages = (slug: string, projectId: string, query: PagesQuery = {}) => {
    if (missingFields(store, deps, slug, projectId)) return Promise.resolve(undefined);
    const q = normalizePagesQuery(query);
    const key = pageListKey(projectId, q);
    const ticket = ++loads;
    latestLoad.set(key, ticket);
    return load(store, {
      action: 'pages/loadPages',
      call: () => pages.list(slug, projectId, q),
      report: (error) => reportPageError(store, deps, error, PAGE_TEXT.fetchListFailed),
      start: (d) => {
        const list = d.pages.lists[key];
        if (list) list.status = 'loading';
        else d.pages.lists[key] = { ids: [], status: 'loading', projectId, query: q };
      },
      done: (d, rows) => {
        if (latestLoad.get(key) !== ticket) return;
        const local = d.pages.lists[key]?.ids ?? [];
        // A page with a queued write keeps its local record and place; the write's answer (or rollback) decides.
        for (const page of rows) if (!pending(page.id)) putPage(d, page);
        const ids = rows.map((p) => p.id).filter((id) => !pending(id) || local.includes(id));
        for (const id of local) if (pending(id) && !ids.includes(id)) ids.push(id);
        d.pages.lists[key] = { ids, status: 'ready', projectId, query: q };
      },
      failed: (d) => {
        if (latestLoad.get(key) !== ticket) return;
        const list = d.pages.lists[key];
        if (list) {
          list.status = 'error';
          list.error = PAGE_TEXT.fetchListFailed;
        }
      },
    });
  };

  return {
    ...initialPagesState(),
    loadPages,
    loadPagesSummary: (slug, projectId) => {
      if (missingFields(store, deps, slug, projectId)) return Promise.resolve(undefined);
      return load(store, {
        action: 'pages/loadPagesSummary',
        call: () => pages.summary(slug, projectId),
        report: logOnly,
        done: (d, summary) => {
          d.pages.summaries[projectId] = summary;
        },
      });
    },
    loadPage: (slug, projectId, pageId) => {
      if (missingFields(store, deps, slug, projectId, pageId)) return Promise.resolve(undefined);
      const gone = (error: unknown) => isApiError(error) && error.status === 404;
      return load(store, {
        action: 'pages/loadPage',
        call: () => pages.get(slug, projectId, pageId),
        report: (error) => reportPageError(store, deps, error, PAGE_TEXT.fetchFailed),
        start: (d) => {
          if (d.pages.detailStatus[pageId] !== 'ready') d.pages.detailStatus[pageId] = 'loading';
        },
        done: (d, page) => {
          if (!pending(pageId)) putPage(d, page);
          else if (d.pages.byId[pageId] && page.description_html !== undefined) d.pages.byId[pageId].description_html = page.description_html;
          d.pages.detailStatus[pageId] = 'ready';
        },
        failed: (d, error) => {
          if (gone(error) && !pending(pageId)) dropPage(d, pageId);
          d.pages.detailStatus[pageId] = gone(error) ? 'missing' : 'error';
        },
      });
    },
    refreshPage: async (slug, projectId, pageId) => {
      await load(store, {
        action: 'pages/refreshPage',
        call: () => pages.get(slug, projectId, pageId),
        report: (error) => {
          if (!(isApiError(error) && error.status === 404)) store.getState().logError(error);
        },
        done: (d, page) => {
          if (!pending(pageId) && d.pages.byId[pageId]) putPage(d, page);
        },
        failed: (d, error) => {
          if (isApiError(error) && error.status === 404 && !pending(pageId)) dropPage(d, pageId);
        },
      });
    },
    loadPageVersions: (slug, projectId, pageId) => {
      if (missingFields(store, deps, slug, projectId, pageId)) return Promise.resolve(undefined);
      return load(store, {
        action: 'pages/loadPageVersions',
        call: () => pages.listVersions(slug, projectId, pageId),
        report: (error) => reportPageError(store, deps, error),
        start: (d) => {
          const held = d.pages.versions[pageId];
          if (held) held.status = 'loading';
          else d.pages.versions[pageId] = { items: [], status: 'loading' };
        },
        done: (d, items) => {
          d.pages.versions[pageId] = { items, status: 'ready' };
        },
        failed: (d) => {
          const held = d.pages.versions[pageId];
          if (held) held.status = 'error';
        },
      });
    },
    loadPageVersion: (slug, projectId, pageId, versionId) => {
      if (missingFields(store, deps, slug, projectId, pageId, versionId)) return Promise.resolve(undefined);
      return load(store, {
        action: 'pages/loadPageVersion',
        call: () => pages.getVersion(slug, projectId, pageId, versionId),
        report: (error) => reportPageError(store, deps, error),
        done: (d, version) => {
          d.pages.versionHtml[versionId] = version.description_html ?? '';
        },
      });
    },
    loadWorkItemPages: (slug, projectId, workItemId) => {
      if (missingFields(store, deps, slug, projectId, workItemId)) return Promise.resolve(undefined);
      return load(store, {
        action: 'pages/loadWorkItemPages',
        call: () => pages.listForWorkItem(slug, projectId, workItemId),
        report: logOnly,
        start: (d) => {
          const held = d.pages.mentioning[workItemId];
          if (held) held.status = 'loading';
          else d.pages.mentioning[workItemId] = { items: [], status: 'loading' };
        },
        done: (d, items) => {
          d.pages.mentioning[workItemId] = { items, status: 'ready' };
        },
        failed: (d) => {
          const held = d.pages.mentioning[workItemId];
          if (held) held.status = 'error';
        },
      });
    },
    reloadPageLists: async (slug, projectId) => {
      const s = store.getState();
      const lists = Object.values(s.pages.lists).filter((list) => list.projectId === projectId);
      // Lists of past searches are forgotten rather than read again (the screen reads its own list when it shows it);
      // the lists without a search and the newest search list are read again.
      const searched = lists.filter((list) => list.query.search);
      const keep = searched.length > 0 ? searched[searched.length - 1] : undefined;
      const stale = searched.filter((list) => list !== keep).map((list) => pageListKey(list.projectId, list.query));
      if (stale.length > 0) {
        store.setState((d) => {
          for (const key of stale) delete d.pages.lists[key];
        }, false, 'pages/reloadPageLists/forget');
      }
      const reads: Array<Promise<unknown>> = lists.filter((list) => !list.query.search || list === keep)
        .map((list) => loadPages(slug, projectId, list.query));
      if (s.pages.summaries[projectId]) reads.push(store.getState().loadPagesSummary(slug, projectId));
      await Promise.all(reads);
    },
    forgetPage: (pageId) => {
      store.setState((d) => dropPage(d, pageId), false, 'pages/forgetPage');
    },
    ...createPageMutations(ctx),
  };
}
