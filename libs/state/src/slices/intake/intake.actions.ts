import { INTAKE_DEFAULT_ORDER_BY, INTAKE_FIRST_CURSOR, INTAKE_PAGE_SIZE, ORGANISE_TEXT } from '@cairn/types';
import type { IntakeIssue } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { intakeKey, intakeListKey, intakeQueryOf, normalizeIntakeFilters, type IntakeListParams } from './intake-records';
import { createIntakeMutations } from './intake-mutations';
import type { IntakeActions } from './intake.slice';

/** Creates the intake slice's async actions (loaded with the intake screens through lazyActions; B8). */
export function createIntakeActions(ctx: SliceContext): IntakeActions {
  const { store } = ctx;
  const { intake } = ctx.deps.services;
  // A read landing while a write of a request is queued keeps the request's local record: the write decides.
  const pending = (id: string) => pendingMutation(store, intakeKey(id)) !== undefined;
  const putAnswered = (d: Draft<WebState>, issue: IntakeIssue) => {
    if (!pending(issue.id)) d.intakeById[issue.id] = issue;
  };
  const loadPage = (slug: string, projectId: string, params: IntakeListParams, more: boolean) => {
    const key = intakeListKey(projectId, params);
    const known = store.getState().intakeLists[key];
    const cursor = more && known?.nextCursor ? known.nextCursor : INTAKE_FIRST_CURSOR;
    return load(store, {
      action: more ? 'intake/loadMoreIntake' : 'intake/loadIntake',
      // The screen shows the spec's text in place (with a retry), so a failure is only logged, not toasted.
      report: (error) => store.getState().logError(error, more ? ORGANISE_TEXT.intakePaginationError : ORGANISE_TEXT.intakeInitError),
      call: () => intake.list(slug, projectId, intakeQueryOf(params, { cursor, per_page: INTAKE_PAGE_SIZE })),
      start: (d) => {
        const list = d.intakeLists[key];
        if (list && more) {
          list.loader = 'pagination';
          delete list.error;
          return;
        }
        d.intakeLists[key] = {
          projectId, tab: params.tab, filters: normalizeIntakeFilters(params.filters), order_by: params.order_by ?? INTAKE_DEFAULT_ORDER_BY,
          ids: list?.ids ?? [], nextCursor: null, totalResults: list?.totalResults ?? 0, nextPageResults: false, loader: 'init-loader',
        };
      },
      done: (d, page) => {
        for (const issue of page.results) putAnswered(d, issue);
        const list = d.intakeLists[key];
        if (!list) return;
        const ids = page.results.map((issue) => issue.id);
        list.ids = more ? [...list.ids, ...ids.filter((id) => !list.ids.includes(id))] : ids;
        list.totalResults = page.total_results;
        list.nextPageResults = page.next_page_results;
        list.nextCursor = page.next_page_results ? page.next_cursor : null;
        delete list.loader;
        delete list.error;
      },
      failed: (d) => {
        const list = d.intakeLists[key];
        if (!list) return;
        delete list.loader;
        list.error = more ? 'pagination-error' : 'init-error';
      },
    });
  };
  return {
    loadIntake: (slug, projectId, params) => loadPage(slug, projectId, params, false),
    loadMoreIntake: async (slug, projectId, params) => {
      const list = store.getState().intakeLists[intakeListKey(projectId, params)];
      if (!list?.nextPageResults || !list.nextCursor || list.loader === 'pagination' || list.loader === 'init-loader') return;
      await loadPage(slug, projectId, params, true);
    },
    loadIntakeIssue: (slug, projectId, issueId) => load(store, {
      action: 'intake/loadIntakeIssue',
      report: (error) => store.getState().logError(error),
      call: () => intake.get(slug, projectId, issueId),
      start: (d) => {
        if (!d.intakeById[issueId]) d.intakeIssueStatusById[issueId] = 'loading';
      },
      done: (d, issue) => {
        putAnswered(d, issue);
        d.intakeIssueStatusById[issueId] = 'ready';
      },
      failed: (d) => {
        d.intakeIssueStatusById[issueId] = 'error';
      },
    }),
    reloadProjectIntake: async (slug, projectId) => {
      const lists = Object.values(store.getState().intakeLists).filter((list) => list.projectId === projectId);
      await Promise.all(lists.map((list) => store.getState().loadIntake(slug, projectId, { tab: list.tab, filters: list.filters, order_by: list.order_by })));
    },
    ...createIntakeMutations(ctx),
  };
}
