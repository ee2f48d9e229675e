import { isApiError, type ViewScope } from '@cairn/services';
import type { IssueView } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import { scopeOfView, viewKey, viewScopeKey } from './view-records';
import { createViewMutations, type ViewMutations } from './view-mutations';

/** Saved views (issue 14): records by id and the ordered ids of each scope (project, workspace, team). */
export interface ViewsSlice extends ViewMutations {
  viewsById: Record<string, IssueView>;
  /** scope key (viewScopeKey: 'project:<p>', 'workspace', 'team:<t>') → its views in the server's order. */
  viewIdsByScope: Record<string, string[]>;
  viewsStatusByScope: Record<string, LoadStatus>;
  /** scope key → the workspace slug its list was loaded for (the 'workspace' key is shared by every slug). */
  viewSlugByScope: Record<string, string>;
  /** GET views/ of a scope (the caller's private views and every public one). Never throws (a failure toasts). */
  loadViews(slug: string, scope: ViewScope): Promise<IssueView[] | undefined>;
  /** GET views/{id}/ into the records. Never throws; a 404 (gone, or another member's private view) is only logged. */
  loadView(slug: string, scope: ViewScope, viewId: string): Promise<IssueView | undefined>;
  /** Puts a server-confirmed view into the records (and into its scope's loaded list when absent). */
  applyViewRecord(view: IssueView): void;
  /** Drops a view the server reports deleted (records and lists). */
  forgetView(viewId: string): void;
  /** Reads again what the store holds of a scope (live updates): its list and its loaded records. */
  reloadViews(slug: string, scope: ViewScope): Promise<void>;
}

type ViewsData = Pick<ViewsSlice, 'viewsById' | 'viewIdsByScope' | 'viewsStatusByScope' | 'viewSlugByScope'>;

/** The views slice's data when the store starts or is reset. */
export function initialViewsState(): ViewsData {
  return { viewsById: {}, viewIdsByScope: {}, viewsStatusByScope: {}, viewSlugByScope: {} };
}

/** Stores a confirmed view; it joins its scope's list when that list is loaded and lacks it. */
export function putView(d: Draft<WebState>, view: IssueView): void {
  d.viewsById[view.id] = view;
  const key = viewScopeKey(scopeOfView(view));
  const ids = d.viewIdsByScope[key];
  if (ids && !ids.includes(view.id)) ids.push(view.id);
}

/** Removes a view from the records and every list. */
export function dropView(d: Draft<WebState>, viewId: string): void {
  delete d.viewsById[viewId];
  for (const [key, ids] of Object.entries(d.viewIdsByScope)) {
    if (ids.includes(viewId)) d.viewIdsByScope[key] = ids.filter((id) => id !== viewId);
  }
}

/** Forgets every view of a project (its list and records). */
export function dropProjectViews(d: Draft<WebState>, projectId: string): void {
  for (const [id, view] of Object.entries(d.viewsById)) if (view.project === projectId) delete d.viewsById[id];
  const key = viewScopeKey({ kind: 'project', projectId });
  delete d.viewIdsByScope[key];
  delete d.viewsStatusByScope[key];
  delete d.viewSlugByScope[key];
}

/** Creates the views slice. */
export function createViewsSlice(ctx: SliceContext): ViewsSlice {
  const { store, deps } = ctx;
  const { views } = deps.services;
  // A read landing while a write of a view is queued keeps that view's local record and list membership: the write's
  // answer (or its rollback) decides, not an answer the server gave before it.
  const pending = (id: string) => pendingMutation(store, viewKey(id)) !== undefined;
  return {
    ...initialViewsState(),
    loadViews: (slug, scope) => {
      const key = viewScopeKey(scope);
      return load(store, {
        action: 'views/loadViews',
        call: () => views.list(slug, scope),
        start: (d) => {
          // The global views of another workspace are not shown while this one's load runs.
          if (d.viewSlugByScope[key] !== undefined && d.viewSlugByScope[key] !== slug) delete d.viewIdsByScope[key];
          d.viewSlugByScope[key] = slug;
          d.viewsStatusByScope[key] = 'loading';
        },
        done: (d, list) => {
          const local = d.viewIdsByScope[key] ?? [];
          for (const view of list) if (!pending(view.id)) d.viewsById[view.id] = view;
          const ids = list.map((v) => v.id).filter((id) => !pending(id) || local.includes(id));
          for (const id of local) if (pending(id) && !ids.includes(id)) ids.push(id);
          // Views that left the list (deleted, made private by their owner) are forgotten.
          for (const id of local) if (!ids.includes(id)) delete d.viewsById[id];
          d.viewIdsByScope[key] = ids;
          d.viewsStatusByScope[key] = 'ready';
        },
        failed: (d) => {
          d.viewsStatusByScope[key] = 'error';
        },
      });
    },
    loadView: (slug, scope, viewId) => load(store, {
      action: 'views/loadView',
      call: () => views.get(slug, scope, viewId),
      report: (error) => (isApiError(error) && error.status === 404 ? store.getState().logError(error) : store.getState().reportError(error)),
      done: (d, view) => {
        if (!pending(view.id)) putView(d, view);
      },
      failed: (d, error) => {
        if (isApiError(error) && error.status === 404 && !pending(viewId)) dropView(d, viewId);
      },
    }),
    applyViewRecord: (view) => {
      store.setState((d) => putView(d, view), false, 'views/applyViewRecord');
    },
    forgetView: (viewId) => {
      store.setState((d) => dropView(d, viewId), false, 'views/forgetView');
    },
    reloadViews: async (slug, scope) => {
      const s = store.getState();
      if (s.viewIdsByScope[viewScopeKey(scope)] !== undefined) await s.loadViews(slug, scope);
    },
    ...createViewMutations(ctx),
  };
}
