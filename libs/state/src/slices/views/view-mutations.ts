import type { ViewScope } from '@cairn/services';
import type { IssueView, IssueViewCreate, IssueViewUpdate, ViewAccess } from '@cairn/types';
import type { Draft } from 'immer';
import { assignDefined } from '../../core/confirmed';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { provisionalView, viewKey, viewScopeKey } from './view-records';

/** What a create takes besides the body: the access to give the view (spec §4: private is set after the create). */
export interface CreateViewOptions {
  access?: ViewAccess;
}

/** The saved-view writes: optimistic through mutate, rolled back on failure (spec §4). */
export interface ViewMutations {
  /**
   * Optimistic POST views/ with a client id (deps.newId): the view appears last in its scope's list. A private view is
   * created first and then its access is set by a PATCH (spec §4); a refused PATCH leaves the view public. Rethrows
   * after rollback (toast).
   */
  createView(slug: string, scope: ViewScope, body: Omit<IssueViewCreate, 'id' | 'access'>, options?: CreateViewOptions): Promise<IssueView>;
  /** Optimistic PATCH views/{id}/ (name, description, filters, display settings…). Rethrows after rollback (toast). */
  updateView(slug: string, scope: ViewScope, viewId: string, body: IssueViewUpdate): Promise<IssueView>;
  /** Optimistic DELETE: out of every list. Rethrows after rollback (toast). */
  deleteView(slug: string, scope: ViewScope, viewId: string): Promise<void>;
  /** Optimistic lock / unlock (is_locked: a locked view's filters cannot be changed in place). */
  setViewLocked(slug: string, scope: ViewScope, viewId: string, locked: boolean): Promise<IssueView>;
  /** Optimistic access change (public: every member of the context; private: its owner only). */
  setViewAccess(slug: string, scope: ViewScope, viewId: string, access: ViewAccess): Promise<IssueView>;
  /** Optimistic favorite / unfavorite of a project view (user-favorite-views/). Rethrows after rollback (toast). */
  toggleViewFavorite(slug: string, projectId: string, viewId: string): Promise<void>;
}

/** Creates the saved-view writes. */
export function createViewMutations({ store, deps }: SliceContext): ViewMutations {
  const { views } = deps.services;
  const commitView = (viewId: string) => (d: Draft<WebState>, view: IssueView | undefined) => {
    // The answer keeps the caller's is_favorite (a PATCH answer may not know it).
    if (view && typeof view === 'object' && d.viewsById[viewId]) d.viewsById[viewId] = { ...d.viewsById[viewId], ...view };
  };
  const update = (slug: string, scope: ViewScope, viewId: string, body: IssueViewUpdate) => mutate(store, {
    key: viewKey(viewId),
    apply: (d) => {
      const view = d.viewsById[viewId];
      if (view) assignDefined(view, body as Partial<IssueView>);
    },
    call: () => views.update(slug, scope, viewId, body),
    commit: commitView(viewId),
  });
  // The answer of an update, or the record as the store holds it when the call answered nothing usable.
  const latest = (viewId: string, answer: IssueView | undefined): IssueView => store.getState().viewsById[viewId] ?? (answer as IssueView);
  return {
    createView: async (slug, scope, body, options = {}) => {
      const state = store.getState();
      const id = deps.newId();
      const key = viewScopeKey(scope);
      const ids = state.viewIdsByScope[key] ?? [];
      const last = Math.max(0, ...ids.map((vid) => state.viewsById[vid]?.sort_order ?? 0));
      const access = options.access ?? 'public';
      const record = provisionalView({
        id, scope, data: body, access, now: deps.now(), sortOrder: last + 10000, userId: state.currentUser?.id ?? null,
        workspaceId: getWorkspaceBySlug(state, slug)?.id ?? '',
      });
      let createFailed = false;
      const created = mutate(store, {
        key: viewKey(id),
        apply: (d) => {
          d.viewsById[id] = record;
          (d.viewIdsByScope[key] ??= []).push(id);
        },
        call: () => views.create(slug, scope, { id, ...body }).catch((error: unknown) => {
          createFailed = true;
          throw error;
        }),
        commit: commitView(id),
      });
      if (access !== 'private') return latest(id, await created);
      // Spec §4: the access is set once the view exists. Queued on the same key, so the PATCH follows the create (the
      // record shows private from the start); when the create failed there is nothing to change: no call, no toast.
      const skipped = new Error('view create failed');
      const privatised = mutate(store, {
        key: viewKey(id),
        apply: () => undefined,
        call: () => (createFailed ? Promise.reject(skipped) : views.update(slug, scope, id, { access: 'private' })),
        commit: commitView(id),
        report: (error) => {
          if (error !== skipped) store.getState().reportError(error);
        },
      });
      privatised.catch(() => undefined);
      const answer = await created;
      try {
        return latest(id, await privatised);
      } catch (error) {
        // The view exists but stayed public: the create's answer is the server's version.
        store.setState((d) => commitView(id)(d, answer), false, 'views/createView/accessRefused');
        throw error;
      }
    },
    updateView: (slug, scope, viewId, body) => update(slug, scope, viewId, body).then((answer) => latest(viewId, answer)),
    deleteView: (slug, scope, viewId) => mutate(store, {
      key: viewKey(viewId),
      apply: (d) => {
        delete d.viewsById[viewId];
        for (const [key, ids] of Object.entries(d.viewIdsByScope)) {
          if (ids.includes(viewId)) d.viewIdsByScope[key] = ids.filter((id) => id !== viewId);
        }
      },
      call: () => views.delete(slug, scope, viewId),
    }),
    setViewLocked: (slug, scope, viewId, locked) => update(slug, scope, viewId, { is_locked: locked }).then((answer) => latest(viewId, answer)),
    setViewAccess: (slug, scope, viewId, access) => update(slug, scope, viewId, { access }).then((answer) => latest(viewId, answer)),
    toggleViewFavorite: (slug, projectId, viewId) => {
      const favorite = !store.getState().viewsById[viewId]?.is_favorite;
      return mutate(store, {
        key: viewKey(viewId),
        apply: (d) => {
          const view = d.viewsById[viewId];
          if (view) view.is_favorite = favorite;
        },
        call: async () => {
          await (favorite ? views.favorite(slug, projectId, viewId) : views.unfavorite(slug, projectId, viewId));
        },
      }).then(() => void store.getState().refreshFavorites(slug)); // the sidebar's favorites follow
    },
  };
}
