import { isApiError } from '@cairn/services';
import { PAGE_TEXT } from '@cairn/types';
import type { PagesQuery } from '@cairn/types';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { SliceContext } from '../../core/types';
import { dropPage, missingFields, normalizePagesQuery, pageKey, pageListKey, putPage, reportPageError } from './page-records';
import { createPageMutations } from './page-mutations';
import type { PagesActions } from './pages.slice';

/** Creates the pages slice's async actions (loaded with the pages screens through lazyActions; B8). */
export function createPagesActions(ctx: SliceContext): PagesActions {
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
    ...createPageMutations(ctx),
  };
}
