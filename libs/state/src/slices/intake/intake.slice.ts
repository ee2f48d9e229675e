import { INTAKE_DEFAULT_ORDER_BY, INTAKE_FIRST_CURSOR, INTAKE_PAGE_SIZE, ORGANISE_TEXT } from '@cairn/types';
import type { IntakeIssue, IntakeIssuePage } from '@cairn/types';
import type { Draft } from 'immer';
import { load } from '../../core/load';
import { pendingMutation } from '../../core/mutate';
import type { LoadStatus, SliceContext, WebState } from '../../core/types';
import {
  intakeKey, intakeListKey, intakeQueryOf, normalizeIntakeFilters, type IntakeListParams, type IntakeListState,
} from './intake-records';
import { createIntakeMutations, type IntakeMutations } from './intake-mutations';

/** Intake (issue 14; work-items spec §2 tabs, §3 Intake issue, §4 status machine, §7, §8, §9). */
export interface IntakeSlice extends IntakeMutations {
  /** Requests by their work item's id (the id the paths use). */
  intakeById: Record<string, IntakeIssue>;
  /** Loaded lists by `intakeListKey(projectId, {tab, filters, order_by})`. */
  intakeLists: Record<string, IntakeListState>;
  /** One request read on its own (a link to it): loading, ready, or error (not found / not allowed). */
  intakeIssueStatusById: Record<string, LoadStatus>;
  /**
   * The first page (per_page 10, cursor '10:0:0', default order -issue__created_at) of a tab with its filters. Never
   * throws: a failure clears the loader and sets the list's error 'init-error' (the screen shows spec §8's text).
   */
  loadIntake(slug: string, projectId: string, params: IntakeListParams): Promise<IntakeIssuePage | undefined>;
  /** The next page of a loaded list (nothing without one or while one loads); a failure sets 'pagination-error'. */
  loadMoreIntake(slug: string, projectId: string, params: IntakeListParams): Promise<void>;
  /** GET inbox-issues/{issueId}/ into the records (a request opened by link). Never throws. */
  loadIntakeIssue(slug: string, projectId: string, issueId: string): Promise<IntakeIssue | undefined>;
  /** Reads again the first page of every loaded intake list of a project (live: someone else triaged). Never throws. */
  reloadProjectIntake(slug: string, projectId: string): Promise<void>;
}

type IntakeData = Pick<IntakeSlice, 'intakeById' | 'intakeLists' | 'intakeIssueStatusById'>;

/** The intake slice's data when the store starts or is reset. */
export function initialIntakeState(): IntakeData {
  return { intakeById: {}, intakeLists: {}, intakeIssueStatusById: {} };
}

/** Forgets a project's intake (records and lists). */
export function dropProjectIntake(d: Draft<WebState>, projectId: string): void {
  for (const [id, issue] of Object.entries(d.intakeById)) {
    if (issue.project !== projectId) continue;
    delete d.intakeById[id];
    delete d.intakeIssueStatusById[id];
  }
  for (const [key, list] of Object.entries(d.intakeLists)) if (list.projectId === projectId) delete d.intakeLists[key];
}

/** Creates the intake slice. */
export function createIntakeSlice(ctx: SliceContext): IntakeSlice {
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
    ...initialIntakeState(),
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
