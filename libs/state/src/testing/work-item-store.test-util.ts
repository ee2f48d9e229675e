// Test helpers for the work-item area (not exported from the lib): a store with a signed-in user and loaded items.
import { ApiError } from '@cairn/services';
import type { State, SubIssuesResponse, WorkItem } from '@cairn/types';
import { fixtures } from './fixtures';
import type { FakeServicesOverrides } from './fake-services';
import { makeStore } from './test-store.test-util';
import { putWorkItem } from '../slices/work-items/work-item-records';

export const SLUG = 'ws-1';
export const P = fixtures.projectLite(1).id;
export const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });
export const notFound = () => new ApiError(404, { error: 'Not found', error_code: 'NOT_FOUND' });

/** Backlog (state 1) and started (state 2) states of project 1. */
export const backlog: State = fixtures.state(1, { group: 'backlog' });
export const started: State = fixtures.state(2, { group: 'started' });

export function page(results: WorkItem[], over: Partial<{ total_count: number; next_cursor: string; next_page_results: boolean }> = {}) {
  return { results, total_count: results.length, next_cursor: '100:1:0', prev_cursor: '100:-1:0', next_page_results: false, ...over };
}

/** A store over fakes with user 1 signed in, project 1's states and (when given) its items loaded. */
export async function workItemStore(overrides: FakeServicesOverrides = {}, items: WorkItem[] = [], options: { signedIn?: boolean } = {}) {
  const made = makeStore({
    ...overrides,
    states: { list: async () => [backlog, started], ...overrides.states },
    workItems: { list: async () => page(items), ...overrides.workItems },
  });
  if (options.signedIn !== false) made.store.getState().setCurrentUser(fixtures.user());
  await made.store.getState().loadProjectStates(SLUG, P);
  // The items as a screen would have loaded them (a list page or a detail): records only.
  if (items.length) made.store.setState((d) => {
    for (const item of items) putWorkItem(d, item);
  }, false, 'test/seedItems');
  return made;
}

export const toastTitles = (state: { toasts: { title: string }[] }) => state.toasts.map((t) => t.title);

/** A state distribution from some groups: the server lists every group, the store also copes with a partial record. */
export const dist = (counts: Partial<SubIssuesResponse['state_distribution']>) => counts as SubIssuesResponse['state_distribution'];
