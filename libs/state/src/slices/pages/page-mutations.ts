import { PAGE_TEXT } from '@cairn/types';
import type { Page, PageAccess, PageCreate, PageUpdate, PageVersion } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { dropPage, dropPageFavorites, matchesPagesQuery, missingFields, pageKey, putPage, reportPageError } from './page-records';

/** The page writes (spec §4): every change optimistic through mutate and rolled back on failure; creates wait for the server. */
export interface PageMutations {
  /** POST pages/ (waits for the server); the page joins the project's loaded lists it matches. Rethrows (toast createFailed). */
  createPage(slug: string, projectId: string, body: PageCreate): Promise<Page>;
  /** Optimistic PATCH pages/{id}/ (name, logo_props, color, label_ids…). Rethrows after rollback (toast under "Failed"). */
  updatePage(slug: string, projectId: string, pageId: string, patch: PageUpdate): Promise<void>;
  /** The title autosave's write: saving → saved, or error with the old name restored (spec §4). Rethrows. */
  renamePage(slug: string, projectId: string, pageId: string, name: string): Promise<void>;
  /** Optimistic POST access/. Rethrows after rollback. */
  setPageAccess(slug: string, projectId: string, pageId: string, access: PageAccess): Promise<void>;
  /** Optimistic POST lock/. Rethrows after rollback. */
  lockPage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** Optimistic DELETE lock/. Rethrows after rollback. */
  unlockPage(slug: string, projectId: string, pageId: string): Promise<void>;
  /**
   * Optimistic POST archive/: archived_at now, no longer a favorite (out of the sidebar's favorites). A failure resets
   * archived_at to null and is only logged (spec §4, §8); rethrows.
   */
  archivePage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** Optimistic DELETE archive/ (archived_at null). Only logged on failure (spec §8); rethrows. */
  restorePage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** Optimistic POST favorite-pages/{id}/; the sidebar's favorites follow. Rethrows after rollback. */
  favoritePage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** Optimistic DELETE favorite-pages/{id}/. Rethrows after rollback. */
  unfavoritePage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** Optimistic DELETE pages/{id}/ (out of every list). Rethrows after rollback (toast deleteFailed). */
  deletePage(slug: string, projectId: string, pageId: string): Promise<void>;
  /** POST duplicate/ (waits for the server): answers the copy, which joins the loaded lists. Rethrows (toast). */
  duplicatePage(slug: string, projectId: string, pageId: string): Promise<Page>;
  /** Optimistic POST move/ {new_project_id}: the page leaves projectId for newProjectId. Rethrows after rollback. */
  movePage(slug: string, projectId: string, pageId: string, newProjectId: string): Promise<void>;
  /** POST versions/: saves a version now (first in the loaded versions). Rethrows (toast). */
  savePageVersion(slug: string, projectId: string, pageId: string): Promise<PageVersion>;
  /** POST versions/{id}/restore/: the page's content becomes the version's; the versions are read again. Rethrows (toast). */
  restorePageVersion(slug: string, projectId: string, pageId: string, versionId: string): Promise<void>;
}

/** Creates the page writes. */
export function createPageMutations({ store, deps }: SliceContext): PageMutations {
  const { pages } = deps.services;
  const report = (text?: string) => (error: unknown) => reportPageError(store, deps, error, text);
  const logOnly = (error: unknown) => store.getState().logError(error);
  const commitPage = (pageId: string) => (d: Draft<WebState>, page: Page | undefined | unknown) => {
    if (page && typeof page === 'object' && 'id' in page && d.pages.byId[pageId]) putPage(d, page as Page);
  };
  const edit = (pageId: string, change: (page: Draft<Page>) => void) => (d: Draft<WebState>) => {
    const page = d.pages.byId[pageId];
    if (page) change(page);
  };
  // A write that moves pages between tabs: the project's loaded lists and counts are read again once it is saved.
  const relist = (slug: string, ...projectIds: string[]) => {
    for (const projectId of projectIds) void store.getState().reloadPageLists(slug, projectId);
  };
  const guard = (...parts: string[]) => {
    const error = missingFields(store, deps, ...parts);
    return error ? Promise.reject(error) : undefined;
  };
  // Puts a server-created page into the records and at the top of the project's loaded lists it matches.
  const enter = (projectId: string, page: Page) => (d: Draft<WebState>) => {
    putPage(d, page);
    const userId = d.currentUser?.id;
    for (const list of Object.values(d.pages.lists)) {
      if (list.projectId === projectId && !list.ids.includes(page.id) && matchesPagesQuery(page, projectId, list.query, userId)) list.ids.unshift(page.id);
    }
  };
  const archive = async (slug: string, projectId: string, pageId: string): Promise<void> => {
    try {
      await mutate(store, {
        key: pageKey(pageId),
        report: logOnly,
        apply: (d) => {
          const page = d.pages.byId[pageId];
          if (page) {
            page.archived_at = deps.now().toISOString();
            page.is_favorite = false;
          }
          dropPageFavorites(d, pageId);
        },
        call: () => pages.archive(slug, projectId, pageId),
        commit: (d, answer) => {
          const page = d.pages.byId[pageId];
          if (page && answer?.archived_at) page.archived_at = answer.archived_at;
        },
      });
    } catch (error) {
      // Spec §4: an archive failure resets archived_at to empty.
      store.setState(edit(pageId, (p) => {
        p.archived_at = null;
      }), false, 'pages/archivePage/failed');
      throw error;
    }
    void store.getState().refreshFavorites(slug);
    relist(slug, projectId);
  };
  // Title autosave (spec §4): the indicator shows saving until the last queued rename answered, error on a failure.
  const renames = new Map<string, number>();
  const setSaving = (pageId: string, value: 'saving' | 'saved' | 'error') => store.setState((d) => {
    d.pages.saving[pageId] = value;
  }, false, `pages/renamePage/${value}`);
  const rename = async (slug: string, projectId: string, pageId: string, name: string): Promise<void> => {
    renames.set(pageId, (renames.get(pageId) ?? 0) + 1);
    setSaving(pageId, 'saving');
    let failed = false;
    try {
      await mutate(store, {
        key: pageKey(pageId),
        report: report(),
        apply: edit(pageId, (p) => {
          p.name = name;
        }),
        call: () => pages.update(slug, projectId, pageId, { name }),
        commit: commitPage(pageId),
      });
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const left = (renames.get(pageId) ?? 1) - 1;
      if (left > 0) renames.set(pageId, left);
      else renames.delete(pageId);
      if (failed) setSaving(pageId, 'error');
      else if (left === 0 && store.getState().pages.saving[pageId] === 'saving') setSaving(pageId, 'saved');
    }
  };

  const favorite = (slug: string, projectId: string, pageId: string, value: boolean) => guard(slug, projectId, pageId) ?? mutate(store, {
    key: pageKey(pageId),
    report: report(),
    apply: edit(pageId, (p) => {
      p.is_favorite = value;
    }),
    call: async () => {
      await (value ? pages.favorite(slug, projectId, pageId) : pages.unfavorite(slug, projectId, pageId));
    },
  }).then(() => void store.getState().refreshFavorites(slug));

  return {
    createPage: async (slug, projectId, body) => {
      await guard(slug, projectId);
      let page: Page;
      try {
        page = await pages.create(slug, projectId, body);
      } catch (error) {
        reportPageError(store, deps, error, PAGE_TEXT.createFailed);
        throw error;
      }
      store.setState(enter(projectId, page), false, 'pages/createPage');
      if (store.getState().pages.summaries[projectId]) void store.getState().loadPagesSummary(slug, projectId);
      return page;
    },
    updatePage: (slug, projectId, pageId, patch) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(),
      apply: edit(pageId, (p) => assignDefined(p, patch as Partial<Page>)),
      call: () => pages.update(slug, projectId, pageId, patch),
      commit: commitPage(pageId),
    }).then(() => undefined),
    renamePage: (slug, projectId, pageId, name) => guard(slug, projectId, pageId) ?? rename(slug, projectId, pageId, name),
    setPageAccess: (slug, projectId, pageId, access) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(),
      apply: edit(pageId, (p) => {
        p.access = access;
      }),
      call: () => pages.setAccess(slug, projectId, pageId, access),
      commit: commitPage(pageId),
    }).then(() => relist(slug, projectId)),
    lockPage: (slug, projectId, pageId) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(),
      apply: edit(pageId, (p) => {
        p.is_locked = true;
      }),
      call: () => pages.lock(slug, projectId, pageId),
      commit: commitPage(pageId),
    }).then(() => undefined),
    unlockPage: (slug, projectId, pageId) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(),
      apply: edit(pageId, (p) => {
        p.is_locked = false;
      }),
      call: () => pages.unlock(slug, projectId, pageId),
      commit: commitPage(pageId),
    }).then(() => undefined),
    archivePage: (slug, projectId, pageId) => guard(slug, projectId, pageId) ?? archive(slug, projectId, pageId),
    restorePage: (slug, projectId, pageId) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: logOnly,
      apply: edit(pageId, (p) => {
        p.archived_at = null;
      }),
      call: () => pages.restore(slug, projectId, pageId),
    }).then(() => relist(slug, projectId)),
    favoritePage: (slug, projectId, pageId) => favorite(slug, projectId, pageId, true),
    unfavoritePage: (slug, projectId, pageId) => favorite(slug, projectId, pageId, false),
    deletePage: (slug, projectId, pageId) => guard(slug, projectId, pageId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(PAGE_TEXT.deleteFailed),
      apply: (d) => dropPage(d, pageId),
      call: () => pages.delete(slug, projectId, pageId),
    }).then(() => {
      void store.getState().refreshFavorites(slug);
      relist(slug, projectId);
    }),
    duplicatePage: async (slug, projectId, pageId) => {
      await guard(slug, projectId, pageId);
      let copy: Page;
      try {
        copy = await pages.duplicate(slug, projectId, pageId);
      } catch (error) {
        reportPageError(store, deps, error);
        throw error;
      }
      store.setState(enter(projectId, copy), false, 'pages/duplicatePage');
      if (store.getState().pages.summaries[projectId]) void store.getState().loadPagesSummary(slug, projectId);
      return copy;
    },
    movePage: (slug, projectId, pageId, newProjectId) => guard(slug, projectId, pageId, newProjectId) ?? mutate(store, {
      key: pageKey(pageId),
      report: report(),
      apply: edit(pageId, (p) => {
        const ids = p.project_ids.filter((id) => id !== projectId);
        p.project_ids = ids.includes(newProjectId) ? ids : [newProjectId, ...ids];
      }),
      call: () => pages.move(slug, projectId, pageId, newProjectId),
      commit: commitPage(pageId),
    }).then(() => relist(slug, projectId, newProjectId)),
    savePageVersion: async (slug, projectId, pageId) => {
      await guard(slug, projectId, pageId);
      let version: PageVersion;
      try {
        version = await pages.createVersion(slug, projectId, pageId);
      } catch (error) {
        reportPageError(store, deps, error);
        throw error;
      }
      store.setState((d) => {
        const held = d.pages.versions[pageId];
        if (held && !held.items.some((v) => v.id === version.id)) held.items.unshift(version);
      }, false, 'pages/savePageVersion');
      return version;
    },
    restorePageVersion: async (slug, projectId, pageId, versionId) => {
      await guard(slug, projectId, pageId, versionId);
      let page: Page;
      try {
        page = await pages.restoreVersion(slug, projectId, pageId, versionId);
      } catch (error) {
        reportPageError(store, deps, error);
        throw error;
      }
      store.setState((d) => {
        if (page && typeof page === 'object' && 'id' in page) putPage(d, page);
      }, false, 'pages/restorePageVersion');
      // The restore saved a version of the content it replaced.
      if (store.getState().pages.versions[pageId]) void store.getState().loadPageVersions(slug, projectId, pageId);
    },
  };
}
