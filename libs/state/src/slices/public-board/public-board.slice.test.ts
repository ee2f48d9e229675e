import { ApiError } from '@cairn/services';
import type { PublicWorkItemQuery } from '@cairn/types';
import { createSpacesStore } from '../../core/create-spaces-store';
import { createFakeServices, type FakeServicesOverrides } from '../../testing/fake-services';
import { deferred } from '../../testing/test-store.test-util';
import { publicBoardFixtures as f } from './public-board.fixtures';
import { selectBoardFlatItems, selectBoardGroupItems } from './public-board.selectors';

function makeSpacesStore(overrides: FakeServicesOverrides = {}) {
  let n = 0;
  const onError = jest.fn();
  const store = createSpacesStore({ services: createFakeServices(overrides), now: () => new Date(1_700_000_000_000), newId: () => `id-${++n}`, onError });
  return { store, onError };
}

const lists = {
  settings: async () => f.settings(),
  meta: async () => f.meta(),
  states: async () => f.states,
  labels: async () => f.labels,
  members: async () => f.members,
  cycles: async () => [],
  modules: async () => [],
};

describe('public-board slice', () => {
  it('opens a board in one parallel round: settings, names, lists and the first page', async () => {
    const workItems = jest.fn(async () => f.groupedPage([f.item(1), f.item(2, { state_id: f.id(102) })]));
    const { store } = makeSpacesStore({ publicBoard: { ...lists, workItems } });
    await store.getState().openBoard(f.anchor, { group_by: 'state', state: f.id(101) });
    const s = store.getState();
    expect(s.boardStatus).toBe('ready');
    expect(s.boardMeta?.project.name).toBe('Roadmap');
    expect(s.boardStates).toHaveLength(3);
    expect(s.boardMembers[0]?.display_name).toBe('Ada');
    expect(workItems).toHaveBeenCalledWith(f.anchor, { group_by: 'state', state: f.id(101), per_page: 100 });
    expect(selectBoardGroupItems(s, f.id(101)).map((i) => i.name)).toEqual(['Item 1']);
    expect(selectBoardGroupItems(s, f.id(102)).map((i) => i.name)).toEqual(['Item 2']);
  });

  it('a 404 (unknown or unpublished anchor) → not-found, without a toast', async () => {
    const gone = () => Promise.reject(new ApiError(404, { error: 'This board is not published' }));
    const { store } = makeSpacesStore({ publicBoard: { ...lists, settings: gone, meta: gone, workItems: gone } });
    await store.getState().openBoard(f.anchor, {});
    expect(store.getState().boardStatus).toBe('not-found');
    expect(store.getState().toasts).toEqual([]);
  });

  it('another failure → error with one toast; a failing side list only loses its names', async () => {
    const { store } = makeSpacesStore({ publicBoard: { ...lists, settings: () => Promise.reject(new ApiError(500, { error: 'Boom' })), workItems: async () => f.flatPage([]) } });
    await store.getState().openBoard(f.anchor, {});
    expect(store.getState().boardStatus).toBe('error');
    expect(store.getState().toasts).toHaveLength(1);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok = makeSpacesStore({ publicBoard: { ...lists, cycles: () => Promise.reject(new ApiError(500, {})), workItems: async () => f.flatPage([f.item(1)]) } }).store;
    await ok.getState().openBoard(f.anchor, {});
    expect(ok.getState().boardStatus).toBe('ready');
    expect(ok.getState().toasts).toEqual([]);
    warn.mockRestore();
  });

  it('keeps the current rows while a new query loads, and ignores an older answer that arrives late', async () => {
    const first = deferred<ReturnType<typeof f.flatPage>>();
    const second = deferred<ReturnType<typeof f.flatPage>>();
    const queue = [Promise.resolve(f.flatPage([f.item(1), f.item(2)])), first.promise, second.promise];
    const { store } = makeSpacesStore({ publicBoard: { ...lists, workItems: () => queue.shift() ?? Promise.reject(new Error('no more')) } });
    await store.getState().openBoard(f.anchor, {});
    const a = store.getState().loadBoardItems({ priority: 'high' });
    expect(store.getState().boardPageStatus).toBe('loading');
    expect(selectBoardFlatItems(store.getState())).toHaveLength(2);
    const b = store.getState().loadBoardItems({ priority: 'urgent' });
    second.resolve(f.flatPage([f.item(9)]));
    await b;
    first.resolve(f.flatPage([f.item(5)]));
    await a;
    expect(selectBoardFlatItems(store.getState()).map((i) => i.name)).toEqual(['Item 9']);
    expect(store.getState().boardPage?.query).toEqual({ priority: 'urgent', per_page: 100 });
    expect(store.getState().boardPageStatus).toBe('ready');
  });

  it('a failed query keeps the previous rows (rollback to what was shown) and toasts once', async () => {
    const queue = [Promise.resolve(f.flatPage([f.item(1)])), Promise.reject(new ApiError(500, { error: 'Down' }))];
    const { store } = makeSpacesStore({ publicBoard: { ...lists, workItems: () => queue.shift() as Promise<ReturnType<typeof f.flatPage>> } });
    await store.getState().openBoard(f.anchor, {});
    await store.getState().loadBoardItems({ labels: f.id(201) });
    expect(store.getState().boardPageStatus).toBe('error');
    expect(selectBoardFlatItems(store.getState()).map((i) => i.name)).toEqual(['Item 1']);
    expect(store.getState().toasts).toHaveLength(1);
  });

  it('loads more: a flat page by next_cursor, a group by its own page index', async () => {
    const calls: PublicWorkItemQuery[] = [];
    const answers = [
      f.flatPage([f.item(1)], { next_cursor: '100:1:100', next_page_results: true, total_count: 2 }),
      f.flatPage([f.item(2)], { total_count: 2 }),
    ];
    const { store } = makeSpacesStore({ publicBoard: { ...lists, workItems: async (_a: string, q: PublicWorkItemQuery = {}) => {
      calls.push(q);
      return answers.shift() ?? f.flatPage([]);
    } } });
    await store.getState().openBoard(f.anchor, {});
    await store.getState().loadMoreBoardItems();
    expect(calls[1]).toEqual({ per_page: 100, cursor: '100:1:100' });
    expect(selectBoardFlatItems(store.getState()).map((i) => i.name)).toEqual(['Item 1', 'Item 2']);
    await store.getState().loadMoreBoardItems();
    expect(calls).toHaveLength(2);

    const grouped = [f.groupedPage([f.item(1)], { [f.id(101)]: 2 }), f.groupedPage([f.item(3), f.item(4, { state_id: f.id(102) })])];
    const g = makeSpacesStore({ publicBoard: { ...lists, workItems: async (_a: string, q: PublicWorkItemQuery = {}) => {
      calls.push(q);
      return grouped.shift() ?? f.flatPage([]);
    } } }).store;
    await g.getState().openBoard(f.anchor, { group_by: 'state' });
    await g.getState().loadMoreBoardItems(f.id(101));
    expect(calls.at(-1)).toEqual({ group_by: 'state', per_page: 100, cursor: '100:1:100' });
    expect(selectBoardGroupItems(g.getState(), f.id(101)).map((i) => i.name)).toEqual(['Item 1', 'Item 3']);
    // Only the asked group takes the answer's rows.
    expect(selectBoardGroupItems(g.getState(), f.id(102))).toEqual([]);
  });

  it('refreshes quietly (live), and a 404 there marks the board gone', async () => {
    const queue = [Promise.resolve(f.flatPage([f.item(1)])), Promise.resolve(f.flatPage([f.item(1, { name: 'Renamed' })])), Promise.reject(new ApiError(404, {}))];
    const states = jest.fn(async () => f.states);
    const { store } = makeSpacesStore({ publicBoard: { ...lists, states, workItems: () => queue.shift() as Promise<ReturnType<typeof f.flatPage>> } });
    await store.getState().openBoard(f.anchor, {});
    const refresh = store.getState().refreshBoard();
    expect(store.getState().boardPageStatus).toBe('ready');
    await refresh;
    expect(selectBoardFlatItems(store.getState())[0]?.name).toBe('Renamed');
    expect(states).toHaveBeenCalledTimes(2);
    await store.getState().refreshBoard({ itemsOnly: true });
    expect(store.getState().boardStatus).toBe('not-found');
    expect(states).toHaveBeenCalledTimes(2);
  });

  it('signs out, forgets the user and reloads the rows as nobody; a failed sign-out rethrows with a toast', async () => {
    const workItems = jest.fn(async () => f.flatPage([f.item(1, { votes: { up: 1, down: 0, mine: 1 } })]));
    const { store } = makeSpacesStore({ auth: { signOut: async () => undefined }, publicBoard: { ...lists, workItems } });
    await store.getState().openBoard(f.anchor, {});
    store.getState().setCurrentUser({ id: 'u' } as never);
    await store.getState().signOutOfBoard();
    expect(store.getState().currentUserStatus).toBe('signed-out');
    expect(workItems).toHaveBeenCalledTimes(2);

    const failing = makeSpacesStore({ auth: { signOut: () => Promise.reject(new ApiError(500, {})) } }).store;
    await expect(failing.getState().signOutOfBoard()).rejects.toBeInstanceOf(ApiError);
    expect(failing.getState().toasts[0]?.title).toBe('Failed to sign out. Please try again.');
  });
});
