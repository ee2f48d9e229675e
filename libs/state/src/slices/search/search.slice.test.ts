import type { WorkspaceSearch } from '@cairn/types';
import { ApiError } from '@cairn/services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { selectSearchEntry } from './search.selectors';
import { SEARCH_ENTRIES_KEPT, searchKey } from './search.slice';

const empty = (): WorkspaceSearch['results'] => ({ workspace: [], project: [], issue: [], cycle: [], module: [], issue_view: [], page: [] });
const withIssue = (name: string): WorkspaceSearch => ({
  results: {
    ...empty(),
    issue: [{
      id: '00000000-0000-4000-8000-000000000001', name, sequence_id: 1, project_id: '00000000-0000-4000-8000-000000000002', project__identifier: 'WR',
      workspace__slug: 'ws', state_id: null, state__group: null, state__name: null, state__color: null, priority: 'none',
    }],
  },
});

describe('search slice', () => {
  it('keys answers by workspace and trimmed, lower-cased text', () => {
    expect(searchKey('ws', '  Fix Login ')).toBe('ws|fix login');
  });

  it('loads a search: loading, then ready with the results', async () => {
    const answer = deferred<WorkspaceSearch>();
    const search = jest.fn(() => answer.promise);
    const { store } = makeStore({ search: { search } });
    expect(selectSearchEntry(store.getState(), 'ws', 'fix')).toBeUndefined();
    const pending = store.getState().searchWorkspace('ws', ' fix ');
    expect(selectSearchEntry(store.getState(), 'ws', 'fix')?.status).toBe('loading');
    answer.resolve(withIssue('Fix login'));
    await expect(pending).resolves.toEqual(withIssue('Fix login').results);
    expect(search).toHaveBeenCalledWith('ws', 'fix', { signal: undefined });
    expect(selectSearchEntry(store.getState(), 'ws', 'fix')).toEqual({ status: 'ready', results: withIssue('Fix login').results });
  });

  it('asks nothing for blank text', async () => {
    const search = jest.fn();
    const { store } = makeStore({ search: { search } });
    await expect(store.getState().searchWorkspace('ws', '   ')).resolves.toBeUndefined();
    expect(search).not.toHaveBeenCalled();
  });

  it('marks a failure as error (keeping earlier results), logs it, never throws', async () => {
    const search = jest.fn().mockResolvedValueOnce(withIssue('Old')).mockRejectedValueOnce(new ApiError(500, { error: 'boom' }));
    const { store } = makeStore({ search: { search } });
    await store.getState().searchWorkspace('ws', 'old');
    await expect(store.getState().searchWorkspace('ws', 'old')).resolves.toBeUndefined();
    expect(selectSearchEntry(store.getState(), 'ws', 'old')).toEqual({ status: 'error', results: withIssue('Old').results });
  });

  it('forgets an aborted search (a newer one answers)', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const { store } = makeStore({ search: { search: jest.fn().mockRejectedValue(abort) } });
    await store.getState().searchWorkspace('ws', 'gone');
    expect(selectSearchEntry(store.getState(), 'ws', 'gone')).toBeUndefined();
  });

  it(`keeps at most ${SEARCH_ENTRIES_KEPT} answers, the oldest leaving first`, async () => {
    const { store } = makeStore({ search: { search: jest.fn(async () => ({ results: empty() })) } });
    for (let i = 0; i <= SEARCH_ENTRIES_KEPT; i += 1) await store.getState().searchWorkspace('ws', `q${i}`);
    expect(Object.keys(store.getState().searchEntries)).toHaveLength(SEARCH_ENTRIES_KEPT);
    expect(selectSearchEntry(store.getState(), 'ws', 'q0')).toBeUndefined();
    expect(selectSearchEntry(store.getState(), 'ws', `q${SEARCH_ENTRIES_KEPT}`)?.status).toBe('ready');
  });

  it('answers entity-search/ without storing it; a failure answers undefined', async () => {
    const entitySearch = jest.fn().mockResolvedValueOnce({ user_mention: [] }).mockRejectedValueOnce(new ApiError(400, { error: 'bad' }));
    const { store } = makeStore({ search: { entitySearch } });
    await expect(store.getState().searchEntities('ws', ['user_mention'], { query: 'a' })).resolves.toEqual({ user_mention: [] });
    expect(entitySearch).toHaveBeenCalledWith('ws', ['user_mention'], { query: 'a' });
    await expect(store.getState().searchEntities('ws', ['issue'])).resolves.toBeUndefined();
  });
});
